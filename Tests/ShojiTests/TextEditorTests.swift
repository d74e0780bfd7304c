import Observation
import TerminalFixtures
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

@MainActor
@Observable
private final class EditorNote {
    var body = ""
    var submitted = 0
}

private struct EditorScreen: View {
    let note: EditorNote
    var body: some View {
        VStack(spacing: 0) {
            Text("Note")
            TextEditor(text: Bindable(note).body)
            Button("Done") {}
        }
    }
}

private struct GrowingFieldScreen: View {
    let note: EditorNote
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            TextField("Message", text: Bindable(note).body, axis: .vertical)
                .lineLimit(2...4)
                .onSubmit { note.submitted += 1 }
            Text("below")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// `TextEditor` and `TextField(axis: .vertical)`: paragraphs, wrapping, the cursor, selection, scrolling.
@MainActor
@Suite struct TextEditorTests {
    // MARK: The buffer

    @Test func splitsAtEveryKindOfNewline() {
        #expect(MultilineTextBuffer.split("a\nb\r\nc\rd") == ["a", "b", "c", "d"])
        #expect(MultilineTextBuffer.split("") == [""])
        #expect(MultilineTextBuffer.split("\n") == ["", ""])
        #expect(MultilineTextBuffer.split("é\n😀") == ["é", "😀"])
    }

    @Test func editsAcrossParagraphs() {
        var b = MultilineTextBuffer()
        b.setText("one\ntwo")
        b.insert("\nthree")
        #expect(b.text == "one\ntwo\nthree")
        #expect(b.cursor == TextPosition(paragraph: 2, offset: 5))
        b.move(to: TextPosition(paragraph: 1, offset: 0), extending: false)
        b.deleteBackward()  // joins "two" to "one"
        #expect(b.text == "onetwo\nthree")
        #expect(b.cursor == TextPosition(paragraph: 0, offset: 3))
        b.move(to: TextPosition(paragraph: 1, offset: 2), extending: true)  // select "two\nth"
        b.insert("-")
        #expect(b.text == "one-ree")
        #expect(b.selection == nil)
    }

    @Test func graphemesStayWhole() {
        var b = MultilineTextBuffer()
        b.setText("ae\u{301}😀")
        b.deleteBackward()
        #expect(b.text == "ae\u{301}")
        b.deleteBackward()  // "é" goes whole
        #expect(b.text == "a")
        b.insert("\u{301}")  // joins the "a"
        #expect(b.cursor.offset == "a\u{301}".utf8.count)
    }

    @Test func wordMotionsCrossNewlines() {
        var b = MultilineTextBuffer()
        b.setText("alpha beta\ngamma")
        #expect(b.wordStart(before: b.cursor) == TextPosition(paragraph: 1, offset: 0))
        #expect(b.wordStart(before: TextPosition(paragraph: 1, offset: 0)) == TextPosition(paragraph: 0, offset: 6))
        #expect(b.wordEnd(after: TextPosition(paragraph: 0, offset: 0)) == TextPosition(paragraph: 0, offset: 5))
        #expect(b.wordEnd(after: TextPosition(paragraph: 0, offset: 10)) == TextPosition(paragraph: 1, offset: 5))
    }

    // MARK: Wrapping

    @Test func wrapsAtSpacesAndHangsThem() {
        var n = 0
        let rows = WrappedRows.wrap("hello world foo", width: 5, measured: &n)
        #expect(rows == [WrappedRow(start: 0, end: 6), WrappedRow(start: 6, end: 12), WrappedRow(start: 12, end: 15)])
        let long = WrappedRows.wrap("abcdefghij", width: 4, measured: &n)
        #expect(long.map { $0.end - $0.start } == [4, 4, 2], "a word wider than the row breaks inside")
        let wide = WrappedRows.wrap("日本語", width: 1, measured: &n)
        #expect(wide.count == 3, "a grapheme wider than the row gets a row of its own")
        #expect(WrappedRows.wrap("", width: 10, measured: &n) == [WrappedRow(start: 0, end: 0)])
        #expect(WrappedRows.wrap("a   ", width: 2, measured: &n).count == 1, "trailing spaces never start a row")
    }

    /// The ASCII way (bytes and a width table) wraps exactly as the grapheme walk does: seeded random
    /// ASCII paragraphs with spaces, tabs and control characters, at every width from 1 to 24.
    @Test func asciiWrappingMatchesTheGraphemeWalk() {
        var random = SeededRandom(seed: 24)
        let alphabet = Array("ab cd  e\tf\u{1}g\u{7f} hi")
        for _ in 0..<200 {
            let length = Int.random(in: 0...60, using: &random)
            let text = String((0..<length).map { _ in alphabet[Int.random(in: 0..<alphabet.count, using: &random)] })
            for width in 1...24 {
                var a = 0
                var b = 0
                let fast = WrappedRows.wrap(text, width: width, measured: &a)
                let slow = WrappedRows.wrapGraphemes(text, width: width, measured: &b)
                #expect(fast == slow, "\(text.debugDescription) at \(width)")
                #expect(a == b, "both count every grapheme")
            }
        }
    }

    // MARK: The editor in a host

    @Test func typingEnterAndArrowsEditTheBinding() {
        let note = EditorNote()
        let host = TestHost(EditorScreen(note: note), width: 30, height: 8)
        host.type("first line")
        host.press("Enter")
        host.type("second")
        #expect(note.body == "first line\nsecond")
        #expect(host.lines[1].hasPrefix("first line"))
        #expect(host.lines[2].hasPrefix("second"))
        // ↑ keeps the column: from the end of "second" (6) to column 6 of the first line.
        host.press("Up")
        host.type("|")
        #expect(note.body == "first |line\nsecond")
        // ↓ goes back to the same column on the shorter line.
        host.press("Down", "Backspace")
        #expect(note.body == "first |line\nsecon")
    }

