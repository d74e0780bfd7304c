import Shoji

/// The process table's columns, as `htop` names them. The raw value is what `@AppStorage` keeps.
public enum ProcessColumn: String, CaseIterable, Identifiable, Sendable {
    case pid, user, priority, nice, virtual, resident, shared, state, cpu, memory, time, command

    public var id: Self { self }

    /// The column's title.
    public var title: String {
        switch self {
        case .pid: "PID"
        case .user: "USER"
        case .priority: "PRI"
        case .nice: "NI"
        case .virtual: "VIRT"
        case .resident: "RES"
        case .shared: "SHR"
        case .state: "S"
        case .cpu: "CPU%"
        case .memory: "MEM%"
        case .time: "TIME+"
        case .command: "Command"
        }
    }

    /// The column's width in cells (`nil`: the command takes what is left).
    public var cells: Int? {
        switch self {
        case .pid: 7
        case .user: 9
        case .priority: 3
        case .nice: 3
        case .virtual, .resident, .shared: 6
        case .state: 1
        case .cpu, .memory: 5
        case .time: 9
        case .command: nil
        }
    }

    /// Whether the column shows numbers (right-aligned, title included).
    public var isNumeric: Bool {
        switch self {
        case .user, .state, .command: false
        default: true
        }
    }

    /// Whether a first sort by this column is ascending (names and IDs) or descending (amounts), as htop.
    public var ascendingFirst: Bool {
        switch self {
        case .pid, .user, .command, .state, .priority, .nice: true
        default: false
        }
    }

    /// The key path the table's sort order names for this column.
    var keyPath: PartialKeyPath<ProcessItem> {
        switch self {
        case .pid: \ProcessItem.id
        case .user: \ProcessItem.user
        case .priority: \ProcessItem.priority
        case .nice: \ProcessItem.nice
        case .virtual: \ProcessItem.virtualSortKey
        case .resident: \ProcessItem.residentSortKey
        case .shared: \ProcessItem.sharedSortKey
        case .state: \ProcessItem.state
        case .cpu: \ProcessItem.cpuPercent
        case .memory: \ProcessItem.memoryPercent
        case .time: \ProcessItem.ticks
        case .command: \ProcessItem.command
        }
    }

    /// The column a sort comparator names, if any.
    public init?(_ comparator: KeyPathComparator<ProcessItem>) {
        guard let column = Self.allCases.first(where: { $0.keyPath == comparator.keyPath }) else { return nil }
        self = column
    }

    /// The comparator for sorting by this column.
    public func comparator(ascending: Bool) -> KeyPathComparator<ProcessItem> {
        let order: SortOrder = ascending ? .forward : .reverse
        switch self {
        case .pid: return KeyPathComparator(\ProcessItem.id, order: order)
        case .user: return KeyPathComparator(\ProcessItem.user, order: order)
        case .priority: return KeyPathComparator(\ProcessItem.priority, order: order)
        case .nice: return KeyPathComparator(\ProcessItem.nice, order: order)
        case .virtual: return KeyPathComparator(\ProcessItem.virtualSortKey, order: order)
        case .resident: return KeyPathComparator(\ProcessItem.residentSortKey, order: order)
        case .shared: return KeyPathComparator(\ProcessItem.sharedSortKey, order: order)
        case .state: return KeyPathComparator(\ProcessItem.state, order: order)
        case .cpu: return KeyPathComparator(\ProcessItem.cpuPercent, order: order)
        case .memory: return KeyPathComparator(\ProcessItem.memoryPercent, order: order)
        case .time: return KeyPathComparator(\ProcessItem.ticks, order: order)
        case .command: return KeyPathComparator(\ProcessItem.command, order: order)
        }
    }

    /// Whether this column sorts by text (else by number).
    var sortsAsText: Bool { self == .user || self == .state || self == .command }

    /// The text `item` sorts by in this column (a text column).
    @MainActor
    func textKey(_ item: ProcessItem) -> String {
        switch self {
        case .user: item.user
        case .state: String(item.state)
        default: item.searchText
        }
    }

    /// The number `item` sorts by in this column (a number column).
    @MainActor
    func numericKey(_ item: ProcessItem) -> Double {
        switch self {
        case .pid: Double(item.id)
        case .priority: Double(item.priority)
        case .nice: Double(item.nice)
        case .virtual: Double(item.virtualSortKey)
        case .resident: Double(item.residentSortKey)
        case .shared: Double(item.sharedSortKey)
        case .cpu: item.cpuPercent
        case .memory: item.memoryPercent
        case .time: Double(item.ticks)
        case .user, .state, .command: 0
        }
    }

    /// The column after this one (`>`), or before it (`<`), wrapping.
    func next(_ step: Int) -> ProcessColumn {
        let all = Self.allCases
        let index = all.firstIndex(of: self) ?? 0
        return all[(index + step + all.count) % all.count]
    }
}
