// MonitorVsHtop.swift — the process monitor (issue 30) beside htop, in one run: the same 200×50
// pseudo-terminal, the same 1 s interval, the same fixture of 300 sleeping and 20 busy child processes
// (the busy ones at nice 19, so the two monitors are not starved of the CPU they are measured by).
// The steady phase runs both at once for `seconds`, so they show the same processes changing at the same
// moments (run one after the other, htop's bytes per refresh varied from 1,560 to 2,350 between runs with
// the busy children's churn): CPU time per refresh (utime + stime of each monitor's own process), bytes per
// refresh, RSS. Then each alone, the other stopped: time to the first full screen, and key → last byte for
// a sort key and a filter keystroke while refreshing. Then the monitor alone on a fixture /proc tree of
// 10,000 processes (htop cannot read another tree). htop missing: its rows are skipped with a message.
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
        // Both started, then refreshing side by side.
        var sessions: [(Program, PseudoTerminal)] = []
        for program in programs {
            guard let (pty, _) = start(program, home: home.path) else {
                print("monitor: \(program.name) did not start")
                continue
            }
            figures[program.name] = Figures()
            sessions.append((program, pty))
        }
        let steady = measureSteady(sessions.map(\.1), seconds: seconds)
        for ((program, _), measured) in zip(sessions, steady) {
            figures[program.name]?.cpuMillisPerRefresh = measured.cpuMillisPerRefresh
            figures[program.name]?.bytesPerRefresh = measured.bytesPerRefresh
            figures[program.name]?.rssMB = measured.rssMB
        }
        // The first screen and keys with each alone: the other quits first.
        for (program, pty) in sessions {
            stop(program, pty)
        }
        for program in programs where figures[program.name] != nil {
            guard let (pty, first) = start(program, home: home.path) else { continue }
            figures[program.name]?.firstScreenMillis = first
            let keys = measureKeys(program, pty)
            figures[program.name]?.sortMillis = keys.sortMillis
            figures[program.name]?.filterMillis = keys.filterMillis
            stop(program, pty)
        }
        Fixture.stop(children)

        print(
            "\n## Process monitor vs htop (200×50, -d 10, 300 sleeping + 20 busy children, \(seconds) s side by side)\n"
        )
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

    /// Runs `program` for `seconds` and measures it alone.
    static func measure(_ program: Program, seconds: Int, home: String, environment: [String: String] = [:])
        -> Figures?
    {
        guard let (pty, first) = start(program, home: home, environment: environment) else { return nil }
        defer { stop(program, pty) }
        var figures = measureSteady([pty], seconds: seconds)[0]
        figures.firstScreenMillis = first
        let keys = measureKeys(program, pty)
        figures.sortMillis = keys.sortMillis
        figures.filterMillis = keys.filterMillis
        return figures
    }

    /// Starts `program` at 200×50 and waits for its first full screen; returns it and the time to that
    /// screen's last byte (the burst ends after 50 ms without output), in milliseconds.
    static func start(_ program: Program, home: String, environment: [String: String] = [:]) -> (
        PseudoTerminal, Double
    )? {
        var env = ["HOME": home, "XDG_CONFIG_HOME": home + "/config-\(program.name.hashValue)"]
        env.merge(environment) { _, new in new }
        let started = now()
        guard
            let pty = try? PseudoTerminal(
                executable: program.executable, arguments: program.arguments, environment: env, width: 200,
                height: 50)
        else { return nil }
        guard
            pty.waitUntil(
                timeout: 20,
                { $0.text.contains(program.ready) && ($0.text.contains("while") || $0.text.contains("worker")) })
        else {
            stop(program, pty)
            return nil
        }
        while pty.readAvailable(waitMilliseconds: 50), now() &- pty.lastReadTime < 50_000_000 {}
        return (pty, Double(pty.lastReadTime &- started) / 1e6)
    }

    /// Quits `program` (killed if it does not within 3 s).
    static func stop(_ program: Program, _ pty: PseudoTerminal) {
        pty.send(program.quit)
        if pty.waitForExit(timeout: 3) == nil { kill(pty.pid, SIGKILL) }
    }

    /// CPU and bytes per refresh (the interval is 1 s) and RSS of each of `ptys`, refreshing at the same
    /// time for `seconds`.
    static func measureSteady(_ ptys: [PseudoTerminal], seconds: Int) -> [Figures] {
        let ticksBefore = ptys.map { cpuTicks($0.pid) }
        let bytesBefore = ptys.map(\.bytesRead)
        let begin = Date()
        while Date().timeIntervalSince(begin) < Double(seconds) {
            for pty in ptys { _ = pty.readAvailable(waitMilliseconds: Int32(100 / max(1, ptys.count))) }
        }
        let refreshes = max(1, Date().timeIntervalSince(begin) / 1.0)
        let hz = Double(sysconf(Int32(_SC_CLK_TCK)))
        return ptys.indices.map { i in
            var figures = Figures()
            figures.cpuMillisPerRefresh = Double(cpuTicks(ptys[i].pid) &- ticksBefore[i]) / hz * 1000 / refreshes
            figures.bytesPerRefresh = Double(ptys[i].bytesRead - bytesBefore[i]) / refreshes
            figures.rssMB = rssMB(ptys[i].pid)
            return figures
        }
    }

    /// Key → last byte for a sort key and a filter keystroke (medians of 20, 300 ms apart) while
    /// refreshing, in milliseconds.
    static func measureKeys(_ program: Program, _ pty: PseudoTerminal) -> (sortMillis: Double, filterMillis: Double) {
        var sorts: [Double] = []
        for i in 0..<20 {
            usleep(300_000)
            let t = Processes.latency(pty, key: program.sortKeys[i % program.sortKeys.count], quietMicros: 8_000)
            if t > 0 { sorts.append(t / 1000) }
        }
        pty.send(program.openFilter)
        usleep(300_000)
        var filters: [Double] = []
        for i in 0..<20 {
            usleep(300_000)
            let t = Processes.latency(pty, key: i % 2 == 0 ? "s" : "\u{7f}", quietMicros: 8_000)
            if t > 0 { filters.append(t / 1000) }
        }
        pty.send(program.closeFilter)
        return (median(sorts), median(filters))
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
