import Foundation
import Testing

@testable import Articles
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

// An unnamed preview is named after its file and line.
#Preview {
    Text("Unnamed preview")
}

/// `#Preview` (Shoji's own compiler plugin) and `PreviewProvider`, found at run time.
@MainActor
@Suite struct PreviewTests {
    @Test func macroAndProviderPreviewsAreFoundByName() throws {
        let names = PreviewCatalog.entries.map(\.name)
        #expect(names.contains("Migration"))
        #expect(names.contains("Old settings"))
        #expect(names.contains("NewSettingsView_Previews"))
    }

    @Test func aTestHostMountsAPreviewByName() throws {
        let host = try #require(TestHost.preview("Old settings", width: 40, height: 6))
        #expect(host.text.contains("Font: 14 pt"))
        let provider = try #require(TestHost.preview("NewSettingsView_Previews", width: 40, height: 6))
        #expect(provider.text.contains("Name: Ada"))
        #expect(TestHost.preview("No such preview") == nil)
    }

    @Test func theBrowserListsPreviewsAndShowsOne() throws {
        let host = TestHost(PreviewBrowser(selected: nil), width: 60, height: 40)
        #expect(host.text.contains("Previews ("))
        host.click("Old settings")
        #expect(host.text.contains("Alerts: on"))
        host.press("Esc")
        #expect(host.text.contains("Migration"))
    }

    @Test func anUnnamedPreviewIsNamedAfterItsFileAndLine() throws {
        let entry = try #require(PreviewCatalog.entries.first { $0.name.hasPrefix("PreviewTests.swift:") })
        let line = try #require(Int(entry.name.split(separator: ":").last ?? ""))
        let source = try String(contentsOfFile: #filePath, encoding: .utf8).components(separatedBy: "\n")
        #expect(source[line - 1].hasPrefix("#Preview {"), "\(entry.name)")
        #expect(TestHost.preview(entry.name)?.text.contains("Unnamed preview") == true)
    }

    @Test func aConformanceSymbolBecomesAnEntry() {
        let entries = PreviewCatalog.entries(fromConformances: [
            "$s8Articles24NewSettingsView_PreviewsV9ShojiCore15PreviewProviderAAMc",
            "$s8Articles7NoSuchTypeV9ShojiCore15PreviewProviderAAMc",
            "$s8Articles24NewSettingsView_PreviewsVMn",
            "$s8Articles15NewSettingsViewVMn",
            "garbage",
        ])
        #expect(entries.map(\.name) == ["NewSettingsView_Previews"], "found once, and only previews")
    }
}
