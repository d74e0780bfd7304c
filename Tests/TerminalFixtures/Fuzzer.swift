import Foundation
import Shoji

#if canImport(Glibc)
    import Glibc
#endif

/// One thing the fuzzer does to a running app. A list of them, one per line in a file, replays a run.
public enum FuzzAction: Equatable, Sendable {
    /// Bytes written to the terminal's input, as typed, pasted or sent by a broken terminal.
    case send([UInt8])
    /// The window resized.
    case resize(width: Int, height: Int)
    /// Ctrl-Z, then `fg` (SIGCONT) once the app has stopped.
    case suspendAndResume
    /// The check made after each batch (a replay checks at the same points as the run it came from).
    case check

    /// The action as a step of a recorded session (the format `SHOJI_RECORD` writes and
    /// `TestHost.replay` plays): bytes, a resize (an event and the end of its batch), a suspension, a check.
    public var sessionSteps: [RecordedSession.Step] {
        switch self {
        case .send(let bytes): return [.bytes(bytes)]
        case .resize(let w, let h): return [.input(.resize(Size(width: w, height: h))), .endBatch]
        case .suspendAndResume: return [.suspend]
        case .check: return [.check]
        }
    }

    /// The actions a session's steps stand for (keys and events recorded from an app become the bytes
    /// a terminal sends for them where one exists; frames and ends of batches are not actions).
    public static func actions(from session: RecordedSession) -> [FuzzAction] {
        session.steps.compactMap { step, _ in
            switch step {
            case .bytes(let bytes): return .send(bytes)
            case .input(.resize(let size)): return .resize(width: size.width, height: size.height)
            case .input(.key(let press)):
                // The person's Ctrl-C that ended the recording: a replay ends the app its own way.
                if press.key == .control("c") { return nil }
                if case .paste(let text) = press.key {
                    return .send(Array("\u{1b}[200~\(text)\u{1b}[201~".utf8))
                }
                return PseudoTerminal.keys[press.description].map { .send(Array($0.utf8)) }
                    ?? (press.description.count == 1 ? .send(Array(press.description.utf8)) : nil)
            case .input(.mouse(let mouse)) where mouse.kind == .click:
                let x = mouse.location.x + 1
                let y = mouse.location.y + 1
                return .send(Array("\u{1b}[<0;\(x);\(y)M\u{1b}[<0;\(x);\(y)m".utf8))
            case .input(.mouse(let mouse)) where mouse.kind == .drag || mouse.kind == .release:
                // A recorded drag: motion with the button held, and its release (a click above sends both
                // of its own, so a recording's release after it is one more, which nothing follows).
                let x = mouse.location.x + 1
                let y = mouse.location.y + 1
                return .send(Array((mouse.kind == .drag ? "\u{1b}[<32;\(x);\(y)M" : "\u{1b}[<0;\(x);\(y)m").utf8))
            case .suspend: return .suspendAndResume
            case .check: return .check
            default: return nil
            }
        }
    }

    /// The action as one line of a replay file.
    public var line: String {
        switch self {
        case .send(let bytes): return "send " + bytes.map { String(format: "%02x", $0) }.joined()
        case .resize(let w, let h): return "resize \(w) \(h)"
        case .suspendAndResume: return "suspend"
        case .check: return "check"
        }
    }

    /// Parses one line of a replay file.
    public init?(line: String) {
        let parts = line.split(separator: " ")
        switch parts.first {
        case "send"?:
            let hex = parts.count > 1 ? Array(parts[1].utf8) : []
            guard hex.count % 2 == 0 else { return nil }
            var bytes: [UInt8] = []
            var i = 0
            while i < hex.count {
                guard let b = UInt8(String(decoding: hex[i..<(i + 2)], as: UTF8.self), radix: 16) else { return nil }
                bytes.append(b)
                i += 2
            }
            self = .send(bytes)
        case "resize"?:
            guard parts.count == 3, let w = Int(parts[1]), let h = Int(parts[2]) else { return nil }
            self = .resize(width: w, height: h)
        case "suspend"?:
            self = .suspendAndResume
        case "check"?:
            self = .check
        default:
            return nil
        }
    }
}

/// A seeded random source (SplitMix64): the same seed gives the same run.
public struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64
    public init(seed: UInt64) { state = seed }
    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// Makes hostile input: a seeded random mix of what a terminal (or a person, or a broken terminal) can
