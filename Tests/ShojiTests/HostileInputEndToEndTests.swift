import Foundation
import TerminalFixtures
import Testing

/// The robustness issue's cases that need a real terminal: the built demos in a pseudo-terminal, fed
/// garbage, signals and hang-ups. Each was found failing before it was fixed.
@Suite(.serialized) struct HostileInputEndToEndTests {
    private func start(_ demo: String, width: Int = 80, height: Int = 24) throws -> PseudoTerminal {
        let path = DemoBinaries.path(demo)
        try #require(FileManager.default.isExecutableFile(atPath: path), "build the demos first: swift build")
        return try PseudoTerminal(executable: path, width: width, height: height)
    }

    private func expectRestored(_ pty: PseudoTerminal, _ comment: Comment? = nil) {
        #expect(!pty.screen.alternateScreen, comment)
        #expect(pty.terminalModes.contains(.echo) && pty.terminalModes.contains(.canonical), comment)
        // (The restore sequence, then at most one line naming the signal that ended the app.)
        let tail = String(decoding: pty.output.suffix(200), as: UTF8.self)
        #expect(
            tail.contains("\u{1b}[?1000l") && tail.contains("\u{1b}[?2004l"),
            "mouse and paste modes off: \(tail.debugDescription)")
    }

    /// Case 4: undecodable bytes, in separate writes, were taken for a closed input and ended the app.
    @Test(arguments: [[UInt8(0xFF)], [0x9B], [0xE4, 0xB8]])
    func garbageNeverEndsTheApp(bytes: [UInt8]) throws {
        let pty = try start("counter")
        #expect(pty.waitUntil { $0.text.contains("Counter: 0") })
        for _ in 0..<5 {
            pty.send(bytes: bytes)
            _ = pty.readAvailable(waitMilliseconds: 80)
        }
        pty.send("\t\t\r")
        #expect(pty.waitUntil { $0.text.contains("Counter: 1") }, "still running and answering keys")
        pty.send("\u{03}")
        #expect(pty.waitForExit() == 0)
        expectRestored(pty)
    }

    /// Case 6: an invalid byte swallowed about 143 bytes of typing after it, and `\xff\r` the Enter.
    @Test func anInvalidByteLosesNothingAfterIt() throws {
        let pty = try start("todo")
        #expect(pty.waitUntil { $0.text.contains("Tasks") })
        pty.send("+")
        #expect(pty.waitUntil { $0.text.contains("Add") })
        var typed = ""
        for n in 0..<40 { typed += String(format: "%03d,", n) }
        pty.send(bytes: [0xFF] + Array(typed.prefix(60).utf8))
        #expect(
            pty.waitUntil { $0.text.contains("001,002,003,") && $0.text.contains("014,") },
            "screen:\n\(pty.screen.text)")
        pty.send("\u{03}")
        #expect(pty.waitForExit() == 0)
    }

    /// Case 9: more than four clicks in one read counted as four.
    @Test func everyClickInOneReadCounts() throws {
        let pty = try start("counter")
        #expect(pty.waitUntil { $0.text.contains("Counter: 0") })
        guard let row = pty.screen.lines.firstIndex(where: { $0.contains("+ 1") }),
            let range = pty.screen.lines[row].range(of: "+ 1")
        else {
            Issue.record("no + 1 button:\n\(pty.screen.text)")
            return
        }
        let column = pty.screen.lines[row][..<range.lowerBound].count + 1
        var clicks = ""
        for _ in 0..<20 { clicks += "\u{1b}[<0;\(column + 1);\(row + 1)M\u{1b}[<0;\(column + 1);\(row + 1)m" }
        pty.send(clicks)
        #expect(pty.waitUntil { $0.text.contains("Counter: 20") }, "screen:\n\(pty.screen.text)")
        pty.send("\u{03}")
        #expect(pty.waitForExit() == 0)
    }

    /// Case 10: signals whose default action ends the process left the terminal raw; SIGPIPE must not
    /// end it at all.
    // 36 is a real-time signal, SIGRTMIN (34) + 2.
    @Test(arguments: [SIGUSR1, SIGUSR2, SIGALRM, SIGVTALRM, SIGXCPU, 36])
    func endingSignalsRestoreTheTerminal(signal: Int32) throws {
        let pty = try start("counter")
        #expect(pty.waitUntil { $0.text.contains("Counter: 0") })
        kill(pty.pid, signal)
        let status = pty.waitForExit()
        #expect(status == 128 + signal, "ended by the signal itself")
        expectRestored(pty, "signal \(signal)")
    }

    @Test func sigpipeDoesNotEndTheApp() throws {
        let pty = try start("counter")
        #expect(pty.waitUntil { $0.text.contains("Counter: 0") })
        kill(pty.pid, SIGPIPE)
        pty.send("\t\t\r")
        #expect(pty.waitUntil { $0.text.contains("Counter: 1") })
        pty.send("\u{03}")
        #expect(pty.waitForExit() == 0)
    }

    /// Case 11: when the terminal's other side closed and it was not the controlling terminal, the app
    /// lived on forever.
    @Test func aHungUpTerminalEndsTheApp() throws {
        let pty = try start("counter")
        #expect(pty.waitUntil { $0.text.contains("Counter: 0") })
        pty.closeMaster()
        #expect(pty.waitForExit(timeout: 5) == 129)
    }

    /// Case 12: a paste that never closes must not swallow Ctrl-C for good.
    @Test func anUnclosedPasteEndsAfterASilence() throws {
        let pty = try start("todo")
        #expect(pty.waitUntil { $0.text.contains("Tasks") })
        pty.send("+")
        #expect(pty.waitUntil { $0.text.contains("Add") })
        pty.send("\u{1b}[200~never closed")
        #expect(pty.waitUntil(timeout: 3) { $0.text.contains("never closed") }, "delivered after the silence")
        pty.send("\u{03}")
        #expect(pty.waitForExit() == 0)
        expectRestored(pty)
    }

    /// Modern terminals whose terminfo entry is missing run as xterm-256color and say so after exit.
    @Test(arguments: ["xterm-kitty", "alacritty", "xterm-ghostty", "wezterm", "foot"])
    func modernTermsFallBack(term: String) throws {
        let path = DemoBinaries.path("counter")
        try #require(FileManager.default.isExecutableFile(atPath: path))
        let pty = try PseudoTerminal(executable: path, environment: ["TERM": term], width: 80, height: 24)
        #expect(pty.waitUntil { $0.text.contains("Counter: 0") })
        let before = String(decoding: pty.output, as: UTF8.self)
        #expect(!before.contains("terminfo"), "nothing said while running")
        pty.send("\u{03}")
        #expect(pty.waitForExit() == 0)
        let after = String(decoding: pty.output, as: UTF8.self)
        #expect(after.contains("TERM=\(term) is not in this machine's terminfo database; ran as xterm-256color"))
    }
}
