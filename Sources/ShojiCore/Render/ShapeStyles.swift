/// The levels of foreground SwiftUI names (`.primary` … `.quinary`): in a terminal, the default
/// foreground, then dimmer grays.
public struct HierarchicalShapeStyle: ShapeStyle, Hashable {
    /// How far down the hierarchy: 0 primary … 4 quinary.
    let level: Int

    /// The color of the level.
    public var _terminalColor: Color? {
        switch level {
        case 0: .primary
        case 1: .secondary
        case 2: .gray
        case 3: Color(white: 0.4)
        default: Color(white: 0.3)
        }
    }

    /// The third level: a gray.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// The fourth level: a darker gray.
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    /// The fifth level: darker still.
    public static let quinary = HierarchicalShapeStyle(level: 4)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// The third level of foreground: a gray.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// The fourth level of foreground: a darker gray (also for fills behind content).
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    /// The fifth level of foreground.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// The foreground style of the views around (`.foregroundStyle(.foreground)`): the default foreground.
public struct ForegroundStyle: ShapeStyle, Hashable {
    /// The style.
    public init() {}
    /// The default foreground.
    public var _terminalColor: Color? { .primary }
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The foreground style of the views around.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The background style of the views around (`.background(.background)`): the terminal's own background.
public struct BackgroundStyle: ShapeStyle, Hashable {
    /// The style.
    public init() {}
    /// The terminal's background (nothing is drawn).
    public var _terminalColor: Color? { .clear }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The background style of the views around.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// A blurred, see-through material (`.background(.ultraThinMaterial)`): a terminal cannot blur, so a
/// material is a gray laid over what is behind it, thicker materials less see-through.
public struct Material: ShapeStyle, Hashable {
    /// How much of the gray covers what is behind (0…1).
    let cover: Double

    /// The gray over what is behind.
    public var _terminalColor: Color? { Color(white: 0.5, opacity: cover) }

    /// The thinnest material.
    public static let ultraThin = Material(cover: 0.12)
    /// A thin material.
    public static let thin = Material(cover: 0.2)
    /// The usual material.
    public static let regular = Material(cover: 0.28)
    /// A thick material.
    public static let thick = Material(cover: 0.36)
    /// The thickest material.
    public static let ultraThick = Material(cover: 0.45)
    /// The material of bars (toolbars, tab bars).
    public static let bar = Material(cover: 0.28)
}

extension ShapeStyle where Self == Material {
    /// The thinnest material.
    public static var ultraThinMaterial: Material { .ultraThin }
    /// A thin material.
    public static var thinMaterial: Material { .thin }
    /// The usual material.
    public static var regularMaterial: Material { .regular }
    /// A thick material.
    public static var thickMaterial: Material { .thick }
    /// The thickest material.
    public static var ultraThickMaterial: Material { .ultraThick }
    /// The material of bars.
    public static var bar: Material { .bar }
}
