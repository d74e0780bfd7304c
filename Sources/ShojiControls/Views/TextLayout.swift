@_spi(ShojiRuntime) import ShojiCore

/// Text broken into graphemes with widths, and wrapped into lines for a given width.
///
/// Built once per text value; the node's size cache keeps the sizes measured from it.
struct TextLayout {
    /// One grapheme: its sanitized text, its width in cells and the run it came from.
    struct Glyph {
        var character: Character
        var width: Int
        var run: Int
        /// Whether the glyph is a space, where lines may break (a `Bool`, not a `Character` comparison,
        /// in the wrapping loop).
        var isSpace: Bool

        init(character: Character, width: Int, run: Int) {
            self.character = character
            self.width = width
            self.run = run
            isSpace = character.leadingUTF8Byte == 0x20 && character.utf8.count == 1
        }
    }

    /// The text's paragraphs (split at newlines), as glyphs.
    private let paragraphs: [[Glyph]]
    /// The width of each paragraph on one line.
    private let paragraphWidths: [Int]
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
        /// Whether the limit is reached. Then the text is cut: one more (empty) paragraph than can show, so
        /// drawing ends in `…`.
        func limitReached() -> Bool {
            guard let maxGlyphs, let maxParagraphs, kept >= maxGlyphs || paragraphs.count > maxParagraphs else {
                return false
            }
            if paragraphs.count <= maxParagraphs { paragraphs.append([]) }
            return true
        }
        runs: for (index, run) in runs.enumerated() {
            if Self.isPrintableASCII(run.string) {
                // One glyph per byte, each one cell wide and safe as it is: no grapheme breaking, no
                // sanitizing, no width lookup (a row's title, a counter's value, most of what a screen shows).
                // The characters come from a table (making each one from its byte is a string's
                // validation), and the line grows once.
                let last = paragraphs.count - 1
                paragraphs[last].reserveCapacity(paragraphs[last].count + run.string.utf8.count)
                for byte in run.string.utf8 {
                    if limitReached() { break runs }
                    kept += 1
                    paragraphs[last].append(
                        Glyph(character: Self.printableASCII[Int(byte &- 0x20)], width: 1, run: index))
                }
                continue
            }
            // A short text ("✓ ") grows its line once; a long one as it goes (its byte count can be far
            // more glyphs than a line limit keeps).
            let last = paragraphs.count - 1
            paragraphs[last].reserveCapacity(paragraphs[last].count + min(run.string.utf8.count, 64))
            // Checked first, so only for a short text: a long one (a 50 MB title in a one-line row) is
            // read only as far as its line limit.
            if run.string.utf8.count <= Self.scalarPathLimit && Self.scalarsStandAlone(run.string) {
                // One glyph per scalar, each safe as it is ("✓ Done", "─────", "café"): no grapheme
                // breaking, which the standard library does out of line, far from the rest of a frame's code.
                for scalar in run.string.unicodeScalars {
                    if limitReached() { break runs }
                    kept += 1
                    let width = scalar.value < 0x7F ? 1 : TextWidth.of(first: scalar)
                    if width == 0 { continue }
                    paragraphs[last].append(Glyph(character: Character(scalar), width: width, run: index))
                }
                continue
            }
            for ch in run.string {
                if limitReached() { break runs }
                if ch.isLineBreakByte {
                    paragraphs.append([])
                    continue
                }
                kept += 1
                if ch.leadingUTF8Byte == 0x09 {
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
        paragraphWidths = paragraphs.map { $0.reduce(0) { $0 + $1.width } }
        naturalWidth = paragraphWidths.max() ?? 0
    }

    /// The printable ASCII characters, space to `~`, by their code minus 0x20.
    private static let printableASCII: [Character] = (0x20...0x7E).map { Character(Unicode.Scalar(UInt8($0))) }

    /// Whether every byte of `string` is printable ASCII (space to `~`): no newline, tab or control.
    private static func isPrintableASCII(_ string: String) -> Bool {
        for byte in string.utf8 where byte < 0x20 || byte > 0x7E { return false }
        return true
    }

    /// The longest text, in bytes, checked for the scalar-by-scalar layout.
    private static let scalarPathLimit = 1_024

    /// Whether every scalar of `string` is a glyph of its own (``TextWidth/standsAlone(_:)``).
    private static func scalarsStandAlone(_ string: String) -> Bool {
        for scalar in string.unicodeScalars where !TextWidth.standsAlone(scalar) { return false }
        return true
    }

    /// Number of lines with no wrapping.
    var naturalLines: Int { paragraphs.count }

    /// The size for a proposal: the natural size if it fits, else wrapped to the proposed width; at most
    /// the proposed height (but at least one line), and at most `lineLimit` lines.
    ///
    /// Measures without building lines, and stops at the last line that can show: a long text in a
    /// stack is measured several times a layout, and once for each key typed into the field it mirrors.
    func size(for proposal: ProposedSize, lineLimit: Int?) -> Size {
        // The lower of the two limits (each at least one line); no array: this runs for every cached
        // proposal of every text whose content changed.
        var cap = lineLimit.map { max(1, $0) }
        if let height = proposal.height { cap = min(cap ?? .max, max(1, height)) }
        if let w = proposal.width, w < naturalWidth {
            if w <= 0 { return Size(width: 0, height: 1) }
            var count = 0
            var widest = 0
            var lastParagraph = -1
            // A paragraph cut by the limit shows as much of its rest as fits on its last line (then `…`):
            // that line is as wide as the proposal, as SwiftUI's truncated text is.
            var cutInParagraph = false
            forEachLine(width: w) { paragraph, _, lineWidth in
                if let cap, count == cap {
                    cutInParagraph = paragraph == lastParagraph
                    return false
                }
                count += 1
                widest = max(widest, lineWidth)
                lastParagraph = paragraph
                return true
            }
            return Size(width: cutInParagraph ? w : widest, height: max(1, count))
        }
        let height = min(paragraphs.count, cap ?? paragraphs.count)
        var width = 0
        for index in 0..<height { width = max(width, paragraphWidths[index]) }
        return Size(width: width, height: max(1, height))
    }

    /// Whether this layout measures as `other` does for every proposal: the same paragraphs, with glyphs
    /// of the same widths and spaces in the same places (sizes follow from nothing else). "Counter: 5" and
    /// "Counter: 6" have the same shape, so a counter's step is repainted without measuring anything.
    func hasSameShape(as other: TextLayout) -> Bool {
        guard paragraphWidths == other.paragraphWidths else { return false }
        for (mine, theirs) in zip(paragraphs, other.paragraphs) {
            guard mine.count == theirs.count else { return false }
            for (a, b) in zip(mine, theirs) where a.width != b.width || a.isSpace != b.isSpace { return false }
        }
        return true
    }

    /// Breaks the paragraphs into lines no wider than `width` (greedy, at spaces when possible); with
    /// `maxLines`, only the first that many.
    func wrap(width: Int, maxLines: Int? = nil) -> [[Glyph]] {
        guard width > 0 else { return Array(paragraphs.map { _ in [] }.prefix(maxLines ?? .max)) }
        return lineRanges(width: width, maxLines: maxLines).map { Array(paragraphs[$0.paragraph][$0.glyphs]) }
    }

    /// The lines of the text wrapped to `width` (more than 0) as ranges of glyphs in their paragraphs.
    private func lineRanges(width: Int, maxLines: Int?) -> [(paragraph: Int, glyphs: Range<Int>)] {
        var lines: [(paragraph: Int, glyphs: Range<Int>)] = []
        forEachLine(width: width) { paragraph, range, _ in
            lines.append((paragraph, range))
            return maxLines.map { lines.count < $0 } ?? true
        }
        return lines
    }

    /// Walks the lines of the text wrapped to `width` (which is more than 0): `body` gets each line's
    /// paragraph, the range of its glyphs in that paragraph and its width, and returns whether to go on.
    ///
    /// A line is a run of glyphs of one paragraph: the spaces that end a line are dropped, and a glyph
    /// wider than the whole line is left out (after an empty line, as it always was).
    private func forEachLine(width: Int, _ body: (_ paragraph: Int, _ glyphs: Range<Int>, _ width: Int) -> Bool) {
        for (index, paragraph) in paragraphs.enumerated() {
            var start = 0
            var lineWidth = 0
            var i = 0
            while i < paragraph.count {
                // Take the next word (with the spaces before it).
                var j = i
                var wordWidth = 0
                while j < paragraph.count && paragraph[j].isSpace {
                    wordWidth += paragraph[j].width
                    j += 1
                }
                while j < paragraph.count && !paragraph[j].isSpace {
                    wordWidth += paragraph[j].width
                    j += 1
                }
                if lineWidth + wordWidth <= width {
                    lineWidth += wordWidth
                    i = j
                    continue
                }
                if start < i {
                    guard body(index, start..<i, lineWidth) else { return }
                    lineWidth = 0
                    // Drop the spaces that ended the previous line.
                    while i < paragraph.count && paragraph[i].isSpace { i += 1 }
                    start = i
                    continue
                }
                // A word wider than the line: break it.
                while i < j {
                    let glyphWidth = paragraph[i].width
                    if lineWidth + glyphWidth > width {
                        guard body(index, start..<i, lineWidth) else { return }
                        lineWidth = 0
                        start = i
                        if glyphWidth > width {
                            i += 1
                            start = i
                            continue
                        }
                    }
                    lineWidth += glyphWidth
                    i += 1
                }
            }
            guard body(index, start..<i, lineWidth) else { return }
        }
    }

    /// Draws the text inside `frame`, wrapped to its width; the last visible line ends in `…` when text
    /// is cut off.
    @MainActor
    func draw(in canvas: CellCanvas, frame: Rect, styles: [CellStyle], alignment: TextAlignment, enabled: Bool) {
        guard frame.width > 0, frame.height > 0 else { return }
        // One line more than shows tells whether the last one is cut.
        let wraps = frame.width < naturalWidth
        let ranges = wraps ? lineRanges(width: frame.width, maxLines: frame.height + 1) : []
        // Each line taken when drawn, not all of them into an array first (an allocation per draw).
        let lineCount = wraps ? ranges.count : min(paragraphs.count, frame.height + 1)
        let visible = min(lineCount, frame.height)
        for row in 0..<visible {
            var line = wraps ? Array(paragraphs[ranges[row].paragraph][ranges[row].glyphs]) : paragraphs[row]
            var cut = row == visible - 1 && visible < lineCount
            // The last line of a cut paragraph shows as much of the rest as fits, then `…`, as SwiftUI's
            // tail truncation ("/usr/bin/python3 -m http.serv…", not "/usr/bin/python3…").
            if cut, wraps, ranges[row + 1].paragraph == ranges[row].paragraph {
                line = Array(paragraphs[ranges[row].paragraph][ranges[row].glyphs.lowerBound...])
            }
            // A loop, not `reduce` with a closure: a closure formed in this main-actor method and handed to
            // the standard library checks the executor on every call (one per line drawn).
            var width = 0
            for glyph in line { width += glyph.width }
            cut = cut || width > frame.width
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
                // Glyphs are sanitized and measured when laid out (`…` is one cell).
                x = canvas.draw(
                    sanitized: glyph.character, width: glyph.width, x: x, y: frame.minY + row, style: style)
            }
        }
    }
}
