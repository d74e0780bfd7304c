/// What the app's files have to say (a failed write, a file kept aside), shown on the status line of
/// every running app (`ViewGraph` draws it over the bottom row, before any `.help` text) until it is
/// resolved.
@MainActor
@_spi(ShojiRuntime) public enum StorageStatus {
    private struct WeakFile {
        weak var file: PersistentFile?
    }

    /// What follows the message for one graph. The list holds it weakly, not the graph: a weak
    /// reference gives its object a side table, and every later retain and release of that object takes
    /// the slow path — the graph is retained by each node that reads it, dozens of times a frame (4,700
    /// instructions of a counter key, callgrind). The graph owns its listener, so the listener lives
    /// exactly as long as the graph.
    @MainActor
    final class Listener {
        /// The graph to redraw; it owns this listener.
        unowned let graph: ViewGraph

        /// A listener for `graph`.
        init(graph: ViewGraph) { self.graph = graph }
    }

    private struct WeakListener {
        weak var listener: Listener?
    }

    private static var files: [WeakFile] = []
    private static var listeners: [WeakListener] = []

    /// The message to show: the first problem, else the first notice, of the live files.
    @exclusivity(unchecked) @_spi(ShojiRuntime) public private(set) static var message: String?

    /// Starts following `file`.
    @_spi(ShojiRuntime) public static func register(_ file: PersistentFile) {
        files.removeAll { $0.file == nil }
        files.append(WeakFile(file: file))
    }

    /// Redraws `graph`'s status line whenever the message changes, for as long as `graph` keeps the
    /// listener returned.
    static func observe(_ graph: ViewGraph) -> Listener {
        let listener = Listener(graph: graph)
        listeners.removeAll { $0.listener == nil }
        listeners.append(WeakListener(listener: listener))
        return listener
    }

    /// A file's problem or notice changed.
    @_spi(ShojiRuntime) public static func changed() {
        let live = files.compactMap(\.file)
        let next = live.lazy.compactMap(\.problem).first ?? live.lazy.compactMap(\.notice).first
        guard next != message else { return }
        message = next
        for listener in listeners.compactMap(\.listener) { listener.graph.storageStatusChanged() }
    }
}
