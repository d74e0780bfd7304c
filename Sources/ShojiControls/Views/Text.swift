@_spi(ShojiRuntime) import ShojiCore

/// A view that shows one or more lines of read-only text.
///
/// ```swift
/// Text("Counter: \(count)")
///     .font(.largeTitle)
/// Text(verbatim: userInput)
/// Text("Done").bold() + Text(" 3 items").foregroundStyle(.secondary)
/// ```
///
/// Text is measured in display cells: wide characters (CJK, most emoji) take 2, combining marks 0.
/// When offered less width than it needs, text wraps at spaces (or inside a word that is too long);
/// when offered fewer rows than it needs, the last line ends in `…`. `"\n"` starts a new line, a tab
/// advances to the next multiple of 4 columns, and every other control character is shown as a visible
/// stand-in (`␛` for ESC): text from a model can never send an escape sequence to the terminal.
public struct Text: View, Equatable, Sendable {
    /// A run of characters with its own styling (from `+` concatenation or Text modifiers).
    struct Run: Equatable, Sendable {
        var string: String
        var style = RunStyle()

        /// Equal when the strings hold the same bytes (not canonical equivalence: see `hasSameUTF8(as:)`)
        /// and the styles are equal.
        static func == (a: Run, b: Run) -> Bool { a.string.hasSameUTF8(as: b.string) && a.style == b.style }
    }

    /// Styling set on a `Text` value itself (the `Text`-returning modifiers).
    struct RunStyle: Equatable, Sendable {
        var font: Font?
        var foreground: Color?
        var bold: Bool?
        var italic: Bool?
        var underline: Bool?
        var strikethrough: Bool?

        func applied(to base: TextStyle) -> TextStyle {
            var s = base
            if let font { s.font = font }
            if let foreground { s.foreground = foreground }
            if let bold { s.bold = bold }
            if let italic { s.italic = italic }
            if let underline { s.underline = underline }
            if let strikethrough { s.strikethrough = strikethrough }
            return s
        }
    }

    var runs: [Run]

    /// Text showing a string (a literal, an interpolation, or any string value).
    @inlinable
    public init<S: StringProtocol>(_ content: S) {
        // Inlinable, so an app's `Text(title)` is compiled for its own string type: called across modules
        // unspecialized, it copied and destroyed the string through its type's value witnesses in the
        // standard library (three pages of its text a toggled row touched: BENCHMARKS.md, issue 29).
        self.init(string: String(content))
    }

    /// Text showing `string`, unstyled.
    @usableFromInline
    init(string: String) {
        runs = [Run(string: string)]
    }

    /// Text showing a string exactly as given.
    public init(verbatim content: String) {
        runs = [Run(string: content)]
    }

    /// Text showing a value formatted by a format style (`Text(price, format: .currency(code: "USD"))`).
    public init<F: FormatStyle>(_ input: F.FormatInput, format: F) where F.FormatOutput == String {
        runs = [Run(string: format.format(input))]
    }

    /// The whole string, without styling.
    var string: String { runs.map(\.string).joined() }

    public var body: Never { primitiveBody(Self.self) }

    /// Joins two texts, keeping each one's styling.
    public static func + (lhs: consuming Text, rhs: Text) -> Text {
        var t = lhs
        t.runs.append(contentsOf: rhs.runs)
        return t
    }

    /// This text with `change` applied to each run's style. `consuming` (as are the modifiers that call
    /// it): `Text(title).strikethrough(done)` hands over a text no one else holds, so its runs are
    /// changed in place instead of copied into a new array on every evaluation of a body.
    private consuming func restyled(_ change: (inout RunStyle) -> Void) -> Text {
        var t = self
        Self.restyle(&t.runs, change)
        return t
    }

    /// Applies `change` to each run's style in place, through the runs' buffer: one uniqueness check (a
    /// shared array is copied first), then each style changed where it is; through the array's
    /// subscript, `strikethrough` alone was 1,400 bytes of code, all of it run for a row's title. Sound for
    /// any number of runs, none included: the buffer is the array's own storage, used only inside the
    /// call, at its own indices, and `change` sees one style and cannot reach the array (TextTests,
    /// `modifiersStyleEveryRun`). `nonisolated`, so that the closure handed to the standard library is
    /// not a main-actor one, which checks the executor every time it runs (SE-0423, as in `Tracking`).
    private nonisolated static func restyle(_ runs: inout [Run], _ change: (inout RunStyle) -> Void) {
        runs.withUnsafeMutableBufferPointer { buffer in
            for i in buffer.indices { change(&buffer[i].style) }
        }
    }

    /// This text in a font.
    public consuming func font(_ font: Font?) -> Text { restyled { $0.font = font } }
    /// This text in bold.
    public consuming func bold(_ isActive: Bool = true) -> Text { restyled { $0.bold = isActive } }
    /// This text in italics.
    public consuming func italic(_ isActive: Bool = true) -> Text { restyled { $0.italic = isActive } }
    /// This text underlined.
    public consuming func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        restyled { $0.underline = isActive }
    }
    /// This text struck through.
    public consuming func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        restyled { $0.strikethrough = isActive }
    }
    /// This text in a color.
    public consuming func foregroundColor(_ color: Color?) -> Text { restyled { $0.foreground = color } }
    /// This text in a color.
    public consuming func foregroundStyle(_ style: Color) -> Text { restyled { $0.foreground = style } }
    /// This text with a weight.
    public consuming func fontWeight(_ weight: Font.Weight?) -> Text {
        restyled { $0.bold = weight.map { $0.value >= Font.Weight.semibold.value } }
    }
    /// This text (a terminal has one typeface).
    public func fontDesign(_ design: Font.Design?) -> Text { self }
    /// This text (a terminal cell has one width).
    public func fontWidth(_ width: Font.Width?) -> Text { self }
    /// This text (letters are a cell apart in a terminal).
    public func kerning(_ kerning: CGFloat) -> Text { self }
    /// This text (letters are a cell apart in a terminal).
    public func tracking(_ tracking: CGFloat) -> Text { self }
    /// This text (a terminal has no baseline offset).
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
    /// This text (every cell is monospaced).
    public func monospacedDigit() -> Text { self }
    /// This text (every cell is monospaced).
    public func monospaced(_ isActive: Bool = true) -> Text { self }
}

