import Foundation
import Shoji

/// Everything the monitor shows, updated by ``apply(_:)`` once per refresh.
///
/// The process table reads ``rows`` (the processes in the order shown, filtered) and each cell reads one
/// property of one ``ProcessItem``: a refresh replaces `rows` only when the order or the set changed, and
/// assigns only the fields that changed.
@MainActor
@Observable
public final class MonitorModel {
    /// Each CPU, from 1.
    public private(set) var cpus: [CPUUsage] = []
    /// All CPUs together.
    public let allCPUs = CPUUsage(id: 0)
    /// Memory and swap.
    public private(set) var memory = MemoryInfo()
    /// Load averages over 1, 5 and 15 minutes.
    public private(set) var loadAverages: [Double] = [0, 0, 0]
    /// Whole seconds since boot.
    public private(set) var uptime: Double = 0
    /// Processes, threads, and processes running.
    public private(set) var counts = TaskCounts()
    /// The processes shown, in order (in the tree view, the roots: each item's ``ProcessItem/children``
    /// hold the rest).
    public private(set) var rows: [ProcessItem] = []
    /// How many refreshes have been applied.
    public private(set) var refreshes = 0

    /// The column the table is sorted by.
    public private(set) var sortColumn: ProcessColumn = .cpu
    /// Whether the sort is ascending.
    public private(set) var ascending = false
    /// The filter: processes whose command contains it (any case).
    public private(set) var filter = ""
    /// Whether the table shows the process tree.
    public private(set) var showsTree = false
    /// Whether kernel threads are hidden.
    public private(set) var hidesKernelThreads = false
    /// Whether other users' processes are hidden.
    public private(set) var hidesOtherUsers = false

    /// Every process by PID.
    @ObservationIgnored private(set) var items: [Int: ProcessItem] = [:]
    /// The last sample's CPU ticks.
    @ObservationIgnored private var lastTicks: SystemTicks?
    /// The last sample's CPU time per process.
    @ObservationIgnored private var lastProcessTicks: [Int: UInt64] = [:]
    /// User names by uid.
    @ObservationIgnored let users: UserNames
    /// This user's uid (other users' processes are the ones with another).
    @ObservationIgnored let ownUID: Int
    /// KiB per page.
    @ObservationIgnored let pageKiB: UInt64
    /// Whether some process has tree-view children to clear.
    @ObservationIgnored private var childrenSet = false

    /// A model that names users with `users`; `ownUID` is the user whose processes "hide other users"
    /// keeps.
    public init(users: UserNames, ownUID: Int = Int(getuid())) {
        self.users = users
        self.ownUID = ownUID
        pageKiB = UInt64(max(1, sysconf(Int32(_SC_PAGESIZE)) / 1024))
    }

