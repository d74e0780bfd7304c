@_spi(ShojiRuntime) import ShojiCore

/// One screen row of a wrapped paragraph: the UTF-8 offsets it runs from and to.
///
/// A position at `end` of a row that is not its paragraph's last belongs to the next row (it is that
/// row's `start`).
struct WrappedRow: Equatable {
    /// The offset of the row's first grapheme.
    var start: Int
    /// The offset after the row's last grapheme.
    var end: Int
}

/// A screen row of multi-line text: a paragraph and one of its wrapped rows.
struct RowRef: Comparable, Hashable {
    /// The paragraph's index.
    var paragraph: Int
    /// The row's index in its paragraph.
    var row: Int

    static func < (a: RowRef, b: RowRef) -> Bool {
        a.paragraph != b.paragraph ? a.paragraph < b.paragraph : a.row < b.row
    }
}

/// The paragraphs of a ``MultilineTextBuffer`` word-wrapped to a width, each wrapped only when first
/// needed and again only after an edit touched it.
///
/// Wrapping breaks after a space when the row has one, else inside the word. Spaces never start a
/// row: they hang past the width at the end of the row before (a terminal editor's choice, so that a
/// row's words stay where they were while the spaces between them are typed). A row always holds at
/// least one grapheme, so a grapheme wider than the row gets a row of its own. ``measuredGraphemes``
/// counts the widths measured, so tests can check that an edit re-wraps one paragraph.
struct WrappedRows {
    /// The width the rows are wrapped to.
    private(set) var width = 0
    /// Each paragraph's rows, `nil` until wrapped.
    private var rows: [[WrappedRow]?] = []
    /// Graphemes measured while wrapping (for tests).
    private(set) var measuredGraphemes = 0

    /// The width of one grapheme in the editor: a tab takes four cells, a control character its visible
    /// stand-in's.
    static func width(of ch: Character) -> Int {
        if ch == "\t" { return 4 }
        return TextWidth.of(TextSanitizer.sanitize(ch))
    }

    /// Brings the rows up to date with `buffer`'s edits and with `width`.
    mutating func sync(with buffer: inout MultilineTextBuffer, width newWidth: Int) {
        let edits = buffer.takeEdits()
        let count = buffer.paragraphs.count
        if newWidth != width || edits == nil {
            width = newWidth
            rows = Array(repeating: nil, count: count)
            return
        }
        for edit in edits ?? [] where edit.replaced.upperBound < rows.count {
            rows.replaceSubrange(edit.replaced, with: repeatElement(nil, count: edit.count))
        }
        if rows.count != count { rows = Array(repeating: nil, count: count) }
    }

    /// The rows of `paragraph`, wrapping it now if it is not yet.
    mutating func rows(of paragraph: Int, in buffer: MultilineTextBuffer) -> [WrappedRow] {
        if let done = rows[paragraph] { return done }
        let made = Self.wrap(buffer.paragraphs[paragraph], width: width, measured: &measuredGraphemes)
        rows[paragraph] = made
        return made
    }

    /// Wraps one paragraph to `width` columns.
    ///
    /// An ASCII paragraph is wrapped from its UTF-8 bytes (each byte is a grapheme; widths from a table):
    /// a megabytes-long line re-wraps in a fraction of the time the grapheme walk takes.
    static func wrap(_ s: String, width: Int, measured: inout Int) -> [WrappedRow] {
        var wrapper = Wrapper(limit: max(1, width))
        var copy = s
        let ascii = copy.withUTF8 { bytes -> Bool in
            // Every byte below 0x80 except CR (CR LF is one grapheme; paragraphs hold no newlines).
            for byte in bytes where byte >= 0x80 || byte == 0x0D { return false }
            for byte in bytes { wrapper.add(width: asciiWidths[Int(byte)], bytes: 1, isSpace: byte == 0x20) }
            return true
        }
        if !ascii { return wrapGraphemes(s, width: width, measured: &measured) }
        measured += wrapper.graphemes
        return wrapper.finish(total: s.utf8.count)
    }

    /// Wraps one paragraph grapheme by grapheme (any text; ``wrap(_:width:measured:)`` takes this way
    /// for text that is not ASCII).
    static func wrapGraphemes(_ s: String, width: Int, measured: inout Int) -> [WrappedRow] {
        var wrapper = Wrapper(limit: max(1, width))
        for ch in s { wrapper.add(width: Self.width(of: ch), bytes: ch.utf8.count, isSpace: ch == " ") }
        measured += wrapper.graphemes
        return wrapper.finish(total: s.utf8.count)
    }

    /// The editor's width of each ASCII character (tabs four cells, control characters their stand-in's).
    private static let asciiWidths: [Int] = (0..<128).map { width(of: Character(Unicode.Scalar(UInt8($0)))) }

    /// Breaks graphemes into rows as they come (see ``WrappedRows`` for the rules).
    private struct Wrapper {
        let limit: Int
        var result: [WrappedRow] = []
        var rowStart = 0
        var column = 0
        var lastBreak = -1
        var columnAtBreak = 0
        var offset = 0
        var graphemes = 0

