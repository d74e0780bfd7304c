import Foundation
import TerminalFixtures
import Testing

@testable import MonitorKit
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// The monitor driven as a person would: keys, clicks and refreshes applied by the test (the view's own
/// refresh loop is off), on fixture `/proc` trees.
@MainActor
@Suite(.serialized) struct MonitorViewTests {
    /// A host showing a fixture with init, sshd, bash and vim (and whatever `extra` adds), refreshed once.
    private func withMonitor(
        width: Int = 120, height: Int = 30, allowsActions: Bool = true, extra: (ProcFixture) throws -> Void = { _ in },
        _ body: (TestHost, MonitorModel, ProcFixture, ProcScanner) throws -> Void
    ) throws {
        // Synchronous throughout: a suspension inside would let another suite's test move the
        // `@AppStorage` directory (one for the whole process) while this one runs.
        try TemporaryConfigDirectory.with { _ in
            let fixture = try ProcFixture()
            defer { fixture.remove() }
            try fixture.addProcess(pid: 1, comm: "init", ppid: 0, uid: 0, command: ["/sbin/init"])
            try fixture.addProcess(pid: 100, comm: "sshd", ppid: 1, uid: 0, utime: 500)
            try fixture.addProcess(pid: 200, comm: "bash", ppid: 100, uid: 1000, utime: 100)
            try fixture.addProcess(pid: 201, comm: "vim", ppid: 200, uid: 1000, command: ["vim", "notes.txt"])
            try extra(fixture)
            let reader = ProcScanner(root: fixture.root.path)
            let model = MonitorModel(users: UserNames(passwd: ProcFixture.passwd), ownUID: 1000)
            model.apply(reader.sample())
            let host = TestHost(
                MonitorView(
                    model: model, reader: ProcReader(root: fixture.root.path), refreshes: false,
                    allowsActions: allowsActions),
                width: width, height: height)
            host.update()
            try body(host, model, fixture, reader)
        }
    }

    /// A child process that sleeps five minutes (the caller kills it).
    private func sleeper() throws -> Process {
        let child = Process()
        child.executableURL = URL(fileURLWithPath: "/bin/sleep")
        child.arguments = ["300"]
        // Not the test's pipes: `swift test` waits for every holder of its output to close it.
        child.standardOutput = FileHandle.nullDevice
        child.standardError = FileHandle.nullDevice
        try child.run()
        return child
    }

    /// Adds `pid` to a fixture as a `sleep` with the most CPU time (first when sorted by TIME+).
    private func sleeperEntry(_ pid: Int) -> (ProcFixture) throws -> Void {
        { fixture in try fixture.addProcess(pid: pid, comm: "sleep", ppid: 1, uid: 1000, utime: 9_999) }
    }

    /// bash (PID 200) used 50 ticks since the last sample: it comes first when sorted by CPU%.
    private func bashGetsBusy(_ host: TestHost, _ model: MonitorModel, _ fixture: ProcFixture, _ reader: ProcScanner)
        throws
    {
        try fixture.setTicks([
            ProcFixture.CPU(user: 150, system: 50, idle: 1050), ProcFixture.CPU(user: 150, system: 50, idle: 1050),
        ])
        try fixture.addProcess(pid: 200, comm: "bash", ppid: 100, uid: 1000, utime: 150)
        model.apply(reader.sample())
        host.update()
    }

    /// The PIDs of the table's rows, top to bottom.
    private func pids(_ host: TestHost) -> [Int] {
        // The first number followed by a user (the tree view puts the command before them).
        host.lines.compactMap { line in
            let fields = line.split(separator: " ")
            guard fields.count > 3 else { return nil }
            for (field, next) in zip(fields, fields.dropFirst()) {
                if let pid = Int(field), ["root", "ada", "bob", "?"].contains(next) { return pid }
            }
            return nil
        }
    }

    @Test func theScreenShowsTheHeaderTheColumnsAndTheProcesses() throws {
        try withMonitor { host, _, _, _ in
            #expect(host.text.contains("Tasks: 4, 4 thr, 0 kthr; 0 running"), "\(host.text)")
            #expect(host.text.contains("Load average: 0.52 0.48 0.40"))
            #expect(host.text.contains("Uptime: 3 days, 04:05:06"))
            #expect(host.lines.contains { $0.hasPrefix("Mem[") && $0.contains("2.00G/8.00G") }, "\(host.text)")
            #expect(host.lines.contains { $0.hasPrefix("Swp[") && $0.contains("1.00G/2.00G") })
            let titles = try #require(host.lines.first { $0.contains("PID") })
            for title in ["USER", "PRI", "NI", "VIRT", "RES", "SHR", "CPU%", "MEM%", "TIME+", "Command"] {
                #expect(titles.contains(title), "\(titles)")
            }
            #expect(titles.contains("▼CPU%"), "sorted by CPU% descending at first")
            #expect(Set(pids(host)) == [1, 100, 200, 201], "\(host.text)")
            #expect(host.text.contains("vim notes.txt"))
            #expect(host.text.contains("0:05.00"), "sshd's TIME+")
            #expect(host.rowsDifferingFromFullRepaint() == [])
        }
    }

