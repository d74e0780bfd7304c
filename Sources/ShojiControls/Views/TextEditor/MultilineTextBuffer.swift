@_spi(ShojiRuntime) import ShojiCore

/// A place in multi-line text: a paragraph (a line between newlines) and a UTF-8 offset in it, always on a
/// grapheme boundary.
struct TextPosition: Comparable, Hashable {
    /// The paragraph's index.
    var paragraph: Int
    /// The UTF-8 offset inside the paragraph.
    var offset: Int

    static func < (a: TextPosition, b: TextPosition) -> Bool {
        a.paragraph != b.paragraph ? a.paragraph < b.paragraph : a.offset < b.offset
    }
}

/// One edit of a ``MultilineTextBuffer``'s paragraphs: `replaced` gave way to `count` new ones.
struct ParagraphEdit: Equatable {
    /// The paragraphs replaced (indices before the edit).
    var replaced: ClosedRange<Int>
    /// How many paragraphs took their place.
    var count: Int
}

/// The text of a ``TextEditor`` (or a vertical ``TextField``), its cursor and its selection, edited in place.
///
/// The text is kept as paragraphs, so an edit touches one paragraph (and the wrap of that paragraph
/// alone is redone, see ``WrappedRows``). Positions are UTF-8 offsets on grapheme boundaries, so the
/// cursor never lands inside an emoji or a letter with combining marks. The selection runs from
/// ``anchor`` to ``cursor``; typing replaces it, Backspace and Delete remove it.
struct MultilineTextBuffer {
    /// The paragraphs: the text split at its newlines (`\n`, `\r\n`, `\r`), never empty.
    private(set) var paragraphs: [String] = [""]
    /// The cursor.
    private(set) var cursor = TextPosition(paragraph: 0, offset: 0)
    /// The other end of the selection, or `nil` when nothing is selected.
    private(set) var anchor: TextPosition?
    /// The edits since ``takeEdits()``, in order (the wraps of the paragraphs they made are stale);
    /// `nil` means everything changed.
    private(set) var edits: [ParagraphEdit]? = nil

    /// The text, paragraphs joined by `\n`.
    var text: String { paragraphs.joined(separator: "\n") }

    /// The selected range, if any text is selected.
    var selection: Range<TextPosition>? {
        guard let anchor, anchor != cursor else { return nil }
        return min(anchor, cursor)..<max(anchor, cursor)
    }

    /// Replaces the text (set from outside): the cursor goes to the end, the selection is dropped.
    mutating func setText(_ value: String) {
        paragraphs = Self.split(value)
        cursor = TextPosition(paragraph: paragraphs.count - 1, offset: paragraphs[paragraphs.count - 1].utf8.count)
        anchor = nil
        edits = nil
    }

    /// Returns the edits since the last call (`nil`: everything changed) and forgets them.
    mutating func takeEdits() -> [ParagraphEdit]? {
        defer { edits = [] }
        return edits
    }

    /// Splits text at its newlines by scanning bytes: a newline is its own grapheme, so a cut there is
    /// always on a boundary, and `\r\n` counts as one.
    static func split(_ value: String) -> [String] {
        var result: [String] = []
        let bytes = value.utf8
        var start = bytes.startIndex
        var i = start
        while i != bytes.endIndex {
            let b = bytes[i]
            if b == 0x0A || b == 0x0D {
                result.append(String(value[start..<i]))
                var next = bytes.index(after: i)
                if b == 0x0D, next != bytes.endIndex, bytes[next] == 0x0A { next = bytes.index(after: next) }
                start = next
                i = next
            } else {
                i = bytes.index(after: i)
            }
        }
        result.append(String(value[start..<bytes.endIndex]))
        return result
    }

    // MARK: Graphemes

    private func index(_ p: TextPosition) -> String.Index {
        let s = paragraphs[p.paragraph]
        return s.utf8.index(s.utf8.startIndex, offsetBy: p.offset)
    }

