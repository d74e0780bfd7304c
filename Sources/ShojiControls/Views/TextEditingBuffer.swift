@_spi(ShojiRuntime) import ShojiCore

/// The text of a text field, its cursor and its horizontal scroll, edited in place.
///
/// Every operation costs what it touches near the cursor or on screen, never the length of the text:
/// the cursor and the scroll position are UTF-8 offsets (converting one to a `String.Index` is O(1) on
/// Swift's native UTF-8 strings), a grapheme is found by stepping from a boundary, and widths are
/// measured only for the graphemes that are shown or stepped over. So a field holding a 5 MB paste
/// answers a key as fast as an empty one (inserting still moves the bytes after the cursor, one
/// `memmove`). ``measuredGraphemes`` counts the graphemes whose width was measured, so tests can
/// check that by counting, not timing.
struct TextEditingBuffer {
    /// The text.
    private(set) var text = ""
    /// The cursor: a UTF-8 offset on a grapheme boundary.
    private(set) var cursor = 0
    /// The first grapheme shown: a UTF-8 offset on a grapheme boundary.
    private(set) var scroll = 0
    /// Graphemes measured since the buffer was made (see the type's description).
    private(set) var measuredGraphemes = 0

    /// The length of the text in UTF-8 bytes.
    var utf8Count: Int { text.utf8.count }

    /// Replaces the text (set from outside); the cursor goes to the end.
    mutating func setText(_ value: String) {
        text = value
        cursor = text.utf8.count
        scroll = min(scroll, cursor)
        scroll = boundary(atOrBefore: scroll)
    }

    // MARK: Indices

    private func index(_ offset: Int) -> String.Index {
        text.utf8.index(text.utf8.startIndex, offsetBy: offset)
    }

    private func offset(_ index: String.Index) -> Int {
        text.utf8.distance(from: text.utf8.startIndex, to: index)
    }

    /// The grapheme boundary after the one at `offset`.
    private func after(_ offset: Int) -> Int {
        offset >= text.utf8.count ? offset : self.offset(text.index(after: index(offset)))
    }

    /// The grapheme boundary before the one at `offset`.
    private func before(_ offset: Int) -> Int {
        offset <= 0 ? 0 : self.offset(text.index(before: index(offset)))
    }

    /// `offset` itself if it is a grapheme boundary, else the boundary that ends its grapheme.
    /// (`index(after:)` from inside a grapheme goes to its end; `index(before:)` from inside goes to the
    /// start of the grapheme *before* it.)
    private func boundary(atOrAfter offset: Int) -> Int {
        guard offset > 0, offset < text.utf8.count else { return max(0, min(offset, text.utf8.count)) }
        let next = after(offset)
        return before(next) == offset ? offset : next
    }

    /// `offset` itself if it is a grapheme boundary, else the start of its grapheme.
    private func boundary(atOrBefore offset: Int) -> Int {
        guard offset > 0, offset < text.utf8.count else { return max(0, min(offset, text.utf8.count)) }
        return before(after(offset))
    }

    /// The grapheme starting at `offset` and its width.
    private mutating func grapheme(at offset: Int) -> (Character, Int) {
        let ch = text[index(offset)]
        measuredGraphemes += 1
        return (ch, TextWidth.of(ch))
    }

    // MARK: Editing

    /// Inserts `string` at the cursor and puts the cursor after it.
    mutating func insert(_ string: String) {
        guard !string.isEmpty else { return }
        let at = index(cursor)
        text.insert(contentsOf: string, at: at)
        // A combining mark inserted before another joins it: the cursor ends after the whole grapheme.
        cursor = boundary(atOrAfter: cursor + string.utf8.count)
        scroll = boundary(atOrBefore: scroll)
    }

    /// Deletes the grapheme before the cursor (Backspace). Returns whether anything was deleted.
    @discardableResult
    mutating func deleteBackward() -> Bool {
        guard cursor > 0 else { return false }
        let start = before(cursor)
        removeBytes(start, cursor)
        return true
    }

    /// Deletes the grapheme under the cursor (Delete). Returns whether anything was deleted.
    @discardableResult
    mutating func deleteForward() -> Bool {
        guard cursor < text.utf8.count else { return false }
        removeBytes(cursor, after(cursor))
        return true
    }

