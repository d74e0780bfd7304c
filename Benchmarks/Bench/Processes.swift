// Processes.swift — workloads that need a separate process: key-to-last-byte latency through a real
// pseudo-terminal, the cost of doing nothing, and startup memory.
import Foundation
import TerminalFixtures

enum Processes {
    /// Sends `key` and returns microseconds from the write to the last byte of the answer (the output
    /// is considered complete after `quietMicros` without a byte).
    static func latency(_ pty: PseudoTerminal, key: String, quietMicros: UInt64 = 4_000) -> Double {
        timedKey(pty, key: key, quietMicros: quietMicros).micros
    }

    /// Like ``latency(_:key:quietMicros:)``, also returning when the key was written (monotonic clock,
    /// nanoseconds; `micros` is -1 when no answer came within 2 s).
    /// With `drainingFirst` (the default) it first reads what is still arriving (until 20 ms after the last
    /// byte); without, the key goes at once (keys back to back).
    static func timedKey(
        _ pty: PseudoTerminal, key: String, quietMicros: UInt64 = 4_000, drainingFirst: Bool = true
    ) -> (micros: Double, written: UInt64) {
        while drainingFirst && pty.readAvailable(waitMilliseconds: 5) && pty.lastReadTime > 0
            && now() - pty.lastReadTime < 20_000_000
        {}
        let before = pty.bytesRead
        pty.send(key)
        // From the moment the key's write began (not before the harness prepared it).
        let start = pty.lastWriteTime
        while true {
            _ = pty.readAvailable(waitMilliseconds: 1)
            if pty.bytesRead > before && now() &- pty.lastReadTime > quietMicros * 1000 { break }
            if now() &- start > 2_000_000_000 { return (-1, start) }
        }
        return (Double(pty.lastReadTime &- start) / 1000, start)
    }

    /// Starts a release demo in a pseudo-terminal at 100×30; `directory` is where its binary is (by
    /// default beside this benchmark's).
    static func start(_ demo: String, _ arguments: [String] = [], stats: String? = nil, directory: String? = nil)
        throws -> PseudoTerminal
    {
        var env: [String: String] = [:]
        if let stats {
            env["SHOJI_STATS"] = stats
            // The frame times are what an app without SHOJI_STATS costs: causes are not named (the
            // person's-pace section measures what naming them costs separately).
            env["SHOJI_CAUSES"] = ProcessInfo.processInfo.environment["SHOJI_CAUSES"] ?? "0"
        }
        return try PseudoTerminal(
            executable: directory.map { "\($0)/\(demo)" } ?? DemoBinaries.path(demo, configuration: "release"),
            arguments: arguments,
            environment: env, width: 100, height: 30)
    }

    /// Counter step and todo toggle (10,000 items): key press → last byte, in microseconds.
    static func keyToLastByte() throws -> [String: Summary] {
        var results: [String: Summary] = [:]
        let counter = try start("counter")
        _ = counter.waitUntil { $0.text.contains("Counter: 0") }
        counter.send("\t\t")  // Expand, - 1, + 1
        var samples: [Double] = []
        for i in 0..<120 {
            let t = latency(counter, key: i % 2 == 0 ? "\r" : "\u{1b}[Z\r\t")
            if i >= 20 && t > 0 { samples.append(t) }
        }
        results["counter step"] = Summary(samples)
        counter.send("\u{03}")
        _ = counter.waitForExit()

        let todo = try start("todo", ["--items", "10000"])
        _ = todo.waitUntil { $0.text.contains("Task 1") }
        todo.send("\t\t")
        samples = []
        for i in 0..<120 {
            let t = latency(todo, key: " ")
            if i >= 20 && t > 0 { samples.append(t) }
        }
        results["todo toggle, N = 10,000"] = Summary(samples)
        todo.send("\u{03}")
        _ = todo.waitForExit()
        return results
    }

    /// Frames, bytes and CPU time while nothing happens for `seconds`.
    static func idle(seconds: Double) throws -> [String: Double] {
        let stats = FileManager.default.temporaryDirectory.appendingPathComponent(
            "shoji-idle-\(UUID().uuidString).jsonl"
        ).path
        let pty = try start("todo", [], stats: stats)
        _ = pty.waitUntil { $0.text.contains("Buy oat milk") }
        usleep(300_000)
        while pty.readAvailable(waitMilliseconds: 50) && now() - pty.lastReadTime < 100_000_000 {}
        let frames0 = lineCount(stats)
        let bytes0 = pty.bytesRead
        let cpu0 = cpuMillis(pty.pid)
        let deadline = now() + UInt64(seconds * 1e9)
        while now() < deadline { _ = pty.readAvailable(waitMilliseconds: 50) }
        let result: [String: Double] = [
            "seconds": seconds,
            "frames": Double(lineCount(stats) - frames0),
            "bytes": Double(pty.bytesRead - bytes0),
            "cpuMillis": cpuMillis(pty.pid) - cpu0,
        ]
        pty.send("\u{03}")
        _ = pty.waitForExit()
        try? FileManager.default.removeItem(atPath: stats)
        return result
    }

    private static func lineCount(_ path: String) -> Int {
        ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").count
    }

    /// User + system CPU time of a process, in milliseconds (/proc/<pid>/stat).
    private static func cpuMillis(_ pid: pid_t) -> Double {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = text.lastIndex(of: ")")
        else { return 0 }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) * 1000 / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// Startup of the todo screen with `items` tasks in a fresh process: (µs to the first frame, max RSS MB).
    static func startup(items: Int) -> (micros: Double, maxRSSMB: Double)? {
        let executable = CommandLine.arguments[0]
        var pid: pid_t = 0
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return nil }
        posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        posix_spawn_file_actions_addclose(&actions, fds[0])
        let argv = [executable, "--startup", String(items)]
        var cArgs = argv.map { strdup($0) } + [nil]
        defer { for arg in cArgs { free(arg) } }
        guard posix_spawn(&pid, executable, &actions, nil, &cArgs, environ) == 0 else { return nil }
        close(fds[1])
        var output = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(fds[0], &buffer, buffer.count)
            if n <= 0 { break }
            output.append(contentsOf: buffer[0..<n])
        }
        close(fds[0])
        var status: Int32 = 0
        var usage = rusage()
        wait4(pid, &status, 0, &usage)
        guard let text = String(data: output, encoding: .utf8),
            let micros = Double(text.trimmingCharacters(in: .whitespacesAndNewlines))
        else { return nil }
        return (micros, Double(usage.ru_maxrss) / 1024)
    }
}
