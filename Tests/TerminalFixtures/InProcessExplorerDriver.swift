import Foundation
import Shoji

/// Runs a view in process for the ``Explorer``, through ``TestHost``: fast (no process, no terminal), and
/// it sees styles, so a list's selection moving counts as a change. A step's check: the screen equals a
/// full repaint, and the step (its key, its frame and the check) took less than a second. A crash ends
/// the process running it: run the explorer in a process of its own (as `shoji-explore` does).
@MainActor
public final class InProcessExplorerDriver: ExplorerDriver {
    private let makeView: @MainActor () -> any View
    private let width: Int
    private let height: Int
    private var host: TestHost?
    /// How long a step may take before it counts as not answering.
    public var responseTimeout = 1.0

    /// A driver that starts each run with `makeView()` on a `width` × `height` screen.
    public init(width: Int, height: Int, makeView: @escaping @MainActor () -> any View) {
        self.width = width
        self.height = height
        self.makeView = makeView
    }

    public func start() throws -> ExplorerObservation {
        host = Self.host(for: makeView(), width: width, height: height)
        return observe(problem: nil)
    }

    public func press(_ key: String, check: Bool) -> ExplorerObservation {
        guard let host else { return ExplorerObservation(lines: [], focus: nil, problem: "not started", ended: true) }
        let started = DispatchTime.now().uptimeNanoseconds
        host.press(key)
        var problem: String?
        if check {
            let rows = host.rowsDifferingFromFullRepaint()
            if !rows.isEmpty { problem = "screen differs from a full repaint on rows \(rows)" }
        }
        let seconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1e9
        if seconds > responseTimeout {
            problem = (problem.map { $0 + "; " } ?? "") + String(format: "%@ took %.2f s", key, seconds)
        }
        if host.didQuit { return observe(problem: "the app quit", ended: true) }
        return observe(problem: problem)
    }

    public func stop() { host = nil }

    private func observe(problem: String?, ended: Bool = false) -> ExplorerObservation {
        guard let host else { return ExplorerObservation(lines: [], focus: nil, problem: problem, ended: true) }
        var marks = ""
        for y in 0..<height {
            for x in 0..<width {
                let style = host.style(x: x, y: y)
                if style.attributes.contains(.reverse) || style.background != nil { marks += "\(x),\(y) " }
            }
        }
        let focus = host.focusedView.map {
            "\($0.kind) \($0.frame.minX),\($0.frame.minY) \($0.frame.width)x\($0.frame.height)"
        }
        return ExplorerObservation(lines: host.lines, marks: marks, focus: focus, problem: problem, ended: ended)
    }

    private static func host<V: View>(for view: V, width: Int, height: Int) -> TestHost {
        TestHost(view, width: width, height: height)
    }
}