/// send.
public struct FuzzInputGenerator {
    private var random: SeededRandom
    /// Whether a bracketed paste was opened and not closed.
    public private(set) var pasteOpen = false
    /// Byte sequences the app quits on (the monitor's `q` and F10, as htop's): each is sent as `x`
    /// instead, so a run ends only with its Ctrl-C.
    public var quitSequences: [[UInt8]] = []
    /// The largest paste, in bytes.
    public var maximumPaste = 64 << 10

    public init(seed: UInt64) { random = SeededRandom(seed: seed) }

    private mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
    private mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &random) < p }
    private mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

    static let keys: [String] = [
        "\u{1b}[A", "\u{1b}[B", "\u{1b}[C", "\u{1b}[D", "\u{1b}OA", "\u{1b}OB", "\u{1b}OC", "\u{1b}OD",
        "\u{1b}[H", "\u{1b}[F", "\u{1b}OH", "\u{1b}OF", "\u{1b}[1~", "\u{1b}[4~", "\u{1b}[5~", "\u{1b}[6~",
        "\u{1b}[2~", "\u{1b}[3~", "\u{1b}[Z", "\t", "\r", "\n", "\u{7f}", "\u{08}", " ", "\u{1b}",
        "\u{1b}OP", "\u{1b}OQ", "\u{1b}OR", "\u{1b}OS", "\u{1b}[15~", "\u{1b}[17~", "\u{1b}[18~", "\u{1b}[19~",
        "\u{1b}[20~", "\u{1b}[21~", "\u{1b}[23~", "\u{1b}[24~", "\u{1b}[1;5C", "\u{1b}[1;2A", "\u{1b}[1;3D",
        "\u{1b}[[A", "\u{1b}[[E", "+", "-", "p", "/", "\u{0c}", "\u{1b}b", "\u{1b}\u{7f}",
    ]
    static let words = ["Ada", "hello", "日本語", "😀", "é", "a\u{301}", "👩‍👩‍👧", "ｗｉｄｅ", "tab\there", "x"]

    /// The next action for a screen of `width` × `height` cells, without the app's quit keys.
    public mutating func next(width: Int, height: Int) -> FuzzAction {
        let action = anyNext(width: width, height: height)
        guard !quitSequences.isEmpty, case .send(var bytes) = action else { return action }
        for sequence in quitSequences where !sequence.isEmpty {
            var i = 0
            while i + sequence.count <= bytes.count {
                if bytes[i..<(i + sequence.count)].elementsEqual(sequence) {
                    bytes.replaceSubrange(i..<(i + sequence.count), with: [UInt8(ascii: "x")])
                }
                i += 1
            }
        }
        return .send(bytes)
    }

    /// The next action, any bytes.
    private mutating func anyNext(width: Int, height: Int) -> FuzzAction {
        if chance(0.04) { return .resize(width: int(1...300), height: int(1...100)) }
        if chance(0.005) { return .suspendAndResume }
        var bytes: [UInt8] = []
        switch int(0...13) {
        case 0, 1:
            for _ in 0..<int(1...10) { bytes.append(UInt8(int(0x20...0x7E))) }
        case 2:
            bytes += Array(pick(Self.words).utf8)
        case 3:
            // Invalid UTF-8: stray continuation bytes, bad leads, truncated sequences.
            for _ in 0..<int(1...4) {
                bytes += pick([
                    [0xFF], [0x9B], [0xE4, 0xB8], [0xC0, 0x80], [UInt8(int(0x80...0xFF))], [0xF0, 0x9F, 0x98],
                ])
            }
        case 4:
            // C0 controls, but never Ctrl-C (quit) or Ctrl-Z (handled as its own action).
            var b = UInt8(int(0...31))
            if b == 3 || b == 26 { b = 9 }
            bytes.append(b)
        case 5, 6, 7:
            bytes += Array(pick(Self.keys).utf8)
        case 8:
            // Escape fragments and garbage sequences.
            bytes += Array(
                pick([
                    "\u{1b}[", "\u{1b}[1;", "\u{1b}O", "\u{1b}]0;title", "\u{1b}P", "\u{1b}[?", "\u{1b}[<",
                    "\u{1b}[<0;", "\u{1b}[M", "\u{1b}[200", "\u{1b}[201~", "\u{1b}\u{1b}",
                ]).utf8)
        case 9:
            // Huge CSI parameters.
            bytes += Array(
                "\u{1b}[\(int(0...Int(Int32.max)))\(pick([";", ""]))\(int(0...99_999_999))\(pick(["A", "~", "m", "H", "M", "t"]))"
                    .utf8)
        case 10, 11:
            // SGR mouse: press, release, wheel, motion; inside and outside the screen.
            let button = pick([0, 0, 0, 1, 2, 32, 64, 65, 66, 3, 4, 8, 16])
            let x = chance(0.85) ? int(1...max(1, width)) : int(0...100_000)
            let y = chance(0.85) ? int(1...max(1, height)) : int(0...100_000)
            let press = "\u{1b}[<\(button);\(x);\(y)M"
            bytes += Array(press.utf8)
            if button == 0, chance(0.4) {
                // A drag: motion reports with the button held, mostly nearby (gestures follow them).
                var (dx, dy) = (x, y)
                for _ in 0..<int(1...6) {
                    dx = max(0, dx + int(-4...4))
                    dy = max(0, dy + int(-2...2))
                    bytes += Array("\u{1b}[<32;\(dx);\(dy)M".utf8)
                }
                if chance(0.8) { bytes += Array("\u{1b}[<0;\(dx);\(dy)m".utf8) }
            } else if chance(0.7) {
                bytes += Array("\u{1b}[<\(button);\(x);\(y)m".utf8)
            }
        case 12:
            // X10 mouse (raw bytes, maybe outside the screen or invalid).
            bytes += [0x1B, 0x5B, 0x4D, UInt8(int(32...127)), UInt8(int(32...255)), UInt8(int(32...255))]
        default:
            bytes += paste()
        }
        return .send(bytes)
    }

    /// A bracketed paste: closed, nested, never closed, or holding escapes.
    private mutating func paste() -> [UInt8] {
        var bytes: [UInt8] = []
        if !pasteOpen { bytes += Array("\u{1b}[200~".utf8) }
        let size = chance(0.1) ? int(1...maximumPaste) : int(0...80)
        for _ in 0..<size {
            bytes.append(chance(0.05) ? pick([0x1B, 0x0A, 0x0D, 0x09, 0xFF]) : UInt8(int(0x20...0x7E)))
        }
        if chance(0.1) { bytes += Array("\u{1b}[200~nested".utf8) }
        if chance(0.15) {
            pasteOpen = true
        } else {
            bytes += Array("\u{1b}[201~".utf8)
            pasteOpen = false
        }
        return bytes
    }

    /// Notes that the app ended any open paste (it went quiet long enough).
    public mutating func pasteEnded() { pasteOpen = false }
}

