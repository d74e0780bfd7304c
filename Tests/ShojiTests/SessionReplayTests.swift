import DemoCatalog
import Foundation
import Shoji
import TerminalFixtures
import Testing

@testable import Articles
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// `SHOJI_RECORD` and ``TestHost/replay(_:)``: a session a person recorded plays back headless, frame by
/// frame, to identical screens — and a changed app is caught at the first frame that differs.
@MainActor
@Suite(.serialized) struct SessionReplayTests {
    /// Records a session of the real todo binary in a pseudo-terminal: keys, typing, a paste, a click, a
    /// resize.
    private func recordTodo() throws -> RecordedSession {
        let path = DemoBinaries.path("todo")
        try #require(FileManager.default.isExecutableFile(atPath: path), "build the demos first: swift build")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("shoji-session-\(UUID()).jsonl")
        defer { try? FileManager.default.removeItem(at: url) }
        let pty = try PseudoTerminal(executable: path, environment: ["SHOJI_RECORD": url.path], width: 80, height: 24)
        #expect(pty.waitUntil { $0.text.contains("Buy oat milk") })
        pty.press("Tab", "Space", "Down", "Down", "Space", "Right", "Left")
        pty.press("+")
        #expect(pty.waitUntil { $0.text.contains("Add") || $0.text.contains("New") || $0.text.contains("Title") })
        pty.send("Call the plumber")
        pty.readAvailable(waitMilliseconds: 100)
        pty.send("\u{1b}[200~ and Lena\u{1b}[201~")
        pty.readAvailable(waitMilliseconds: 100)
        pty.press("Enter")
        #expect(pty.waitUntil { $0.text.contains("Call the plumber and Lena") })
        #expect(pty.click("Book the dentist"))
        pty.readAvailable(waitMilliseconds: 100)
        pty.resize(width: 100, height: 30)
        pty.readAvailable(waitMilliseconds: 200)
        // Ctrl-Z, then `fg`.
        pty.send("\u{1a}")
        #expect(pty.waitUntilStopped())
        kill(pty.pid, SIGCONT)
        pty.readAvailable(waitMilliseconds: 200)
        pty.press("Space")
        pty.press("Ctrl-C")
        #expect(pty.waitForExit() == 0)
        return try RecordedSession(contentsOf: url)
    }

    @Test func aSessionRecordedFromTheTodoBinaryReplaysToIdenticalScreens() throws {
        let session = try recordTodo()
        #expect(session.header.app == "todo")
        #expect(session.header.width == 80 && session.header.height == 24)
        let kinds = session.steps.map { "\($0.step)" }
        #expect(kinds.contains { $0.hasPrefix("input(ShojiCore.InputEvent.key") })
        #expect(kinds.contains { $0.hasPrefix("input(ShojiCore.InputEvent.mouse") })
        #expect(kinds.contains { $0.hasPrefix("input(ShojiCore.InputEvent.resize") })
        #expect(kinds.contains { $0.contains("key(Paste(") })
        #expect(kinds.contains("resumed"))
        #expect(kinds.last?.hasPrefix("exit") == true)

        let host = TestHost(TodoDemoView(model: .seeded(count: nil)), replaying: session)
        let report = host.replay(session)
        #expect(report.isIdentical, "\(report)")
        #expect(report.framesCompared >= 10)
        #expect(report.quit)
        #expect(host.text.contains("Call the plumber and Lena"))

        // The same session against a different app state differs at the first frame.
        let other = TestHost(TodoDemoView(model: .seeded(count: 3)), replaying: session)
        let mismatch = other.replay(session)
        #expect(mismatch.firstMismatch?.frame == 1, "\(mismatch)")
    }

