import Foundation

/// `Color("Name")`: the named colors of an asset catalog shipped beside the app (`<Name>.colorset` in an
/// `.xcassets` directory), read once; a name with no color set gets a stable color of its own, so an app
/// written for an asset catalog still shows its colors apart.
///
/// Looked for in the bundle given, `Bundle.main`'s resources, the executable's directory and the SwiftPM
/// resource bundles beside it (`App_App.resources`), each with its `.xcassets` directories. A color set's
/// universal entry is used (not its dark or high-contrast variants); `srgb`, `extended-srgb` and
/// `display-p3` components are read as decimal (`0.5`), integer (`128`) or hexadecimal (`0x80`) values.
enum ColorAssets {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var cache: [String: Color] = [:]
    nonisolated(unsafe) private static var index: [String: URL]?

    /// The color named `name`.
    static func color(named name: String, bundle: Bundle?) -> Color {
        lock.lock()
        defer { lock.unlock() }
        let key = (bundle?.bundleURL.path ?? "") + "\u{0}" + name
        if let known = cache[key] { return known }
        let sets = colorSets(bundle: bundle)
        let leaf = name.split(separator: "/").last.map(String.init) ?? name
        let color = (sets[name] ?? sets[leaf]).flatMap(read) ?? stableColor(for: name)
        cache[key] = color
        return color
    }

    /// A color made from `name` alone: the same name gives the same color in every run.
    static func stableColor(for name: String) -> Color {
        let hash = StableHash.fnv1a(name)
        return Color(hue: Double(hash % 360) / 360, saturation: 0.55, brightness: 0.85)
    }

    /// The color sets of the catalogs that can be found, by name (and by `Folder/Name`).
    private static func colorSets(bundle: Bundle?) -> [String: URL] {
        if bundle == nil, let index { return index }
        var roots: [URL] = []
        for candidate in [bundle, Bundle.main].compactMap({ $0 }) {
            roots += [candidate.resourceURL, candidate.bundleURL].compactMap { $0 }
        }
        let executable = URL(fileURLWithPath: CommandLine.arguments.first ?? ".").deletingLastPathComponent()
        roots.append(executable)
        let fileManager = FileManager.default
        for root in roots {
            let entries = (try? fileManager.contentsOfDirectory(at: root, includingPropertiesForKeys: nil)) ?? []
            roots += entries.filter { $0.pathExtension == "resources" || $0.pathExtension == "bundle" }
        }
        var sets: [String: URL] = [:]
        var seen = Set<String>()
        for root in roots where seen.insert(root.standardizedFileURL.path).inserted {
            let entries = (try? fileManager.contentsOfDirectory(at: root, includingPropertiesForKeys: nil)) ?? []
            for catalog in entries where catalog.pathExtension == "xcassets" {
                collect(in: catalog, prefix: "", into: &sets)
            }
        }
        if bundle == nil { index = sets }
        return sets
    }

    /// The color sets under `directory`, depth-first (a catalog's folders group them).
    private static func collect(in directory: URL, prefix: String, into sets: inout [String: URL], depth: Int = 0) {
        guard depth < 8,
            let entries = try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)
        else { return }
        for entry in entries {
            let name = entry.deletingPathExtension().lastPathComponent
            if entry.pathExtension == "colorset" {
                if sets[name] == nil { sets[name] = entry }
                if !prefix.isEmpty { sets[prefix + name] = entry }
            } else if entry.pathExtension.isEmpty {
                collect(in: entry, prefix: prefix + name + "/", into: &sets, depth: depth + 1)
            }
        }
    }

    /// The universal color of the color set at `url`, if its `Contents.json` has one to read.
    static func read(_ url: URL) -> Color? {
        guard let data = try? Data(contentsOf: url.appendingPathComponent("Contents.json")),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let colors = json["colors"] as? [[String: Any]]
        else { return nil }
        let universal = colors.first { ($0["appearances"] as? [Any])?.isEmpty ?? true } ?? colors.first
        guard let color = universal?["color"] as? [String: Any],
            let components = color["components"] as? [String: Any]
        else { return nil }
        func value(_ key: String) -> Double? {
            if let number = components[key] as? NSNumber { return number.doubleValue }
            guard let text = (components[key] as? String)?.trimmingCharacters(in: .whitespaces) else { return nil }
            if text.lowercased().hasPrefix("0x") { return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            if !text.contains("."), let integer = Int(text), integer > 1 { return Double(min(integer, 255)) / 255 }
            return Double(text)
        }
        let alpha = value("alpha") ?? 1
        if let white = value("white") { return Color(white: white, opacity: alpha) }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        return Color(red: red, green: green, blue: blue, opacity: alpha)
    }
}

extension Color {
    /// The color named `name` in the asset catalog shipped with the app (in `bundle`, or beside the
    /// executable); a name the catalog lacks, or an app with no catalog, gets a stable color of its own.
    public init(_ name: String, bundle: Bundle? = nil) {
        self = ColorAssets.color(named: name, bundle: bundle)
    }
}
