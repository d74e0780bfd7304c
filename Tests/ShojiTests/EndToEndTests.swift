import Foundation
import TerminalFixtures
import Testing

/// The built demos, run in a pseudo-terminal and driven with key presses, as a person would.
/// (`make test` builds the demos before running the tests.)
@Suite(.serialized) struct EndToEndTests {
    @Test func counterDemoCountsAndQuitsCleanly() throws {
        let path = DemoBinaries.path("counter")
        try #require(FileManager.default.isExecutableFile(atPath: path), "build the demos first: swift build")
        let pty = try PseudoTerminal(executable: path, width: 80, height: 24)
        #expect(pty.waitUntil { $0.text.contains("Counter: 0") })
        #expect(pty.screen.alternateScreen)
        pty.send("\t\t")  // focus starts on "Expand" (top row); Tab, Tab: "- 1", "+ 1"
        pty.send("\r")  // Enter: press it
        #expect(pty.waitUntil { $0.text.contains("Counter: 1") }, "screen:\n\(pty.screen.text)")
        pty.send(" ")  // Space presses it again
        #expect(pty.waitUntil { $0.text.contains("Counter: 2") })
        pty.send("\u{1b}[Z")  // Shift-Tab: back to "- 1"
        pty.send("\r")
        #expect(pty.waitUntil { $0.text.contains("Counter: 1") })
        pty.send("\u{03}")  // Ctrl-C
        let status = pty.waitForExit()
        #expect(status == 0)
        #expect(!pty.screen.alternateScreen)
        let tail = String(decoding: pty.output.suffix(16), as: UTF8.self)
        #expect(tail.hasSuffix("\u{1b}[?1049l"), "output ends with: \(tail.debugDescription)")
    }