    /// A session's text reads back to the same steps; bad files get a clear error.
    @Test func sessionsRoundTripAndBadFilesAreRejected() throws {
        var session = RecordedSession(header: .init(app: "demo", width: 40, height: 10, colors: .ansi, note: "a\"b"))
        session.steps = [
            (.input(.key(KeyPress(.character("x"), modifiers: .option))), 1.5),
            (.input(.key(KeyPress(.function(7)))), 2),
            (.input(.key(KeyPress(.control("c")))), 3),
            (.input(.key(KeyPress(.paste("line\n\u{1}\"quoted\"")))), 4),
            (.input(.key(KeyPress(.backTab))), 5),
            (.input(.mouse(MouseEvent(.scrollDown, at: Point(x: 3, y: 4)))), 6),
            (.input(.resize(Size(width: 1, height: 1))), 7),
            (.endBatch, 8), (.frame(number: 2, screen: "00ff"), 9), (.resumed, 10), (.bytes([0x1b, 0x00, 0xff]), 11),
            (.suspend, 12), (.check, 13), (.exit(0), 14),
        ]
        let read = try RecordedSession(text: session.text)
        #expect(read.header == session.header)
        #expect(read.text == session.text)
        #expect(read.steps.map(\.time) == session.steps.map(\.time))

        #expect(throws: SessionError.self) { try RecordedSession(text: "{\"type\":\"key\",\"char\":\"x\"}") }
        #expect(throws: SessionError(line: 2, problem: "an unknown or incomplete step \"key\"")) {
            try RecordedSession(
                text: "{\"type\":\"session\",\"app\":\"a\",\"width\":1,\"height\":1}\n{\"type\":\"key\"}")
        }
        #expect(throws: SessionError.self) { try RecordedSession(text: "not json") }
        #expect(throws: SessionError.self) {
            try RecordedSession(text: "{\"type\":\"session\",\"app\":\"a\",\"width\":1e300,\"height\":1}")
        }
    }

    /// A fuzzer's session (raw bytes, a suspend, checks) replays headless through the same decoder.
    @Test func aFuzzSessionReplaysThroughTheDecoder() throws {
        let text = """
            # todo: an example failure
            {"type":"session","version":1,"app":"todo","width":40,"height":12,"colors":"palette256"}
            {"type":"bytes","t":0.0,"hex":"09201b5b4200ff"}
            {"type":"check","t":0.0}
            {"type":"resize","t":0.0,"width":1,"height":1}
            {"type":"end","t":0.0}
            {"type":"suspend","t":0.0}
            {"type":"resize","t":0.0,"width":40,"height":12}
            {"type":"end","t":0.0}
            {"type":"check","t":0.0}
            """
        let session = try RecordedSession(text: text)
        let host = TestHost(TodoDemoView(model: .seeded(count: nil)), replaying: session)
        let report = host.replay(session)
        #expect(report.isIdentical, "\(report)")
        #expect(report.events == 3)
        #expect(host.text.contains("Buy oat milk"))
    }
}

/// Hostile sessions: the fuzzer's inputs (escapes, invalid UTF-8, pastes, resizes down to 0×0) written as a
/// session and replayed headless through every demo never crash, and every check equals a full repaint.
@MainActor
@Suite struct HostileSessionTests {
    @Test(arguments: ["todo", "cart", "settings"])
    func fuzzedSessionsReplayCleanly(_ demo: String) throws {
        var generator = FuzzInputGenerator(seed: 0x5E55_1011 ^ UInt64(demo.utf8.count))
        var steps: [(step: RecordedSession.Step, time: Double)] = []
        for index in 0..<150 {
            let action = generator.next(width: 80, height: 24)
            steps += action.sessionSteps.map { ($0, Double(index)) }
            if index % 20 == 19 { steps.append((.check, Double(index))) }
        }
        steps.append((.input(.resize(Size(width: 0, height: 0))), 400))
        steps.append((.endBatch, 400))
        steps.append((.input(.resize(Size(width: 80, height: 24))), 401))
        steps.append((.endBatch, 401))
        steps.append((.check, 401))
        let session = try RecordedSession(
            text: RecordedSession(header: .init(app: demo, width: 80, height: 24), steps: steps).text)
        // The demo's files, and its `@AppStorage`, in a directory of the test's own.
        let directory = TemporaryConfigDirectory.begin()
        defer { TemporaryConfigDirectory.end(directory) }
        let view = try #require(DemoCatalog.rootView(demo, directory: directory))
        let host = TestHost(AnyView(view), replaying: session)
        let report = host.replay(session)
        #expect(report.repaintMismatches.isEmpty, "\(report)")
        #expect(report.events > 0)
    }
}

/// The fuzzer keeps its failing inputs as recorded sessions: the actions read back unchanged, and a
/// recorded app's keys become the bytes a terminal sends for them.
@Suite struct FuzzSessionTests {
    @Test func fuzzActionsRoundTripThroughASession() throws {
        let actions: [FuzzAction] = [
            .send([0x1b, 0x5b, 0x41, 0xff, 0x00]), .resize(width: 1, height: 1), .suspendAndResume, .check,
            .send(Array("héllo".utf8)), .check,
        ]
        let session = RecordedSession(
            header: .init(app: "todo", width: 80, height: 24, note: "screen mismatch"),
            steps: actions.flatMap { $0.sessionSteps.map { ($0, 0.0) } })
        let read = try RecordedSession(text: "# replay: make fuzz REPLAY=x\n" + session.text)
        #expect(FuzzAction.actions(from: read) == actions)
        #expect(read.header.note == "screen mismatch")

        let recorded = RecordedSession(
            header: .init(app: "todo", width: 80, height: 24),
            steps: [
                (.input(.key(KeyPress(.tab))), 1), (.input(.key(KeyPress(.character("x")))), 2),
                (.input(.key(KeyPress(.paste("p")))), 3), (.endBatch, 4), (.frame(number: 2, screen: "0"), 5),
                (.input(.key(KeyPress(.control("c")))), 6),
            ])
        #expect(
            FuzzAction.actions(from: recorded) == [
                .send([0x09]), .send(Array("x".utf8)), .send(Array("\u{1b}[200~p\u{1b}[201~".utf8)),
            ])
    }
}
