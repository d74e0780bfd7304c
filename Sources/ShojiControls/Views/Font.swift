import Foundation
@_spi(ShojiRuntime) import ShojiCore

/// A text style. A terminal has one typeface in one size, so each font maps to attributes:
///
/// | Font | Terminal |
/// |---|---|
/// | `.largeTitle`, `.title`, `.title2`, `.title3`, `.headline` | bold |
/// | `.subheadline`, `.body`, `.callout` | plain |
/// | `.footnote`, `.caption`, `.caption2` | dim |
///
/// `.bold()` and weights `.semibold` and heavier add bold; `.light` and lighter add dim; `.italic()`
/// adds italic. `.monospaced()` and `.monospacedDigit()` change nothing (every cell is monospaced).
public struct Font: Hashable, Sendable {
    /// How heavy the strokes are.
    public struct Weight: Hashable, Sendable {
        let value: Int
        public static let ultraLight = Weight(value: -3)
        public static let thin = Weight(value: -2)
        public static let light = Weight(value: -1)
        public static let regular = Weight(value: 0)
        public static let medium = Weight(value: 1)
        public static let semibold = Weight(value: 2)
        public static let bold = Weight(value: 3)
        public static let heavy = Weight(value: 4)
        public static let black = Weight(value: 5)
    }

    /// The typeface design (all the same in a terminal).
    public enum Design: Hashable, Sendable { case `default`, serif, rounded, monospaced }

    /// A SwiftUI text style.
    public enum TextStyle: Hashable, Sendable, CaseIterable {
        case largeTitle, title, title2, title3, headline, subheadline, body, callout, footnote, caption, caption2
    }

    var style: TextStyle
    var weight: Weight?
    var isItalic = false

    public static let largeTitle = Font(style: .largeTitle)
    public static let title = Font(style: .title)
    public static let title2 = Font(style: .title2)
    public static let title3 = Font(style: .title3)
    public static let headline = Font(style: .headline)
    public static let subheadline = Font(style: .subheadline)
    public static let body = Font(style: .body)
    public static let callout = Font(style: .callout)
    public static let footnote = Font(style: .footnote)
    public static let caption = Font(style: .caption)
    public static let caption2 = Font(style: .caption2)

    /// A font for a text style.
    public static func system(_ style: TextStyle, design: Design? = nil, weight: Weight? = nil) -> Font {
        Font(style: style, weight: weight)
    }

    /// A font of a given size: sizes of 28 points and more look like a title (bold), others like body.
    public static func system(size: Double, weight: Weight? = nil, design: Design? = nil) -> Font {
        Font(style: size >= 28 ? .title : .body, weight: weight)
    }

    /// A font by name (a terminal has one typeface: its size picks title or body, as ``system(size:weight:design:)``).
    public static func custom(_ name: String, size: CGFloat) -> Font { system(size: Double(size)) }

    /// A font by name that scales like `textStyle` (a terminal shows it as that style).
    public static func custom(_ name: String, size: CGFloat, relativeTo textStyle: TextStyle) -> Font {
        Font(style: textStyle, weight: nil)
    }

    /// A font by name at a fixed size (a terminal has one typeface and size).
    public static func custom(_ name: String, fixedSize: CGFloat) -> Font { system(size: Double(fixedSize)) }

    /// How wide a font's letters are (accepted: a terminal cell has one width).
    public struct Width: Hashable, Sendable {
        let value: Double
        /// Creates a width.
        public init(_ value: CGFloat) { self.value = Double(value) }
        public static let compressed = Width(-0.3)
        public static let condensed = Width(-0.2)
        public static let standard = Width(0)
        public static let expanded = Width(0.2)
    }

    /// The same font (a terminal cell has one width).
    public func width(_ width: Width) -> Font { self }
    /// The same font (the terminal sets the line height).
    public func leading(_ leading: Leading) -> Font { self }
    /// The same font (small capitals are not shown).
    public func smallCaps() -> Font { self }
    /// The same font (small capitals are not shown).
    public func lowercaseSmallCaps() -> Font { self }
    /// The same font (small capitals are not shown).
    public func uppercaseSmallCaps() -> Font { self }

    /// Line spacing of a font (accepted).
    public enum Leading: Hashable, Sendable { case standard, tight, loose }

    /// The same font, bold.
    public func bold() -> Font { weight(.bold) }
    /// The same font, italic.
    public func italic() -> Font {
        var f = self
        f.isItalic = true
        return f
    }
    /// The same font with a weight.
    public func weight(_ weight: Weight) -> Font {
        var f = self
        f.weight = weight
        return f
    }
    /// The same font (every terminal cell is monospaced).
    public func monospaced() -> Font { self }
    /// The same font (every terminal cell is monospaced).
    public func monospacedDigit() -> Font { self }

    /// The attributes this font adds.
    var attributes: CellStyle.Attributes {
        var a: CellStyle.Attributes
        switch style {
        case .largeTitle, .title, .title2, .title3, .headline: a = [.bold]
        case .subheadline, .body, .callout: a = []
        case .footnote, .caption, .caption2: a = [.dim]
        }
        if let w = weight {
            if w.value >= Weight.semibold.value {
                a.insert(.bold)
                a.remove(.dim)
            }
            if w.value < 0 { a.insert(.dim) }
            if w.value == 0 { a.remove(.bold) }
        }
        if isItalic { a.insert(.italic) }
        return a
    }
}
