/// Something that watches the frame loop without taking part in it — the redraw-count overlay and the
/// explain panel (`DebugTools`) attach to a graph through this (``ViewGraph/attach(_:)``). The graph names
/// no observer; with none attached a frame does no work for one.
@MainActor
protocol FrameObserver: AnyObject {
    /// A node's body was evaluated.
    func didEvaluate(_ node: ViewNode)
    /// The frame's app cells reached the backend; `stats` is about to be closed.
    func frameFlushed(_ stats: inout FrameStats, graph: ViewGraph)
    /// The frame was closed with `stats`: draw anything of the observer's own (a second, uncounted pass).
    func frameFinished(_ stats: FrameStats, graph: ViewGraph)
    /// A run of the app's cells went to the terminal (row `row`, columns `start..<end` of `buffer`).
    func appCellsSent(row: Int, start: Int, end: Int, from buffer: ScreenBuffer)
    /// The screen was resized.
    func screenResized()
    /// What the terminal shows when the observer draws over the app's cells, else `nil`.
    var shownScreen: ScreenBuffer? { get }
    /// A click at `point` that the observer's own drawing takes (a button of the overlay's HUD).
    func handleClick(at point: Point, graph: ViewGraph) -> Bool
}

/// The debug keys' actions (F2–F6 in `GlobalKeys`, the one table of keys every app has), offered by an
/// attached observer.
@MainActor
protocol DebugControls: AnyObject {
    /// Whether the redraw overlay is on.
    var overlayIsOn: Bool { get }
    /// F2: the overlay on or off.
    func toggleOverlay(graph: ViewGraph)
    /// F3: reset the overlay's counts.
    func resetCounts(graph: ViewGraph)
    /// F4: the next invalidation mode.
    func nextMode(graph: ViewGraph)
    /// F5: move the overlay's HUD.
    func moveHUD(graph: ViewGraph)
    /// F6: the explain panel.
    func toggleExplain(graph: ViewGraph)
}
