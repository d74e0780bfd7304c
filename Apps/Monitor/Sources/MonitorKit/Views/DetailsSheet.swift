import Shoji

/// The details of one process (Enter on a row): its status, command line, working directory, open files
/// and environment, each `?` when it cannot be read.
struct DetailsSheet: View {
    let details: ProcessDetails
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            List {
                Section("Process") {
                    LabeledContent("PID", value: String(details.pid))
                    LabeledContent("Command line", value: details.commandLine ?? "?")
                    LabeledContent("Working directory", value: details.cwd ?? "?")
                    LabeledContent("Open files", value: details.openFiles.map(String.init) ?? "?")
                }
                Section("Status") {
                    ForEach(Array(statusLines.enumerated()), id: \.offset) { _, line in
                        LabeledContent(line.name, value: line.value)
                    }
                }
                Section("Environment") {
                    if let environment = details.environment {
                        ForEach(Array(environment.enumerated()), id: \.offset) { _, entry in Text(entry) }
                    } else {
                        Text("? (not readable)").foregroundColor(.gray)
                    }
                }
            }
            .navigationTitle("Process \(details.pid)")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Close") { dismiss() } }
            }
        }
    }

    /// `status`'s lines as name and value.
    private var statusLines: [(name: String, value: String)] {
        (details.status ?? "").split(separator: "\n").map { line in
            let parts = line.split(separator: ":", maxSplits: 1)
            return (String(parts.first ?? ""), parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : "")
        }
    }
}

extension ProcessDetails: Identifiable {
    public var id: Int { pid }
}

/// Which columns the table shows (`c`): a toggle per column, kept in `@AppStorage`.
struct ColumnsSheet: View {
    @Binding var shown: Set<ProcessColumn>
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        NavigationStack {
            Form {
                ForEach(ProcessColumn.allCases.filter { $0 != .command }) { column in
                    Toggle(
                        column.title,
                        isOn: Binding(
                            get: { shown.contains(column) },
                            set: { on in
                                if on { shown.insert(column) } else { shown.remove(column) }
                            }))
                }
            }
            .navigationTitle("Columns")
            .toolbar {
                ToolbarItem(placement: .confirmationAction) { Button("Done") { dismiss() } }
            }
        }
    }
}

/// The keys (F1, `h` or `?`).
struct HelpSheet: View {
    @Environment(\.dismiss) private var dismiss

    static let keys: [(key: String, action: String)] = [
        ("↑ ↓ PgUp PgDn", "select a process"), ("Enter", "details of the selected process"),
        ("/  Ctrl-F", "filter by command"), ("Esc", "clear the filter"),
        ("< >", "sort by the previous or next column"), ("P M T N", "sort by CPU%, MEM%, TIME+, PID"),
        ("I", "invert the sort"), ("t  F5", "tree view"),
        ("→ ←", "tree: expand, collapse (or go to the parent)"), ("*  ⌥→", "tree: expand everything below"),
        ("K", "hide kernel threads"),
        ("u", "show only my processes"), ("k  F9", "send a signal"), ("-  F7", "raise the priority (nice − 1)"),
        ("+  F8", "lower the priority (nice + 1)"), ("c", "choose columns"), ("q  F10", "quit"),
        ("F2", "Shoji's redraw overlay"),
    ]

    var body: some View {
        NavigationStack {
            List(Self.keys, id: \.key) { entry in
                LabeledContent(entry.key, value: entry.action)
            }
            .navigationTitle("Keys")
            .toolbar {
                ToolbarItem(placement: .cancellationAction) { Button("Close") { dismiss() } }
            }
        }
    }
}
