import Foundation

/// `Bundle.main` finding the resources a SwiftPM package ships with its executable.
///
/// Foundation on Linux looks for `Bundle.main`'s resources in the executable's directory, while SwiftPM
/// copies a target's resources into a bundle directory beside the executable (`App_App.resources`). These
/// overloads take a `String` name (what `forResource: "landmarkData.json", withExtension: nil` passes), so
/// they are chosen over Foundation's, which takes `String?`: Foundation's lookup runs first, then, for the
/// main bundle only, the `.resources` directories beside the executable are searched. A call that passes
/// an optional name goes to Foundation's method alone.
extension Bundle {
    /// The URL of the resource `name`.`ext`: Foundation's lookup, then the SwiftPM resource bundles beside
    /// the main executable.
    public func url(forResource name: String, withExtension ext: String?) -> URL? {
        if let url = url(forResource: Optional(name), withExtension: ext) { return url }
        return shippedResource(named: fileName(name, ext))
    }

    /// The path of the resource `name`.`ext`: Foundation's lookup, then the SwiftPM resource bundles
    /// beside the main executable.
    public func path(forResource name: String, ofType ext: String?) -> String? {
        if let path = path(forResource: Optional(name), ofType: ext) { return path }
        return shippedResource(named: fileName(name, ext))?.path
    }

    /// `name.ext`, or `name` when there is no extension.
    private func fileName(_ name: String, _ ext: String?) -> String {
        guard let ext, !ext.isEmpty else { return name }
        return "\(name).\(ext)"
    }

    /// `file` in one of the `.resources` directories beside the main executable, if this is the main
    /// bundle and one has it.
    private func shippedResource(named file: String) -> URL? {
        guard bundleURL == Bundle.main.bundleURL, !file.contains("/") else { return nil }
        let directory = bundleURL
        guard
            let entries = try? FileManager.default.contentsOfDirectory(
                at: directory, includingPropertiesForKeys: nil)
        else { return nil }
        for bundle in entries.sorted(by: { $0.path < $1.path }) where bundle.pathExtension == "resources" {
            let candidate = bundle.appendingPathComponent(file)
            if FileManager.default.fileExists(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