    @Test func shiftSelectsAndTypingReplaces() {
        let note = EditorNote()
        note.body = "keep this and that"
        let host = TestHost(EditorScreen(note: note), width: 40, height: 8)
        #expect(host.focusedView?.kind == "TextEditor")
        host.press("End")
        for _ in 0..<4 { host.press("Shift-Left") }
        #expect(host.style(x: 14, y: 1).attributes.contains(.reverse), "the selection shows reversed")
        host.type("THAT")
        #expect(note.body == "keep this and THAT")
        host.press("Ctrl-W")
        #expect(note.body == "keep this and ")
    }

    @Test func scrollsToKeepTheCursorInSightAndShowsABar() {
        let note = EditorNote()
        let host = TestHost(EditorScreen(note: note), width: 20, height: 8)
        host.type((1...20).map { "line \($0)" }.joined(separator: "\n"))
        // Rows 1…6 are the editor (between the title and the button).
        #expect(host.lines[6].hasPrefix("line 20"))
        #expect(host.lines[1].hasPrefix("line 15"))
        #expect(host.cursor == Point(x: 7, y: 6))
        #expect(host.lines.dropFirst().prefix(6).allSatisfy { $0.hasSuffix("┃") || $0.hasSuffix("│") })
        host.press("Ctrl-Home")
        #expect(host.lines[1].hasPrefix("line 1 "))
        #expect(host.cursor == Point(x: 0, y: 1))
        host.press("PageDown")
        #expect(host.cursor?.y == 6)
    }

    @Test func wrapsToTheWidthAndRewrapsWhenItChanges() {
        let note = EditorNote()
        note.body = "the quick brown fox jumps over the lazy dog"
        let host = TestHost(EditorScreen(note: note), width: 16, height: 8)
        #expect(host.lines[1].hasPrefix("the quick brown"))
        #expect(host.lines[2].hasPrefix("fox jumps over"))
        host.resize(width: 40, height: 8)
        #expect(host.lines[1].hasPrefix("the quick brown fox jumps over the lazy"))
        #expect(host.rowsDifferingFromFullRepaint().isEmpty)
    }

    /// A key in a long text re-wraps the paragraph it touched, not the text.
    @Test func aKeyRewrapsOneParagraph() {
        let note = EditorNote()
        note.body = Array(repeating: String(repeating: "word ", count: 40), count: 2_000).joined(separator: "\n")
        let host = TestHost(EditorScreen(note: note), width: 60, height: 20)
        guard let editor = host.graph.focus.focused?.behavior as? MultilineTextBehavior else {
            Issue.record("the editor is not focused")
            return
        }
        for key in ["x", "Backspace", "Enter", "Up", "Home", "y"] {
            let before = editor.rows.measuredGraphemes
            if key.count == 1 { host.type(key) } else { host.press(key) }
            let measured = editor.rows.measuredGraphemes - before
            #expect(measured <= 2 * 200, "\(key) measured \(measured) graphemes")
        }
    }

    @Test func pastesKeepLineBreaksAndLoseEscapes() {
        let note = EditorNote()
        let host = TestHost(EditorScreen(note: note), width: 30, height: 8)
        host.paste("a\u{1b}[2Jb\r\nc\td\u{7}")
        #expect(note.body == "a[2Jb\nc\td", "the ESC goes; what followed it is text")
        #expect(host.lines[2].hasPrefix("c    d"))
    }

    @Test func modelTextWithControlsIsShownSafely() {
        let note = EditorNote()
        note.body = "x\u{1b}]0;pwned\u{7}y"
        let host = TestHost(EditorScreen(note: note), width: 30, height: 8)
        #expect(host.lines[1].hasPrefix("x␛]0;pwned␇y"))
    }

    @Test func survivesTinyTerminalsAndResizeStorms() {
        let note = EditorNote()
        note.body = "日本語のテキスト\nand more text here"
        let host = TestHost(EditorScreen(note: note), width: 1, height: 1)
        host.press("Tab")
        host.type("z")
        host.press("Up", "Down", "Left", "Right", "Shift-Up", "PageDown", "End")
        for (w, h) in [(2, 3), (1, 8), (7, 2), (0, 0), (3, 3), (50, 10)] {
            host.resize(width: w, height: h)
            host.press("Up")
            host.type("q")
        }
        #expect(note.body.contains("q"))
        #expect(host.rowsDifferingFromFullRepaint().isEmpty)
    }

    // MARK: The vertical text field

    @Test func verticalFieldGrowsWithinItsLineLimit() {
        let note = EditorNote()
        let host = TestHost(GrowingFieldScreen(note: note), width: 12, height: 10)
        #expect(host.find("below")?.y == 2, "lineLimit(2...4) reserves two rows")
        host.press("Tab")
        host.type("one two three four five six seven")
        #expect(host.find("below")?.y == 4, "at most four rows")
        #expect(host.lines[0].hasPrefix("one two"))
        host.press("Enter")
        #expect(note.submitted == 1, "Enter submits")
        host.press("Alt-Enter")
        #expect(note.body.hasSuffix("seven\n"), "Alt-Enter inserts a newline")
        host.press("Ctrl-U", "Backspace", "Ctrl-U")
        #expect(note.body == "")
        #expect(host.find("below")?.y == 2)
    }
}
