/// What the app's files have to say (a failed write, a file kept aside), shown on the status line of
/// every running app (`ViewGraph` draws it over the bottom row, before any `.help` text) until it is
/// resolved.
@MainActor
@_spi(ShojiRuntime) public enum StorageStatus {
    private struct WeakFile {
        weak var file: PersistentFile?
    }

    private struct WeakGraph {
        weak var graph: ViewGraph?
    }

    private static var files: [WeakFile] = []
    private static var graphs: [WeakGraph] = []

    /// The message to show: the first problem, else the first notice, of the live files.
    @_spi(ShojiRuntime) public private(set) static var message: String?

    /// Starts following `file`.
    @_spi(ShojiRuntime) public static func register(_ file: PersistentFile) {
        files.removeAll { $0.file == nil }
        files.append(WeakFile(file: file))
    }

    /// Redraws `graph`'s status line whenever the message changes.
    @_spi(ShojiRuntime) public static func observe(_ graph: ViewGraph) {
        graphs.removeAll { $0.graph == nil }
        graphs.append(WeakGraph(graph: graph))
    }

    /// A file's problem or notice changed.
    @_spi(ShojiRuntime) public static func changed() {
        let live = files.compactMap(\.file)
        let next = live.lazy.compactMap(\.problem).first ?? live.lazy.compactMap(\.notice).first
        guard next != message else { return }
        message = next
        for graph in graphs.compactMap(\.graph) { graph.storageStatusChanged() }
    }
}
