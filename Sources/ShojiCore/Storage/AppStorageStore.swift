import Foundation
import Observation

/// A value `@AppStorage` keeps, as it is written to the file.
enum StoredValue: Codable, Equatable, Sendable {
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case data(Data)
}

/// One key of a store, observable on its own: a view re-evaluates only when a key it read changes.
@Observable
@_spi(ShojiRuntime) public final class StoredEntry: @unchecked Sendable {
    var value: StoredValue?

    init(value: StoredValue?) {
        self.value = value
    }
}

/// The values of `@AppStorage` (persisted) or `@SceneStorage` (in memory) for the process, shared by
/// every view that reads the same key.
///
/// `@AppStorage` values live in `$XDG_CONFIG_HOME/<app>/AppStorage.json` (else
/// `~/.config/<app>/AppStorage.json`; `<app>` is the executable's name), kept by a ``PersistentFile``:
/// written off the main thread after every change, whole or not at all; a file that cannot be read or
/// decoded is kept aside (`AppStorage.json.unreadable-<time>`, said on the status line) and the defaults
/// show; a failed write shows on the status line and is tried again.
@MainActor
@_spi(ShojiRuntime) public final class AppStorageStore {
    /// The stores by file (one per suite).
    private static var stores: [String: AppStorageStore] = [:]
    /// The in-memory store of `@SceneStorage`.
    static let scene = AppStorageStore(file: nil)

    /// Where the files go; `nil` for the user's config directory. Tests set it.
    static var directoryOverride: URL?

    /// The file's path under the config directory: `<app>/AppStorage.json`.
    static var fileName: String { sanitized(ProcessInfo.processInfo.processName) + "/AppStorage.json" }

    /// The store for `suite` (the app's own when `nil`).
    static func persistent(suite: String?) -> AppStorageStore {
        let name = sanitized(suite ?? ProcessInfo.processInfo.processName)
        let file = directory.appendingPathComponent(name).appendingPathComponent("AppStorage.json")
        if let store = stores[file.path] { return store }
        let store = AppStorageStore(file: file)
        stores[file.path] = store
        return store
    }

    /// Forgets every loaded store (the next access reads the files again), as a new process would once
    /// this one had ended (its writes flushed).
    static func reloadAll() {
        PersistentFile.flushAll()
        stores.removeAll()
        // The files just let go of say nothing any more: a notice about one must not outlive it.
        StorageStatus.changed()
    }

    /// The user's config directory: `$XDG_CONFIG_HOME`, else `~/.config`.
    static var directory: URL {
        if let override = directoryOverride { return override }
        let environment = ProcessInfo.processInfo.environment
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") { return URL(fileURLWithPath: xdg) }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home).appendingPathComponent(".config")
    }

    private static func sanitized(_ name: String) -> String {
        let allowed = name.unicodeScalars.map {
            CharacterSet.alphanumerics.contains($0) || "-_.".unicodeScalars.contains($0) ? Character($0) : "_"
        }
        let result = String(allowed).trimmingCharacters(in: CharacterSet(charactersIn: "."))
        return result.isEmpty ? "app" : result
    }

    private let file: PersistentFile?
    private var entries: [String: StoredEntry] = [:]

    private init(file url: URL?) {
        file = url.map { PersistentFile(url: $0) }
        guard let file, let data = file.load() else { return }
        guard let values = try? JSONDecoder().decode([String: StoredValue].self, from: data) else {
            file.keepAside(because: "not a set of preferences")
            return
        }
        for (key, value) in values { entries[key] = StoredEntry(value: value) }
    }

    /// The entry for `key` (made on first use).
    @_spi(ShojiRuntime) public func entry(_ key: String) -> StoredEntry {
        if let entry = entries[key] { return entry }
        let entry = StoredEntry(value: nil)
        entries[key] = entry
        return entry
    }

    /// Stores `value` for `key` and writes the file.
    func set(_ value: StoredValue?, for key: String) {
        let entry = entry(key)
        guard entry.value != value else { return }
        entry.value = value
        save()
    }

    /// Saves every value (the file is written off the main thread, whole or not at all).
    private func save() {
        guard let file else { return }
        var values: [String: StoredValue] = [:]
        for (key, entry) in entries { if let value = entry.value { values[key] = value } }
        let snapshot = values
        file.save {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            return try encoder.encode(snapshot)
        }
    }
}
