import Shoji

/// One process on the screen: an `@Observable` per process, so a refresh that changes one field of one
/// process re-evaluates that one cell (the cell views each read one property).
///
/// A refresh assigns a field only when it changed (``MonitorModel/apply(_:)``), and CPU% and MEM% are kept
/// at the tenth they show, so a sleeping process costs nothing per refresh.
@Observable
public final class ProcessItem: Identifiable {
    /// The process ID.
    public let id: Int
    /// The parent's process ID.
    public internal(set) var parentID: Int
    /// The owner's name (or uid, or `?`).
    public internal(set) var user: String
    /// The owner's uid, or `nil` when unreadable.
    public internal(set) var uid: Int?
    /// The scheduling priority (PRI).
    public internal(set) var priority: Int
    /// The nice value (NI).
    public internal(set) var nice: Int
    /// Virtual size in KiB (VIRT), `nil` when unreadable.
    public internal(set) var virtualKiB: UInt64?
    /// Resident size in KiB (RES), `nil` when unreadable.
    public internal(set) var residentKiB: UInt64?
    /// Shared resident size in KiB (SHR), `nil` when unreadable.
    public internal(set) var sharedKiB: UInt64?
    /// The state letter (S).
    public internal(set) var state: Character
    /// CPU use since the last refresh, in percent of one CPU, to a tenth.
    public internal(set) var cpuPercent: Double = 0
    /// Resident memory in percent of physical memory, to a tenth.
    public internal(set) var memoryPercent: Double = 0
    /// CPU time used, in clock ticks (TIME+).
    public internal(set) var ticks: UInt64
    /// The command line, or the kernel's name for it.
    public internal(set) var command: String
    /// Its children in the tree view, in the table's order (`nil`: none, or not the tree view).
    public internal(set) var children: [ProcessItem]?
    /// Threads in the process.
    public internal(set) var threads: Int
    /// Whether it is a kernel thread.
    public let isKernelThread: Bool
    /// The start time after boot, in ticks: with the PID, which process this is.
    @ObservationIgnored let startTicks: UInt64
    /// The command, lowercased once, for the filter.
    @ObservationIgnored var searchText: String

    /// A process from its first sample.
    init(_ sample: ProcessSample, user: String, pageKiB: UInt64) {
        id = sample.pid
        parentID = sample.stat.ppid
        self.user = user
        uid = sample.uid
        priority = sample.stat.priority
        nice = sample.stat.nice
        virtualKiB = sample.memory.map { $0.size * pageKiB }
        residentKiB = sample.memory.map { $0.resident * pageKiB }
        sharedKiB = sample.memory.map { $0.shared * pageKiB }
        state = sample.stat.state
        ticks = sample.stat.userTicks + sample.stat.systemTicks
        let command = Self.command(sample)
        self.command = command
        threads = sample.stat.threads
        isKernelThread = sample.stat.isKernelThread
        startTicks = sample.stat.startTicks
        searchText = command.lowercased()
    }

    /// What the COMMAND column shows: the command line, else the kernel's name.
    static func command(_ sample: ProcessSample) -> String {
        sample.commandLine ?? sample.stat.comm
    }

    /// Assigns the fields of `sample`; `cpuPercent` and `memoryPercent` as computed by the model. An equal
    /// value assigned to an `Equatable` property notifies no one (Observation compares), so only the fields
    /// that changed invalidate their cells; comparing here first would read every field once more.
    func update(_ sample: ProcessSample, user: String, pageKiB: UInt64, cpuPercent: Double, memoryPercent: Double) {
        let stat = sample.stat
        parentID = stat.ppid
        self.user = user
        uid = sample.uid
        priority = stat.priority
        nice = stat.nice
        virtualKiB = sample.memory.map { $0.size * pageKiB }
        residentKiB = sample.memory.map { $0.resident * pageKiB }
        sharedKiB = sample.memory.map { $0.shared * pageKiB }
        state = stat.state
        ticks = stat.userTicks + stat.systemTicks
        let command = Self.command(sample)
        if self.command != command {
            self.command = command
            searchText = command.lowercased()
        }
        threads = stat.threads
        self.cpuPercent = cpuPercent
        self.memoryPercent = memoryPercent
    }

    /// Sets the tree view's children when they changed (the same processes in the same order do not
    /// notify: the table would collect its rows again for nothing).
    func setChildren(_ new: [ProcessItem]?) {
        switch (children, new) {
        case (nil, nil): return
        case (let old?, let new?) where old.elementsEqual(new, by: ===): return
        default: children = new
        }
    }

    /// VIRT, RES and SHR as sort keys (unreadable sorts first).
    var virtualSortKey: UInt64 { virtualKiB ?? 0 }
    /// RES as a sort key.
    var residentSortKey: UInt64 { residentKiB ?? 0 }
    /// SHR as a sort key.
    var sharedSortKey: UInt64 { sharedKiB ?? 0 }
}
