import Foundation

/// A type that can fill or tint a view, as in SwiftUI. In a terminal a style stands for a ``Color``.
public protocol ShapeStyle: Sendable {
    /// The color a terminal shows for this style, or `nil` when none stands for it (a style of the app's
    /// own). Shoji's, not SwiftUI's: the styles SwiftUI provides answer it.
    var _terminalColor: Color? { get }
    /// The gradient a terminal paints for this style, or `nil` when it is not one. Shoji's, not SwiftUI's.
    var _terminalGradient: _TerminalGradient? { get }
}

extension ShapeStyle {
    /// No color stands for a style of the app's own.
    public var _terminalColor: Color? { nil }
}

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
        /// A color partly see-through (`alpha` 1…254 of 255): blended, cell by cell, with what is drawn
        /// beneath it (``CellCanvas``), so a cell never holds one.
        case translucent(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)
        /// Nothing: lets what is beneath show.
        case clear
    }

    package let kind: Kind

    init(kind: Kind) { self.kind = kind }

    /// The color itself.
    public var _terminalColor: Color? { self }

    /// The color spaces SwiftUI names. A terminal shows sRGB: linear components are converted to it, and
    /// Display P3 components are taken as sRGB (the nearest a terminal can send).
    public enum RGBColorSpace: Sendable, Hashable {
        /// The standard RGB color space.
        case sRGB
        /// sRGB with linear components.
        case sRGBLinear
        /// The Display P3 color space.
        case displayP3
    }

    /// A color from red, green and blue components in 0…1 (out-of-range values are clamped), in
    /// `colorSpace`, with `opacity` (0: clear; below 1: blended with what is beneath).
    public init(
        _ colorSpace: RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double, opacity: Double = 1
    ) {
        func byte(_ value: Double) -> UInt8 {
            guard value.isFinite else { return value > 0 ? 255 : 0 }
            var v = max(0, min(1, value))
            if colorSpace == .sRGBLinear {
                v = v <= 0.003_130_8 ? 12.92 * v : 1.055 * pow(v, 1 / 2.4) - 0.055
            }
            return UInt8((v * 255).rounded())
        }
        self.init(kind: Self.kind(red: byte(red), green: byte(green), blue: byte(blue), opacity: opacity))
    }

    /// A gray from a white level in 0…1, in `colorSpace`, with `opacity`.
    public init(_ colorSpace: RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
        self.init(colorSpace, red: white, green: white, blue: white, opacity: opacity)
    }

    /// A color from hue, saturation and brightness in 0…1 (a hue of 0 and of 1 are both red), with
    /// `opacity`.
    public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
        func unit(_ v: Double) -> Double { v.isFinite ? max(0, min(1, v)) : 0 }
        let h = unit(hue) * 6
        let s = unit(saturation)
        let v = unit(brightness)
        let sector = Int(h) % 6
        let f = h - Double(Int(h))
        let p = v * (1 - s)
        let q = v * (1 - s * f)
        let t = v * (1 - s * (1 - f))
        let (r, g, b): (Double, Double, Double)
        switch sector {
        case 0: (r, g, b) = (v, t, p)
        case 1: (r, g, b) = (q, v, p)
        case 2: (r, g, b) = (p, v, t)
        case 3: (r, g, b) = (p, q, v)
        case 4: (r, g, b) = (t, p, v)
        default: (r, g, b) = (v, p, q)
        }
        self.init(red: r, green: g, blue: b, opacity: opacity)
    }

    /// The kind of an exact color with `opacity`: clear at 0, translucent below 1.
    static func kind(red: UInt8, green: UInt8, blue: UInt8, opacity: Double) -> Kind {
        let alpha = opacity.isFinite ? max(0, min(1, opacity)) : (opacity > 0 ? 1 : 0)
        let byte = UInt8((alpha * 255).rounded())
        switch byte {
        case 0: return .clear
        case 255: return .rgb(red: red, green: green, blue: blue)
        default: return .translucent(red: red, green: green, blue: blue, alpha: byte)
        }
    }

    /// This color with its opacity multiplied by `opacity` (0…1): drawn over something, it is blended
    /// with it cell by cell — `.white.opacity(0.5)` over blue shows a light blue. `.primary` and
    /// `.secondary` become a gray over the terminal's background.
    public func opacity(_ opacity: Double) -> Color {
        let factor = opacity.isFinite ? max(0, min(1, opacity)) : (opacity > 0 ? 1 : 0)
        switch kind {
        case .clear:
            return self
        case .translucent(let r, let g, let b, let alpha):
            return Color(kind: Self.kind(red: r, green: g, blue: b, opacity: Double(alpha) / 255 * factor))
        default:
            guard factor < 1 else { return self }
            let (r, g, b) = rgb ?? (255, 255, 255)
            return Color(kind: Self.kind(red: r, green: g, blue: b, opacity: factor))
        }
    }

    /// The red, green and blue bytes of a color that has them (a palette color's are its usual value;
    /// the accent color is blue); `nil` for the terminal's own `.primary`, `.secondary` and `.clear`.
    package var rgb: (UInt8, UInt8, UInt8)? {
        switch kind {
        case .palette(_, let r, let g, let b), .rgb(let r, let g, let b), .translucent(let r, let g, let b, _):
            return (r, g, b)
        case .accent:
            return Color.blue.rgb
        case .primary, .secondary, .clear:
            return nil
        }
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
        case .translucent(let r, let g, let b, let a): return "rgb(\(r),\(g),\(b)) at \(a)/255"
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