/// What a fuzzing run of one app found.
public struct FuzzReport: Sendable {
    public var demo: String
    public var inputs = 0
    public var batches = 0
    public var crashes = 0
    public var hangs = 0
    /// Frames whose screen differed from a full repaint of the same state (Shoji's own check, Ctrl-L).
    public var repaintMismatches = 0
    /// Batches after which the terminal showed something other than what a full redraw then showed.
    public var screenMismatches = 0
    public var unexpectedExits = 0
    /// The final Ctrl-C did not end the app with status 0 and the terminal restored.
    public var badEnds = 0
    /// Replay files of the failures.
    public var failureFiles: [String] = []
    /// What went wrong, one line each.
    public var notes: [String] = []

    public init(demo: String) { self.demo = demo }

    public var failures: Int { crashes + hangs + repaintMismatches + screenMismatches + unexpectedExits + badEnds }
}

/// Drives one app in a pseudo-terminal with seeded hostile input and checks it after every batch:
/// alive; responsive (answers Ctrl-L within a second); its screen equals a full repaint of the same
/// state (Shoji's own check, reported in the Ctrl-L frame's stats, and what the terminal shows before
/// and after the redraw); and at the end, Ctrl-C ends it with status 0 and the terminal restored.
public final class AppFuzzer {
    private let executable: String
    private let arguments: [String]
    private let name: String
    private let failureDirectory: URL?
    private var generator: FuzzInputGenerator
    private var random: SeededRandom
    private var pty: PseudoTerminal!
    private var statsURL: URL!
    /// The current process's own config directory (`XDG_CONFIG_HOME`): apps that persist (notes,
    /// `@AppStorage`) write there, never into the user's config. Each process starts from an empty one, as
    /// a replay's does, so the replay of a failure meets the saved state the failing run met (when runs
    /// shared one, the notes of every earlier run piled up in it and a replay started elsewhere).
    private var configURL: URL?
    private var width = 80
    private var height = 24
    /// Everything done to the current process, for replay files.
    private var history: [FuzzAction] = []
    /// Stats lines already looked at.
    private var seenStatsLines = 0
    public private(set) var report: FuzzReport

