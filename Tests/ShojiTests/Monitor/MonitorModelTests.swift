import Foundation
import Observation
import TerminalFixtures
import Testing

@testable import MonitorKit
@_spi(ShojiRuntime) @testable import ShojiControls

/// The monitor's model on fixture `/proc` trees: CPU%, vanished and unreadable processes, the order, the
/// filter, the tree, and what a refresh assigns.
@MainActor
@Suite struct MonitorModelTests {
    private let pageKiB = UInt64(max(1, sysconf(Int32(_SC_PAGESIZE)) / 1024))

    private func model() -> MonitorModel { MonitorModel(users: UserNames(passwd: ProcFixture.passwd), ownUID: 1000) }

    @Test func processesAreReadAndVanishedOrUnreadableOnesHandled() throws {
        let fixture = try ProcFixture()
        defer { fixture.remove() }
        try fixture.addProcess(pid: 1, comm: "init", ppid: 0, uid: 0, command: ["/sbin/init", "splash"])
        try fixture.addProcess(pid: 42, comm: "(sd-pam) x)", uid: 1000, command: [])
        try fixture.addProcess(pid: 43, comm: "secret", uid: nil, pages: nil)
        try fixture.addProcess(pid: 2, comm: "kthreadd", ppid: 0, uid: 0, kernel: true)
        // Not processes: a file, a non-numeric directory, a directory whose stat is missing (exited
        // between the listing and the read) or garbage.
        try fixture.write("self/stat", "nonsense")
        try fixture.write("77/status", "Uid:\t0\n")
        try fixture.write("78/stat", "78 (cut")
        let reader = ProcScanner(root: fixture.root.path)
        let sample = reader.sample()
        #expect(Set(sample.processes.map(\.pid)) == [1, 2, 42, 43])
        #expect(sample.ticks?.cpus.count == 2)
        #expect(sample.memory.total == 8_388_608)

        let model = model()
        model.apply(sample)
        #expect(model.process(1)?.command == "/sbin/init splash")
        #expect(model.process(1)?.user == "root")
        #expect(model.process(42)?.command == "(sd-pam) x)", "an empty cmdline shows the kernel's name")
        #expect(model.process(42)?.user == "ada")
        #expect(model.process(43)?.user == "?", "unreadable status")
        #expect(model.process(43)?.residentKiB == nil, "unreadable statm")
        #expect(model.process(42)?.residentKiB == 500 * pageKiB)
        #expect(model.process(2)?.isKernelThread == true)
        #expect(model.counts.processes == 3 && model.counts.kernelThreads == 1)

        fixture.removeProcess(42)
        model.apply(reader.sample())
        #expect(model.process(42) == nil && !model.rows.contains { $0.id == 42 })
    }

    @Test func cpuPercentIsTheProcessShareOfOneCPUSinceTheLastRefresh() throws {
        let fixture = try ProcFixture(cpus: 2)
        defer { fixture.remove() }
        try fixture.addProcess(pid: 10, comm: "busy", utime: 1000, stime: 0)
        try fixture.addProcess(pid: 11, comm: "idle", utime: 5, stime: 5)
        let reader = ProcScanner(root: fixture.root.path)
        let model = model()
        model.apply(reader.sample())
        #expect(model.process(10)?.cpuPercent == 0, "no delta yet")
        // 100 ticks pass on each CPU (200 in all); the busy process ran 50 + 25 of them.
        try fixture.setTicks([
            ProcFixture.CPU(user: 180, system: 70, idle: 1000), ProcFixture.CPU(user: 100, system: 50, idle: 1100),
        ])
        try fixture.addProcess(pid: 10, comm: "busy", utime: 1050, stime: 25)
        model.apply(reader.sample())
        #expect(model.process(10)?.cpuPercent == 75.0)
        #expect(model.process(11)?.cpuPercent == 0)
        #expect(model.cpus.count == 2)
        #expect(model.cpus[0].user == 0.8 && model.cpus[0].system == 0.2)
        #expect(model.cpus[1].busy == 0)
        #expect(model.cpus[0].history == [1.0])
        #expect(model.rows.first?.id == 10, "CPU% descending by default")
        // A PID reused by a new process (another start time) is a new item, not the old one updated.
        let before = model.process(10)
        try fixture.addProcess(pid: 10, comm: "new", utime: 1, start: 9999)
        model.apply(reader.sample())
        #expect(model.process(10) !== before)
        #expect(model.process(10)?.cpuPercent == 0)
    }

