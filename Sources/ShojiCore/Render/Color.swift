/// A type that can fill or tint a view, as in SwiftUI. In a terminal every style is a ``Color``.
public protocol ShapeStyle: Sendable {}

/// A color, mapped to what the terminal can show.
///
/// Named colors use the terminal's own palette (so they follow the user's theme); `Color(red:green:blue:)`
/// is sent as 24-bit color where the terminal supports it and otherwise as the nearest of the 256 or 8
/// standard colors. Under `NO_COLOR`, no color is sent at all. `.primary` is the terminal's default
/// foreground; `.secondary` is a dimmed foreground.
public struct Color: ShapeStyle, Hashable, CustomStringConvertible {
    package enum Kind: Hashable, Sendable {
        /// The terminal's default foreground (or background).
        case primary
        /// The default foreground, dimmed.
        case secondary
        /// The app's accent color (``Color/accentColor``).
        case accent
        /// One of the 16 ANSI palette entries, with an RGB value used for 256-color and truecolor mapping.
        case palette(index: UInt8, red: UInt8, green: UInt8, blue: UInt8)
        /// An exact color.
        case rgb(red: UInt8, green: UInt8, blue: UInt8)
        /// Nothing: lets what is beneath show.
        case clear
    }

    package let kind: Kind

    init(kind: Kind) { self.kind = kind }

    /// A color from red, green and blue components in 0…1.
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        func byte(_ v: Double) -> UInt8 { UInt8(max(0, min(255, (v * 255).rounded()))) }
        kind = opacity <= 0 ? .clear : .rgb(red: byte(red), green: byte(green), blue: byte(blue))
    }

    /// A gray from white level 0…1.
    public init(white: Double, opacity: Double = 1) {
        self.init(red: white, green: white, blue: white, opacity: opacity)
    }

    /// The default foreground.
    public static let primary = Color(kind: .primary)
    /// A dimmed foreground, for less important text.
    public static let secondary = Color(kind: .secondary)
    /// The accent color (blue in the terminal's palette).
    // swift-format-ignore: DontRepeatTypeInStaticProperties
    // (SwiftUI's name.)
    public static let accentColor = Color(kind: .accent)
    /// Transparent.
    public static let clear = Color(kind: .clear)
    public static let black = Color(kind: .palette(index: 0, red: 0, green: 0, blue: 0))
    public static let red = Color(kind: .palette(index: 1, red: 205, green: 49, blue: 49))
    public static let green = Color(kind: .palette(index: 2, red: 13, green: 188, blue: 121))
    public static let yellow = Color(kind: .palette(index: 3, red: 229, green: 229, blue: 16))
    public static let blue = Color(kind: .palette(index: 4, red: 36, green: 114, blue: 200))
    public static let purple = Color(kind: .palette(index: 5, red: 188, green: 63, blue: 188))
    public static let pink = Color(kind: .palette(index: 13, red: 214, green: 112, blue: 214))
    public static let cyan = Color(kind: .palette(index: 6, red: 17, green: 168, blue: 205))
    public static let mint = Color(kind: .palette(index: 14, red: 41, green: 184, blue: 219))
    public static let teal = Color(kind: .palette(index: 6, red: 17, green: 168, blue: 205))
    public static let indigo = Color(kind: .palette(index: 12, red: 59, green: 142, blue: 234))
    public static let white = Color(kind: .palette(index: 15, red: 229, green: 229, blue: 229))
    public static let gray = Color(kind: .palette(index: 8, red: 118, green: 118, blue: 118))
    public static let brown = Color(kind: .rgb(red: 162, green: 132, blue: 94))
    public static let orange = Color(kind: .palette(index: 11, red: 245, green: 166, blue: 35))

    public var description: String {
        switch kind {
        case .primary: return "primary"
        case .secondary: return "secondary"
        case .accent: return "accentColor"
        case .clear: return "clear"
        case .palette(let index, _, _, _): return "palette(\(index))"
        case .rgb(let r, let g, let b): return "rgb(\(r),\(g),\(b))"
        }
    }
}

extension ShapeStyle where Self == Color {
    public static var primary: Color { Color.primary }
    public static var secondary: Color { Color.secondary }
    public static var accentColor: Color { Color.accentColor }
    public static var clear: Color { Color.clear }
    public static var black: Color { Color.black }
    public static var red: Color { Color.red }
    public static var green: Color { Color.green }
    public static var yellow: Color { Color.yellow }
    public static var blue: Color { Color.blue }
    public static var purple: Color { Color.purple }
    public static var pink: Color { Color.pink }
    public static var cyan: Color { Color.cyan }
    public static var mint: Color { Color.mint }
    public static var teal: Color { Color.teal }
    public static var indigo: Color { Color.indigo }
    public static var white: Color { Color.white }
    public static var gray: Color { Color.gray }
    public static var brown: Color { Color.brown }
    public static var orange: Color { Color.orange }
}

/// The tint of the views around (`.tint(_:)`, else the accent color), as SwiftUI's `TintShapeStyle`:
/// `.foregroundStyle(.tint)`.
public struct TintShapeStyle: ShapeStyle {
    public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The tint of the views around.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}
