import Foundation
import Testing

@testable import Articles
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// The views between two events of one input batch: brought up to date, laid out only when focus may
/// move.
@MainActor
struct InputBatchTests {
    /// The profile demo's name field, focused, holding `text` (pasted).
    private func nameField(holding text: String) throws -> TestHost {
        let host = TestHost(PatternsPanel(), width: 100, height: 30)
        let field = try #require(host.find("Ada Lovelace"))
        _ = host.click(x: field.x, y: field.y)
        _ = host.paste(text)
        return host
    }

    /// Found by `make fuzz` (seed 777024): pastes of random text into the name field, which four views
    /// show in full, then a batch of keys; each key laid everything out again (its long text re-wrapped
    /// several times each), and the app took seconds to answer.
    @Test func keysTypedInOneBatchLayOutOnce() throws {
        let long = String(repeating: "lorem ipsum dolor ", count: 2_000)
        let one = try nameField(holding: long)
        let single = try #require(one.receive("x"))
        let many = try nameField(holding: long)
        let batch = try #require(many.receive(String(repeating: "x", count: 40)))
        #expect(single.sizeComputations > 0)
        #expect(batch.sizeComputations <= single.sizeComputations * 2)
        #expect(many.text.contains(String(repeating: "x", count: 20)))
    }

    /// A long text is measured up to the lines it can show: a field's mirror limited to a few lines, or
    /// a screen's height, wraps no further.
    @Test func aLongTextWrapsOnlyTheLinesItCanShow() {
        let layout = TextLayout(runs: [Text.Run(string: String(repeating: "word ", count: 100_000))])
        // Cut, the last line shows as much of the rest as fits then `…`: as wide as the proposal.
        #expect(layout.size(for: ProposedSize(width: 20, height: 3), lineLimit: nil) == Size(width: 20, height: 3))
        #expect(layout.size(for: ProposedSize(width: 20, height: nil), lineLimit: 2) == Size(width: 20, height: 2))
        #expect(layout.size(for: ProposedSize(width: 20, height: nil), lineLimit: nil).height == 25_000)
        #expect(layout.wrap(width: 20, maxLines: 4).count == 4)
    }

    /// The wrapped lines are what they were before the walk measured without building lines: words whole,
    /// spaces that end a line dropped, a word wider than the line broken, a glyph wider than the line left
    /// out after an empty line.
    @Test func wrappingKeepsItsRules() {
        setlocale(LC_ALL, "C.UTF-8")  // character widths need a UTF-8 locale
        func lines(_ text: String, _ width: Int) -> [String] {
            TextLayout(runs: [Text.Run(string: text)]).wrap(width: width).map { String($0.map(\.character)) }
        }
        #expect(lines("one two three", 7) == ["one two", "three"])
        #expect(lines("one   two", 4) == ["one", "two"])
        #expect(lines("abcdefghij", 4) == ["abcd", "efgh", "ij"])
        #expect(lines("a界b", 1) == ["a", "b"])
        #expect(lines("界a", 1) == ["", "a"])
        #expect(lines("a界b", 2) == ["a", "界", "b"])
        #expect(lines("ab\ncd ef", 2) == ["ab", "cd", "ef"])
        #expect(lines("  lead", 10) == ["  lead"])
    }
}
