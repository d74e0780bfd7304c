// The peer workload of `make bench` (issue 29), written as a SwiftUI developer would: one `@Observable` per
// task, a `List(selection:)` of them under a "N left" header; Space (or Enter) on the selected row toggles
// it (✓ and strikethrough). The same program exists in tui-rs and Bubble Tea (Benchmarks/Peers/).
import Shoji

/// One task.
@Observable
public final class PeerTask: Identifiable {
    public let id: Int
    public let title: String
    public var done = false

    public init(id: Int) {
        self.id = id
        title = "Task \(id)"
    }
}

/// The tasks and how many are left.
@Observable
public final class PeerTaskList {
    public let tasks: [PeerTask]
    public private(set) var left: Int

    /// `count` tasks, "Task 1"…, none done.
    public init(count: Int) {
        tasks = (1...max(1, count)).map(PeerTask.init)
        left = tasks.count
    }

    /// Marks `task` done or not done.
    public func toggle(_ task: PeerTask) {
        task.done.toggle()
        left += task.done ? -1 : 1
    }
}

/// The screen: the header, then the list.
public struct PeerView: View {
    let list: PeerTaskList
    @State private var selection: PeerTask.ID? = 1

    public init(list: PeerTaskList) {
        self.list = list
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            LeftHeader(list: list)
            List(list.tasks, selection: $selection) { task in
                PeerRow(task: task) { list.toggle(task) }
            }
        }
    }
}

/// "N left": the one view that reads the count.
struct LeftHeader: View {
    let list: PeerTaskList
    var body: some View { Text("\(list.left) left") }
}

/// A task's row: a plain button showing ✓ and a struck-through title when done.
struct PeerRow: View {
    let task: PeerTask
    let toggle: () -> Void
    var body: some View {
        Button(action: toggle) {
            HStack(spacing: 0) {
                Text(task.done ? "✓ " : "  ")
                Text(task.title).strikethrough(task.done)
            }
        }
        .buttonStyle(.plain)
    }
}
