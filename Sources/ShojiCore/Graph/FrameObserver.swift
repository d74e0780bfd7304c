/// Something that watches the frame loop without taking part in it: the redraw-count overlay, the
/// invalidation modes and the performance warnings (Debug/) attach to a graph through this.
@MainActor
protocol FrameObserver: AnyObject {
    /// A node's body was evaluated.
    func didEvaluate(_ node: ViewNode)
    /// One batch of observation changes invalidated these nodes (before the mode widened the set).
    func didInvalidate(_ nodes: [ViewNode], graph: ViewGraph)
    /// Marks dirty the nodes a change read by `node` reaches, in the current invalidation mode
    /// (``ViewGraph/markDirty(_:)``).
    func markDirty(after node: ViewNode, change: ObservedChange?, graph: ViewGraph)
    /// The frame's app cells reached the backend; `stats` is about to be closed.
    func frameFlushed(_ stats: inout FrameStats, micros: Int, graph: ViewGraph)
    /// The frame was closed with `stats`: draw anything of the observer's own (a second, uncounted pass).
    func frameFinished(_ stats: FrameStats, graph: ViewGraph)
    /// A key every app has, for the observer (F2–F5). Returns whether it was used.
    func handleKey(_ key: KeyPress, graph: ViewGraph) -> Bool
}
