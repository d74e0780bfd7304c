import Foundation
import Testing

@testable import Articles
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore
@testable import ShojiTerminal

/// The DocC articles (Sources/Shoji/Shoji.docc) describe the code as it is: each Swift example of the
/// testing and re-evaluation articles is run here, and the keys, modes and causes the articles name are
/// checked against the code. `make docs` (part of `make test`) checks the symbol links.
@MainActor
@Suite struct DocumentationArticleTests {
    /// The article catalog, found from this file's path.
    static let catalog = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/Shoji/Shoji.docc")

    /// The text of one article.
    static func article(_ name: String) throws -> String {
        try String(contentsOf: catalog.appendingPathComponent(name), encoding: .utf8)
    }

    /// The Swift code blocks of an article, each without its fences.
    static func swiftBlocks(of text: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.trimmingCharacters(in: .whitespaces) == "```swift" {
                current = []
            } else if current != nil, line.trimmingCharacters(in: .whitespaces) == "```" {
                blocks.append(current!.joined(separator: "\n"))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return blocks
    }

    // The testing article's first example, verbatim (the check below keeps the two equal).
    @Test func followerCountUpdatesAlone() {
        let host = TestHost(ProfileScreen(), width: 60, height: 12)
        let frame = host.click("Simulate new follower")
        #expect(frame?.evaluated == ["FollowerCountView": 1])
        #expect(host.text.contains("1 followers"))
    }

    @Test func theTestingArticlesExampleIsTheTestAbove() throws {
        let blocks = Self.swiftBlocks(of: try Self.article("TestingWithTestHost.md"))
        let example = try #require(blocks.first)
        let body = example.split(separator: "\n").drop { !$0.contains("let host") }.prefix { $0 != "}" }
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        #expect(body.count == 4)
        for line in body {
            #expect(source.contains("    " + line), "the article's line is not in the test: \(line)")
        }
    }

    @Test func theReevaluationArticlesCausesExampleHolds() throws {
        let blocks = Self.swiftBlocks(of: try Self.article("HowReevaluationWorks.md"))
        let example = try #require(blocks.first)
        #expect(example.contains(#"host.click("Simulate new follower")"#))
        #expect(example.contains(#"["FollowerCountView": ["ProfileModel.followerCount"]]"#))
        let host = TestHost(ProfileScreen(), width: 60, height: 12)
        let frame = host.click("Simulate new follower")
        #expect(frame?.causes == ["FollowerCountView": ["ProfileModel.followerCount"]])
    }

    @Test func theOverlayKeysAndModesAreTheArticles() throws {
        let text = try Self.article("HowReevaluationWorks.md")
        for mode in InvalidationMode.allCases {
            #expect(text.contains("`\(mode.rawValue)`"), "mode \(mode.rawValue) is not described")
        }
        let host = TestHost(ProfileScreen(), width: 60, height: 12)
        host.press("F2")
        #expect(host.overlayIsOn)
        host.press("F4")
        #expect(host.invalidationMode == .object)
        host.press("F4")
        #expect(host.invalidationMode == .tree)
        // The HUD names the keys the article lists.
        for key in ["F2", "F3", "F4", "F5", "F6"] {
            #expect(text.contains(key))
        }
    }

    @Test func theTestingArticlesRealTerminalCallsExist() throws {
        let text = try Self.article("TestingWithTestHost.md")
        #expect(text.contains("TestHost(view, terminal: .pseudoTerminal)"))
        let host = TestHost(ProfileScreen(), width: 60, height: 12, terminal: .pseudoTerminal)
        defer { host.close() }
        host.receive([0x1B, 0x5B, 0x5A])  // Shift-Tab, as raw bytes
        host.click("Simulate new follower")
        #expect(!host.lastTerminalBytes.isEmpty)
        #expect(host.rowsDifferingFromFullRepaint().isEmpty)
        var recorder: RecordingBackend?
        let recorded = TestHost(
            ProfileScreen(), width: 60, height: 12,
            terminal: .custom { size, colors, _ in
                let backend = RecordingBackend(size: size, colorSupport: colors)
                recorder = backend
                return backend
            })
        recorded.click("Simulate new follower")
        #expect(recorder?.calls.isEmpty == false)
    }
}