    /// The grapheme starting at `offset` in `paragraph`.
    func character(inParagraph paragraph: Int, at offset: Int) -> Character {
        let s = paragraphs[paragraph]
        return s[s.utf8.index(s.utf8.startIndex, offsetBy: offset)]
    }

    /// The grapheme boundary after `offset` in paragraph `paragraph` (the paragraph's end stays).
    func offset(after offset: Int, inParagraph paragraph: Int) -> Int {
        let s = paragraphs[paragraph]
        guard offset < s.utf8.count else { return offset }
        let i = s.index(after: s.utf8.index(s.utf8.startIndex, offsetBy: offset))
        return s.utf8.distance(from: s.utf8.startIndex, to: i)
    }

    /// The grapheme boundary before `offset` in paragraph `paragraph` (0 stays).
    func offset(before offset: Int, inParagraph paragraph: Int) -> Int {
        guard offset > 0 else { return 0 }
        let s = paragraphs[paragraph]
        let i = s.index(before: s.utf8.index(s.utf8.startIndex, offsetBy: offset))
        return s.utf8.distance(from: s.utf8.startIndex, to: i)
    }

    /// The position one grapheme (or one newline) after `p`.
    func position(after p: TextPosition) -> TextPosition {
        if p.offset < paragraphs[p.paragraph].utf8.count {
            return TextPosition(paragraph: p.paragraph, offset: offset(after: p.offset, inParagraph: p.paragraph))
        }
        return p.paragraph + 1 < paragraphs.count ? TextPosition(paragraph: p.paragraph + 1, offset: 0) : p
    }

    /// The position one grapheme (or one newline) before `p`.
    func position(before p: TextPosition) -> TextPosition {
        if p.offset > 0 {
            return TextPosition(paragraph: p.paragraph, offset: offset(before: p.offset, inParagraph: p.paragraph))
        }
        guard p.paragraph > 0 else { return p }
        return TextPosition(paragraph: p.paragraph - 1, offset: paragraphs[p.paragraph - 1].utf8.count)
    }

    /// The end of the text.
    var end: TextPosition {
        TextPosition(paragraph: paragraphs.count - 1, offset: paragraphs[paragraphs.count - 1].utf8.count)
    }

    private func isWordCharacter(at p: TextPosition) -> Bool {
        guard p.offset < paragraphs[p.paragraph].utf8.count else { return false }
        let c = character(inParagraph: p.paragraph, at: p.offset)
        return c.isLetter || c.isNumber || c == "_"
    }

    /// The start of the word before `p` (skipping what is not a word first), across newlines.
    func wordStart(before p: TextPosition) -> TextPosition {
        var q = p
        while q > TextPosition(paragraph: 0, offset: 0) {
            let previous = position(before: q)
            if isWordCharacter(at: previous) { break }
            q = previous
        }
        while q > TextPosition(paragraph: 0, offset: 0) {
            let previous = position(before: q)
            if !isWordCharacter(at: previous) { break }
            q = previous
        }
        return q
    }

    /// The end of the word after `p` (skipping what is not a word first), across newlines.
    func wordEnd(after p: TextPosition) -> TextPosition {
        var q = p
        let last = end
        while q < last, !isWordCharacter(at: q) { q = position(after: q) }
        while q < last, isWordCharacter(at: q) { q = position(after: q) }
        return q
    }

    // MARK: Cursor and selection

    /// Moves the cursor to `p`; with `extending`, the selection grows or shrinks to it, else it is dropped.
    mutating func move(to p: TextPosition, extending: Bool) {
        if extending {
            if anchor == nil { anchor = cursor }
        } else {
            anchor = nil
        }
        cursor = clamp(p)
    }

    /// Selects everything.
    mutating func selectAll() {
        anchor = TextPosition(paragraph: 0, offset: 0)
        cursor = end
    }

    private func clamp(_ p: TextPosition) -> TextPosition {
        let paragraph = max(0, min(p.paragraph, paragraphs.count - 1))
        return TextPosition(paragraph: paragraph, offset: max(0, min(p.offset, paragraphs[paragraph].utf8.count)))
    }

    // MARK: Editing