    @Test func aRefreshReEvaluatesOnlyTheCellsThatChanged() throws {
        try withMonitor { host, model, fixture, reader in
            model.apply(reader.sample())
            host.update()
            try fixture.addProcess(pid: 201, comm: "vim", ppid: 200, uid: 1000, command: ["vim", "notes.txt"], nice: 5)
            model.apply(reader.sample())
            let frame = try #require(host.update())
            #expect(frame.evaluated["ProcessCell"] == 2, "vim's PRI and NI: \(frame.evaluated)")
            for whole in ["MonitorView", "ProcessTable", "HeaderView", "MemoryMeter", "TasksLine", "UptimeLine"] {
                #expect(frame.evaluated[whole] == nil, "\(whole): \(frame.evaluated)")
            }
            #expect(host.rowsDifferingFromFullRepaint() == [])
            // Nothing changed: no cell runs (the CPU rows draw their history).
            model.apply(reader.sample())
            let quiet = host.update()
            #expect(quiet?.evaluated["ProcessCell"] == nil, "\(String(describing: quiet?.evaluated))")
        }
    }

    @Test func sortingByKeysAndByClickingATitleIsKept() throws {
        try withMonitor { host, model, _, _ in
            host.press("N")
            #expect(pids(host) == [1, 100, 200, 201])
            #expect(host.text.contains("sort: PID ▲"))
            host.press("I")
            #expect(pids(host) == [201, 200, 100, 1])
            host.press(">")
            #expect(model.sortColumn == .user && model.ascending, "the next column, in its usual direction")
            #expect(pids(host) == [200, 201, 1, 100])
            host.press("<")
            #expect(model.sortColumn == .pid)
            host.press("T")
            #expect(pids(host) == [100, 200, 1, 201], "TIME+ descending")
            let title = try #require(host.find("PID"))
            host.click(x: title.x, y: title.y)
            #expect(model.sortColumn == .pid && model.ascending, "\(host.text)")
            host.click(x: title.x, y: title.y)
            #expect(model.sortColumn == .pid && !model.ascending, "a second click reverses")
            // Kept: a new monitor reads the sort back.
            let again = MonitorModel(users: UserNames(passwd: ""), ownUID: 0)
            let second = TestHost(
                MonitorView(model: again, reader: ProcReader(root: "/nonexistent"), refreshes: false), width: 100,
                height: 20)
            second.update()
            #expect(again.sortColumn == .pid && !again.ascending)
        }
    }

    @Test func filterTreeAndHiding() throws {
        let kernelThread = { (fixture: ProcFixture) in
            try fixture.addProcess(pid: 2, comm: "kthreadd", ppid: 0, uid: 0, kernel: true)
        }
        try withMonitor(extra: kernelThread) { host, _, _, _ in
            host.press("/")
            host.type("VIM")
            #expect(pids(host) == [201], "\(host.text)")
            host.press("Esc")
            #expect(pids(host).count == 5)
            host.press("N")
            #expect(host.focusedView?.kind != "TableHeader", "Esc in the filter gives focus back to the rows")
            host.press("t")
            #expect(pids(host) == [1, 2], "the tree starts collapsed: \(host.text)")
            #expect(host.text.contains("▸ /sbin/init"), "\(host.text)")
            host.press("Home", "*")
            #expect(pids(host) == [1, 100, 200, 201, 2], "\(host.text)")
            #expect(host.text.contains("      vim notes.txt"), "\(host.text)")
            host.press("K")
            #expect(!pids(host).contains(2))
            host.press("u")
            #expect(pids(host) == [200, 201], "only the user's own (uid 1000)")
            #expect(host.text.contains("tree, no kthreads, mine"))
        }
    }

