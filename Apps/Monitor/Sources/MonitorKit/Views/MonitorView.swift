import Foundation
import Shoji

/// The monitor's screen: the header, the process table (filterable with `/`), and the key bar.
///
/// A refresh reads `/proc` off the main thread (``ProcReader``) and applies the sample to the model
/// (``MonitorModel/apply(_:)``), which assigns only what changed: F2 shows which cells that re-evaluated.
/// The sort, the columns, the interval and the view toggles are kept with `@AppStorage`.
public struct MonitorView: View {
    let model: MonitorModel
    let reader: ProcReader
    /// The refresh interval from the command line (`-d`, tenths of a second), over the stored one.
    let intervalOverride: Int?
    /// Whether the view refreshes itself (tests apply samples themselves).
    let refreshes: Bool
    /// Whether signals and priorities may be sent: only to this system's processes, so not when the
    /// monitor reads another tree (`--proc`), whose PIDs name processes of no one here.
    let allowsActions: Bool

    @AppStorage("sortColumn") private var sortColumn = ProcessColumn.cpu
    @AppStorage("sortAscending") private var sortAscending = false
    @AppStorage("refreshTenths") private var refreshTenths = 15
    @AppStorage("columns") private var storedColumns = ProcessColumn.allCases.map(\.rawValue).joined(separator: ",")
    @AppStorage("tree") private var tree = false
    @AppStorage("hideKernelThreads") private var hideKernelThreads = false
    @AppStorage("hideOtherUsers") private var hideOtherUsers = false

    /// The process the person chose (moving the bar, clicking a row); `nil` until then, or after it
    /// exited. Until a choice the bar stays on the first row while the processes re-sort under it, as
    /// htop's does; a chosen process is followed wherever the order moves it.
    @State private var chosen: ProcessItem.ID?
    @State private var killTarget: ProcessItem?
    @State private var failure: ProcessActions.Failure?
    @State private var details: ProcessDetails?
    @State private var showsColumns = false
    @State private var showsHelp = false

    /// The monitor of `model`, refreshed from `reader` every `intervalTenths` tenths of a second (else
    /// the stored interval, 1.5 s at first); with `refreshes` false, only by whoever applies samples to
    /// the model (tests).
    public init(
        model: MonitorModel, reader: ProcReader, intervalTenths: Int? = nil, refreshes: Bool = true,
        allowsActions: Bool = true
    ) {
        self.model = model
        self.reader = reader
        intervalOverride = intervalTenths
        self.refreshes = refreshes
        self.allowsActions = allowsActions
    }

