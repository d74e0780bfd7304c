@_spi(ShojiRuntime) import ShojiCore

/// The editing, wrapping, scrolling and drawing of multi-line text: a ``TextEditor``, or a ``TextField``
/// with `axis: .vertical`.
///
/// The text is kept as paragraphs (``MultilineTextBuffer``) and wrapped per paragraph
/// (``WrappedRows``): a key re-wraps the paragraph it touched, and drawing walks only the rows on
/// screen. Writing the binding joins the paragraphs, which costs the length of the text — what a
/// `Binding<String>` costs anywhere.
///
/// The last column is kept free for the cursor at the end of a full row and, when the text is taller
/// than the view, for a scroll bar.
@_spi(ShojiRuntime) public final class MultilineTextBehavior: NodeBehavior, TextInputBehavior {
    @_spi(ShojiRuntime) public override var takesTextInput: Bool { true }
    /// Which view this is.
    enum Kind {
        /// A `TextEditor`: takes the space offered; Enter inserts a newline.
        case editor
        /// A vertical `TextField`: as tall as its text within its `lineLimit`; Enter submits.
        case field
    }

    let kind: Kind
    /// The bound text.
    private var text = TextBinding()
    private var placeholder: String { text.placeholder }
    /// The text, the cursor and the selection.
    private(set) var buffer = MultilineTextBuffer()
    /// The paragraphs wrapped to the view's width.
    private(set) var rows = WrappedRows()
    /// The first row shown.
    private var top = RowRef(paragraph: 0, row: 0)
    /// Whether the view scrolls to keep the cursor in sight (a wheel turn lets it go).
    private var followsCursor = true
    /// The column ↑ and ↓ aim for, kept across rows that are shorter.
    private var preferredColumn: Int?
    /// The columns text wraps to: the view's width less the column kept for the cursor and scroll bar.
    private var textWidth: Int { max(1, node.frame.width - 1) }

    init(kind: Kind) {
        self.kind = kind
    }

    /// Takes the binding and placeholder, and follows the bound text.
    func update(text binding: Binding<String>, placeholder: String, onCommit: (@MainActor () -> Void)?)
        -> Invalidation
    {
        update(text: binding, placeholder: placeholder)
    }

    /// Takes the view's binding and placeholder, and follows the bound text.
    func update(text binding: Binding<String>, placeholder newPlaceholder: String) -> Invalidation {
        // Characters typed for the binding this view had go to it, before a new one is taken.
        writePendingText()
        var changes: Invalidation = []
        let change = text.update(binding, placeholder: newPlaceholder, node: node)
        if change.placeholder { changes.insert(.paint) }
        if let value = change.text {
            // Set from outside (a model change) or first shown: take it, cursor at the end.
            buffer.setText(value)
            top = RowRef(paragraph: 0, row: 0)
            followsCursor = true
            changes.formUnion([.layout, .paint])
        }
        return changes
    }

    @_spi(ShojiRuntime) public override var canTakeFocus: Bool { true }

    // MARK: Layout

