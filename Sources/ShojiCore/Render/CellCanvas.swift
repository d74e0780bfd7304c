/// What a view draws into: the screen buffer seen through a clip rectangle.
///
/// Views draw in absolute cell coordinates; anything outside ``clip`` is dropped. Text is laid out by
/// grapheme and sanitized here, so nothing a view draws can carry a control character to the terminal.
@MainActor
public struct CellCanvas {
    /// The buffer being drawn into.
    @_spi(ShojiRuntime) public var buffer: UnsafeMutablePointer<ScreenBuffer>
    /// Only cells inside this rectangle may change.
    public private(set) var clip: Rect
    /// How many cells were written (for stats).
    var written: UnsafeMutablePointer<Int>
    /// The area being repainted (the clip the canvas was made with), whose edges are not the views' own.
    private let area: Rect
    /// Where a wide character was cut by an edge of ``area``, not of a view: the cells it takes, which a
    /// repaint of the whole screen would have drawn whole (`nil`: not recorded).
    private let cuts: UnsafeMutablePointer<[Rect]>?

    /// A canvas drawing into `buffer` inside `clip`. With `cuts`, a wide character that `clip`'s left or
    /// right edge cuts in two (drawn as a blank in its inside half) is recorded there, so the caller can
    /// draw its cells again: a damaged rectangle's edge is not where a full repaint would cut it.
    @_spi(ShojiRuntime) public init(
        buffer: UnsafeMutablePointer<ScreenBuffer>, clip: Rect, written: UnsafeMutablePointer<Int>,
        cuts: UnsafeMutablePointer<[Rect]>? = nil
    ) {
        self.buffer = buffer
        self.clip = clip.intersection(Rect(origin: .zero, size: buffer.pointee.size))
        self.written = written
        self.area = self.clip
        self.cuts = cuts
    }

    /// A canvas for the same buffer restricted further to `rect`.
    public func clipped(to rect: Rect) -> CellCanvas {
        var copy = self
        copy.clip = clip.intersection(rect)
        return copy
    }

    /// Draws `text` on one row starting at `point`, with `style`. A background of `nil` keeps what is
    /// beneath. Returns the column after the last cell drawn.
    @discardableResult
    public func draw(_ text: String, at point: Point, style: CellStyle) -> Int {
        var x = point.x
        let y = point.y
        guard y >= clip.minY, y < clip.maxY else { return x + TextWidth.of(text) }
        if let end = drawPrintableASCII(text, x: x, y: y, style: style) { return end }
        for ch in text {
            x = draw(grapheme: ch, x: x, y: y, style: style)
            if x >= clip.maxX { break }
        }
        return x
    }

    /// Draws `text` as ``draw(_:at:style:)`` does when every byte of it is printable ASCII (each byte is
    /// then one grapheme one cell wide that needs no sanitizing), without breaking it into graphemes
    /// (about 130 instructions a character); returns `nil`, having drawn nothing, for any other text.
    private func drawPrintableASCII(_ text: String, x start: Int, y: Int, style: CellStyle) -> Int? {
        for byte in text.utf8 where byte < 0x20 || byte > 0x7E { return nil }
        var x = start
        for byte in text.utf8 {
            if x >= clip.minX && x < clip.maxX {
                let cell = Cell(
                    text: CellCanvas.asciiText[Int(byte) - 0x20], width: 1, style: resolve(style, x: x, y: y))
                buffer.pointee.set(x: x, y: y, cell)
                written.pointee += 1
            }
            x += 1
            if x >= clip.maxX { break }
        }
        return x
    }

    /// The printable ASCII characters (0x20…0x7E) as strings, by byte − 0x20.
    private static let asciiText: [String] = (0x20...0x7E).map { String(UnicodeScalar(UInt8($0))) }