    /// The refresh interval in tenths of a second (at least one).
    private var tenths: Int { max(1, intervalOverride ?? refreshTenths) }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HeaderView(model: model)
            ProcessTable(
                model: model, selection: selection, columns: shownColumns,
                sort: { column, ascending in sort(by: column, ascending: ascending) },
                open: { pid in details = reader.details(pid: pid) }
            )
            // The model holds the filter: this view does not read it, so typing in the field runs the
            // table again (its rows change), not this whole screen.
            .searchable(text: Binding(get: { model.filter }, set: { model.setFilter($0) }), prompt: "Filter by command")
            FunctionBar(model: model)
        }
        .onAppear {
            model.sort(by: sortColumn, ascending: sortAscending)
            model.setShowsTree(tree)
            model.setHidesKernelThreads(hideKernelThreads)
            model.setHidesOtherUsers(hideOtherUsers)
        }
        .task(id: tenths) {
            while refreshes && !Task.isCancelled {
                let sample = await reader.sample()
                guard !Task.isCancelled else { return }
                model.apply(sample)
                selectFirstIfNone()
                try? await Task.sleep(for: .milliseconds(100 * tenths))
            }
        }
        .onKeyPress { press in handle(press) }
        .confirmationDialog(
            killTitle, isPresented: presented($killTarget), titleVisibility: .visible, presenting: killTarget
        ) { process in
            ForEach(SignalChoice.common) { signal in
                Button(signal.name, role: signal.id == SIGKILL ? .destructive : nil) { send(signal, to: process) }
            }
            Button("Cancel", role: .cancel) {}
        }
        .alert("Not done", isPresented: presented($failure), presenting: failure) { _ in
            Button("OK") {}
        } message: { failure in
            Text(failure.message)
        }
        .sheet(item: $details) { DetailsSheet(details: $0) }
        .sheet(isPresented: $showsColumns) { ColumnsSheet(shown: columnsBinding) }
        .sheet(isPresented: $showsHelp) { HelpSheet() }
    }

    /// The columns shown, from `@AppStorage` (the command always).
    private var shownColumns: Set<ProcessColumn> {
        Set(storedColumns.split(separator: ",").compactMap { ProcessColumn(rawValue: String($0)) }).union([.command])
    }

    private var columnsBinding: Binding<Set<ProcessColumn>> {
        Binding(
            get: { shownColumns },
            set: { new in
                storedColumns = ProcessColumn.allCases.filter(new.contains).map(\.rawValue).joined(separator: ",")
            })
    }

    private var killTitle: String {
        guard let killTarget else { return "Send a signal" }
        return "Send a signal to \(killTarget.id) (\(killTarget.command.prefix(40)))"
    }

    /// A binding that is true while `value` is set, and clears it when set to false.
    private func presented<T>(_ value: Binding<T?>) -> Binding<Bool> {
        Binding(get: { value.wrappedValue != nil }, set: { if !$0 { value.wrappedValue = nil } })
    }

    private func sort(by column: ProcessColumn, ascending: Bool) {
        model.sort(by: column, ascending: ascending)
        sortColumn = column
        sortAscending = ascending
    }

    /// The table's selection: the chosen process, else the first row's (read by the table, so a new
    /// first row moves the bar without this view reading the rows).
    private var selection: Binding<ProcessItem.ID?> {
        Binding(get: { chosen ?? model.rows.first?.id }, set: { chosen = $0 })
    }

    private var selected: ProcessItem? { (chosen ?? model.rows.first?.id).flatMap(model.process) }

    /// Forgets a chosen process that exited (the bar goes back to the first row).
    private func selectFirstIfNone() {
        if let chosen, model.process(chosen) == nil { self.chosen = nil }
    }

    /// Why actions are refused here, when they are.
    private var refusal: ProcessActions.Failure? {
        allowsActions
            ? nil
            : ProcessActions.Failure(
                message: "Signals and priorities go only to this system's processes; this monitor reads \(reader.root)."
            )
    }

    private func send(_ signal: SignalChoice, to process: ProcessItem) {
        if let refusal {
            failure = refusal
            return
        }
        if case .failure(let error) = ProcessActions.send(signal, to: process.id) { failure = error }
    }

    private func renice(by step: Int) {
        guard let process = selected else { return }
        if let refusal {
            failure = refusal
            return
        }
        if case .failure(let error) = ProcessActions.renice(process.id, to: process.nice + step) { failure = error }
    }

    /// The monitor's keys (those the table and the search field leave unused), as htop's.
    private func handle(_ press: KeyPress) -> KeyPress.Result {
        switch press.key {
        case .function(10), .character("q"): TerminalApp.quit()
        case .function(1), .character("h"), .character("?"): showsHelp = true
        case .function(5), .character("t"):
            tree.toggle()
            model.setShowsTree(tree)
        case .character("<"): sortNeighbour(-1)
        case .character(">"): sortNeighbour(1)
        case .character("P"): sort(by: .cpu, ascending: false)
        case .character("M"): sort(by: .memory, ascending: false)
        case .character("T"): sort(by: .time, ascending: false)
        case .character("N"): sort(by: .pid, ascending: true)
        case .character("I"): sort(by: model.sortColumn, ascending: !model.ascending)
        case .character("K"):
            hideKernelThreads.toggle()
            model.setHidesKernelThreads(hideKernelThreads)
        case .character("u"):
            hideOtherUsers.toggle()
            model.setHidesOtherUsers(hideOtherUsers)
        case .function(9), .character("k"): killTarget = selected
        case .function(7), .character("-"), .character("]"): renice(by: -1)
        case .function(8), .character("+"), .character("["): renice(by: 1)
        case .character("c"): showsColumns = true
        default: return .ignored
        }
        return .handled
    }

    private func sortNeighbour(_ step: Int) {
        let column = model.sortColumn.next(step)
        sort(by: column, ascending: column.ascendingFirst)
    }
}

/// The bottom line: the keys, as htop's function bar, and the sort and view in force.
struct FunctionBar: View {
    let model: MonitorModel

    private static let keys: [(key: String, label: String)] = [
        ("F1", "Help"), ("/", "Filter"), ("F5", "Tree"), ("<>", "Sort"), ("F7", "Nice-"), ("F8", "Nice+"),
        ("F9", "Kill"), ("c", "Columns"), ("q", "Quit"),
    ]

    var body: some View {
        HStack(spacing: 0) {
            ForEach(Self.keys, id: \.key) { entry in
                Text(entry.key).bold()
                Text(
                    entry.label.count < 6
                        ? entry.label.padding(toLength: 6, withPad: " ", startingAt: 0) : entry.label + " "
                ).foregroundColor(.black)
                    .background(Color.cyan)
            }
            Text(status).foregroundColor(.gray).lineLimit(1).padding(.leading, 1)
            Spacer(minLength: 0)
        }
        .lineLimit(1)
    }

    private var status: String {
        var parts = ["sort: \(model.sortColumn.title) \(model.ascending ? "▲" : "▼")"]
        if model.showsTree { parts.append("tree") }
        if model.hidesKernelThreads { parts.append("no kthreads") }
        if model.hidesOtherUsers { parts.append("mine") }
        return parts.joined(separator: ", ")
    }
}
