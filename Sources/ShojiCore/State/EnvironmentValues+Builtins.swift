/// The text styling a view passes down: what `.font`, `.foregroundStyle`, `.bold`, `.italic`,
/// `.underline` and `.strikethrough` set on a container apply to every text inside.
struct TextStyle: Hashable, Sendable {
    var font: Font?
    var foreground: Color?
    var bold = false
    var italic = false
    var underline = false
    var strikethrough = false

    /// The cell style for text drawn with this styling.
    var cellStyle: CellStyle {
        var attributes = font?.attributes ?? []
        if bold {
            attributes.insert(.bold)
            attributes.remove(.dim)
        }
        if italic { attributes.insert(.italic) }
        if underline { attributes.insert(.underline) }
        if strikethrough { attributes.insert(.strikethrough) }
        return CellStyle(foreground: foreground, background: nil, attributes: attributes)
    }
}

private struct TextStyleKey: EnvironmentKey { static let defaultValue = TextStyle() }
private struct IsEnabledKey: EnvironmentKey { static let defaultValue = true }
private struct ColorSupportKey: EnvironmentKey { static let defaultValue = ColorSupport.palette256 }
private struct GlyphSupportKey: EnvironmentKey { static let defaultValue = GlyphSupport.unicode }
private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.dark }
private struct ButtonStyleKey: EnvironmentKey { static let defaultValue = ButtonStyleKind.automatic }
private struct ToggleStyleKey: EnvironmentKey { static let defaultValue = ToggleStyleKind.automatic }
private struct DismissKey: EnvironmentKey { static let defaultValue = DismissAction(action: nil) }
private struct TintKey: EnvironmentKey { static let defaultValue: Color? = nil }
private struct MultilineAlignmentKey: EnvironmentKey { static let defaultValue = TextAlignment.leading }
private struct LineLimitKey: EnvironmentKey { static let defaultValue: Int? = nil }

extension EnvironmentValues {
    /// Whether views here accept input; `.disabled(true)` on an ancestor makes it `false`.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The font of text here.
    public var font: Font? {
        get { textStyle.font }
        set { textStyle.font = newValue }
    }

    /// The tint (accent) color for controls here.
    public var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
    }

    /// How multi-line text is aligned.
    public var multilineTextAlignment: TextAlignment {
        get { self[MultilineAlignmentKey.self] }
        set { self[MultilineAlignmentKey.self] = newValue }
    }

    /// The most lines text may take (`nil`: as many as needed).
    public var lineLimit: Int? {
        get { self[LineLimitKey.self] }
        set { self[LineLimitKey.self] = newValue }
    }

    /// Closes the sheet (or pops the screen) this view is presented in.
    public var dismiss: DismissAction {
        get { self[DismissKey.self] }
        set { self[DismissKey.self] = newValue }
    }

    /// The colors the terminal can show.
    public internal(set) var colorSupport: ColorSupport {
        get { self[ColorSupportKey.self] }
        set { self[ColorSupportKey.self] = newValue }
    }

    /// Which characters the terminal shows: with `.ascii`, `Image(systemName:)` draws ASCII. Detected at
    /// start (see ``GlyphSupport/detect(environment:)``); set it to force one.
    public var glyphSupport: GlyphSupport {
        get { self[GlyphSupportKey.self] }
        set { self[GlyphSupportKey.self] = newValue }
    }

    /// Whether the terminal is light or dark, from `COLORFGBG` (see ``ColorScheme``).
    public var colorScheme: ColorScheme {
        get { self[ColorSchemeKey.self] }
        set { self[ColorSchemeKey.self] = newValue }
    }

    var textStyle: TextStyle {
        get { self[TextStyleKey.self] }
        set { self[TextStyleKey.self] = newValue }
    }

    var buttonStyle: ButtonStyleKind {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }

    var toggleStyle: ToggleStyleKind {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}

/// An action that dismisses the presentation the view is in: call it as a function, `dismiss()`.
public struct DismissAction: Sendable {
    let action: (@MainActor @Sendable () -> Void)?

    /// Dismisses the presentation; does nothing when the view is not presented.
    @MainActor
    public func callAsFunction() { action?() }
}

/// How lines of multi-line text are aligned.
public enum TextAlignment: Hashable, Sendable, CaseIterable {
    case leading, center, trailing
}