    /// Draws one grapheme and returns the next column.
    @discardableResult
    @_spi(ShojiRuntime) public func draw(grapheme ch: Character, x: Int, y: Int, style: CellStyle) -> Int {
        let safe = TextSanitizer.sanitize(ch)
        let w = TextWidth.of(safe)
        if w == 0 { return x }
        return draw(sanitized: safe, width: w, x: x, y: y, style: style)
    }

    /// Draws one grapheme that is sanitized and measured already — a laid-out glyph, `width` 1 or 2 —
    /// and returns the next column: ``draw(grapheme:x:y:style:)`` without sanitizing and measuring it
    /// again (a text's layout did both, once, when its text changed).
    @discardableResult
    @_spi(ShojiRuntime) public func draw(sanitized safe: Character, width w: Int, x: Int, y: Int, style: CellStyle)
        -> Int
    {
        guard w == 1 || w == 2 else { return w == 0 ? x : draw(grapheme: safe, x: x, y: y, style: style) }
        // Rows outside the clip (which is inside the buffer) are never touched: a view's text may be
        // taller than the damaged rectangle being drawn, or than the screen.
        guard y >= clip.minY && y < clip.maxY else { return x + w }
        if x >= clip.minX && x + w <= clip.maxX {
            let cell = Cell(text: String(safe), width: UInt8(w), style: resolve(style, x: x, y: y))
            buffer.pointee.set(x: x, y: y, cell)
            written.pointee += w
        } else if w == 2 && (x == clip.maxX - 1 || x == clip.minX - 1) {
            // Half of a wide character falls outside the clip: show a blank in the half that is inside.
            let inside = x == clip.maxX - 1 ? x : x + 1
            guard clip.contains(Point(x: inside, y: y)) else { return x + w }
            buffer.pointee.set(x: inside, y: y, Cell(text: " ", style: resolve(style, x: inside, y: y)))
            written.pointee += 1
            // Cut by the repainted area's edge rather than the view's: drawn whole by a later pass.
            let byArea = inside == x ? clip.maxX == area.maxX : clip.minX == area.minX
            if byArea, let cuts, x >= 0, x + 2 <= buffer.pointee.size.width {
                cuts.pointee.append(Rect(x: x, y: y, width: 2, height: 1))
            }
        }
        return x + w
    }

    /// Fills `rect` with copies of one grapheme (a rule, a bar), drawing only the cells inside the clip:
    /// what `draw(String(repeating:count:), …)` draws, without laying out the whole string. A grapheme
    /// that does not take exactly one cell is drawn through ``draw(_:at:style:)``.
    public func fill(_ rect: Rect, with grapheme: Character, style: CellStyle) {
        // Nothing outside the clip is drawn either way: the sides of a box that miss a damaged row cost
        // no sanitizing and measuring.
        let r = rect.intersection(clip)
        guard !r.isEmpty else { return }
        let safe = TextSanitizer.sanitize(grapheme)
        guard TextWidth.of(safe) == 1 else {
            for y in rect.minY..<rect.maxY {
                draw(
                    String(repeating: String(grapheme), count: rect.width), at: Point(x: rect.minX, y: y), style: style)
            }
            return
        }
        if style.isTranslucent {
            fillResolving(r, with: Cell(text: String(safe), width: 1, style: style))
            return
        }
        // One run of 1-wide cells per row: only its two ends can split a wide character.
        buffer.pointee.fill(
            r, with: Cell(text: String(safe), width: 1, style: style), keepingBackground: style.hasNoBackground)
        written.pointee += r.width * r.height
    }