    @Test func refusesToRunWithoutATerminal() throws {
        let path = DemoBinaries.path("counter")
        try #require(FileManager.default.isExecutableFile(atPath: path))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = Pipe()
        process.standardInput = Pipe()
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 2)
        let message = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(message.contains("not a terminal"))
        #expect(message.split(separator: "\n").count == 1)
    }

    @Test func refusesAnUnknownTerm() throws {
        let path = DemoBinaries.path("counter")
        try #require(FileManager.default.isExecutableFile(atPath: path))
        let pty = try PseudoTerminal(executable: path, environment: ["TERM": "no-such-terminal"])
        #expect(pty.waitForExit() == 2)
        #expect(String(decoding: pty.output, as: UTF8.self).contains("TERM=no-such-terminal"))
        #expect(!String(decoding: pty.output, as: UTF8.self).contains("\u{1b}[?1049h"))
    }

    @Test(arguments: [(SIGTERM, Int32(143)), (SIGHUP, Int32(129))])
    func signalsRestoreTheTerminal(signal: Int32, expectedStatus: Int32) throws {
        let path = DemoBinaries.path("counter")
        try #require(FileManager.default.isExecutableFile(atPath: path))
        let pty = try PseudoTerminal(executable: path, width: 80, height: 24)
        #expect(pty.waitUntil { $0.text.contains("Counter: 0") })
        #expect(!pty.terminalModes.contains(.echo), "raw mode while running")
        kill(pty.pid, signal)
        #expect(pty.waitForExit() == expectedStatus)
        #expect(!pty.screen.alternateScreen)
        #expect(pty.terminalModes.contains(.echo) && pty.terminalModes.contains(.canonical), "modes restored")
    }

    @Test func mouseClickPressesTheButtonUnderThePointer() throws {
        let path = DemoBinaries.path("counter")
        try #require(FileManager.default.isExecutableFile(atPath: path))
        let pty = try PseudoTerminal(executable: path, width: 80, height: 24)
        #expect(pty.waitUntil { $0.text.contains("+ 1") })
        let row = try #require(pty.screen.lines.firstIndex { $0.contains("+ 1") })
        let column = try #require(pty.screen.lines[row].range(of: "+ 1")).lowerBound.utf16Offset(
            in: pty.screen.lines[row])
        // SGR mouse report (1-based): press and release of button 1.
        pty.send("\u{1b}[<0;\(column + 1);\(row + 1)M\u{1b}[<0;\(column + 1);\(row + 1)m")
        #expect(pty.waitUntil { $0.text.contains("Counter: 1") }, "screen:\n\(pty.screen.text)")
        pty.send("\u{03}")
        #expect(pty.waitForExit() == 0)
    }

    @Test func aCrashStillRestoresTheTerminalAndShowsTheMessage() throws {
        let path = DemoBinaries.path("shoji-crash-fixture")
        try #require(FileManager.default.isExecutableFile(atPath: path))
        let pty = try PseudoTerminal(executable: path, width: 80, height: 24)
        #expect(pty.waitUntil { $0.text.contains("press Enter to crash") })
        pty.send("\r")
        let status = try #require(pty.waitForExit())
        #expect(status != 0)
        #expect(!pty.screen.alternateScreen)
        #expect(pty.terminalModes.contains(.echo) && pty.terminalModes.contains(.canonical))
        #expect(
            pty.screen.text.contains("No MissingModel in the environment of NeedsModel"), "screen:\n\(pty.screen.text)")
    }

    @Test func todoDemoAddsATaskTypedAndPasted() throws {
        let path = DemoBinaries.path("todo")
        try #require(FileManager.default.isExecutableFile(atPath: path))
        let pty = try PseudoTerminal(executable: path, width: 80, height: 24)
        #expect(pty.waitUntil { $0.text.contains("Tasks") })
        pty.send("\r")  // "+" is focused first: open the sheet
        #expect(pty.waitUntil { $0.text.contains("New task") })
        pty.send("Buy ")
        // Bracketed paste, with an escape sequence inside that must not reach the screen as one.
        pty.send("\u{1b}[200~milk\u{1b}[31m now\u{1b}[201~")
        let pasted = pty.waitUntil { $0.text.contains("Buy milk[31m now") }
        if !pasted {
            try? Data(pty.output).write(to: URL(fileURLWithPath: "/tmp/paste-failure.bin"))
        }
        #expect(pasted, "screen:\n\(pty.screen.lines.joined(separator: "|\n"))")
        pty.send("\r")
        #expect(
            pty.waitUntil { $0.text.contains("○ Buy milk[31m now") && !$0.text.contains("New task") },
            "screen:\n\(pty.screen.text)")
        // Nothing typed is ever echoed by curses (`^[` is how curses echoes ESC).
        #expect(!String(decoding: pty.output, as: UTF8.self).contains("^["))
        pty.send("\u{03}")
        #expect(pty.waitForExit() == 0)
    }
}

/// Terminal behaviour of a running app: suspend and resume, resize, `NO_COLOR`.
@Suite(.serialized) struct TerminalBehaviourTests {
    @Test func ctrlZSuspendsWithTheTerminalRestoredAndFgResumes() throws {
        let path = DemoBinaries.path("counter")
        try #require(FileManager.default.isExecutableFile(atPath: path))
        let pty = try PseudoTerminal(executable: path, width: 80, height: 24)
        #expect(pty.waitUntil { $0.text.contains("Counter: 0") })
        pty.send("\u{1a}")  // Ctrl-Z
        #expect(pty.waitUntilStopped(), "the app stops")
        #expect(!pty.screen.alternateScreen, "the shell's screen is back while stopped")
        #expect(pty.terminalModes.contains(.echo) && pty.terminalModes.contains(.canonical), "modes restored")
        kill(pty.pid, SIGCONT)  // what `fg` sends
        #expect(pty.waitUntil { $0.alternateScreen && $0.text.contains("Counter: 0") }, "screen:\n\(pty.screen.text)")
        #expect(!pty.terminalModes.contains(.echo), "raw mode again")
        pty.send("\t\t\r")
        #expect(pty.waitUntil { $0.text.contains("Counter: 1") }, "keys work after resuming")
        pty.send("\u{03}")
        #expect(pty.waitForExit() == 0)
    }

