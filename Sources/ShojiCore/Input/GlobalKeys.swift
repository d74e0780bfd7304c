/// The keys every app has, handled in this one place before any view sees a key:
///
/// | Key | Does |
/// |---|---|
/// | Ctrl-C | quit |
/// | Ctrl-Z | suspend (the backend gives the terminal back; `fg` resumes) |
/// | Ctrl-L | redraw the screen from scratch |
/// | F2 / F3 / F4 / F5 | the debug tools: overlay, reset its counts, invalidation mode, move its HUD |
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
        default:
            return graph.debug.handleKey(key, graph: graph)
        }
        return true
    }
}
