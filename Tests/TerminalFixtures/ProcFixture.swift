import Foundation

/// A `/proc` tree in a temporary directory, written file by file, for the monitor's tests and benchmark
/// (`monitor --proc DIR`).
public struct ProcFixture {
    /// One CPU's ticks in `/proc/stat`.
    public struct CPU {
        public var user: UInt64
        public var nice: UInt64 = 0
        public var system: UInt64
        public var idle: UInt64
        public var iowait: UInt64 = 0

        /// Ticks of user, kernel and idle time.
        public init(user: UInt64, system: UInt64, idle: UInt64) {
            self.user = user
            self.system = system
            self.idle = idle
        }
    }

    /// The tree's root (what `--proc` takes).
    public let root: URL

    /// An empty tree with the system files: `cpus` CPUs, 8 GiB of memory; at `root` (a new temporary
    /// directory when nil).
    public init(cpus: Int = 2, root: URL? = nil) throws {
        self.root = root ?? FileManager.default.temporaryDirectory.appendingPathComponent("proc-\(UUID().uuidString)")
        let root = self.root
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try setTicks(Array(repeating: CPU(user: 100, system: 50, idle: 1000), count: cpus))
        try write(
            "meminfo",
            "MemTotal:        8388608 kB\nMemFree:         4194304 kB\nMemAvailable:    6291456 kB\n"
                + "Buffers:          102400 kB\nCached:          1048576 kB\nSwapTotal:       2097152 kB\n"
                + "SwapFree:        1048576 kB\n")
        try write("loadavg", "0.52 0.48 0.40 2/345 12345\n")
        try write("uptime", "273906.51 500000.00\n")
    }

    /// Removes the tree.
    public func remove() { try? FileManager.default.removeItem(at: root) }

    /// Writes `text` at `path` under the root.
    public func write(_ path: String, _ text: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Writes `/proc/stat` with each CPU's ticks and their sum.
    public func setTicks(_ cpus: [CPU]) throws {
        func line(_ name: String, _ t: CPU) -> String {
            "\(name) \(t.user) \(t.nice) \(t.system) \(t.idle) \(t.iowait) 0 0 0 0 0\n"
        }
        var total = CPU(user: 0, system: 0, idle: 0)
        for t in cpus {
            total.user += t.user
            total.nice += t.nice
            total.system += t.system
            total.idle += t.idle
            total.iowait += t.iowait
        }
        var text = line("cpu ", total)
        for (i, t) in cpus.enumerated() { text += line("cpu\(i)", t) }
        try write("stat", text + "intr 0\nctxt 0\nbtime 0\nprocesses 1\nprocs_running 1\nprocs_blocked 0\n")
    }

    /// A `stat` line as the kernel writes it.
    public static func statLine(
        pid: Int, comm: String, state: Character = "S", ppid: Int = 1, flags: UInt64 = 0x0040_0100,
        utime: UInt64 = 0, stime: UInt64 = 0, priority: Int = 20, nice: Int = 0, threads: Int = 1,
        start: UInt64 = 1000
    ) -> String {
        "\(pid) (\(comm)) \(state) \(ppid) \(pid) \(pid) 0 -1 \(flags) 100 0 0 0 \(utime) \(stime) 0 0 "
            + "\(priority) \(nice) \(threads) 0 \(start) 123456789 500 18446744073709551615 1 1 0 0 0 0 0 0 0 0 0 "
            + "0 17 1 0 0 0 0 0\n"
    }

    /// Writes a process: `stat`, `statm` (pages), `status` with `uid`, `cmdline` (arguments NUL-separated).
    public func addProcess(
        pid: Int, comm: String, ppid: Int = 1, state: Character = "S", uid: Int? = 1000, command: [String]? = nil,
        utime: UInt64 = 0, stime: UInt64 = 0, nice: Int = 0, threads: Int = 1, kernel: Bool = false,
        pages: (size: UInt64, resident: UInt64, shared: UInt64)? = (2000, 500, 100), start: UInt64 = 1000
    ) throws {
        try write(
            "\(pid)/stat",
            Self.statLine(
                pid: pid, comm: comm, state: state, ppid: ppid, flags: kernel ? 0x0020_8040 : 0x0040_0100,
                utime: utime, stime: stime, priority: 20 + nice, nice: nice, threads: threads, start: start))
        if let pages { try write("\(pid)/statm", "\(pages.size) \(pages.resident) \(pages.shared) 1 0 100 0\n") }
        if let uid {
            try write("\(pid)/status", "Name:\t\(comm)\nState:\tS (sleeping)\nUid:\t\(uid)\t\(uid)\t\(uid)\t\(uid)\n")
        }
        let arguments = command ?? (kernel ? [] : [comm])
        try write("\(pid)/cmdline", arguments.map { $0 + "\0" }.joined())
    }

    /// Removes a process's directory (it exited).
    public func removeProcess(_ pid: Int) {
        try? FileManager.default.removeItem(at: root.appendingPathComponent(String(pid)))
    }

    /// A tree of `processes` processes made to be awkward (the fuzzer's, the explorer's): names with spaces,
    /// parentheses and an escape sequence, command lines with a bell or none, a tree ten wide.
    public static func hostile(processes: Int = 200, cpus: Int = 4, root: URL? = nil) throws -> ProcFixture {
        let fixture = try ProcFixture(cpus: cpus, root: root)
        for pid in 1...max(1, processes) {
            try fixture.addProcess(
                pid: pid, comm: pid % 3 == 0 ? "odd (name) \u{1b}[31m" : "worker", ppid: pid <= 10 ? 1 : pid / 10,
                command: pid % 7 == 0 ? nil : ["/usr/bin/worker", "--id", String(pid), "\u{7}bell"],
                utime: UInt64(pid))
        }
        return fixture
    }

    /// A `passwd` text naming uids 0, 1000 and 1001.
    public static let passwd =
        "root:x:0:0:root:/root:/bin/bash\nada:x:1000:1000::/home/ada:/bin/sh\nbob:x:1001:1001::/home/bob:/bin/sh\n"
}
