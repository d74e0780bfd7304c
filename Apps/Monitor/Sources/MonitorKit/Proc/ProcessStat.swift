/// One process's line of `/proc/[pid]/stat`, the fields a monitor shows.
///
/// The command name (`comm`) is between the first `(` and the *last* `)`: it may itself contain spaces and
/// parentheses (`(sd-pam)`, `(my (odd) name)`), so the fields after it are counted from the last `)`.
public struct ProcessStat: Equatable, Sendable {
    /// The process ID.
    public var pid: Int
    /// The command name the kernel keeps (at most 15 bytes).
    public var comm: String
    /// The state letter: R running, S sleeping, D disk sleep, Z zombie, T stopped, I idle, …
    public var state: Character
    /// The parent's process ID.
    public var ppid: Int
    /// The kernel's flags (`PF_KTHREAD` marks a kernel thread).
    public var flags: UInt64
    /// Clock ticks in user and kernel mode.
    public var userTicks: UInt64
    /// Clock ticks in kernel mode.
    public var systemTicks: UInt64
    /// The scheduling priority as `top` shows it.
    public var priority: Int
    /// The nice value, -20…19.
    public var nice: Int
    /// Threads in the process.
    public var threads: Int
    /// Start time after boot, in clock ticks.
    public var startTicks: UInt64

    /// Whether the kernel marks this process as one of its threads (`PF_KTHREAD`).
    public var isKernelThread: Bool { flags & 0x0020_0000 != 0 }

    /// Parses a `stat` line; `nil` when it is cut or malformed.
    public init?(_ bytes: [UInt8]) {
        guard let open = bytes.firstIndex(of: UInt8(ascii: "(")),
            let close = bytes.lastIndex(of: UInt8(ascii: ")")), open < close,
            let pid = ProcNumbers.int(bytes[..<open])
        else { return nil }
        self.pid = pid
        comm = String(decoding: bytes[(open + 1)..<close], as: UTF8.self)
        // Fields from 3 (state) on, by number: state 3, ppid 4, flags 9, utime 14, stime 15, priority 18,
        // nice 19, num_threads 20, starttime 22.
        var fields: [ArraySlice<UInt8>] = []
        fields.reserveCapacity(20)
        var start = close + 1
        var i = start
        while i <= bytes.count, fields.count < 20 {
            if i == bytes.count || bytes[i] == UInt8(ascii: " ") || bytes[i] == UInt8(ascii: "\n") {
                if i > start { fields.append(bytes[start..<i]) }
                start = i + 1
            }
            i += 1
        }
        guard fields.count >= 20, let stateByte = fields[0].first,
            let ppid = ProcNumbers.int(fields[1]), let flags = ProcNumbers.unsigned(fields[6]),
            let utime = ProcNumbers.unsigned(fields[11]), let stime = ProcNumbers.unsigned(fields[12]),
            let priority = ProcNumbers.int(fields[15]), let nice = ProcNumbers.int(fields[16]),
            let threads = ProcNumbers.int(fields[17]), let start = ProcNumbers.unsigned(fields[19])
        else { return nil }
        state = Character(Unicode.Scalar(stateByte))
        self.ppid = ppid
        self.flags = flags
        userTicks = utime
        systemTicks = stime
        self.priority = priority
        self.nice = nice
        self.threads = threads
        startTicks = start
    }
}

/// A process's `/proc/[pid]/statm`: sizes in pages.
public struct ProcessMemory: Equatable, Sendable {
    /// Virtual size, in pages.
    public var size: UInt64
    /// Resident set size, in pages.
    public var resident: UInt64
    /// Resident pages backed by a file (shared), in pages.
    public var shared: UInt64

    /// Parses a `statm` line; `nil` when malformed.
    public init?(_ bytes: [UInt8]) {
        let fields = bytes.split(separator: UInt8(ascii: " "), maxSplits: 3, omittingEmptySubsequences: true)
        guard fields.count >= 3, let size = ProcNumbers.unsigned(fields[0]),
            let resident = ProcNumbers.unsigned(fields[1]), let shared = ProcNumbers.unsigned(fields[2])
        else { return nil }
        self.size = size
        self.resident = resident
        self.shared = shared
    }

    /// Sizes in pages, for tests and fixtures.
    public init(size: UInt64, resident: UInt64, shared: UInt64) {
        self.size = size
        self.resident = resident
        self.shared = shared
    }
}

/// Decimal numbers in `/proc` text, parsed from bytes without making strings.
enum ProcNumbers {
    /// A non-negative decimal, or `nil` (empty, not digits, or over 19 digits).
    static func unsigned<C: Collection<UInt8>>(_ bytes: C) -> UInt64? {
        var value: UInt64 = 0
        var digits = 0
        for byte in bytes {
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: " ") { break }
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 19 else { return nil }
            value = value * 10 + UInt64(byte - UInt8(ascii: "0"))
            digits += 1
        }
        return digits > 0 ? value : nil
    }

    /// A decimal that may start with `-`, or `nil`.
    static func int<C: Collection<UInt8>>(_ bytes: C) -> Int? {
        let trimmed = bytes.drop { $0 == UInt8(ascii: " ") }
        if trimmed.first == UInt8(ascii: "-") {
            return unsigned(trimmed.dropFirst()).flatMap { $0 <= UInt64(Int.max) ? -Int($0) : nil }
        }
        return unsigned(trimmed).flatMap { $0 <= UInt64(Int.max) ? Int($0) : nil }
    }
}
