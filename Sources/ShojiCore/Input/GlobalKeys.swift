/// The keys every app has, handled in this one place before any view sees a key:
///
/// | Key | Does |
/// |---|---|
/// | Ctrl-C | quit |
/// | Ctrl-Z | suspend (the backend gives the terminal back; `fg` resumes) |
/// | Ctrl-L | redraw the screen from scratch |
/// | F2 | the redraw overlay on or off |
/// | F3 | reset the overlay's counts |
/// | F4 | the next invalidation mode (property, object, tree) |
/// | F5 | move the overlay's HUD (top or bottom) |
/// | F6 | the explain panel (why views ran) |
@MainActor
enum GlobalKeys {
    /// Handles `key` if it is one of them; returns whether it was.
    static func handle(_ key: KeyPress, graph: ViewGraph) -> Bool {
        switch key.key {
        case .control("c"):
            graph.requestQuit()
        case .control("z"):
            // The app sees `.background` (and its onChange handlers run) before the terminal is given back.
            graph.setScenePhase(.background)
            graph.renderFrame()
            // What the app saved reaches the disk before the process stops (it may never come back).
            SavedData.flush()
            graph.backend.suspend()
        case .control("l"):
            graph.redrawFromScratch()
        case .function(2):
            graph.debugControls?.toggleOverlay(graph: graph)
        case .function(3):
            graph.debugControls?.resetCounts(graph: graph)
        case .function(4):
            graph.debugControls?.nextMode(graph: graph)
        case .function(5):
            graph.debugControls?.moveHUD(graph: graph)
        case .function(6):
            graph.debugControls?.toggleExplain(graph: graph)
        default:
            return false
        }
        return true
    }
}
