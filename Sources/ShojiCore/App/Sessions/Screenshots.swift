import Foundation

/// Where a running app's screenshots go: F7 saves an SVG of what the terminal shows into the current
/// directory (or `SHOJI_SCREENSHOT_DIR`), and `SHOJI_SCREENSHOT=<path>` saves the last screen when the
/// app ends (SVG, or the snapshot text when the path ends in `.txt`). Files are written atomically.
enum Screenshots {
    /// Saves `screen` for F7 and says where (or why not), for the status line.
    static func save(_ screen: ScreenBuffer, environment: [String: String], processName: String, now: Date = Date())
        -> String
    {
        let directory = environment["SHOJI_SCREENSHOT_DIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "."
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyyMMdd-HHmmss"
        let stem = "\(processName)-\(formatter.string(from: now))"
        var url = URL(fileURLWithPath: directory).appendingPathComponent(stem + ".svg")
        var n = 2
        while FileManager.default.fileExists(atPath: url.path) {
            url = URL(fileURLWithPath: directory).appendingPathComponent("\(stem)-\(n).svg")
            n += 1
        }
        do {
            try write(screen, to: url.path, title: processName)
            return "Screenshot saved: \(url.lastPathComponent)"
        } catch {
            return "Screenshot not saved: \(reason(error))"
        }
    }

    /// Writes `screen` to `path`: the snapshot text for `.txt`, else SVG.
    static func write(_ screen: ScreenBuffer, to path: String, title: String) throws {
        let text = path.hasSuffix(".txt") ? screen.snapshotText : screen.svg(title: title)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }

    /// A short reason for a failed write.
    private static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain
        {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return nsError.localizedDescription
    }
}