    @_spi(ShojiRuntime) public override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        let env = node.environment
        switch kind {
        case .editor:
            let width = proposal.width.map { max(1, $0) } ?? 40
            let height = proposal.height.map { max(1, $0) } ?? max(1, rowCount(textWidth: max(1, width - 1)))
            return Size(width: width, height: height)
        case .field:
            let width = proposal.width.map { max(1, $0) } ?? idealFieldWidth()
            var height = max(1, rowCount(textWidth: max(1, width - 1)))
            let limits = env.lineLimits
            if let reserved = limits.fewest { height = max(height, reserved) }
            if let limit = limits.most { height = min(height, max(1, limit)) }
            if let h = proposal.height { height = min(height, max(1, h)) }
            return Size(width: width, height: height)
        }
    }

    /// A field's width without a proposal: its widest paragraph (up to 1024 columns) or its placeholder,
    /// and a column for the cursor.
    private func idealFieldWidth() -> Int {
        var widest = TextWidth.of(placeholder)
        for paragraph in buffer.paragraphs {
            var w = 0
            for ch in paragraph {
                w += WrappedRows.width(of: ch)
                if w > 1024 { break }
            }
            widest = max(widest, min(w, 1024))
        }
        return max(10, widest + 1)
    }

    /// The rows the text takes at `textWidth` columns (the wrap cache when it is that width).
    private func rowCount(textWidth width: Int) -> Int {
        if width == rows.width || !node.hasFrame {
            rows.sync(with: &buffer, width: width)
            return rows.totalRows(in: buffer)
        }
        var measured = 0
        return buffer.paragraphs.reduce(0) { $0 + WrappedRows.wrap($1, width: width, measured: &measured).count }
    }

    // MARK: Scrolling

    /// Wraps to the current width and scrolls so the cursor shows (unless the wheel moved the view).
    private func fit() {
        let height = node.frame.height
        rows.sync(with: &buffer, width: textWidth)
        top = rows.clamp(top, in: buffer)
        guard height > 0 else { return }
        if followsCursor {
            let cursorRow = rows.row(of: buffer.cursor, in: buffer)
            if cursorRow < top {
                top = cursorRow
            } else {
                var r = top
                var n = 0
                while r < cursorRow, n < height, let next = rows.row(after: r, in: buffer) {
                    r = next
                    n += 1
                }
                if n >= height {
                    top = cursorRow
                    for _ in 0..<(height - 1) {
                        guard let previous = rows.row(before: top, in: buffer) else { break }
                        top = previous
                    }
                }
            }
        }
        // No empty rows at the bottom while rows are hidden above.
        var shown = 1
        var r = top
        while shown < height, let next = rows.row(after: r, in: buffer) {
            r = next
            shown += 1
        }
        while shown < height, let previous = rows.row(before: top, in: buffer) {
            top = previous
            shown += 1
        }
    }

    // MARK: Drawing

    @_spi(ShojiRuntime) public override func draw(in canvas: CellCanvas) {
        let f = node.frame
        guard f.width > 0, f.height > 0 else { return }
        let env = node.environment
        if kind == .field {
            var field = CellStyle()
            field.attributes = isFocused ? [.underline] : [.underline, .dim]
            canvas.fill(f, style: field)
        }
        var plain = CellStyle()
        if !env.isEnabled { plain.attributes.insert(.dim) }
        if buffer.paragraphs.count == 1 && buffer.paragraphs[0].isEmpty {
            var style = plain
            style.attributes.formUnion(kind == .field ? [.underline, .dim] : [.dim])
            canvas.draw(placeholder, at: f.origin, style: style)
            return
        }
        fit()
        var selected = plain
        selected.attributes.insert(.reverse)
        let selection = buffer.selection
        var r = top
        for y in f.minY..<f.maxY {
            let range = rows.range(of: r, in: buffer)
            var x = f.minX
            var offset = range.start
            while offset < range.end && x < f.maxX {
                let ch = buffer.character(inParagraph: r.paragraph, at: offset)
                let position = TextPosition(paragraph: r.paragraph, offset: offset)
                let style = selection?.contains(position) == true ? selected : plain
                if ch == "\t" {
                    canvas.fill(Rect(x: x, y: y, width: 4, height: 1), with: " ", style: style)
                    x += 4
                } else {
                    x = canvas.draw(grapheme: ch, x: x, y: y, style: style)
                }
                offset = buffer.offset(after: offset, inParagraph: r.paragraph)
            }
            // A selected newline shows as one selected cell after the paragraph's last row.
            if let selection, rows.isLastRow(r, in: buffer), r.paragraph + 1 < buffer.paragraphs.count,
                selection.contains(TextPosition(paragraph: r.paragraph, offset: range.end))
            {
                canvas.draw(" ", at: Point(x: x, y: y), style: selected)
            }
            guard let next = rows.row(after: r, in: buffer) else { break }
            r = next
        }
        drawScrollBar(in: canvas)
    }

    /// A bar in the last column when the text is taller than the view.
    private func drawScrollBar(in canvas: CellCanvas) {
        let f = node.frame
        let h = f.height
        let total = rows.totalRows(in: buffer)
        guard total > h, f.width > 1 else { return }
        ScrollBar.draw(
            in: canvas, x: f.maxX - 1, top: f.minY, height: h, total: total, first: rows.index(of: top, in: buffer))
    }

    @_spi(ShojiRuntime) public override var cursorPosition: Point? {
        let f = node.frame
        guard node.hasFrame, f.width > 0, f.height > 0 else { return nil }
        fit()
        let cursorRow = rows.row(of: buffer.cursor, in: buffer)
        guard cursorRow >= top else { return nil }
        var r = top
        var y = f.minY
        while r < cursorRow {
            guard let next = rows.row(after: r, in: buffer) else { return nil }
            r = next
            y += 1
            if y >= f.maxY { return nil }
        }
        let range = rows.range(of: cursorRow, in: buffer)
        let column = rows.column(of: buffer.cursor.offset, inRow: range, paragraph: cursorRow.paragraph, in: buffer)
        return Point(x: f.minX + min(column, f.width - 1), y: y)
    }

    // MARK: Keys

    @_spi(ShojiRuntime) public override func handleKey(_ key: KeyPress) -> Bool {
        guard node.environment.isEnabled else { return false }
        let shift = key.modifiers.contains(.shift)
        let word = !key.modifiers.isDisjoint(with: [.control, .option])
        let keepsColumn: Bool
        switch key.key {
        case .character(let c) where key.modifiers.isDisjoint(with: [.option, .control, .command]):
            buffer.insert(String(c))
            node.graph.noteTypedText()
            return edited(deferringWrite: true)
        case .character("b") where key.modifiers.contains(.option):
            buffer.move(to: buffer.wordStart(before: buffer.cursor), extending: false)
            keepsColumn = false
        case .character("f") where key.modifiers.contains(.option):
            buffer.move(to: buffer.wordEnd(after: buffer.cursor), extending: false)
            keepsColumn = false
        case .character("d") where key.modifiers.contains(.option):
            buffer.delete(toward: buffer.wordEnd(after: buffer.cursor))
            return edited()
        case .paste(let text):
            buffer.insert(TextSanitizer.stripControls(text, keepingLineBreaks: true))
            return edited()
        case .enter:
            if kind == .field, !key.modifiers.contains(.option), let submit = node.environment.submitAction {
                submit()
                return true
            }
            buffer.insert("\n")
            return edited()
        case .backspace where key.modifiers.contains(.option), .control("w"):
            buffer.delete(toward: buffer.wordStart(before: buffer.cursor))
            return edited()
        case .backspace:
            guard buffer.deleteBackward() else { return true }
            return edited()
        case .delete:
            guard buffer.deleteForward() else { return true }
            return edited()
        case .control("u"):
            buffer.delete(toward: TextPosition(paragraph: buffer.cursor.paragraph, offset: 0))
            return edited()
        case .control("k"):
            let p = buffer.cursor
            let endOfParagraph = TextPosition(paragraph: p.paragraph, offset: buffer.paragraphs[p.paragraph].utf8.count)
            buffer.delete(toward: p == endOfParagraph ? buffer.position(after: p) : endOfParagraph)
            return edited()
        case .left, .right:
            let forward = key.key == .right
            if !shift, let selection = buffer.selection {
                // An arrow without Shift collapses the selection to its end in that direction.
                buffer.move(to: forward ? selection.upperBound : selection.lowerBound, extending: false)
            } else {
                let c = buffer.cursor
                let target =
                    forward
                    ? (word ? buffer.wordEnd(after: c) : buffer.position(after: c))
                    : (word ? buffer.wordStart(before: c) : buffer.position(before: c))
                buffer.move(to: target, extending: shift)
            }
            keepsColumn = false
        case .up, .down, .pageUp, .pageDown:
            let step = key.key == .up || key.key == .down ? 1 : max(1, node.frame.height - 1)
            let forward = key.key == .down || key.key == .pageDown
            // At the first or last row, ↑/↓ go to the start or end; from there they leave the view.
            guard moveVertically(by: forward ? step : -step, extending: shift) else { return false }
            keepsColumn = true
        case .home, .control("a"):
            if key.modifiers.contains(.control) && key.key == .home {
                buffer.move(to: TextPosition(paragraph: 0, offset: 0), extending: shift)
            } else {
                moveToRowEdge(end: false, extending: shift)
            }
            keepsColumn = false
        case .end, .control("e"):
            if key.modifiers.contains(.control) && key.key == .end {
                buffer.move(to: buffer.end, extending: shift)
            } else {
                moveToRowEdge(end: true, extending: shift)
            }
            keepsColumn = false
        case .escape:
            // Esc drops a selection; without one it goes on (a sheet closes, a screen pops).
            guard buffer.selection != nil else { return false }
            buffer.move(to: buffer.cursor, extending: false)
            keepsColumn = false
        default:
            return false
        }
        if !keepsColumn { preferredColumn = nil }
        followsCursor = true
        node.setNeedsPaint()
        return true
    }

    /// Moves the cursor `delta` rows down (up when negative), at the preferred column. Returns `false`
    /// when it could not move at all (at the start or end already).
    private func moveVertically(by delta: Int, extending: Bool) -> Bool {
        rows.sync(with: &buffer, width: textWidth)
        let start = rows.row(of: buffer.cursor, in: buffer)
        let startRange = rows.range(of: start, in: buffer)
        let column =
            preferredColumn
            ?? rows.column(of: buffer.cursor.offset, inRow: startRange, paragraph: start.paragraph, in: buffer)
        preferredColumn = column
        var r = start
        for _ in 0..<abs(delta) {
            guard let next = delta > 0 ? rows.row(after: r, in: buffer) : rows.row(before: r, in: buffer) else { break }
            r = next
        }
        if r == start {
            let edge = delta > 0 ? buffer.end : TextPosition(paragraph: 0, offset: 0)
            guard buffer.cursor != edge else { return false }
            buffer.move(to: edge, extending: extending)
            return true
        }
        buffer.move(
            to: TextPosition(paragraph: r.paragraph, offset: rows.offset(atColumn: column, in: r, buffer: buffer)),
            extending: extending)
        return true
    }

    /// Moves the cursor to the start or end of its screen row.
    private func moveToRowEdge(end: Bool, extending: Bool) {
        rows.sync(with: &buffer, width: textWidth)
        let r = rows.row(of: buffer.cursor, in: buffer)
        let range = rows.range(of: r, in: buffer)
        var offset = end ? range.end : range.start
        // The end of a wrapped row is the next row's start: stop before the row's last grapheme (its space).
        if end && !rows.isLastRow(r, in: buffer) {
            offset = buffer.offset(before: range.end, inParagraph: r.paragraph)
        }
        buffer.move(to: TextPosition(paragraph: r.paragraph, offset: offset), extending: extending)
    }

    /// Follows an edit: writes the text to the binding — a typed character's once before the views next
    /// update (``TextBinding/deferWrite(node:flush:)``) — and asks for a size check (the text may have
    /// grown) and a repaint.
    private func edited(deferringWrite: Bool = false) -> Bool {
        preferredColumn = nil
        followsCursor = true
        if deferringWrite {
            // Strong, as a text field's (see there): run before the next update, then dropped.
            text.deferWrite(node: node) { [self] in writePendingText() }
        } else {
            text.write(buffer.text)
        }
        node.contentSizeMayHaveChanged()
        node.setNeedsPaint()
        return true
    }

    /// Writes the typed characters that wait (if no edit wrote them since).
    private func writePendingText() { text.writeIfPending(buffer.text) }

    // MARK: Mouse

    @_spi(ShojiRuntime) public override func handleMouse(_ event: MouseEvent) -> Bool {
        guard node.environment.isEnabled else { return false }
        switch event.kind {
        case .click:
            fit()
            var r = top
            for _ in 0..<max(0, event.location.y - node.frame.minY) {
                guard let next = rows.row(after: r, in: buffer) else { break }
                r = next
            }
            let offset = rows.offset(atColumn: event.location.x - node.frame.minX, in: r, buffer: buffer)
            buffer.move(to: TextPosition(paragraph: r.paragraph, offset: offset), extending: false)
            followsCursor = true
        case .scrollUp, .scrollDown:
            rows.sync(with: &buffer, width: textWidth)
            for _ in 0..<3 {
                let next =
                    event.kind == .scrollDown ? rows.row(after: top, in: buffer) : rows.row(before: top, in: buffer)
                guard let next else { break }
                top = next
            }
            followsCursor = false
        case .drag, .release:
            return false
        }
        preferredColumn = nil
        node.setNeedsPaint()
        return true
    }
}
