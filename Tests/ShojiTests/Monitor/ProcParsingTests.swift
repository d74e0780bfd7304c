import Foundation
import TerminalFixtures
import Testing

@testable import MonitorKit

/// The monitor's `/proc` parsers, on the odd shapes the kernel (and a broken tree) can give.
@Suite struct ProcParsingTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func aCommandNameWithSpacesAndParenthesesIsCutAtTheLastParenthesis() throws {
        let line = ProcFixture.statLine(
            pid: 4242, comm: "my (odd) name) x", state: "R", ppid: 17, utime: 250, stime: 50, priority: 25, nice: 5,
            threads: 3, start: 777)
        let stat = try #require(ProcessStat(bytes(line)))
        #expect(stat.pid == 4242)
        #expect(stat.comm == "my (odd) name) x")
        #expect(stat.state == "R")
        #expect(stat.ppid == 17)
        #expect(stat.userTicks == 250 && stat.systemTicks == 50)
        #expect(stat.priority == 25 && stat.nice == 5)
        #expect(stat.threads == 3 && stat.startTicks == 777)
        #expect(!stat.isKernelThread)
        let kernel = try #require(
            ProcessStat(bytes(ProcFixture.statLine(pid: 2, comm: "kthreadd", flags: 0x0020_8040))))
        #expect(kernel.isKernelThread)
        let negative = try #require(
            ProcessStat(bytes(ProcFixture.statLine(pid: 9, comm: "rt", priority: -100, nice: -20))))
        #expect(negative.priority == -100 && negative.nice == -20)
    }

    @Test func cutAndMalformedStatLinesAreNil() {
        let line = ProcFixture.statLine(pid: 1, comm: "init")
        for cut in [0, 1, 5, 8, 20, 40] {
            #expect(ProcessStat(Array(line.utf8.prefix(cut))) == nil, "cut at \(cut)")
        }
        #expect(ProcessStat(bytes("")) == nil)
        #expect(ProcessStat(bytes(")(")) == nil)
        #expect(ProcessStat(bytes("x (a) S 1 2 3")) == nil)
        #expect(ProcessStat(bytes(line.replacingOccurrences(of: "(init) S 1", with: "(init) S one"))) == nil)
        // Numbers too long for 64 bits are refused, not wrapped.
        #expect(ProcNumbers.unsigned(Array("99999999999999999999".utf8)) == nil)
        #expect(ProcNumbers.unsigned(Array("18446744073709551615".utf8)) == nil)
        #expect(ProcNumbers.unsigned(Array("1844674407370955161".utf8)) == 1_844_674_407_370_955_161)
        #expect(ProcNumbers.int(Array("-12".utf8)) == -12)
        #expect(ProcNumbers.int(Array("-".utf8)) == nil)
        // Invalid UTF-8 in the name is repaired, not a crash.
        var odd = Array("7 (".utf8) + [0xFF, 0xFE, 0x41] + Array(line.utf8.drop { $0 != UInt8(ascii: ")") })
        odd[0] = UInt8(ascii: "7")
        #expect(ProcessStat(odd)?.comm == "\u{FFFD}\u{FFFD}A")
    }

    @Test func statmMeminfoTicksLoadAndUptime() throws {
        #expect(
            ProcessMemory(bytes("2000 500 100 1 0 100 0\n")) == ProcessMemory(size: 2000, resident: 500, shared: 100))
        #expect(ProcessMemory(bytes("2000 500")) == nil)
        #expect(ProcessMemory(bytes("")) == nil)

        let memory = MemoryInfo(
            bytes(
                "MemTotal: 1000 kB\nMemFree: 100 kB\nMemAvailable: 400 kB\nBuffers: 10 kB\nCached: 50 kB\n"
                    + "SReclaimable: 5 kB\nSwapTotal: 300 kB\nSwapFree: 100 kB\ngarbage\n:\nMemTotal x\n"))
        #expect(memory.total == 1000 && memory.available == 400 && memory.used == 600)
        #expect(memory.cached == 55 && memory.buffers == 10)
        #expect(memory.swapUsed == 200)
        let old = MemoryInfo(bytes("MemTotal: 1000 kB\nMemFree: 100 kB\nBuffers: 10 kB\nCached: 50 kB\n"))
        #expect(old.available == 160, "without MemAvailable: free + buffers + cache")
        #expect(MemoryInfo(bytes("")).used == 0)

        let ticks = try #require(
            SystemTicks(
                bytes("cpu  10 1 5 100 2 1 1 0 0 0\ncpu0 6 1 3 50 1 1 0 0 0 0\ncpu1 4 0 2 50 1 0 1 0 0 0\nintr 5\n")))
        #expect(ticks.cpus.count == 2)
        #expect(ticks.total.user == 10 && ticks.total.system == 7 && ticks.total.idle == 100)
        #expect(ticks.total.total == 120)
        #expect(SystemTicks(bytes("intr 5\n")) == nil)
        #expect(SystemTicks(bytes("cpu 1 2\n")) == nil, "fewer than four numbers")

        let load = LoadInfo(loadavg: "0.52 0.48 0.40 2/345 12345\n", uptime: "273906.51 500000.00\n")
        #expect(load.averages == [0.52, 0.48, 0.40] && load.uptime == 273906.51)
        #expect(LoadInfo(loadavg: "nonsense", uptime: nil) == LoadInfo())
    }

    @Test func userNamesComeFromPasswdAndUnknownUIDsShowAsNumbers() {
        let users = UserNames(passwd: ProcFixture.passwd + "broken line\n::5:\nroot2:x:0:0::/:/bin/sh\n")
        #expect(users.name(0) == "root", "the first name of a uid wins")
        #expect(users.name(1000) == "ada")
        #expect(users.name(4242) == "4242")
        #expect(users.name(nil) == "?")
        #expect(UserNames(file: "/nonexistent/passwd").name(0) == "0")
    }

    @Test func numbersAreWrittenAsHtopDoes() {
        #expect(Formatting.kibibytes(nil) == "?")
        #expect(Formatting.kibibytes(99_999) == "99999")
        #expect(Formatting.kibibytes(100_000) == "97M")
        #expect(Formatting.kibibytes(5 * 1024 * 1024) == "5120M")
        #expect(Formatting.kibibytes(100_000 * 1024) == "97.7G")
        #expect(Formatting.kibibytes(500 * 1024 * 1024) == "500G")
        #expect(Formatting.percent(12.34) == "12.3")
        #expect(Formatting.percent(250) == "250")
        #expect(Formatting.time(ticks: 12_345, ticksPerSecond: 100) == "2:03.45")
        #expect(Formatting.time(ticks: 100 * 3600 * 5 + 100 * 61, ticksPerSecond: 100) == "5h01:01")
        #expect(Formatting.uptime(273906.51) == "3 days, 04:05:06")
        #expect(Formatting.uptime(86_400) == "1 day, 00:00:00")
        #expect(Formatting.uptime(-5) == "00:00:00")
    }

    @Test func theCommandLineIsCheckedBeforeTheTerminalIsTaken() throws {
        #expect(try MonitorOptions.parse(["-d", "5", "--proc", "/tmp/p"]).get().intervalTenths == 5)
        #expect(try MonitorOptions.parse(["--proc", "/tmp/p"]).get().procRoot == "/tmp/p")
        for bad in [["-d"], ["-d", "0"], ["-d", "x"], ["-d", "99999"], ["--bogus"], ["--proc"]] {
            guard case .failure(let error) = MonitorOptions.parse(bad) else {
                Issue.record("\(bad) was accepted")
                continue
            }
            #expect(!error.message.isEmpty)
        }
    }
}

/// The fuzzer never sends an app's own quit keys (the monitor quits on `q` and F10, as htop).
@Suite struct FuzzQuitKeysTests {
    @Test func theGeneratorLeavesOutTheQuitKeys() {
        var generator = FuzzInputGenerator(seed: 60_613)
        generator.quitSequences = [Array("q".utf8), Array("\u{1b}[21~".utf8)]
        var sentQ = 0
        for _ in 0..<20_000 {
            guard case .send(let bytes) = generator.next(width: 80, height: 24) else { continue }
            #expect(!bytes.contains(UInt8(ascii: "q")))
            let f10 = Array("\u{1b}[21~".utf8)
            #expect(!bytes.indices.contains { bytes[$0...].starts(with: f10) })
            sentQ += bytes.isEmpty ? 0 : 1
        }
        #expect(sentQ > 10_000, "the generator still sends input")
        // Without the list, the same seed sends both.
        var plain = FuzzInputGenerator(seed: 60_613)
        var sawQ = false
        for _ in 0..<20_000 {
            if case .send(let bytes) = plain.next(width: 80, height: 24), bytes.contains(UInt8(ascii: "q")) {
                sawQ = true
            }
        }
        #expect(sawQ)
    }
}
