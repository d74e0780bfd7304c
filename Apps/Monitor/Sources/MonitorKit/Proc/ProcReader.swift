import Foundation

/// Reads a `/proc` tree off the main thread: reading 10,000 processes takes tens of milliseconds, and the
/// screen keeps answering keys meanwhile. The reading itself is a ``ProcScanner``'s.
public actor ProcReader {
    /// The `/proc` root (`--proc DIR` gives a fixture tree).
    public nonisolated let root: String
    private let scanner: ProcScanner

    /// A reader of the tree at `root`.
    public init(root: String = "/proc") {
        self.root = root
        scanner = ProcScanner(root: root)
    }

    /// Reads everything once.
    public func sample() -> SystemSample { scanner.sample() }

    /// What the details sheet shows of one process, read when it opens.
    public nonisolated func details(pid: Int) -> ProcessDetails { ProcScanner.details(root: root, pid: pid) }
}

/// Reads a `/proc` tree: the system's files and every process's `stat` and `statm`, plus its owner and
/// command line the first time a process is seen. A process that exits between the listing and the
/// reading is left out; a file that cannot be read leaves its fields `nil` (shown as `?`).
public final class ProcScanner {
    /// The `/proc` root.
    public let root: String
    /// What never changes for a process, by PID: kept while the process (same PID and start time) lives.
    private var fixed: [Int: (start: UInt64, uid: Int?, commandLine: String?)] = [:]

    /// A scanner of the tree at `root`.
    public init(root: String = "/proc") {
        self.root = root
    }

    /// Reads everything once.
    public func sample() -> SystemSample {
        let ticks = ProcFile.bytes(root + "/stat").flatMap(SystemTicks.init)
        let memory = ProcFile.bytes(root + "/meminfo").map(MemoryInfo.init) ?? MemoryInfo()
        let load = LoadInfo(loadavg: ProcFile.text(root + "/loadavg"), uptime: ProcFile.text(root + "/uptime"))
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
        var processes: [ProcessSample] = []
        processes.reserveCapacity(names.count)
        var seen: [Int: (start: UInt64, uid: Int?, commandLine: String?)] = [:]
        seen.reserveCapacity(names.count)
        for name in names {
            guard let first = name.utf8.first, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9"),
                let pid = Int(name), pid > 0
            else { continue }
            let directory = root + "/" + name
            // Gone since the listing, or not a process directory: left out quietly.
            guard let bytes = ProcFile.bytes(directory + "/stat"), let stat = ProcessStat(bytes) else { continue }
            let memory = ProcFile.bytes(directory + "/statm").flatMap(ProcessMemory.init)
            var known = fixed[pid]
            if known == nil || known?.start != stat.startTicks {
                known = (stat.startTicks, Self.uid(directory), Self.commandLine(directory))
            }
            seen[pid] = known
            processes.append(
                ProcessSample(stat: stat, memory: memory, uid: known?.uid, commandLine: known?.commandLine))
        }
        fixed = seen
        return SystemSample(ticks: ticks, memory: memory, load: load, processes: processes)
    }

    /// The real uid on the `Uid:` line of `status`, or `nil`.
    static func uid(_ directory: String) -> Int? {
        guard let status = ProcFile.text(directory + "/status", limit: 16 * 1024) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix("Uid:") {
            return line.dropFirst(4).split(whereSeparator: { $0 == "\t" || $0 == " " }).first.flatMap { Int($0) }
        }
        return nil
    }

    /// The arguments of `cmdline` joined by spaces, or `nil` when empty or unreadable.
    static func commandLine(_ directory: String) -> String? {
        guard let bytes = ProcFile.bytes(directory + "/cmdline", limit: 4096) else { return nil }
        let arguments = bytes.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        return arguments.isEmpty ? nil : arguments.joined(separator: " ")
    }

    /// What the details sheet shows of process `pid` under `root`.
    static func details(root: String, pid: Int) -> ProcessDetails {
        let directory = root + "/" + String(pid)
        let environment = ProcFile.bytes(directory + "/environ", limit: 256 * 1024).map { bytes in
            bytes.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
        }
        let openFiles = (try? FileManager.default.contentsOfDirectory(atPath: directory + "/fd"))?.count
        let cwd = try? FileManager.default.destinationOfSymbolicLink(atPath: directory + "/cwd")
        let status = ProcFile.text(directory + "/status", limit: 16 * 1024)
        return ProcessDetails(
            pid: pid, status: status, commandLine: Self.commandLine(directory), cwd: cwd, openFiles: openFiles,
            environment: environment)
    }
}

/// The details of one process (Enter on a row): each part `nil` when it cannot be read.
public struct ProcessDetails: Sendable, Equatable {
    /// The process ID.
    public var pid: Int
    /// The text of `status`.
    public var status: String?
    /// The command line.
    public var commandLine: String?
    /// The working directory.
    public var cwd: String?
    /// How many files it has open.
    public var openFiles: Int?
    /// Its environment, one `NAME=value` per entry (readable for one's own processes only).
    public var environment: [String]?
}