    /// Found by `make fuzz` (seed 777024): Ctrl-Z typed right after `fg`, before the app had read the
    /// signals of its own last suspension, stopped it a second time with nobody to wake it (the fuzzer,
    /// like a person, saw it stopped once and typed `fg` once).
    @Test func ctrlZRightAfterFgStopsOnceEachTime() throws {
        let path = DemoBinaries.path("counter")
        try #require(FileManager.default.isExecutableFile(atPath: path))
        let pty = try PseudoTerminal(executable: path, width: 80, height: 24)
        #expect(pty.waitUntil { $0.text.contains("Counter: 0") })
        for round in 0..<12 {
            pty.send("\u{1a}")
            try #require(pty.waitUntilStopped(), "round \(round): the app stops")
            kill(pty.pid, SIGCONT)
            // The next Ctrl-Z as soon as the app reads keys again (before that, the terminal is in the
            // shell's modes; with no controlling terminal here, a Ctrl-Z then would go nowhere).
            let deadline = Date().addingTimeInterval(5)
            while pty.terminalModes.contains(.canonical) && Date() < deadline { usleep(200) }
        }
        #expect(pty.waitUntil { $0.alternateScreen && $0.text.contains("Counter: 0") }, "screen:\n\(pty.screen.text)")
        pty.send("\t\t\r")
        #expect(pty.waitUntil(timeout: 3) { $0.text.contains("Counter: 1") }, "the app runs after the last fg")
        pty.send("\u{03}")
        #expect(pty.waitForExit() == 0)
    }

    @Test func resizeLaysOutAgain() throws {
        let path = DemoBinaries.path("counter")
        try #require(FileManager.default.isExecutableFile(atPath: path))
        let pty = try PseudoTerminal(executable: path, width: 80, height: 24)
        #expect(pty.waitUntil { $0.text.contains("Counter: 0") })
        let before = pty.screen.lines.firstIndex { $0.contains("Counter: 0") }
        pty.resize(width: 50, height: 12)
        #expect(pty.waitUntil { $0.text.contains("Counter: 0") }, "repainted after the resize")
        let after = pty.screen.lines.firstIndex { $0.contains("Counter: 0") }
        #expect(
            before != nil && after != nil && after! < before!,
            "centred in the smaller screen: \(String(describing: before)) → \(String(describing: after))")
        let line = pty.screen.lines[after!]
        let column = line.distance(from: line.startIndex, to: line.range(of: "Counter")!.lowerBound)
        #expect(column < 25, "centred in 50 columns, not 80: column \(column)")
        pty.send("\u{03}")
        #expect(pty.waitForExit() == 0)
    }

    @Test func noColorSendsNoColors() throws {
        let path = DemoBinaries.path("counter")
        try #require(FileManager.default.isExecutableFile(atPath: path))
        func output(_ environment: [String: String]) throws -> String {
            let pty = try PseudoTerminal(executable: path, environment: environment, width: 80, height: 24)
            _ = pty.waitUntil { $0.text.contains("Counter: 0") }
            pty.send("\u{03}")
            _ = pty.waitForExit()
            return String(decoding: pty.output, as: UTF8.self)
        }
        let colored = try output([:])
        #expect(colored.contains("\u{1b}[34m"), "the buttons' accent color without NO_COLOR")
        let plain = try output(["NO_COLOR": "1"])
        let colorSequence = /\x1b\[(3[0-9]|4[0-9]|9[0-7]|10[0-7])(;|m)/
        #expect(plain.firstMatch(of: colorSequence) == nil)
        #expect(plain.contains("Counter: 0"))
    }
}
