import Shoji

/// The process table: a `Table` of the model's rows, one column per shown ``ProcessColumn``, sorted by
/// clicking a title (or `<`/`>`), Enter on a row opening its details.
struct ProcessTable: View {
    let model: MonitorModel
    @Binding var selection: ProcessItem.ID?
    /// The columns shown.
    let columns: Set<ProcessColumn>
    /// Sorts by a column (the table's sort order changed).
    let sort: (ProcessColumn, Bool) -> Void
    /// Opens the details of a process (Enter, or a double-click).
    let open: (ProcessItem.ID) -> Void

    var body: some View {
        let order = Binding<[KeyPathComparator<ProcessItem>]>(
            get: { [model.sortColumn.comparator(ascending: model.ascending)] },
            set: { new in
                guard let first = new.first, let column = ProcessColumn(first) else { return }
                // A new column sorts in its usual direction first (CPU% descending, PID ascending).
                let ascending = column == model.sortColumn ? first.order == .forward : column.ascendingFirst
                sort(column, ascending)
            })
        Group {
            if model.showsTree {
                // As a Mac's hierarchical table (Activity Monitor's), the tree is drawn in the first column:
                // the command comes first.
                Table(model.rows, children: \.children, selection: $selection, sortOrder: order) {
                    column(.command, value: \.command)
                    tableColumns(command: false)
                }
            } else {
                Table(model.rows, selection: $selection, sortOrder: order) {
                    tableColumns(command: true)
                }
            }
        }
        .contextMenu(forSelectionType: ProcessItem.ID.self) { _ in
            EmptyView()
        } primaryAction: { pids in
            if let pid = pids.first { open(pid) }
        }
    }

    /// The columns shown, in htop's order; the command last when `command`.
    @TableColumnBuilder<ProcessItem, KeyPathComparator<ProcessItem>>
    private func tableColumns(command: Bool) -> [AnyTableColumn<ProcessItem>] {
        if columns.contains(.pid) { column(.pid, value: \.id) }
        if columns.contains(.user) { column(.user, value: \.user) }
        if columns.contains(.priority) { column(.priority, value: \.priority) }
        if columns.contains(.nice) { column(.nice, value: \.nice) }
        if columns.contains(.virtual) { column(.virtual, value: \.virtualSortKey) }
        if columns.contains(.resident) { column(.resident, value: \.residentSortKey) }
        if columns.contains(.shared) { column(.shared, value: \.sharedSortKey) }
        if columns.contains(.state) { column(.state, value: \.state) }
        if columns.contains(.cpu) { column(.cpu, value: \.cpuPercent) }
        if columns.contains(.memory) { column(.memory, value: \.memoryPercent) }
        if columns.contains(.time) { column(.time, value: \.ticks) }
        if command { column(.command, value: \.command) }
    }

    /// A column whose cells are ``ProcessCell``s, sortable by `value`.
    private func column<V: Comparable>(_ column: ProcessColumn, value: KeyPath<ProcessItem, V> & Sendable)
        -> TableColumn<ProcessItem, KeyPathComparator<ProcessItem>, ProcessCell, Text>
    {
        var table = TableColumn(column.title, value: value) { ProcessCell(process: $0, column: column) }
        if column.isNumeric { table = table.alignment(.numeric) }
        return column.cells.map { table.width(CGFloat($0 * 8)) } ?? table
    }
}

/// One cell: reads one property of one process, so a refresh that changes it re-evaluates this cell only.
struct ProcessCell: View {
    let process: ProcessItem
    let column: ProcessColumn

    var body: some View {
        switch column {
        case .command:
            Text(process.command).foregroundColor(process.isKernelThread ? .gray : nil).lineLimit(1)
        default:
            // Numbers are right-aligned by their column (`.alignment(.numeric)`).
            Text(text).lineLimit(1).foregroundColor(color)
        }
    }

    /// The cell's text: the one property this column shows.
    private var text: String {
        switch column {
        case .pid: String(process.id)
        case .user: process.user
        case .priority: process.priority <= -100 ? "RT" : String(process.priority)
        case .nice: String(process.nice)
        case .virtual: Formatting.kibibytes(process.virtualKiB)
        case .resident: Formatting.kibibytes(process.residentKiB)
        case .shared: Formatting.kibibytes(process.sharedKiB)
        case .state: String(process.state)
        case .cpu: Formatting.percent(process.cpuPercent)
        case .memory: Formatting.percent(process.memoryPercent)
        case .time: Formatting.time(ticks: process.ticks, ticksPerSecond: Formatting.ticksPerSecond)
        case .command: process.command
        }
    }

    /// Running green, uninterruptible and zombie red, as htop.
    private var color: Color? {
        switch column {
        case .state:
            switch process.state {
            case "R": .green
            case "D", "Z": .red
            default: nil
            }
        case .nice: process.nice < 0 ? .red : process.nice > 0 ? .blue : nil
        default: nil
        }
    }
}
