import Foundation

extension View {
    /// Reports why this view's body is running, as SwiftUI's `Self._printChanges()` does: call it in
    /// `body` (`let _ = Self._printChanges()`).
    ///
    /// Writes one line such as `FollowerCountView: ProfileModel.followerCount changed.` — never onto the
    /// terminal screen: into the overlay's explain panel (F6) and, when the `SHOJI_LOG` environment
    /// variable names a file, at the end of that file. The causes are those of ``FrameStats/causes``.
    public static func _printChanges() {
        MainActor.assumeIsolated { ChangeLog.report(Self.self) }
    }

    /// Reports why this view's body is running, like ``_printChanges()`` (SwiftUI's logging variant).
    public static func _logChanges() {
        MainActor.assumeIsolated { ChangeLog.report(Self.self) }
    }
}

/// Where `_printChanges()` lines go: a short log the overlay shows, and the `SHOJI_LOG` file.
@MainActor
@_spi(ShojiRuntime) public enum ChangeLog {
    /// The file named by `SHOJI_LOG`, opened for appending on first use.
    @_spi(ShojiRuntime) public nonisolated(unsafe) static var path: String?
    private static var handle: FileHandle?
    /// The last lines written, oldest first (at most ``limit``).
    @_spi(ShojiRuntime) public private(set) static var lines: [String] = []
    @_spi(ShojiRuntime) public static let limit = 50

    /// Writes the line for the body of `type` that is running now.
    static func report(_ type: Any.Type) {
        guard let node = ViewGraph.evaluating else { return }
        let graph = node.graph
        var causes = node.lastCauses
        if !graph.recordsCauses {
            // From now on every evaluation's causes are named; this one's can only be told at mount.
            graph.recordsCauses = true
            causes = node.evaluationCount == 1 ? ["@identity"] : ["@unknown"]
        }
        write("\(TypeNames.name(of: type)): \(causes.joined(separator: ", ")) changed.")
    }

    /// Appends a line to the log and the file.
    @_spi(ShojiRuntime) public static func write(_ line: String) {
        lines.append(line)
        if lines.count > limit { lines.removeFirst(lines.count - limit) }
        guard let path, !path.isEmpty else { return }
        if handle == nil {
            if !FileManager.default.fileExists(atPath: path) {
                _ = FileManager.default.createFile(atPath: path, contents: nil)
            }
            handle = FileHandle(forWritingAtPath: path)
            _ = try? handle?.seekToEnd()
        }
        try? handle?.write(contentsOf: Data((line + "\n").utf8))
    }

    /// Forgets the lines kept for the overlay (tests).
    @_spi(ShojiRuntime) public static func clear() { lines.removeAll() }
}
