import Foundation

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// A fresh directory for `@AppStorage` (and the files a test writes), removed afterwards: the stores read
/// it as a new process would.
@MainActor
enum TemporaryConfigDirectory {
    /// Runs `body` with the directory in place.
    static func with(_ body: (URL) throws -> Void) rethrows {
        let directory = begin()
        defer { end(directory) }
        try body(directory)
    }

    /// Runs an async `body` with the directory in place.
    static func withAsync(_ body: (URL) async throws -> Void) async rethrows {
        let directory = begin()
        defer { end(directory) }
        try await body(directory)
    }

    /// Puts a fresh directory in place and returns it, for a test that calls ``end(_:)`` in a `defer`.
    static func begin() -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shoji-storage-\(UUID())")
        AppStorageStore.directoryOverride = directory
        AppStorageStore.reloadAll()
        return directory
    }

    /// Takes `directory` away again (and with it whatever the test put in it).
    static func end(_ directory: URL) {
        AppStorageStore.directoryOverride = nil
        AppStorageStore.reloadAll()
        try? FileManager.default.removeItem(at: directory)
    }
}