        init(limit: Int) { self.limit = limit }

        /// Takes the next grapheme: `width` cells, `bytes` UTF-8 bytes long.
        mutating func add(width w: Int, bytes: Int, isSpace: Bool) {
            graphemes += 1
            let next = offset + bytes
            if isSpace {
                // Spaces hang: they never start a row.
                column += w
                lastBreak = next
                columnAtBreak = column
                offset = next
                return
            }
            while column + w > limit && offset > rowStart {
                if lastBreak > rowStart {
                    result.append(WrappedRow(start: rowStart, end: lastBreak))
                    rowStart = lastBreak
                    column -= columnAtBreak
                } else {
                    result.append(WrappedRow(start: rowStart, end: offset))
                    rowStart = offset
                    column = 0
                }
                lastBreak = -1
            }
            column += w
            offset = next
        }

        /// The rows, the last one ending at `total` bytes.
        mutating func finish(total: Int) -> [WrappedRow] {
            result.append(WrappedRow(start: rowStart, end: total))
            return result
        }
    }

    // MARK: Walking rows

    /// The row holding `position`.
    mutating func row(of position: TextPosition, in buffer: MultilineTextBuffer) -> RowRef {
        let list = rows(of: position.paragraph, in: buffer)
        var index = list.count - 1
        while index > 0 && list[index].start > position.offset { index -= 1 }
        return RowRef(paragraph: position.paragraph, row: index)
    }

    /// The row after `r`, or `nil` at the end.
    mutating func row(after r: RowRef, in buffer: MultilineTextBuffer) -> RowRef? {
        if r.row + 1 < rows(of: r.paragraph, in: buffer).count { return RowRef(paragraph: r.paragraph, row: r.row + 1) }
        return r.paragraph + 1 < buffer.paragraphs.count ? RowRef(paragraph: r.paragraph + 1, row: 0) : nil
    }

    /// The row before `r`, or `nil` at the start.
    mutating func row(before r: RowRef, in buffer: MultilineTextBuffer) -> RowRef? {
        if r.row > 0 { return RowRef(paragraph: r.paragraph, row: r.row - 1) }
        guard r.paragraph > 0 else { return nil }
        return RowRef(paragraph: r.paragraph - 1, row: rows(of: r.paragraph - 1, in: buffer).count - 1)
    }

    /// `r` made valid for the current text (after an edit removed rows).
    mutating func clamp(_ r: RowRef, in buffer: MultilineTextBuffer) -> RowRef {
        let paragraph = max(0, min(r.paragraph, buffer.paragraphs.count - 1))
        let count = rows(of: paragraph, in: buffer).count
        return RowRef(paragraph: paragraph, row: paragraph == r.paragraph ? max(0, min(r.row, count - 1)) : 0)
    }

    /// The row's range of offsets.
    mutating func range(of r: RowRef, in buffer: MultilineTextBuffer) -> WrappedRow {
        rows(of: r.paragraph, in: buffer)[r.row]
    }

    /// Whether `r` is the last row of its paragraph.
    mutating func isLastRow(_ r: RowRef, in buffer: MultilineTextBuffer) -> Bool {
        r.row == rows(of: r.paragraph, in: buffer).count - 1
    }

    /// How many rows the whole text takes (wraps every paragraph not wrapped yet).
    mutating func totalRows(in buffer: MultilineTextBuffer) -> Int {
        var total = 0
        for p in buffer.paragraphs.indices { total += rows(of: p, in: buffer).count }
        return total
    }

    /// How many rows come before `r`.
    mutating func index(of r: RowRef, in buffer: MultilineTextBuffer) -> Int {
        var total = r.row
        for p in 0..<r.paragraph { total += rows(of: p, in: buffer).count }
        return total
    }

    // MARK: Columns

    /// The column of `offset` in row `r` (the width of what comes before it in the row).
    func column(of offset: Int, inRow range: WrappedRow, paragraph: Int, in buffer: MultilineTextBuffer) -> Int {
        var column = 0
        var i = range.start
        while i < offset && i < range.end {
            column += Self.width(of: buffer.character(inParagraph: paragraph, at: i))
            i = buffer.offset(after: i, inParagraph: paragraph)
        }
        return column
    }

    /// The offset shown at `target` column in row `r` (for ↑/↓ and clicks). In a row that is not its
    /// paragraph's last, the row's end belongs to the next row, so the answer stops before it.
    mutating func offset(atColumn target: Int, in r: RowRef, buffer: MultilineTextBuffer) -> Int {
        let range = range(of: r, in: buffer)
        let last = isLastRow(r, in: buffer)
        var column = 0
        var i = range.start
        while i < range.end {
            let next = buffer.offset(after: i, inParagraph: r.paragraph)
            if !last && next >= range.end { break }
            let w = Self.width(of: buffer.character(inParagraph: r.paragraph, at: i))
            if column + w > target { break }
            column += w
            i = next
        }
        return i
    }
}
