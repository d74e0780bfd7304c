import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a built app in a pseudo-terminal for the ``Explorer``: the real program, the real terminal.
/// A step's check sends Ctrl-L and waits for the frame that answers it (its stats line, through
/// `SHOJI_STATS`): the app is alive, it answered within a second, Shoji found its screen equal to a full
/// repaint, and the stats name the focused view. It does not see styles (``ExplorerObservation/marks``
/// is empty).
@MainActor
public final class PTYExplorerDriver: ExplorerDriver {
    private let executable: String
    private let arguments: [String]
    private let width: Int
    private let height: Int
    private var pty: PseudoTerminal?
    private var statsURL: URL?
    private var seenLines = 0
    private let configDirectory: URL
    /// How long the app may take to answer a check.
    public var responseTimeout = 1.0

    /// A driver for the program at `executable`, on a `width` × `height` terminal.
    public init(executable: String, arguments: [String] = [], width: Int, height: Int) {
        self.executable = executable
        self.arguments = arguments
        self.width = width
        self.height = height
        configDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "shoji-explore-config-\(getpid())")
    }

    public func start() throws -> ExplorerObservation {
        stop()
        let stats = FileManager.default.temporaryDirectory.appendingPathComponent(
            "shoji-explore-\(getpid())-\(UUID().uuidString).jsonl")
        statsURL = stats
        seenLines = 0
        let pty = try PseudoTerminal(
            executable: executable, arguments: arguments,
            environment: [
                "SHOJI_STATS": stats.path, "SHOJI_ANIMATIONS": "0", "XDG_CONFIG_HOME": configDirectory.path,
            ], width: width, height: height)
        self.pty = pty
        // The first frame's stats line says the app has taken the terminal (a key sent before that would
        // be flushed away with the terminal's modes).
        let deadline = Date().addingTimeInterval(10)
        while statsLines().isEmpty && Date() < deadline && pty.exitStatusIfEnded() == nil {
            _ = pty.readAvailable(waitMilliseconds: 5)
        }
        return check(after: "start")
    }

    public func press(_ key: String, check shouldCheck: Bool) -> ExplorerObservation {
        guard let pty else { return ExplorerObservation(lines: [], focus: nil, problem: "not started", ended: true) }
        _ = pty.send(bytes: terminalBytes(forKey: key))
        // A lone ESC is the Escape key only after the decoder's delay with nothing after it: Ctrl-L sent
        // sooner would make it Alt-Ctrl-L.
        if key == "Esc" { _ = pty.readAvailable(waitMilliseconds: 60) }
        return check(after: key, report: shouldCheck)
    }

    public func stop() {
        guard let pty else { return }
        self.pty = nil
        pty.send("\u{03}")
        if pty.waitForExit(timeout: 2) == nil {
            kill(pty.pid, SIGKILL)
            _ = pty.waitForExit(timeout: 2)
        }
        if let statsURL { try? FileManager.default.removeItem(at: statsURL) }
    }

    /// Sends Ctrl-L and waits for its frame; reports what failed when `report` is set.
    private func check(after key: String, report: Bool = true) -> ExplorerObservation {
        guard let pty else { return ExplorerObservation(lines: [], focus: nil, problem: "not started", ended: true) }
        if let ended = exited(pty) { return ended }
        let count = seenLines
        _ = pty.send(bytes: [0x0C])
        let deadline = Date().addingTimeInterval(responseTimeout)
        var answer: [String: Any]?
        while answer == nil && Date() < deadline {
            _ = pty.readAvailable(waitMilliseconds: 5)
            let lines = statsLines()
            if let index = lines.indices.dropFirst(count).first(where: { lines[$0]["repaintMismatchRows"] != nil }) {
                answer = lines[index]
                seenLines = index + 1
            }
        }
        if let ended = exited(pty) { return ended }
        guard let answer else {
            kill(pty.pid, SIGKILL)
            _ = pty.waitForExit(timeout: 2)
            self.pty = nil
            return ExplorerObservation(
                lines: pty.screen.lines, focus: nil, problem: "no answer within \(responseTimeout) s after \(key)",
                ended: true)
        }
        // The frame's bytes come before its stats line: read what is left of them.
        while true {
            let before = pty.bytesRead
            guard pty.readAvailable(waitMilliseconds: 3), pty.bytesRead != before else { break }
        }
        var problem: String?
        if report, let rows = answer["repaintMismatchRows"] as? [Int], !rows.isEmpty {
            problem = "screen differs from a full repaint on rows \(rows)"
        }
        return ExplorerObservation(lines: pty.screen.lines, focus: answer["focus"] as? String, problem: problem)
    }

    /// The observation of an app that has ended, or `nil` while it runs.
    private func exited(_ pty: PseudoTerminal) -> ExplorerObservation? {
        guard let status = pty.exitStatusIfEnded() else { return nil }
        self.pty = nil
        let note = pty.endingSignal.map { "ended by signal \($0)" } ?? "exited with status \(status)"
        return ExplorerObservation(lines: pty.screen.lines, focus: nil, problem: note, ended: true)
    }

    private func statsLines() -> [[String: Any]] {
        guard let statsURL, let text = try? String(contentsOf: statsURL, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }
}
