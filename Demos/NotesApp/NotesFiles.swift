import Foundation

/// Where the notes app keeps its files.
public enum NotesFiles {
    /// `$XDG_CONFIG_HOME/<app>`, else `~/.config/<app>`: the directory `@AppStorage` uses too.
    public static func directory(app: String) -> URL {
        let environment = ProcessInfo.processInfo.environment
        let base: URL
        if let xdg = environment["XDG_CONFIG_HOME"], xdg.hasPrefix("/") {
            base = URL(fileURLWithPath: xdg)
        } else {
            let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
            base = URL(fileURLWithPath: home).appendingPathComponent(".config")
        }
        return base.appendingPathComponent(app)
    }

    /// Deletes the notes and the preferences in `directory` (`--reset`).
    public static func reset(_ directory: URL) {
        for name in ["Notes.json", "AppStorage.json"] {
            try? FileManager.default.removeItem(at: directory.appendingPathComponent(name))
        }
    }
}