    @Test func theSelectionFollowsItsProcessAndEnterShowsItsDetails() throws {
        try withMonitor { host, model, fixture, reader in
            try fixture.write("200/environ", "HOME=/home/ada\0LANG=C.UTF-8\0")
            host.press("N")
            #expect(host.focusedView?.kind == "List", "the rows have focus at start, not the header")
            host.press("Home", "Down", "Down")
            host.press("k")
            #expect(host.text.contains("Send a signal to 200"), "\(host.text)")
            host.press("Esc")
            // bash gets busy: it moves first when sorted by CPU%; the selection stays on it.
            host.press("P")
            model.apply(reader.sample())
            try bashGetsBusy(host, model, fixture, reader)
            #expect(pids(host).first == 200, "\(host.text)")
            host.press("Enter")
            #expect(host.text.contains("Process 200"), "\(host.text)")
            #expect(host.text.contains("HOME=/home/ada"))
            #expect(host.text.contains("Uid"))
            host.press("Esc")
            #expect(!host.text.contains("HOME=/home/ada"))
        }
    }

    /// Until the person chooses a process, the bar stays on the first row as the order changes under it
    /// (htop's bar does); a process chosen later is followed (the test above).
    @Test func untilAChoiceTheBarStaysOnTheFirstRow() throws {
        try withMonitor { host, model, fixture, reader in
            host.press("P")
            let first = try #require(pids(host).first)
            #expect(first != 200)
            try bashGetsBusy(host, model, fixture, reader)
            #expect(pids(host).first == 200, "\(host.text)")
            host.press("Enter")
            #expect(host.text.contains("Process 200"), "the bar is on the new first row: \(host.text)")
        }
    }

    @Test func theKillDialogSendsTheChosenSignalToAChild() throws {
        let child = try sleeper()
        defer { kill(child.processIdentifier, SIGKILL) }
        let pid = Int(child.processIdentifier)
        let sleeping = sleeperEntry(pid)
        try withMonitor(extra: sleeping) { host, _, _, _ in
            host.press("T")
            host.press("Home")
            host.press("k")
            #expect(host.text.contains("Send a signal to \(pid)"), "\(host.text)")
            #expect(host.text.contains("SIGKILL") && host.text.contains("SIGUSR2"))
            host.press("Down")
            host.press("Enter")
            #expect(!host.text.contains("Send a signal"), "the dialog closes")
            // Foundation learns of the exit on its own thread, which a loaded machine can delay by
            // seconds (CI saw more than two): wait as long as the end-to-end tests do.
            let deadline = Date().addingTimeInterval(20)
            while child.isRunning && Date() < deadline { usleep(10_000) }
            try #require(!child.isRunning)
            #expect(child.terminationReason == .uncaughtSignal && child.terminationStatus == SIGKILL)
        }
    }

    @Test func anActionTheSystemRefusesShowsWhy() throws {
        // A process that does not exist (the fixture's PID 999999): the signal fails with ESRCH.
        let ghost = { (fixture: ProcFixture) in try fixture.addProcess(pid: 999_999, comm: "ghost", utime: 99_999) }
        try withMonitor(extra: ghost) { host, _, _, _ in
            host.press("T")
            host.press("Home")
            host.press("k")
            host.press("Enter")
            #expect(host.text.contains("Cannot send SIGTERM to 999999: No such process"), "\(host.text)")
            host.press("Enter")
            host.press("F8")
            #expect(host.text.contains("Cannot set the nice value of 999999 to 1"), "\(host.text)")
        }
    }

    /// Reading another tree (`--proc`, as the fuzzer runs it), no signal is sent: its PIDs are not this
    /// system's processes.
    @Test func readingAnotherTreeSendsNoSignal() throws {
        let child = try sleeper()
        defer { kill(child.processIdentifier, SIGKILL) }
        let pid = Int(child.processIdentifier)
        let sleeping = sleeperEntry(pid)
        try withMonitor(allowsActions: false, extra: sleeping) { host, _, _, _ in
            host.press("T")
            host.press("Home")
            host.press("k")
            host.press("Down")
            host.press("Enter")
            #expect(host.text.contains("Signals and priorities go only"), "\(host.text)")
            usleep(100_000)
            #expect(child.isRunning)
        }
    }

    @Test func smallAndOddTerminalSizesDoNotBreakTheScreen() throws {
        try withMonitor(width: 200, height: 50) { host, _, _, _ in
            for (width, height) in [(80, 24), (1, 1), (20, 3), (3, 40), (200, 50), (0, 0), (81, 25)] {
                host.resize(width: width, height: height)
                #expect(host.rowsDifferingFromFullRepaint() == [], "\(width)×\(height)")
            }
            #expect(pids(host).count == 4)
        }
    }
}
