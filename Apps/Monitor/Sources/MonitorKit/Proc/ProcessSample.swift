/// What one refresh reads of one process.
public struct ProcessSample: Equatable, Sendable {
    /// The `stat` line.
    public var stat: ProcessStat
    /// Sizes from `statm`, or `nil` when it could not be read (shown as `?`).
    public var memory: ProcessMemory?
    /// The owner's uid (from `status`, read once per process), or `nil` when unreadable.
    public var uid: Int?
    /// The command line (arguments joined by spaces), or `nil` when empty (kernel threads) or unreadable.
    public var commandLine: String?

    /// The process ID.
    public var pid: Int { stat.pid }
}

/// What one refresh reads of the whole system.
public struct SystemSample: Sendable {
    /// CPU ticks, total and per CPU.
    public var ticks: SystemTicks?
    /// Memory and swap.
    public var memory: MemoryInfo
    /// Load averages and uptime.
    public var load: LoadInfo
    /// Every process that could be read, in `/proc`'s order.
    public var processes: [ProcessSample]

    /// A sample, for tests.
    public init(ticks: SystemTicks?, memory: MemoryInfo, load: LoadInfo, processes: [ProcessSample]) {
        self.ticks = ticks
        self.memory = memory
        self.load = load
        self.processes = processes
    }
}
