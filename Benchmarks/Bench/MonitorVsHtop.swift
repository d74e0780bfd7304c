// MonitorVsHtop.swift — the process monitor (issue 30) beside htop, in one run: the same 200×50
// pseudo-terminal, the same 1 s interval, the same fixture of 300 sleeping and 20 busy child processes
// (the busy ones at nice 19, so the two monitors are not starved of the CPU they are measured by), `seconds`
// each. CPU time per refresh (utime + stime of the monitor's own process), bytes per refresh, RSS, time to
// the first full screen, and key → last byte for a sort key and a filter keystroke while refreshing. Then the
// monitor alone on a fixture /proc tree of 10,000 processes (htop cannot read another tree). htop missing:
// its rows are skipped with a message.
import Foundation
import TerminalFixtures

enum MonitorVsHtop {
    /// One monitor program and how to drive it.
    struct Program {
        var name: String
        var executable: String
        var arguments: [String]
        /// Text on the first full screen.
        var ready: String
        /// Keys that sort by MEM% and by CPU% (sent in turn).
        var sortKeys: [String]
        /// Keys that open the filter.
        var openFilter: String
        /// Keys that close the filter.
        var closeFilter: String
        /// Keys that quit.
        var quit: String
    }

    /// What one program measured.
    struct Figures {
        var cpuMillisPerRefresh = 0.0
        var bytesPerRefresh = 0.0
        var rssMB = 0.0
        var firstScreenMillis = 0.0
        var sortMillis = 0.0
        var filterMillis = 0.0
    }

    static func run(seconds: Int) -> [String: [String: Double]] {
        var results: [String: [String: Double]] = [:]
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("monitor-bench-\(getpid())")
        try? FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let monitor = Program(
            name: "Shoji monitor", executable: DemoBinaries.path("monitor", configuration: "release"),
            arguments: ["-d", "10"], ready: "Quit", sortKeys: ["M", "P"], openFilter: "/", closeFilter: "\u{1b}",
            quit: "q")
        var programs = [monitor]
        if FileManager.default.isExecutableFile(atPath: "/usr/bin/htop") {
            programs.insert(
                Program(
                    name: "htop 3.2", executable: "/usr/bin/htop", arguments: ["-d", "10"], ready: "F10Quit",
                    sortKeys: ["M", "P"], openFilter: "\\", closeFilter: "\u{1b}", quit: "q"), at: 0)
        } else {
            FileHandle.standardError.write(Data("monitor: htop not installed (apt-get install htop): skipped\n".utf8))
        }
        let children = Fixture.start(sleeping: 300, busy: 20)
        defer { Fixture.stop(children) }
        var figures: [String: Figures] = [:]
        for program in programs {
            guard let measured = measure(program, seconds: seconds, home: home.path) else {
                print("monitor: \(program.name) did not start")
                continue
            }
            figures[program.name] = measured
        }
        Fixture.stop(children)

        print("\n## Process monitor vs htop (200×50, -d 10, 300 sleeping + 20 busy children, \(seconds) s each)\n")
        print("| | htop | Shoji monitor | ratio |")
        print("|---|---|---|---|")
        let htop = figures["htop 3.2"]
        let shoji = figures["Shoji monitor"]
        func row(_ label: String, _ value: (Figures) -> Double, _ format: String) {
            let a = htop.map(value)
            let b = shoji.map(value)
            let ratio = (a ?? 0) > 0 && b != nil ? String(format: "×%.2f", b! / a!) : "—"
            print(
                "| \(label) | \(a.map { String(format: format, $0) } ?? "—") | "
                    + "\(b.map { String(format: format, $0) } ?? "—") | \(ratio) |")
        }
        row("CPU per refresh (ms)", \.cpuMillisPerRefresh, "%.1f")
        row("bytes per refresh", \.bytesPerRefresh, "%.0f")
        row("RSS (MB)", \.rssMB, "%.1f")
        row("first full screen (ms)", \.firstScreenMillis, "%.1f")
        row("sort key → last byte (ms)", \.sortMillis, "%.2f")
        row("filter keystroke → last byte (ms)", \.filterMillis, "%.2f")
        for (name, f) in figures {
            results["monitor: \(name)"] = [
                "cpuMillisPerRefresh": f.cpuMillisPerRefresh, "bytesPerRefresh": f.bytesPerRefresh, "rssMB": f.rssMB,
                "firstScreenMillis": f.firstScreenMillis, "sortMillis": f.sortMillis, "filterMillis": f.filterMillis,
            ]
        }
        if let large = tenThousand(monitor, home: home.path) {
            print(
                String(
                    format: "\nShoji monitor on a fixture of 10,000 processes: sort key → last byte %.2f ms, "
                        + "filter keystroke %.2f ms, CPU per refresh %.1f ms, first screen %.0f ms, RSS %.1f MB",
                    large.sortMillis, large.filterMillis, large.cpuMillisPerRefresh, large.firstScreenMillis,
                    large.rssMB))
            results["monitor: Shoji monitor, 10,000 processes"] = [
                "sortMillis": large.sortMillis, "filterMillis": large.filterMillis,
                "cpuMillisPerRefresh": large.cpuMillisPerRefresh,
            ]
        }
        return results
    }

