private struct IsEnabledKey: LayoutNeutralEnvironmentKey { static let defaultValue = true }
private struct ColorSupportKey: EnvironmentKey { static let defaultValue = ColorSupport.palette256 }
private struct GlyphSupportKey: EnvironmentKey { static let defaultValue = GlyphSupport.unicode }
private struct ColorSchemeKey: EnvironmentKey { static let defaultValue = ColorScheme.dark }
private struct DismissKey: EnvironmentKey { static let defaultValue = DismissAction(action: nil) }
private struct TintKey: LayoutNeutralEnvironmentKey { static let defaultValue: Color? = nil }

extension EnvironmentValues {
    /// Whether views here accept input; `.disabled(true)` on an ancestor makes it `false`.
    public var isEnabled: Bool {
        get { self[IsEnabledKey.self] }
        set { self[IsEnabledKey.self] = newValue }
    }

    /// The tint (accent) color for controls here.
    public var tint: Color? {
        get { self[TintKey.self] }
        set { self[TintKey.self] = newValue }
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
}

/// An action that dismisses the presentation the view is in: call it as a function, `dismiss()`.
public struct DismissAction: Sendable {
    @_spi(ShojiRuntime) public let action: (@MainActor @Sendable () -> Void)?

    /// An action that runs `action` (or does nothing, for `nil`).
    @_spi(ShojiRuntime) public init(action: (@MainActor @Sendable () -> Void)?) { self.action = action }

    /// Dismisses the presentation; does nothing when the view is not presented.
    @MainActor
    public func callAsFunction() { action?() }
}