    @Test func sortFilterHideAndTree() throws {
        let fixture = try ProcFixture()
        defer { fixture.remove() }
        try fixture.addProcess(pid: 1, comm: "init", ppid: 0, uid: 0)
        try fixture.addProcess(pid: 2, comm: "kthreadd", ppid: 0, uid: 0, kernel: true)
        try fixture.addProcess(pid: 3, comm: "kworker", ppid: 2, uid: 0, kernel: true)
        try fixture.addProcess(pid: 100, comm: "sshd", ppid: 1, uid: 0, pages: (9000, 900, 90))
        try fixture.addProcess(pid: 200, comm: "bash", ppid: 100, uid: 1000, pages: (3000, 300, 30))
        try fixture.addProcess(pid: 201, comm: "vim", ppid: 200, uid: 1000, pages: (5000, 700, 70))
        try fixture.addProcess(pid: 300, comm: "cron", ppid: 1, uid: 1001, pages: (1000, 100, 10))
        let model = model()
        model.apply(ProcScanner(root: fixture.root.path).sample())
        func ids() -> [Int] { model.rows.map(\.id) }

        model.sort(by: .pid, ascending: true)
        #expect(ids() == [1, 2, 3, 100, 200, 201, 300])
        model.sort(by: .resident, ascending: false)
        #expect(ids() == [100, 201, 1, 2, 3, 200, 300], "ties by PID")
        model.sort(by: .command, ascending: true)
        #expect(ids() == [200, 300, 1, 2, 3, 100, 201])
        model.sort(by: .user, ascending: true)
        #expect(ids() == [200, 201, 300, 1, 2, 3, 100], "ada, bob, then root; ties by PID")

        model.setFilter("VI")
        #expect(ids() == [201], "any case")
        model.setFilter("")
        model.setHidesKernelThreads(true)
        #expect(!ids().contains(2) && !ids().contains(3))
        model.setHidesOtherUsers(true)
        #expect(ids() == [200, 201])
        model.setHidesOtherUsers(false)
        model.setHidesKernelThreads(false)

        model.sort(by: .pid, ascending: true)
        model.setShowsTree(true)
        #expect(ids() == [1, 2], "the roots")
        func children(_ pid: Int) -> [Int]? { model.process(pid)?.children?.map(\.id) }
        #expect(children(1) == [100, 300] && children(100) == [200] && children(200) == [201])
        #expect(children(201) == nil && children(300) == nil && children(2) == [3])
        model.sort(by: .pid, ascending: false)
        #expect(ids() == [2, 1] && children(1) == [300, 100], "siblings in the sort order")
        model.setFilter("vi")
        #expect(ids() == [201] && children(201) == nil, "a filtered tree lists the matches")
        model.setFilter("")
        model.setShowsTree(false)
        #expect(model.rows.allSatisfy { $0.children == nil })
        #expect(model.rows.count == 7)
    }

    @Test func aTreeOfTenThousandProcessesAndAChainAsDeepAreLaidOut() throws {
        let fixture = try ProcFixture()
        defer { fixture.remove() }
        // 5,000 children of init, and a chain of 5,000 each the child of the one before.
        try fixture.addProcess(pid: 1, comm: "init", ppid: 0)
        for pid in 2...5_000 { try fixture.addProcess(pid: pid, comm: "worker \(pid)", ppid: 1) }
        for pid in 5_001...10_000 { try fixture.addProcess(pid: pid, comm: "chain", ppid: pid == 5_001 ? 1 : pid - 1) }
        // A cycle (a PID reused mid-read): neither is a root, both still show.
        try fixture.addProcess(pid: 20_001, comm: "a", ppid: 20_002)
        try fixture.addProcess(pid: 20_002, comm: "b", ppid: 20_001)
        let model = model()
        model.apply(ProcScanner(root: fixture.root.path).sample())
        #expect(model.rows.count == 10_002)
        model.sort(by: .pid, ascending: true)
        model.setShowsTree(true)
        #expect(model.rows.map(\.id) == [1, 20_001, 20_002], "init, then the cycle's processes as leaves")
        #expect(model.process(20_001)?.children == nil)
        #expect(model.process(9_999)?.children?.map(\.id) == [10_000])
        // Everything expanded: every process once (the table flattens iteratively).
        let entries = OutlineFlattening.entries(model.rows, id: \.id, children: \.children) { _ in true }
        #expect(entries.count == 10_002)
        #expect(Set(entries.map(\.element.id)).count == 10_002)
        #expect(entries.map(\.depth).max() == 5_000)
    }

    @Test func aRefreshThatChangesNothingAssignsNothing() throws {
        let fixture = try ProcFixture()
        defer { fixture.remove() }
        for pid in 1...50 { try fixture.addProcess(pid: pid, comm: "p\(pid)") }
        let reader = ProcScanner(root: fixture.root.path)
        let model = model()
        model.apply(reader.sample())
        model.apply(reader.sample())
        // Observe every field of every process, then refresh with one change.
        final class Flag: @unchecked Sendable {
            var fired: [Int] = []
            var rows = false
        }
        let flag = Flag()
        for item in model.rows {
            withObservationTracking {
                _ = (item.user, item.priority, item.nice, item.virtualKiB, item.residentKiB, item.sharedKiB)
                _ = (item.state, item.cpuPercent, item.memoryPercent, item.ticks, item.command, item.children)
            } onChange: { [id = item.id] in
                flag.fired.append(id)
            }
        }
        withObservationTracking {
            _ = model.rows
        } onChange: {
            flag.rows = true
        }
        try fixture.addProcess(pid: 7, comm: "p7", state: "R")
        model.apply(reader.sample())
        #expect(flag.fired == [7], "only the process whose state changed")
        #expect(!flag.rows, "the order did not change")
    }
}