    /// Runs `program` for `seconds` and measures it.
    static func measure(_ program: Program, seconds: Int, home: String, environment: [String: String] = [:])
        -> Figures?
    {
        var env = ["HOME": home, "XDG_CONFIG_HOME": home + "/config-\(program.name.hashValue)"]
        env.merge(environment) { _, new in new }
        let started = now()
        guard
            let pty = try? PseudoTerminal(
                executable: program.executable, arguments: program.arguments, environment: env, width: 200,
                height: 50)
        else { return nil }
        defer {
            pty.send(program.quit)
            if pty.waitForExit(timeout: 3) == nil { kill(pty.pid, SIGKILL) }
        }
        guard
            pty.waitUntil(
                timeout: 20,
                { $0.text.contains(program.ready) && ($0.text.contains("while") || $0.text.contains("worker")) })
        else {
            return nil
        }
        // The first full screen: its last byte (the burst ends after 50 ms without output).
        while pty.readAvailable(waitMilliseconds: 50), now() &- pty.lastReadTime < 50_000_000 {}
        var figures = Figures()
        figures.firstScreenMillis = Double(pty.lastReadTime &- started) / 1e6
        // Steady refreshing: CPU and bytes over `seconds`.
        let ticksBefore = cpuTicks(pty.pid)
        let bytesBefore = pty.output.count
        let begin = Date()
        while Date().timeIntervalSince(begin) < Double(seconds) { _ = pty.readAvailable(waitMilliseconds: 100) }
        let elapsed = Date().timeIntervalSince(begin)
        let refreshes = max(1, elapsed / 1.0)
        let hz = Double(sysconf(Int32(_SC_CLK_TCK)))
        figures.cpuMillisPerRefresh = Double(cpuTicks(pty.pid) &- ticksBefore) / hz * 1000 / refreshes
        figures.bytesPerRefresh = Double(pty.output.count - bytesBefore) / refreshes
        figures.rssMB = rssMB(pty.pid)
        // Keys while refreshing, 300 ms apart.
        var sorts: [Double] = []
        for i in 0..<20 {
            usleep(300_000)
            let t = Processes.latency(pty, key: program.sortKeys[i % program.sortKeys.count], quietMicros: 8_000)
            if t > 0 { sorts.append(t / 1000) }
        }
        figures.sortMillis = median(sorts)
        pty.send(program.openFilter)
        usleep(300_000)
        var filters: [Double] = []
        for i in 0..<20 {
            usleep(300_000)
            let t = Processes.latency(pty, key: i % 2 == 0 ? "s" : "\u{7f}", quietMicros: 8_000)
            if t > 0 { filters.append(t / 1000) }
        }
        figures.filterMillis = median(filters)
        pty.send(program.closeFilter)
        return figures
    }

    /// The monitor on a fixture tree of 10,000 processes (`--proc`), for 10 s.
    static func tenThousand(_ monitor: Program, home: String) -> Figures? {
        guard let fixture = try? ProcFixture(cpus: 8) else { return nil }
        defer { fixture.remove() }
        do {
            for pid in 1...10_000 {
                try fixture.addProcess(
                    pid: pid, comm: pid % 10 == 0 ? "sleep" : "worker", ppid: pid <= 100 ? 1 : pid / 100,
                    command: ["/usr/bin/worker", "--id", String(pid)], utime: UInt64(pid % 977))
            }
        } catch {
            return nil
        }
        var program = monitor
        program.arguments += ["--proc", fixture.root.path]
        return measure(program, seconds: 10, home: home)
    }

    static func median(_ values: [Double]) -> Double {
        guard !values.isEmpty else { return 0 }
        return values.sorted()[values.count / 2]
    }

    /// utime + stime of `pid`, in clock ticks.
    static func cpuTicks(_ pid: pid_t) -> UInt64 {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = text.lastIndex(of: ")")
        else { return 0 }
        let fields = text[text.index(after: close)...].split(separator: " ")
        guard fields.count > 12, let user = UInt64(fields[11]), let system = UInt64(fields[12]) else { return 0 }
        return user + system
    }

    /// Resident memory of `pid` (VmRSS), in MB.
    static func rssMB(_ pid: pid_t) -> Double {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }),
            let kib = Double(line.split(separator: " ").dropFirst().first ?? "")
        else { return 0 }
        return kib / 1024
    }

    /// The children both monitors show.
    enum Fixture {
        static func start(sleeping: Int, busy: Int) -> [Process] {
            var children: [Process] = []
            func spawn(_ path: String, _ arguments: [String]) {
                let child = Process()
                child.executableURL = URL(fileURLWithPath: path)
                child.arguments = arguments
                child.standardOutput = FileHandle.nullDevice
                child.standardError = FileHandle.nullDevice
                if (try? child.run()) != nil { children.append(child) }
            }
            for _ in 0..<sleeping { spawn("/bin/sleep", ["100000"]) }
            for _ in 0..<busy { spawn("/usr/bin/nice", ["-n", "19", "/bin/sh", "-c", "while :; do :; done"]) }
            return children
        }

        static func stop(_ children: [Process]) {
            for child in children where child.isRunning { kill(child.processIdentifier, SIGKILL) }
        }
    }
}
