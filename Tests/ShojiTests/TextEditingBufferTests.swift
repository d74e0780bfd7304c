import Testing

@testable import Articles
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// The text field's editing model: grapheme-correct editing, and costs that do not grow with the text.
@MainActor
@Suite struct TextEditingBufferTests {
    @Test func editsByGrapheme() {
        var b = TextEditingBuffer()
        b.insert("ae\u{301}日😀")
        #expect(b.text == "ae\u{301}日😀")
        b.moveLeft()
        b.moveLeft()
        b.deleteBackward()  // removes "é" whole
        #expect(b.text == "a日😀")
        b.insert("\u{301}")  // a combining mark joins the grapheme before it
        #expect(b.text == "a\u{301}日😀")
        b.moveToEnd()
        b.insert(" two words")
        b.deleteWordBackward()
        #expect(b.text == "a\u{301}日😀 two ")
        b.moveToStart()
        b.deleteForward()
        #expect(b.text == "日😀 two ")
        b.moveRight()
        b.deleteToStart()
        #expect(b.text == "😀 two ")
        #expect(b.cursor == 0)
    }

    @Test func scrollKeepsTheCursorVisibleAndRefitsWhenWider() {
        var b = TextEditingBuffer()
        b.insert("abcdefghij")
        b.fit(width: 4)
        #expect(b.visible(width: 4).map { String($0.character) }.joined() == "hij")
        #expect(b.cursorColumn() == 3)
        b.fit(width: 30)
        #expect(b.visible(width: 30).map { String($0.character) }.joined() == "abcdefghij", "the field shows all again")
        b.moveToStart()
        b.fit(width: 4)
        #expect(b.visible(width: 4).map { String($0.character) }.joined() == "abcd")
        b.moveCursor(toColumn: 2)
        #expect(b.cursor == 2)
    }

    @Test func wideCharactersAtTheEdge() {
        var b = TextEditingBuffer()
        b.insert("日本語テキスト")
        b.fit(width: 5)
        let shown = b.visible(width: 5)
        #expect(shown.reduce(0) { $0 + $1.width } <= 5)
        #expect(b.cursorColumn() <= 4)
    }

    /// A key in a field holding a huge paste measures what is on screen, not the text.
    @Test func keysInAHugeFieldMeasureOnlyWhatIsShown() {
        let host = TestHost(TodoDemoView(model: .seeded(count: nil)), width: 100, height: 30)
        host.press("+")
        let huge = String(repeating: "word ", count: 1_000_000)  // 5 MB
        host.paste(huge)
        guard let field = host.graph.focus.focused?.behavior as? TextFieldBehavior else {
            Issue.record("the add sheet's field is not focused")
            return
        }
        #expect(field.buffer.utf8Count == 5_000_000)
        for key in ["x", "Backspace", "Left", "Home", "End", "y"] {
            let before = field.buffer.measuredGraphemes
            if key.count == 1 { host.type(key) } else { host.press(key) }
            let measured = field.buffer.measuredGraphemes - before
            #expect(measured < 6 * 100 + 2 * 1024, "\(key) measured \(measured) graphemes")
        }
        #expect(field.buffer.text.hasSuffix("word y"))
    }

    /// Case 7: a field narrowed to a few columns and widened again showed blank.
    @Test func fieldShowsItsTextAgainAfterTheWindowWidens() {
        let host = TestHost(SettingsDemoView(), width: 100, height: 30)
        host.press("End")
        host.resize(width: 3, height: 30)
        host.resize(width: 5, height: 30)
        host.resize(width: 100, height: 30)
        #expect(host.lines.contains { $0.hasPrefix(" Ada") }, "\(host.text)")
        #expect(host.rowsDifferingFromFullRepaint() == [])
    }
}