    /// How long the app may take to answer Ctrl-L before it counts as hung.
    public var responseTimeout: Double = 1
    /// How long without output counts as the app having finished what it was sent.
    public var quietMilliseconds: UInt64 = 150
    /// Keys the app quits on besides Ctrl-C (the generator never sends them).
    public var quitKeys: [String] {
        get { generator.quitSequences.map { String(decoding: $0, as: UTF8.self) } }
        set { generator.quitSequences = newValue.map { Array($0.utf8) } }
    }

    public init(executable: String, arguments: [String] = [], name: String, seed: UInt64, failureDirectory: URL?) {
        self.executable = executable
        self.arguments = arguments
        self.name = name
        self.failureDirectory = failureDirectory
        generator = FuzzInputGenerator(seed: seed)
        random = SeededRandom(seed: seed ^ 0xA5A5_5A5A)
        report = FuzzReport(demo: name)
    }

    private func start() throws {
        statsURL = FileManager.default.temporaryDirectory.appendingPathComponent(
            "shoji-fuzz-\(name)-\(UUID().uuidString).jsonl")
        removeConfig()
        let config = FileManager.default.temporaryDirectory.appendingPathComponent(
            "shoji-fuzz-config-\(name)-\(UUID().uuidString)")
        configURL = config
        width = 80
        height = 24
        pty = try PseudoTerminal(
            executable: executable, arguments: arguments,
            environment: [
                "SHOJI_STATS": statsURL.path, "SHOJI_ANIMATIONS": "0",
                "XDG_CONFIG_HOME": config.path,
            ], width: width, height: height)
        history = []
        seenStatsLines = 0
        // Until the first frame's stats line: input sent earlier may be discarded when the app takes the
        // terminal (raw mode with TCSAFLUSH, as curses programs do), and a replay would then test another
        // stream of bytes than the one recorded (a paste cut in the middle, its nested start marker opening a
        // paste that swallows the checks). Some text on the screen came sooner than the frame (a busy
        // start: a large notes file loading).
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline && statsLines().isEmpty {
            _ = pty.readAvailable(waitMilliseconds: 10)
        }
    }

    /// Runs `inputs` random actions in batches, checking after each batch.
    public func run(inputs: Int, batchSize: ClosedRange<Int> = 5...25) throws -> FuzzReport {
        try start()
        while report.inputs < inputs {
            let count = min(Int.random(in: batchSize, using: &random), inputs - report.inputs)
            var batch: [FuzzAction] = []
            for _ in 0..<count { batch.append(generator.next(width: width, height: height)) }
            try perform(batch + [.check])
            report.inputs += count
        }
        finish()
        try? FileManager.default.removeItem(at: statsURL)
        removeConfig()
        return report
    }

    /// Removes the current process's config directory, if any.
    private func removeConfig() {
        if let configURL { try? FileManager.default.removeItem(at: configURL) }
        configURL = nil
    }

    /// Replays actions from a file made by an earlier run, checking after them. With `trace`, what the
    /// app wrote to its terminal is saved there (to study a mismatch).
    public func replay(_ actions: [FuzzAction], trace: URL? = nil) throws -> FuzzReport {
        try start()
        try perform(actions.last == .check ? actions : actions + [.check])
        report.inputs = actions.filter { $0 != .check }.count
        if let trace { try? Data(pty.output).write(to: trace) }
        finish()
        removeConfig()
        return report
    }

    /// With `SHOJI_FUZZ_TRACE` set, each action and each wait, with the time since start, on standard
    /// error (to see where a replay spends its time).
    private let tracing = ProcessInfo.processInfo.environment["SHOJI_FUZZ_TRACE"] != nil
    private let started = Date()

    private func trace(_ message: @autoclosure () -> String) {
        guard tracing else { return }
        let line = String(format: "%8.3f ", Date().timeIntervalSince(started)) + message() + "\n"
        FileHandle.standardError.write(Data(line.utf8))
    }

