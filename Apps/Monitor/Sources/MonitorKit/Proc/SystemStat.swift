/// One CPU's line of `/proc/stat`: clock ticks spent in each kind of work since boot.
public struct CPUTicks: Equatable, Sendable {
    /// Ticks in user mode (less guest time, as `htop` counts it).
    public var user: UInt64 = 0
    /// Ticks in user mode at a positive nice value.
    public var nice: UInt64 = 0
    /// Ticks in kernel mode, with interrupts (`irq`, `softirq`).
    public var system: UInt64 = 0
    /// Idle ticks.
    public var idle: UInt64 = 0
    /// Ticks idle while waiting for I/O.
    public var iowait: UInt64 = 0
    /// Ticks stolen by the hypervisor, and guest time.
    public var other: UInt64 = 0

    /// All ticks.
    public var total: UInt64 { user + nice + system + idle + iowait + other }

    /// Ticks for the given parts, for tests and fixtures.
    public init(user: UInt64 = 0, nice: UInt64 = 0, system: UInt64 = 0, idle: UInt64 = 0, iowait: UInt64 = 0) {
        self.user = user
        self.nice = nice
        self.system = system
        self.idle = idle
        self.iowait = iowait
    }

    /// Parses the numbers after `cpu` or `cpuN` (`user nice system idle iowait irq softirq steal guest
    /// guest_nice`); `nil` when fewer than four.
    init?<C: Collection<UInt8>>(numbers: C) {
        let values = numbers.split(separator: UInt8(ascii: " ")).compactMap { ProcNumbers.unsigned($0) }
        guard values.count >= 4 else { return nil }
        func at(_ i: Int) -> UInt64 { i < values.count ? values[i] : 0 }
        let guest = at(8) &+ at(9)
        user = at(0) &- min(at(0), at(8))
        nice = at(1) &- min(at(1), at(9))
        system = at(2) &+ at(5) &+ at(6)
        idle = at(3)
        iowait = at(4)
        other = at(7) &+ guest
    }
}

/// What `/proc/stat` says: the total and each CPU.
public struct SystemTicks: Equatable, Sendable {
    /// All CPUs together (the `cpu` line).
    public var total: CPUTicks
    /// Each CPU (`cpu0`, `cpu1`, …), in order.
    public var cpus: [CPUTicks]

    /// Parses `/proc/stat`; `nil` without a `cpu` line.
    public init?(_ bytes: [UInt8]) {
        var total: CPUTicks?
        var cpus: [CPUTicks] = []
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            guard line.starts(with: Array("cpu".utf8)) else { continue }
            guard let space = line.firstIndex(of: UInt8(ascii: " ")),
                let ticks = CPUTicks(numbers: line[space...])
            else { continue }
            if space == line.startIndex + 3 { total = ticks } else { cpus.append(ticks) }
        }
        guard let total else { return nil }
        self.total = total
        self.cpus = cpus
    }

    /// Ticks for tests and fixtures.
    public init(total: CPUTicks, cpus: [CPUTicks]) {
        self.total = total
        self.cpus = cpus
    }
}

/// Memory and swap from `/proc/meminfo`, in KiB.
public struct MemoryInfo: Equatable, Sendable {
    /// Physical memory.
    public var total: UInt64 = 0
    /// Memory available to new programs without swapping (`MemAvailable`).
    public var available: UInt64 = 0
    /// Memory in buffers.
    public var buffers: UInt64 = 0
    /// Page cache and reclaimable slab.
    public var cached: UInt64 = 0
    /// Swap space.
    public var swapTotal: UInt64 = 0
    /// Unused swap.
    public var swapFree: UInt64 = 0

    /// Memory in use by programs: total less available.
    public var used: UInt64 { total &- min(total, available) }
    /// Swap in use.
    public var swapUsed: UInt64 { swapTotal &- min(swapTotal, swapFree) }

    /// Sizes for tests and fixtures.
    public init(total: UInt64 = 0, available: UInt64 = 0, swapTotal: UInt64 = 0, swapFree: UInt64 = 0) {
        self.total = total
        self.available = available
        self.swapTotal = swapTotal
        self.swapFree = swapFree
    }

    /// Parses `/proc/meminfo` (unknown and malformed lines are skipped).
    public init(_ bytes: [UInt8]) {
        var free: UInt64?
        var reclaimable: UInt64 = 0
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")),
                let value = ProcNumbers.unsigned(line[(colon + 1)...].drop { $0 == UInt8(ascii: " ") })
            else { continue }
            switch String(decoding: line[..<colon], as: UTF8.self) {
            case "MemTotal": total = value
            case "MemFree": free = value
            case "MemAvailable": available = value
            case "Buffers": buffers = value
            case "Cached": cached += value
            case "SReclaimable": reclaimable = value
            case "SwapTotal": swapTotal = value
            case "SwapFree": swapFree = value
            default: break
            }
        }
        cached += reclaimable
        // Kernels before 3.14 have no MemAvailable.
        if available == 0, let free { available = min(total, free + buffers + cached) }
    }
}

/// `/proc/loadavg` and `/proc/uptime`.
public struct LoadInfo: Equatable, Sendable {
    /// Load averages over 1, 5 and 15 minutes.
    public var averages: [Double] = [0, 0, 0]
    /// Seconds since boot.
    public var uptime: Double = 0

    /// Load and uptime for tests and fixtures.
    public init(averages: [Double] = [0, 0, 0], uptime: Double = 0) {
        self.averages = averages
        self.uptime = uptime
    }

    /// Parses the two files' texts (either may be missing).
    init(loadavg: String?, uptime: String?) {
        if let parts = loadavg?.split(separator: " "), parts.count >= 3 {
            averages = parts.prefix(3).map { Double($0) ?? 0 }
        }
        if let first = uptime?.split(separator: " ").first, let seconds = Double(first) { self.uptime = seconds }
    }
}
