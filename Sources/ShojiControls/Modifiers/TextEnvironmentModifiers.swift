@_spi(ShojiRuntime) import ShojiCore

/// The modifiers that set what text and controls read from the environment (font, colours, line limits,
/// `.disabled`), each one `EnvironmentModifier`.
///
/// Those that `Text` also has (returning `Text`, so texts can be joined with `+`) are disfavoured here: on
/// a `Text` both would fit, and the type checker tried each for every modifier after them — a chain of
/// twelve modifiers with arithmetic in their arguments took half a second; now the `Text` one is taken
/// at once. Nothing changes for other views: they have only these.
extension View {
    /// Sets the font of text in this view.
    @_disfavoredOverload
    public func font(_ font: Font?) -> ModifiedContent<Self, EnvironmentModifier> {
        environmentModifier("font", font as Any) { $0.textStyle.font = font }
    }

    /// Makes text in this view bold.
    @_disfavoredOverload
    public func bold(_ isActive: Bool = true) -> ModifiedContent<Self, EnvironmentModifier> {
        environmentModifier("bold", isActive) { $0.textStyle.bold = isActive }
    }

    /// Makes text in this view italic.
    @_disfavoredOverload
    public func italic(_ isActive: Bool = true) -> ModifiedContent<Self, EnvironmentModifier> {
        environmentModifier("italic", isActive) { $0.textStyle.italic = isActive }
    }

    /// Underlines text in this view.
    @_disfavoredOverload
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> ModifiedContent<Self, EnvironmentModifier> {
        environmentModifier("underline", isActive) { $0.textStyle.underline = isActive }
    }

    /// Strikes through text in this view (see ``CellStyle/Attributes/strikethrough`` for how a terminal draws it).
    @_disfavoredOverload
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> ModifiedContent<
        Self, EnvironmentModifier
    > {
        environmentModifier("strikethrough", isActive) { $0.textStyle.strikethrough = isActive }
    }

    /// Sets the weight of text in this view.
    @_disfavoredOverload
    public func fontWeight(_ weight: Font.Weight?) -> ModifiedContent<Self, EnvironmentModifier> {
        environmentModifier("fontWeight", weight as Any) {
            $0.textStyle.bold = (weight?.value ?? 0) >= Font.Weight.semibold.value
        }
    }

    /// Sets the color of text and symbols in this view.
    @_disfavoredOverload
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentModifier> {
        if style is TintShapeStyle {
            return environmentModifier("foreground", "tint") { $0.textStyle.foreground = $0.tint ?? .accentColor }
        }
        if let gradient = style._terminalGradient {
            // Text takes each cell's colour from the gradient across its frame; the rest, its middle colour.
            return environmentModifier("foreground", gradient) {
                $0.textStyle.foreground = gradient.at(0.5)
                $0.textStyle.foregroundGradient = gradient
            }
        }
        let color = style._terminalColor
        return environmentModifier("foreground", color as Any) {
            $0.textStyle.foreground = color
            $0.textStyle.foregroundGradient = nil
        }
    }

    /// Sets the color of text and symbols in this view.
    @_disfavoredOverload
    public func foregroundColor(_ color: Color?) -> ModifiedContent<Self, EnvironmentModifier> {
        environmentModifier("foreground", color as Any) {
            $0.textStyle.foreground = color
            $0.textStyle.foregroundGradient = nil
        }
    }

    /// Sets the accent color of controls in this view.
    public func tint(_ color: Color?) -> ModifiedContent<Self, EnvironmentModifier> {
        environmentModifier("tint", color as Any) { $0.tint = color }
    }

    /// Changes nothing: a terminal has one typeface.
    @_disfavoredOverload
    public func fontDesign(_ design: Font.Design?) -> Self { self }

    /// Changes nothing: a terminal cell has one width.
    @_disfavoredOverload
    public func fontWidth(_ width: Font.Width?) -> Self { self }

    /// Changes nothing: every terminal cell is monospaced.
    @_disfavoredOverload
    public func monospacedDigit() -> Self { self }

    /// Changes nothing: every terminal cell is monospaced.
    @_disfavoredOverload
    public func monospaced(_ isActive: Bool = true) -> Self { self }

    /// Disables (dims, and takes out of focus and input) this view and the controls inside it.
    public func disabled(_ disabled: Bool) -> ModifiedContent<Self, EnvironmentModifier> {
        environmentModifier("disabled", disabled) { if disabled { $0.isEnabled = false } }
    }

    /// Sets how lines of multi-line text are aligned.
    public func multilineTextAlignment(_ alignment: TextAlignment) -> ModifiedContent<Self, EnvironmentModifier> {
        environmentModifier("multilineTextAlignment", alignment) { $0.multilineTextAlignment = alignment }
    }

    /// Limits text to a number of lines.
    public func lineLimit(_ limit: Int?) -> ModifiedContent<Self, EnvironmentModifier> {
        environmentModifier("lineLimit", limit as Any) { $0.lineLimit = limit }
    }

    /// Limits text to a range of lines: it takes at least `limit.lowerBound` lines (empty ones if
    /// need be) and at most `limit.upperBound`. A vertical `TextField` grows within it.
    public func lineLimit(_ limit: ClosedRange<Int>) -> ModifiedContent<Self, EnvironmentModifier> {
        environmentModifier("lineLimit(range)", limit) {
            $0.lineLimit = limit.upperBound
            $0.reservedLines = limit.lowerBound
        }
    }

    /// Makes text take at least `limit.lowerBound` lines, with no upper limit.
    public func lineLimit(_ limit: PartialRangeFrom<Int>) -> ModifiedContent<Self, EnvironmentModifier> {
        environmentModifier("lineLimit(from)", limit.lowerBound) {
            $0.lineLimit = nil
            $0.reservedLines = limit.lowerBound
        }
    }

    /// Limits text to at most `limit.upperBound` lines.
    public func lineLimit(_ limit: PartialRangeThrough<Int>) -> ModifiedContent<Self, EnvironmentModifier> {
        environmentModifier("lineLimit(through)", limit.upperBound) {
            $0.lineLimit = limit.upperBound
            $0.reservedLines = nil
        }
    }

    /// Limits text to `limit` lines; with `reservesSpace`, it takes all of them even when shorter.
    public func lineLimit(_ limit: Int, reservesSpace: Bool) -> ModifiedContent<Self, EnvironmentModifier> {
        environmentModifier("lineLimit(reservesSpace)", [limit, reservesSpace ? 1 : 0]) {
            $0.lineLimit = limit
            $0.reservedLines = reservesSpace ? limit : nil
        }
    }
}
