/// What Shoji shows about itself, attached to the frame loop as an observer (``ViewGraph/attach(_:)``):
/// the redraw-count overlay (F2 on/off, F3 reset, F5 move the HUD), the explain panel (F6), and the
/// invalidation mode's key (F4). The keys are in `GlobalKeys`; the mode and the performance warnings
/// belong to the graph.
@MainActor
@_spi(ShojiRuntime) public final class DebugTools: FrameObserver, DebugControls {
    /// The redraw-count overlay.
    @_spi(ShojiRuntime) public let overlay = RedrawOverlay()
    /// Called when the overlay needs drawing again later (a flash is fading).
    var onOverlayAnimation: (() -> Void)?
    /// What the terminal shows when the overlay is (or was just) on: the app's cells plus the overlay's.
    @exclusivity(unchecked) private(set) var composite: ScreenBuffer?
    /// The user views evaluated in the frame being built (collected only while the overlay is on).
    @exclusivity(unchecked) private var evaluatedThisFrame: [ViewNode] = []
    /// The runs of app cells the frame sent (collected only while the overlay is on): what flashes.
    @exclusivity(unchecked) private var repaintedThisFrame: [Rect] = []

    /// Debug tools, to attach to a graph.
    @_spi(ShojiRuntime) public init() {}

    // MARK: Observing

    func didEvaluate(_ node: ViewNode) {
        if overlay.isOn && !(node.view is any BuiltinView) { evaluatedThisFrame.append(node) }
    }

    func frameFlushed(_ stats: inout FrameStats, graph: ViewGraph) {
        stats.overlayShown = overlay.isOn
    }

    func frameFinished(_ stats: FrameStats, graph: ViewGraph) {
        overlay.record(stats, evaluated: evaluatedThisFrame, repainted: repaintedThisFrame)
        evaluatedThisFrame.removeAll()
        repaintedThisFrame.removeAll()
        flushOverlay(graph: graph)
    }

    func handleClick(at point: Point, graph: ViewGraph) -> Bool {
        guard overlay.handleClick(at: point) else { return false }
        flushOverlay(graph: graph)
        return true
    }

    /// The app cells of a frame went to the terminal where overlay cells were shown: keeps the record
    /// of what the terminal shows in step.
    func appCellsSent(row: Int, start: Int, end: Int, from buffer: ScreenBuffer) {
        composite?.copyRun(from: buffer, row: row, start: start, end: end)
        if overlay.isOn { repaintedThisFrame.append(Rect(x: start, y: row, width: end - start, height: 1)) }
    }

    /// Forgets the overlay's composite (the screen was resized).
    func screenResized() { composite = nil }

    /// What the terminal shows, when it is not the app's cells alone.
    var shownScreen: ScreenBuffer? { composite }

    /// Draws the overlay over the app's cells and sends the difference: the second, uncounted pass of a
    /// frame. With the overlay off (and already cleared) it does nothing.
    func flushOverlay(graph: ViewGraph) {
        guard overlay.isOn || composite != nil else { return }
        var next = graph.appScreen
        if overlay.isOn {
            overlay.draw(
                into: &next, nodes: graph.allNodes, mode: graph.mode, warning: graph.warnings.latest,
                objectTotals: graph.stats.totalObjectWillChange)
        }
        let shown = composite ?? graph.terminalScreen
        let backend = graph.backend
        backend.beginFrame()
        if shown.size == next.size {
            next.forEachChangedRun(comparedWith: shown) { y, start, end in
                backend.write(
                    row: y, column: start, cells: next.cells[(y * next.width + start)..<(y * next.width + end)])
            }
        }
        backend.setCursor(graph.cursorPosition)
        _ = backend.endFrame()
        composite = overlay.isOn ? next : nil
        if overlay.isOn && overlay.isAnimating { onOverlayAnimation?() }
    }

    // MARK: Keys

    // MARK: Keys (the keys themselves are in `GlobalKeys`, the one table of keys every app has)

    var overlayIsOn: Bool { overlay.isOn }

    /// Turns the redraw overlay on or off (F2).
    func toggleOverlay(graph: ViewGraph) {
        overlay.isOn.toggle()
        if overlay.isOn { graph.recordsCauses = true }
        flushOverlay(graph: graph)
    }

    /// Resets the overlay's counts and the evaluation totals (F3).
    func resetCounts(graph: ViewGraph) {
        overlay.reset()
        graph.stats.resetTotals()
        for node in graph.allNodes { node.resetEvaluationCount() }
        flushOverlay(graph: graph)
    }

    /// Switches to the next invalidation mode (F4).
    func nextMode(graph: ViewGraph) {
        let all = InvalidationMode.allCases
        graph.setMode(all[((all.firstIndex(of: graph.mode) ?? 0) + 1) % all.count])
        flushOverlay(graph: graph)
    }

    /// Moves the overlay's HUD between the top and the bottom of the screen (F5).
    func moveHUD(graph: ViewGraph) {
        overlay.hudAtTop.toggle()
        flushOverlay(graph: graph)
    }

    /// Shows or hides the explain panel (F6), turning the overlay on with it.
    func toggleExplain(graph: ViewGraph) {
        overlay.toggleExplain()
        if overlay.showsExplain {
            overlay.isOn = true
            graph.recordsCauses = true
        }
        flushOverlay(graph: graph)
    }
}