    /// Applies one sample: CPU meters, memory, load, and every process (new ones added, gone ones dropped,
    /// changed fields assigned), then the order.
    public func apply(_ sample: SystemSample) {
        refreshes += 1
        if let ticks = sample.ticks {
            if cpus.count != ticks.cpus.count { cpus = (0..<ticks.cpus.count).map { CPUUsage(id: $0 + 1) } }
            if let last = lastTicks, last.cpus.count == ticks.cpus.count {
                allCPUs.update(from: last.total, to: ticks.total)
                for (i, cpu) in cpus.enumerated() { cpu.update(from: last.cpus[i], to: ticks.cpus[i]) }
            }
        }
        // Ticks of all CPUs per CPU since the last sample: a process busy on one CPU is 100 %.
        let period: Double = {
            guard let new = sample.ticks, let old = lastTicks else { return 0 }
            let cores = Double(max(1, new.cpus.count))
            return Double(new.total.total &- min(new.total.total, old.total.total)) / cores
        }()
        lastTicks = sample.ticks ?? lastTicks
        if memory != sample.memory { memory = sample.memory }
        if loadAverages != sample.load.averages { loadAverages = sample.load.averages }
        let seconds = sample.load.uptime.rounded(.down)
        if uptime != seconds { uptime = seconds }

        var seen: [Int: ProcessItem] = [:]
        seen.reserveCapacity(sample.processes.count)
        var processTicks: [Int: UInt64] = [:]
        processTicks.reserveCapacity(sample.processes.count)
        var newCounts = TaskCounts()
        let totalKiB = Double(max(1, sample.memory.total))
        for process in sample.processes {
            let stat = process.stat
            let ticks = stat.userTicks + stat.systemTicks
            processTicks[stat.pid] = ticks
            var cpu = 0.0
            if period > 0, let before = lastProcessTicks[stat.pid], ticks >= before {
                cpu = (Double(ticks - before) / period * 1000).rounded() / 10
            }
            let resident = Double((process.memory?.resident ?? 0) * pageKiB)
            let memoryPercent = (resident / totalKiB * 1000).rounded() / 10
            let user = users.name(process.uid)
            if let item = items[stat.pid], item.startTicks == stat.startTicks {
                item.update(process, user: user, pageKiB: pageKiB, cpuPercent: cpu, memoryPercent: memoryPercent)
                seen[stat.pid] = item
            } else {
                let item = ProcessItem(process, user: user, pageKiB: pageKiB)
                item.cpuPercent = 0
                item.memoryPercent = memoryPercent
                seen[stat.pid] = item
            }
            if stat.isKernelThread {
                newCounts.kernelThreads += 1
            } else {
                newCounts.processes += 1
                newCounts.threads += stat.threads
            }
            if stat.state == "R" { newCounts.running += 1 }
        }
        items = seen
        lastProcessTicks = processTicks
        if counts != newCounts { counts = newCounts }
        arrange()
    }

    /// Sorts by `column` (`ascending`, else descending).
    public func sort(by column: ProcessColumn, ascending: Bool) {
        guard column != sortColumn || ascending != self.ascending else { return }
        sortColumn = column
        self.ascending = ascending
        arrange()
    }

    /// Shows only processes whose command contains `text` (any case); empty shows all.
    public func setFilter(_ text: String) { change(\.filter, to: text) }

    /// Turns the tree view on or off.
    public func setShowsTree(_ on: Bool) { change(\.showsTree, to: on) }

    /// Hides or shows kernel threads.
    public func setHidesKernelThreads(_ on: Bool) { change(\.hidesKernelThreads, to: on) }

    /// Hides or shows other users' processes.
    public func setHidesOtherUsers(_ on: Bool) { change(\.hidesOtherUsers, to: on) }

    /// Sets a setting of the order and arranges the rows again, when it changes.
    private func change<Value: Equatable>(_ setting: ReferenceWritableKeyPath<MonitorModel, Value>, to value: Value) {
        guard self[keyPath: setting] != value else { return }
        self[keyPath: setting] = value
        arrange()
    }

    /// The process with `pid`, if it is still there.
    public func process(_ pid: Int) -> ProcessItem? { items[pid] }

    /// Orders and filters the processes into ``rows`` (assigned only when different).
    private func arrange() {
        let needle = filter.lowercased()
        let visible = items.values.filter { item in
            if hidesKernelThreads && item.isKernelThread { return false }
            if hidesOtherUsers && item.uid != ownUID { return false }
            return true
        }
        var ordered = ProcessOrdering.sorted(visible, by: sortColumn, ascending: ascending)
        if !needle.isEmpty { ordered.removeAll { !$0.searchText.contains(needle) } }
        // A filtered tree view lists the matches alone (their parents may not match).
        if showsTree && needle.isEmpty {
            ordered = ProcessOrdering.forest(ordered)
            childrenSet = true
        } else if childrenSet {
            for item in items.values { item.setChildren(nil) }
            childrenSet = false
        }
        if !ordered.elementsEqual(rows, by: ===) { rows = ordered }
    }
}

/// How many processes and threads there are (the header's "Tasks" line).
public struct TaskCounts: Equatable, Sendable {
    /// Processes, kernel threads excluded.
    public var processes = 0
    /// Threads of those processes.
    public var threads = 0
    /// Kernel threads.
    public var kernelThreads = 0
    /// Processes running (state R).
    public var running = 0
}
