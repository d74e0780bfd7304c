import Foundation

/// What replaying a session found.
public struct ReplayReport: Sendable, CustomStringConvertible {
    /// The first frame whose screen differs from the recording.
    public struct Mismatch: Sendable {
        /// The recorded frame's number.
        public var frame: Int
        /// The step (line after the header, from 1) that recorded it.
        public var step: Int
        /// The recorded hash.
        public var expected: String
        /// The hash of the replayed screen.
        public var actual: String
        /// The replayed screen, as text.
        public var screen: String
    }

    /// Frames whose screens were compared.
    public var framesCompared = 0
    /// Input events replayed.
    public var events = 0
    /// The first frame whose screen differs, or `nil` when every one matched.
    public var firstMismatch: Mismatch?
    /// `check` steps (from the fuzzer) whose screen differed from a full repaint: the step and the rows.
    public var repaintMismatches: [(step: Int, rows: [Int])] = []
    /// Whether the app asked to quit during the replay.
    public var quit = false

    /// Whether every compared frame matched and every check passed.
    public var isIdentical: Bool { firstMismatch == nil && repaintMismatches.isEmpty }

    /// A summary, with the first differing screen.
    public var description: String {
        var text = "\(events) events replayed, \(framesCompared) frames compared"
        if let mismatch = firstMismatch {
            text += "; frame \(mismatch.frame) (step \(mismatch.step)) differs: recorded \(mismatch.expected), "
            text += "replayed \(mismatch.actual), showing:\n\(mismatch.screen)"
        } else {
            text += ", all identical"
        }
        for (step, rows) in repaintMismatches {
            text += "\nstep \(step): rows \(rows) differ from a full repaint"
        }
        return text
    }
}

extension TestHost {
    /// A host for replaying `session`: `view` on a screen of the session's size and colours.
    public convenience init<V: View>(_ view: V, replaying session: RecordedSession) {
        self.init(
            view, width: session.header.width, height: session.header.height, colorSupport: session.header.colors)
    }

    /// Plays `session` (recorded with `SHOJI_RECORD`, or kept by `make fuzz`) through this host, headless:
    /// its input batches as the app received them, a frame after each, and at each recorded frame the
    /// screen compared with the recording's hash. Returns the first frame that differs (and, for a
    /// fuzzer's session, any screen that differs from a full repaint).
    ///
    /// Make the host with ``init(_:replaying:)`` (the session's size and colours) and the app's root
    /// view, in the state the app started in:
    ///
    /// ```swift
    /// let session = try RecordedSession(contentsOf: url)
    /// let host = TestHost(TodoView(), replaying: session)
    /// let report = host.replay(session)
    /// #expect(report.isIdentical, "\(report)")
    /// ```
    @discardableResult
    public func replay(_ session: RecordedSession) -> ReplayReport {
        var report = ReplayReport()
        // Whether anything since the last recorded frame rendered here (a frame recorded with no input
        // before it came from a timer or an async reply: the host renders what changed).
        var renderedSinceFrame = true
        for (index, entry) in session.steps.enumerated() {
            let stepNumber = index + 1
            switch entry.step {
            case .input(let event):
                report.events += 1
                if case .resize(let size) = event { backend.resize(to: size) }
                loop.handle(.input(event))
            case .endBatch:
                _ = endBatch()
                renderedSinceFrame = true
            case .resumed:
                resume()
                renderedSinceFrame = true
            case .bytes(let bytes):
                report.events += 1
                receive(bytes)
                renderedSinceFrame = true
            case .suspend:
                press("Ctrl-Z")
                resume()
                renderedSinceFrame = true
            case .check:
                let rows = rowsDifferingFromFullRepaint()
                if !rows.isEmpty { report.repaintMismatches.append((stepNumber, rows)) }
            case .frame(let number, let expected):
                if !renderedSinceFrame { update() }
                renderedSinceFrame = false
                report.framesCompared += 1
                let actual = RecordedSession.hash(of: graph.terminalScreen)
                if actual != expected, report.firstMismatch == nil {
                    report.firstMismatch = .init(
                        frame: number, step: stepNumber, expected: expected, actual: actual, screen: text)
                }
            case .exit:
                break
            }
            if didQuit {
                report.quit = true
                break
            }
        }
        return report
    }
}