    /// Inserts `string` at the cursor, replacing the selection; newlines in it start new paragraphs.
    mutating func insert(_ string: String) {
        deleteSelection()
        guard !string.isEmpty else { return }
        let pieces = Self.split(string)
        let p = cursor
        let line = paragraphs[p.paragraph]
        let cut = index(p)
        let head = String(line[..<cut])
        let tail = String(line[cut...])
        if pieces.count == 1 {
            var joined = head
            joined += pieces[0]
            let cursorOffset = joined.utf8.count
            joined += tail
            paragraphs[p.paragraph] = joined
            edits?.append(ParagraphEdit(replaced: p.paragraph...p.paragraph, count: 1))
            // A combining mark typed before another joins it: the cursor ends after the whole grapheme.
            cursor = TextPosition(paragraph: p.paragraph, offset: boundary(atOrAfter: cursorOffset, in: joined))
            return
        }
        var replacement = [head + pieces[0]]
        replacement.append(contentsOf: pieces[1..<(pieces.count - 1)])
        let lastPiece = pieces[pieces.count - 1]
        replacement.append(lastPiece + tail)
        paragraphs.replaceSubrange(p.paragraph...p.paragraph, with: replacement)
        edits?.append(ParagraphEdit(replaced: p.paragraph...p.paragraph, count: replacement.count))
        let lastIndex = p.paragraph + pieces.count - 1
        cursor = TextPosition(
            paragraph: lastIndex, offset: boundary(atOrAfter: lastPiece.utf8.count, in: paragraphs[lastIndex]))
    }

    /// Deletes the selection, or the grapheme (or newline) before the cursor. Returns whether anything went.
    @discardableResult
    mutating func deleteBackward() -> Bool {
        if deleteSelection() { return true }
        let start = position(before: cursor)
        guard start != cursor else { return false }
        remove(start..<cursor)
        return true
    }

    /// Deletes the selection, or the grapheme (or newline) under the cursor. Returns whether anything went.
    @discardableResult
    mutating func deleteForward() -> Bool {
        if deleteSelection() { return true }
        let next = position(after: cursor)
        guard next != cursor else { return false }
        remove(cursor..<next)
        return true
    }

    /// Deletes the selection, or from `p` to the cursor (whichever way round). Returns whether anything went.
    @discardableResult
    mutating func delete(toward p: TextPosition) -> Bool {
        if deleteSelection() { return true }
        let target = clamp(p)
        guard target != cursor else { return false }
        remove(min(target, cursor)..<max(target, cursor))
        return true
    }

    /// Deletes the selected text. Returns whether there was any.
    @discardableResult
    mutating func deleteSelection() -> Bool {
        guard let range = selection else {
            anchor = nil
            return false
        }
        remove(range)
        return true
    }

    private mutating func remove(_ range: Range<TextPosition>) {
        let a = range.lowerBound
        let b = range.upperBound
        let first = paragraphs[a.paragraph]
        let last = paragraphs[b.paragraph]
        let head = String(first[..<index(a)])
        let tail = String(last[index(b)...])
        let joined = head + tail
        paragraphs.replaceSubrange(a.paragraph...b.paragraph, with: [joined])
        edits?.append(ParagraphEdit(replaced: a.paragraph...b.paragraph, count: 1))
        anchor = nil
        cursor = TextPosition(paragraph: a.paragraph, offset: boundary(atOrAfter: head.utf8.count, in: joined))
    }

    /// `offset` if it is a grapheme boundary in `s`, else the end of the grapheme it is inside (two
    /// pieces joined at a cut can merge into one grapheme).
    private func boundary(atOrAfter offset: Int, in s: String) -> Int {
        let utf8 = s.utf8
        guard offset > 0, offset < utf8.count else { return max(0, min(offset, utf8.count)) }
        let i = utf8.index(utf8.startIndex, offsetBy: offset)
        let next = s.index(after: i)
        let back = s.index(before: next)
        return back == i ? offset : utf8.distance(from: utf8.startIndex, to: next)
    }
}