    private func perform(_ batch: [FuzzAction]) throws {
        for action in batch {
            trace("\(action.line.prefix(60)) [app \(processState() ?? "-")]")
            history.append(action)
            switch action {
            case .send(let bytes):
                pty.send(bytes: bytes)
            case .resize(let w, let h):
                width = max(1, w)
                height = max(1, h)
                pty.resize(width: width, height: height)
            case .suspendAndResume:
                pty.send(bytes: [26])
                // `fg` comes only after the stop, as from a shell (a SIGCONT before it would be lost, and
                // the app would stay stopped). An open paste takes Ctrl-Z for text: then nothing stops,
                // and ``resumeIfStopped()`` catches a stop that comes later.
                if waitForStop(timeout: responseTimeout + 2) {
                    trace("stopped; fg")
                    kill(pty.pid, SIGCONT)
                } else {
                    trace("did not stop")
                }
            case .check:
                report.batches += 1
                try check()
                continue
            }
            _ = pty.readAvailable(waitMilliseconds: 1)
        }
    }

    /// Reads output until none came for `quiet` milliseconds and no thread of the app is running
    /// (at most `limit`); returns whether it went quiet. Silence alone is not enough: a slow build (debug,
    /// AddressSanitizer, a loaded machine) can spend longer than `quiet` computing a frame.
    private func settle(quiet: UInt64? = nil, limit: Double = 2) -> Bool {
        let quiet = quiet ?? quietMilliseconds
        let deadline = Date().addingTimeInterval(max(limit, Double(quiet) / 1000 * 4))
        var lastOutput = Date()
        while Date() < deadline {
            let before = pty.bytesRead
            if !pty.readAvailable(waitMilliseconds: 20) { return true }
            if pty.bytesRead != before || isRunning() { lastOutput = Date() }
            if Date().timeIntervalSince(lastOutput) * 1000 >= Double(quiet) { return true }
        }
        return false
    }

    private func statsLines() -> [[String: Any]] {
        guard let text = try? String(contentsOf: statsURL, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }

    /// The state letter of one of the app's threads in /proc (`S` sleeping, `R` running, `T` stopped);
    /// without `thread`, the main thread's.
    private func processState(thread: String? = nil) -> Substring? {
        let path = thread.map { "/proc/\(pty.pid)/task/\($0)/stat" } ?? "/proc/\(pty.pid)/stat"
        guard let text = try? String(contentsOfFile: path, encoding: .utf8), let close = text.lastIndex(of: ")")
        else { return nil }
        return text[text.index(after: close)...].split(separator: " ").first
    }

    /// Whether any of the app's threads is running. (Not the main thread alone: Dispatch parks it in
    /// `sigsuspend` and runs the main queue, where frames are made, on a worker thread.)
    private func isRunning() -> Bool {
        let threads = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pty.pid)/task")) ?? []
        return threads.contains { processState(thread: $0) == "R" }
    }

    /// Whether the app is stopped.
    private func isStopped() -> Bool { processState() == "T" }

