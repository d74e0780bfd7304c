/// Text broken into graphemes with widths, and wrapped into lines for a given width.
///
/// Built once per text value; the node's size cache keeps the sizes measured from it.
struct TextLayout {
    /// One grapheme: its sanitized text, its width in cells and the run it came from.
    struct Glyph {
        var character: Character
        var width: Int
        var run: Int
    }

    /// The text's paragraphs (split at newlines), as glyphs.
    private let paragraphs: [[Glyph]]
    /// The width of the widest paragraph on one line.
    let naturalWidth: Int

    /// The most cells one line of a terminal shows: a text limited to `n` lines never needs more than
    /// `n` times this many glyphs.
    static let widestLine = 4_096

    /// Lays out `runs`. With `lineLimit`, only what `lineLimit` lines can show is kept (a 50 MB title in a
    /// one-line row costs what a screen line does), and what is left out still ends the last line in `…`.
    init(runs: [Text.Run], lineLimit: Int? = nil) {
        var paragraphs: [[Glyph]] = [[]]
        let maxParagraphs = lineLimit.map { max(1, $0) }
        let maxGlyphs = maxParagraphs.map { $0 * Self.widestLine }
        var kept = 0
        runs: for (index, run) in runs.enumerated() {
            for ch in run.string {
                if let maxGlyphs, let maxParagraphs, kept >= maxGlyphs || paragraphs.count > maxParagraphs {
                    // Cut: one more (empty) paragraph than can show, so drawing ends in `…`.
                    if paragraphs.count <= maxParagraphs { paragraphs.append([]) }
                    break runs
                }
                if ch == "\n" || ch == "\r\n" || ch == "\r" {
                    paragraphs.append([])
                    continue
                }
                kept += 1
                if ch == "\t" {
                    let column = paragraphs[paragraphs.count - 1].reduce(0) { $0 + $1.width }
                    let spaces = 4 - column % 4
                    for _ in 0..<spaces {
                        paragraphs[paragraphs.count - 1].append(Glyph(character: " ", width: 1, run: index))
                    }
                    continue
                }
                let safe = TextSanitizer.sanitize(ch)
                let width = TextWidth.of(safe)
                if width == 0 { continue }
                paragraphs[paragraphs.count - 1].append(Glyph(character: safe, width: width, run: index))
            }
        }
        self.paragraphs = paragraphs
        naturalWidth = paragraphs.map { $0.reduce(0) { $0 + $1.width } }.max() ?? 0
    }

    /// Number of lines with no wrapping.
    var naturalLines: Int { paragraphs.count }

    /// The size for a proposal: the natural size if it fits, else wrapped to the proposed width; at most
    /// the proposed height (but at least one line), and at most `lineLimit` lines.
    func size(for proposal: ProposedSize, lineLimit: Int?) -> Size {
        var lines: [[Glyph]]
        if let w = proposal.width, w < naturalWidth {
            if w <= 0 { return Size(width: 0, height: 1) }
            lines = wrap(width: w)
        } else {
            lines = paragraphs
        }
        var height = lines.count
        if let limit = lineLimit { height = min(height, max(1, limit)) }
        if let h = proposal.height { height = min(height, max(1, h)) }
        let width = lines.prefix(height).map { $0.reduce(0) { $0 + $1.width } }.max() ?? 0
        return Size(width: width, height: max(1, height))
    }

    /// Breaks the paragraphs into lines no wider than `width` (greedy, at spaces when possible).
    func wrap(width: Int) -> [[Glyph]] {
        guard width > 0 else { return paragraphs.map { _ in [] } }
        var lines: [[Glyph]] = []
        for paragraph in paragraphs {
            var line: [Glyph] = []
            var lineWidth = 0
            var i = 0
            while i < paragraph.count {
                // Take the next word (with the spaces before it).
                var j = i
                var wordWidth = 0
                while j < paragraph.count && paragraph[j].character == " " {
                    wordWidth += paragraph[j].width
                    j += 1
                }
                while j < paragraph.count && paragraph[j].character != " " {
                    wordWidth += paragraph[j].width
                    j += 1
                }
                if lineWidth + wordWidth <= width {
                    line.append(contentsOf: paragraph[i..<j])
                    lineWidth += wordWidth
                    i = j
                    continue
                }
                if !line.isEmpty {
                    lines.append(line)
                    line = []
                    lineWidth = 0
                    // Drop the spaces that ended the previous line.
                    while i < paragraph.count && paragraph[i].character == " " { i += 1 }
                    continue
                }
                // A word wider than the line: break it.
                while i < j {
                    let g = paragraph[i]
                    if lineWidth + g.width > width {
                        lines.append(line)
                        line = []
                        lineWidth = 0
                        if g.width > width {
                            i += 1
                            continue
                        }
                    }
                    line.append(g)
                    lineWidth += g.width
                    i += 1
                }
            }
            lines.append(line)
        }
        return lines
    }

    /// Draws the text inside `frame`, wrapped to its width; the last visible line ends in `…` when text
    /// is cut off.
    @MainActor
    func draw(in canvas: Canvas, frame: Rect, styles: [CellStyle], alignment: TextAlignment, enabled: Bool) {
        guard frame.width > 0, frame.height > 0 else { return }
        let lines = frame.width >= naturalWidth ? paragraphs : wrap(width: frame.width)
        let visible = min(lines.count, frame.height)
        for row in 0..<visible {
            var line = lines[row]
            // A loop, not `reduce` with a closure: a closure formed in this main-actor method and handed to
            // the standard library checks the executor on every call (one per line drawn).
            var width = 0
            for glyph in line { width += glyph.width }
            let cut = (row == visible - 1 && visible < lines.count) || width > frame.width
            if cut {
                while !line.isEmpty && width + 1 > frame.width {
                    width -= line.removeLast().width
                }
                line.append(Glyph(character: "…", width: 1, run: line.last?.run ?? 0))
                width += 1
            }
            var x = frame.minX
            switch alignment {
            case .leading: break
            case .center: x += max(0, (frame.width - width) / 2)
            case .trailing: x += max(0, frame.width - width)
            }
            for glyph in line {
                var style = styles.isEmpty ? CellStyle() : styles[min(glyph.run, styles.count - 1)]
                if !enabled { style.attributes.insert(.dim) }
                x = canvas.draw(grapheme: glyph.character, x: x, y: frame.minY + row, style: style)
            }
        }
    }
}
