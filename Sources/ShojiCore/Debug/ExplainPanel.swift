/// The overlay's explain panel (F6): why each view's body ran in the last frames — `#12 FollowerCountView
/// ← ProfileModel.followerCount` — or, after a click on a view's badge, that view's dependency history
/// (every cause that has run it, with counts). The last `_printChanges()` lines follow. It is drawn in a
/// box at most 80 columns wide, on the half of the screen away from the HUD.
@MainActor
@_spi(ShojiRuntime) public struct ExplainPanel {
    /// The causes of the last frames, oldest first.
    let recent: [(frame: Int, causes: [String: [String]])]
    /// The view whose history is shown instead, if one was clicked.
    @_spi(ShojiRuntime) public let selected: ViewNode?
    /// The last `_printChanges()` lines.
    let log: [String]
    /// Whether the HUD is at the top (the panel then goes to the bottom).
    let hudAtTop: Bool
    /// Per `ObservableObject` class, the evaluations it caused and how many read nothing that changed.
    var objectTotals: [String: ObjectWillChangeCount] = [:]

    /// The panel's text lines, newest first, before fitting.
    @_spi(ShojiRuntime) public var lines: [String] {
        var lines: [String] = []
        if let node = selected {
            lines.append("\(node.typeName) ×\(node.evaluationCount): what has run it")
            for (cause, count) in node.causeHistory.sorted(by: {
                $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key
            }) {
                lines.append("  \(cause) ×\(count)")
            }
            if node.causeHistory.isEmpty { lines.append("  (nothing recorded yet)") }
        } else {
            // What the migration to `@Observable` would save, first: it is the point of the panel.
            for name in objectTotals.keys.sorted() {
                lines.append("\(name): \(objectTotals[name]!.summary) (@Observable would skip them)")
            }
            for entry in recent.reversed() {
                for view in entry.causes.keys.sorted() {
                    lines.append("#\(entry.frame) \(view) ← \(entry.causes[view]!.joined(separator: ", "))")
                }
            }
            if recent.isEmpty { lines.append("no body has run since the overlay was turned on") }
        }
        if !log.isEmpty {
            lines.append("_printChanges:")
            lines.append(contentsOf: log.suffix(3).reversed().map { "  " + $0 })
        }
        return lines
    }

    /// Draws the panel on `canvas` (the whole screen of `size`).
    @_spi(ShojiRuntime) public func draw(in canvas: CellCanvas, size: Size) {
        let width = min(size.width, 80)
        let available = size.height - 1  // the HUD's row
        guard width >= 12, available >= 3 else { return }
        let body = lines
        let height = min(available, body.count + 2, max(3, available / 2 + 1))
        let top = hudAtTop ? size.height - height : 0
        let frame = Rect(x: size.width - width, y: top, width: width, height: height)
        let style = CellStyle(foreground: .white, background: .black)
        canvas.fill(frame, style: style)
        canvas.strokeBox(
            frame, horizontal: "─", vertical: "│", corners: ("╭", "╮", "╰", "╯"),
            style: CellStyle(foreground: .yellow, background: .black))
        let title = selected == nil ? " Why views ran · F6 close · click a badge " : " History · click the badge again "
        canvas.draw(String(title.prefix(width - 4)), at: Point(x: frame.minX + 2, y: frame.minY), style: style)
        for (i, line) in body.prefix(height - 2).enumerated() {
            canvas.draw(fit(line, width - 4), at: Point(x: frame.minX + 2, y: frame.minY + 1 + i), style: style)
        }
    }

    /// `text` cut to `width` cells, with `…` when cut.
    private func fit(_ text: String, _ width: Int) -> String {
        guard TextWidth.of(text) > width, width > 1 else { return text }
        var out = ""
        var used = 0
        for ch in text {
            let w = TextWidth.of(ch)
            if used + w > width - 1 { break }
            out.append(ch)
            used += w
        }
        return out + "…"
    }
}