    /// Deletes from the start of the text to the cursor (Ctrl-U).
    mutating func deleteToStart() {
        removeBytes(0, cursor)
    }

    /// Deletes the word before the cursor and the spaces after it (Ctrl-W).
    mutating func deleteWordBackward() {
        var start = cursor
        while start > 0 {
            let previous = before(start)
            guard text[index(previous)] == " " else { break }
            start = previous
        }
        while start > 0 {
            let previous = before(start)
            guard text[index(previous)] != " " else { break }
            start = previous
        }
        removeBytes(start, cursor)
    }

    private mutating func removeBytes(_ start: Int, _ end: Int) {
        guard start < end else { return }
        text.removeSubrange(index(start)..<index(end))
        cursor = boundary(atOrAfter: start)
        scroll = boundary(atOrBefore: min(scroll, cursor))
    }

    // MARK: Moving

    /// Moves the cursor one grapheme left.
    mutating func moveLeft() { cursor = before(cursor) }
    /// Moves the cursor one grapheme right.
    mutating func moveRight() { cursor = after(cursor) }
    /// Moves the cursor to the start.
    mutating func moveToStart() { cursor = 0 }
    /// Moves the cursor to the end.
    mutating func moveToEnd() { cursor = text.utf8.count }

    // MARK: Showing

    /// Scrolls so that the cursor is inside a field `width` columns wide (with room for the cursor
    /// after the last character), and so that no column is left empty at the right while text is
    /// hidden at the left (a field that grew wider shows more again).
    mutating func fit(width: Int) {
        guard width > 0 else { return }
        let room = width - 1
        if cursor < scroll { scroll = cursor }
        // Is the cursor within `room` columns of the scroll position?
        var column = 0
        var i = scroll
        while i < cursor && column <= room {
            column += grapheme(at: i).1
            i = after(i)
        }
        if i < cursor || column > room { scroll = start(ofColumns: room, endingAt: cursor) }
        // Pull back while the text from the scroll position to its end leaves columns empty.
        guard scroll > 0 else { return }
        column = 0
        i = scroll
        while i < text.utf8.count && column <= room {
            column += grapheme(at: i).1
            i = after(i)
        }
        if i >= text.utf8.count && column < room {
            scroll = start(ofColumns: room, endingAt: text.utf8.count)
        }
    }

    /// The earliest boundary from which the graphemes up to `end` take at most `columns` columns.
    private mutating func start(ofColumns columns: Int, endingAt end: Int) -> Int {
        var used = 0
        var j = end
        while j > 0 {
            let previous = before(j)
            let w = grapheme(at: previous).1
            if used + w > columns { break }
            used += w
            j = previous
        }
        return j
    }

    /// The graphemes shown in a field `width` columns wide (after ``fit(width:)``), with their columns.
    mutating func visible(width: Int) -> [(character: Character, column: Int, width: Int)] {
        var result: [(Character, Int, Int)] = []
        var column = 0
        var i = scroll
        while i < text.utf8.count && column < width {
            let (ch, w) = grapheme(at: i)
            if column + w > width { break }
            result.append((ch, column, w))
            column += w
            i = after(i)
        }
        return result
    }

    /// The cursor's column in the field (after ``fit(width:)``).
    mutating func cursorColumn() -> Int {
        var column = 0
        var i = scroll
        while i < cursor {
            column += grapheme(at: i).1
            i = after(i)
        }
        return column
    }

    /// Puts the cursor at the grapheme shown at `column` (a click), or at the end.
    mutating func moveCursor(toColumn target: Int) {
        var column = 0
        var i = scroll
        while i < text.utf8.count {
            let w = grapheme(at: i).1
            if column + w > target { break }
            column += w
            i = after(i)
        }
        cursor = i
    }

    /// The text's width in columns, measuring at most `limit` columns.
    mutating func width(upTo limit: Int) -> Int {
        var column = 0
        var i = 0
        while i < text.utf8.count && column < limit {
            column += grapheme(at: i).1
            i = after(i)
        }
        return min(column, limit)
    }
}