@_spi(ShojiRuntime) extension Text: PrimitiveView {
    public func makeBehavior() -> TextBehavior { TextBehavior() }
    public func update(_ behavior: TextBehavior) -> Invalidation { behavior.update(to: self) }
    public func children(into list: inout ChildList) {}
}

/// Lays out and draws a ``Text``.
@_spi(ShojiRuntime) public final class TextBehavior: NodeBehavior {
    // `@exclusivity(unchecked)`: read and assigned whole only, never passed `inout` (ViewNode's rule).
    @exclusivity(unchecked) private(set) var text = Text(verbatim: "")
    @exclusivity(unchecked) private var storedLayout: TextLayout?
    /// The line limit the layout was made for.
    @exclusivity(unchecked) private var layoutLineLimit: Int?
    /// The runs' cell styles of the last draw, kept for their storage (``draw(in:)``).
    @exclusivity(unchecked) private var drawStyles: [CellStyle] = []

    /// The layout for `limit` lines, the line limit in effect (made again when `.lineLimit` changed).
    private func layout(lineLimit limit: Int?) -> TextLayout {
        if let storedLayout, limit == layoutLineLimit { return storedLayout }
        let made = TextLayout(runs: text.runs, lineLimit: limit)
        layoutLineLimit = limit
        storedLayout = made
        return made
    }

    @_spi(ShojiRuntime) public override func update(from view: any View) -> Invalidation {
        guard let new = view as? Text else { return [] }
        return update(to: new)
    }

    /// Takes the text's new value (handed over typed: no boxing into `any View` and casting back).
    func update(to new: Text) -> Invalidation {
        guard let old = storedLayout else {
            // Not laid out yet: the layout is made when first asked for.
            let sameString = new.string.hasSameUTF8(as: text.string)
            text = new
            return sameString ? [.paint] : [.layout, .paint]
        }
        if new == text { return [] }
        // Only a run's style changed (a row struck through, a new colour): the layout, which depends on
        // the runs' strings alone, stays; only a repaint.
        let sameStrings = Self.haveSameStrings(new.runs, text.runs)
        text = new
        if sameStrings { return [.paint] }
        // A new string of the same shape (a counter's next value) measures as the old
        // one did for every proposal: only a repaint. Otherwise the node checks its size before the next
        // layout (`ViewNode.contentSizeMayHaveChanged`).
        storedLayout = nil
        let made = layout(lineLimit: layoutLineLimit)
        return made.hasSameShape(as: old) ? [.paint] : [.layout, .paint]
    }

    /// Whether two lists of runs hold the same strings, run for run (a loop: no closure handed to the
    /// standard library from main-actor code).
    private static func haveSameStrings(_ a: [Text.Run], _ b: [Text.Run]) -> Bool {
        guard a.count == b.count else { return false }
        for i in a.indices where !a[i].string.hasSameUTF8(as: b[i].string) { return false }
        return true
    }

    @_spi(ShojiRuntime) public override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        let limits = node.environment.lineLimits
        var size = layout(lineLimit: limits.most).size(for: proposal, lineLimit: limits.most)
        if let reserved = limits.fewest, size.height < reserved {
            size.height = min(reserved, max(1, proposal.height ?? reserved))
        }
        return size
    }

    @_spi(ShojiRuntime) public override func draw(in canvas: CellCanvas) {
        let env = node.environment
        let layout = layout(lineLimit: env.lineLimits.most)
        let base = env.textStyle
        // A loop, not `map` with a closure: a closure formed in this main-actor method and handed to the
        // standard library checks the executor on every call. Into the array the last draw used (taken
        // whole, so it is unique and keeps its storage): a fresh one was an allocation per draw.
        var styles = drawStyles
        drawStyles = []
        styles.removeAllKeepingStorage()
        for run in text.runs { styles.append(run.style.applied(to: base).cellStyle) }
        layout.draw(
            in: canvas, frame: node.frame, styles: styles, alignment: env.multilineTextAlignment,
            enabled: env.isEnabled)
        drawStyles = styles
        if let gradient = base.foregroundGradient, text.runs.allSatisfy({ $0.style.foreground == nil }) {
            Self.colour(node.frame, with: gradient, in: canvas)
        }
    }

    /// Gives each cell of `frame` the gradient's colour at its centre, as its foreground.
    static func colour(_ frame: Rect, with gradient: _TerminalGradient, in canvas: CellCanvas) {
        let visible = frame.intersection(canvas.clip)
        guard !visible.isEmpty else { return }
        for y in visible.minY..<visible.maxY {
            for x in visible.minX..<visible.maxX {
                let color = gradient.color(
                    x: x - frame.minX, y: y - frame.minY, width: frame.width, height: frame.height)
                canvas.restyle(Rect(x: x, y: y, width: 1, height: 1)) { $0.foreground = color }
            }
        }
    }
}