    /// Draws a box along the edge of `rect` (at least 2 × 2): `horizontal` and `vertical` lines and the
    /// four `corners` (top left, top right, bottom left, bottom right). Only the cells inside the clip
    /// are touched, so redrawing a small damaged part of a large box costs only that part.
    public func strokeBox(
        _ rect: Rect, horizontal: Character, vertical: Character,
        corners: (Character, Character, Character, Character), style: CellStyle
    ) {
        guard rect.width >= 2, rect.height >= 2 else { return }
        let (left, right, top, bottom) = (rect.minX, rect.maxX - 1, rect.minY, rect.maxY - 1)
        fill(Rect(x: left + 1, y: top, width: rect.width - 2, height: 1), with: horizontal, style: style)
        fill(Rect(x: left + 1, y: bottom, width: rect.width - 2, height: 1), with: horizontal, style: style)
        fill(Rect(x: left, y: top + 1, width: 1, height: rect.height - 2), with: vertical, style: style)
        fill(Rect(x: right, y: top + 1, width: 1, height: rect.height - 2), with: vertical, style: style)
        fill(Rect(x: left, y: top, width: 1, height: 1), with: corners.0, style: style)
        fill(Rect(x: right, y: top, width: 1, height: 1), with: corners.1, style: style)
        fill(Rect(x: left, y: bottom, width: 1, height: 1), with: corners.2, style: style)
        fill(Rect(x: right, y: bottom, width: 1, height: 1), with: corners.3, style: style)
    }

    /// Fills `rect` with blanks of `style` (a `nil` background keeps none: the default).
    public func fill(_ rect: Rect, style: CellStyle) {
        let r = rect.intersection(clip)
        guard !r.isEmpty else { return }
        if style.isTranslucent {
            fillResolving(r, with: Cell(text: " ", style: style))
            return
        }
        buffer.pointee.fill(r, with: Cell(text: " ", style: style))
        written.pointee += r.width * r.height
    }

    /// Changes the style of every cell in `rect` (for focus highlights, disabled dimming, backgrounds
    /// drawn under existing text).
    public func restyle(_ rect: Rect, _ transform: (inout CellStyle) -> Void) {
        let r = rect.intersection(clip)
        guard !r.isEmpty else { return }
        buffer.pointee.restyle(r) { style in
            let behind = style.backgroundCode
            transform(&style)
            if style.isTranslucent { Self.blend(&style, over: behind) }
        }
    }

    /// Background: a style with no background color takes the one already in the cell; a translucent
    /// background is blended with it, and a translucent foreground with the cell's new background.
    private func resolve(_ style: CellStyle, x: Int, y: Int) -> CellStyle {
        let translucent = style.isTranslucent
        guard style.hasNoBackground || translucent, clip.contains(Point(x: x, y: y)) else { return style }
        var s = style
        let behind = buffer.pointee.backgroundCode(x: x, y: y)
        if s.hasNoBackground { s.backgroundCode = behind }
        if translucent { Self.blend(&s, over: behind) }
        return s
    }

    /// What a translucent color over the terminal's own background (no color) is blended with: black, or
    /// white on a light terminal (set by the app from `COLORFGBG`).
    @_spi(ShojiRuntime) public static var terminalBackground: (UInt8, UInt8, UInt8) = (0, 0, 0)

    /// Makes `style`'s translucent colors opaque: its background over `behind`, its foreground over the
    /// resulting background.
    static func blend(_ style: inout CellStyle, over behind: UInt32) {
        if ColorCode.isTranslucent(style.backgroundCode) {
            style.backgroundCode = ColorCode.blend(style.backgroundCode, over: behind, terminal: terminalBackground)
        }
        if ColorCode.isTranslucent(style.foregroundCode) {
            style.foregroundCode = ColorCode.blend(
                style.foregroundCode, over: style.backgroundCode, terminal: terminalBackground)
        }
    }

    /// Writes `cell` at every point of `rect` (inside the clip), its style resolved per cell.
    private func fillResolving(_ rect: Rect, with cell: Cell) {
        for y in rect.minY..<rect.maxY {
            for x in rect.minX..<rect.maxX {
                var copy = cell
                copy.style = resolve(cell.style, x: x, y: y)
                buffer.pointee.set(x: x, y: y, copy)
            }
        }
        written.pointee += rect.width * rect.height
    }
}
