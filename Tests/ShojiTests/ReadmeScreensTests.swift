import DemoCatalog
import Foundation
import Testing

/// The README's pictures are the demos as they are now: each one without the overlay (whose HUD shows
/// times) is rendered again and must equal the SVG in docs/screens (`make screenshots` makes them).
@MainActor
@Suite struct ReadmeScreensTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/screens")

    @Test(arguments: ReadmeScreen.all.map(\.name))
    func readmePictureIsCurrent(_ name: String) throws {
        let screen = try #require(ReadmeScreen.all.first { $0.name == name })
        let url = Self.directory.appendingPathComponent("\(name).svg")
        let saved = try String(contentsOf: url, encoding: .utf8)
        #expect(saved.hasPrefix("<svg"))
        guard !screen.overlay else { return }
        // The demo's files, and its `@AppStorage`, in a directory of the test's own.
        let scratch = TemporaryConfigDirectory.begin()
        defer { TemporaryConfigDirectory.end(scratch) }
        let (svg, _) = try #require(screen.render(directory: scratch))
        #expect(svg == saved, "docs/screens/\(name).svg is out of date: run make screenshots")
    }
}