    /// Waits for the app to stop, reading its output meanwhile.
    private func waitForStop(timeout: Double) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            if isStopped() { return true }
            _ = pty.readAvailable(waitMilliseconds: 10)
        }
        return false
    }

    /// A stop that came after the fuzzer stopped waiting for it gets its `fg` now.
    private func resumeIfStopped() {
        if isStopped() {
            kill(pty.pid, SIGCONT)
            _ = settle()
        }
    }

    private func check() throws {
        resumeIfStopped()
        if generator.pasteOpen {
            // Let the open paste end by silence (the app delivers it after 750 ms without bytes).
            _ = settle(quiet: 900, limit: 3)
            generator.pasteEnded()
        }
        if try exited() { return }
        // The stats lines are counted before the screen is read: a frame writes its bytes before its
        // line, so any frame not counted here shows up among the lines after, and is not missed.
        let count = statsLines().count
        let quietBefore = settle()
        let before = pty.screen.text
        trace("check: quiet \(quietBefore) [app \(processState() ?? "-")]")
        var answer = askForCheck(count: count)
        trace("check: answered \(answer != nil) [app \(processState() ?? "-")]")
        if answer == nil {
            // Random bytes can open a bracketed paste (`ESC[200~`), and then Ctrl-L is pasted text. An open
            // paste ends after 750 ms without input: wait for that, and ask once more.
            _ = settle(quiet: 900, limit: 3)
            answer = askForCheck(count: count)
        }
        if try exited() { return }
        guard answer != nil else {
            report.hangs += 1
            fail("no answer to Ctrl-L within \(responseTimeout) s")
            try restart()
            return
        }
        // Every check since the last batch (Ctrl-L may also have been part of the batch).
        let lines = statsLines()
        for line in lines.dropFirst(seenStatsLines) {
            if let rows = line["repaintMismatchRows"] as? [Int], !rows.isEmpty {
                report.repaintMismatches += 1
                fail("screen differs from a full repaint on rows \(rows)")
            }
        }
        seenStatsLines = lines.count
        let quietAfter = settle()
        // Compare what the terminal showed before and after the full redraw only when the app stood
        // still: no frame but the redraw's own (a playing timer makes frames of its own) and no output
        // in between (the overlay's flashes fade without frames).
        // (The overlay's HUD shows the numbers of each frame, the redraw's own included.)
        let framesSince = statsLines().dropFirst(count)
        let stillApp = framesSince.allSatisfy { $0["repaintMismatchRows"] != nil && $0["overlay"] == nil }
        if quietBefore && quietAfter && stillApp && pty.screen.text != before {
            let redrawn = pty.screen.text
            pty.send(bytes: [0x0C])
            _ = settle()
            if pty.screen.text == redrawn {
                report.screenMismatches += 1
                fail(
                    "the terminal showed something else than a full redraw:\n--- before\n\(before)\n--- after\n\(redrawn)"
                )
            }
        }
    }

    /// Sends Ctrl-L (Shoji's own check, and a full redraw) and waits for the frame that answers it.
    private func askForCheck(count: Int) -> [String: Any]? {
        pty.send(bytes: [0x0C])
        let deadline = Date().addingTimeInterval(responseTimeout)
        while Date() < deadline {
            _ = pty.readAvailable(waitMilliseconds: 10)
            if let answer = statsLines().dropFirst(count).first(where: { $0["repaintMismatchRows"] != nil }) {
                return answer
            }
        }
        return nil
    }

    /// Whether the app has ended; records a crash or an unexpected exit and starts it again.
    private func exited() throws -> Bool {
        var raw: Int32 = 0
        guard waitpid(pty.pid, &raw, WNOHANG) == pty.pid else { return false }
        if raw & 0x7F == 0 {
            report.unexpectedExits += 1
            fail("exited with status \((raw >> 8) & 0xFF) before Ctrl-C")
        } else {
            report.crashes += 1
            fail("ended by signal \(raw & 0x7F)")
        }
        try start()
        return true
    }

    private func restart() throws {
        kill(pty.pid, SIGKILL)
        _ = pty.waitForExit(timeout: 2)
        try start()
    }

    private func finish() {
        // An open paste would take Ctrl-C for text: let it end by silence first.
        _ = settle(quiet: 900, limit: 3)
        pty.send(bytes: [0x03])
        let status = pty.waitForExit(timeout: 5)
        let tail = String(decoding: pty.output.suffix(120), as: UTF8.self)
        let restored =
            !pty.screen.alternateScreen && pty.terminalModes.contains(.echo)
            && pty.terminalModes.contains(.canonical) && tail.contains("\u{1b}[?1000l")
        if status != 0 || !restored {
            report.badEnds += 1
            fail(
                "Ctrl-C: status \(status.map(String.init) ?? "none"), terminal \(restored ? "restored" : "not restored")"
            )
        }
    }

    private func fail(_ note: String) {
        report.notes.append(note)
        guard let failureDirectory else { return }
        try? FileManager.default.createDirectory(at: failureDirectory, withIntermediateDirectories: true)
        // A recorded session (what `SHOJI_RECORD` writes): `make fuzz REPLAY=` replays it on the binary, and
        // `TestHost(view, replaying:).replay(_:)` headless in a test.
        let file = failureDirectory.appendingPathComponent("\(name)-\(report.failures)-\(report.batches).jsonl")
        let session = RecordedSession(
            header: .init(
                app: name, width: 80, height: 24, colors: .palette256,
                note: String(note.split(separator: "\n").first ?? "")),
            steps: history.flatMap { action in action.sessionSteps.map { ($0, 0.0) } })
        let text = "# replay: make fuzz REPLAY=\(file.path)\n" + session.text
        try? text.write(to: file, atomically: true, encoding: .utf8)
        report.failureFiles.append(file.path)
    }
}
