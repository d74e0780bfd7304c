import Foundation
import Testing

@testable import CompatBookLibrary
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

@MainActor
@Suite struct BookLibraryCompatibilityTests {
    @Test func theFavoritesToggleFiltersTheList() throws {
        let host = TestHost(ContentView(), width: 80, height: 24)
        #expect(host.text.contains("Library"))
        #expect(host.text.contains("Dune"))
        #expect(host.text.contains("Neuromancer"))
        host.click("Favorites only")
        #expect(host.text.contains("Dune"))
        #expect(host.text.contains("The Hobbit"))
        #expect(!host.text.contains("Neuromancer"))
        #expect(!host.text.contains("Emma"))
    }

    @Test func favoritingFromTheDetailWritesThroughTheEnvironmentObject() throws {
        let host = TestHost(ContentView(), width: 80, height: 24)
        host.click("Neuromancer")
        #expect(host.text.contains("William Gibson"), "\(host.text)")
        #expect(host.text.contains("1984"))
        host.click("Add Favorite")
        #expect(host.text.contains("Remove Favorite"))
        host.press("Esc")
        host.click("Favorites only")
        #expect(host.text.contains("Neuromancer"), "the list sees the change: \(host.text)")
    }

    @Test func bundleMainFindsTheResourceSwiftPMShipsBesideTheExecutable() throws {
        // Landmarks' loader: `Bundle.main.url(forResource: "books.json", withExtension: nil)`.
        let url = try #require(Bundle.main.url(forResource: "books.json", withExtension: nil))
        #expect(url.deletingLastPathComponent().pathExtension == "resources")
        #expect(Bundle.main.url(forResource: "books", withExtension: "json") == url)
        #expect(Bundle.main.path(forResource: "books", ofType: "json") == url.path)
        #expect(Bundle.main.url(forResource: "no-such-file", withExtension: "json") == nil)
    }

    @Test func theBundledJSONMatchesTheBuiltInFallback() throws {
        let books = load("books.json", fallback: Book.samples)
        #expect(books.map(\.title) == ["Dune", "Neuromancer", "The Hobbit", "Emma"])
        let resource = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .deletingLastPathComponent()
            .appendingPathComponent("Compatibility/BookLibrary/Resources/books.json")
        let decoded = try JSONDecoder().decode([Book].self, from: Data(contentsOf: resource))
        #expect(decoded == Book.samples)
    }
}
