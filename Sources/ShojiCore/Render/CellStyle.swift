/// The look of one terminal cell: colors and attributes.
///
/// The colors are stored as 32-bit codes (`ColorCode`, internal), so comparing two styles is comparing three
/// integers: the frame's diff compares the style of every cell of every row painted (the synthesized
/// comparison of two `Color?` made a cell comparison about 70 instructions; with codes it is about 40).
public struct CellStyle: Hashable, Sendable {
    /// Text attributes a terminal can show.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt8
        public init(rawValue: UInt8) { self.rawValue = rawValue }
        public static let bold = Attributes(rawValue: 1 << 0)
        public static let dim = Attributes(rawValue: 1 << 1)
        public static let italic = Attributes(rawValue: 1 << 2)
        public static let underline = Attributes(rawValue: 1 << 3)
        public static let reverse = Attributes(rawValue: 1 << 4)
        /// ncurses has no strikethrough attribute: the ncurses renderer draws it with the terminal's own
        /// (SGR 9, through A_PROTECT remapped) where terminfo describes one, and otherwise by adding
        /// U+0336 COMBINING LONG STROKE OVERLAY to each character. Cells keep their plain text; how the
        /// stroke is drawn is a rendering detail.
        public static let strikethrough = Attributes(rawValue: 1 << 5)
    }

    /// The text color's code (``ColorCode/none``: the terminal's default).
    var foregroundCode: UInt32
    /// The background color's code (``ColorCode/none``: the terminal's default).
    var backgroundCode: UInt32

    /// The text color; `nil` for the terminal's default.
    public var foreground: Color? {
        get { ColorCode.color(foregroundCode) }
        set { foregroundCode = ColorCode.code(newValue) }
    }
    /// The background color; `nil` for the terminal's default.
    public var background: Color? {
        get { ColorCode.color(backgroundCode) }
        set { backgroundCode = ColorCode.code(newValue) }
    }
    /// Bold, dim, italic, underline, reverse, strikethrough.
    public var attributes: Attributes

    /// Creates a style.
    public init(foreground: Color? = nil, background: Color? = nil, attributes: Attributes = []) {
        foregroundCode = ColorCode.code(foreground)
        backgroundCode = ColorCode.code(background)
        self.attributes = attributes
    }

    /// Whether the style has no background color of its own (what is beneath shows through).
    var hasNoBackground: Bool { backgroundCode == ColorCode.none }

    /// Whether the foreground or the background is translucent (blended when drawn).
    @inline(__always)
    var isTranslucent: Bool { ColorCode.isTranslucent(foregroundCode) || ColorCode.isTranslucent(backgroundCode) }

    /// The terminal's default look.
    public static let plain = CellStyle()
}

/// An optional ``Color`` as one 32-bit number, one code per value (so two codes are equal exactly when
/// the colors are):
///
/// - `0`: no color (`nil`);
/// - `1`…`4`: `.primary`, `.secondary`, `.accent`, `.clear`;
/// - bit 30 set: `.rgb`, the red, green and blue bytes in bits 16–23, 8–15 and 0–7;
/// - bit 31 set: `.palette`, the index in bits 24–29 and its red, green and blue bytes below.
///
/// A palette index takes 6 bits: the palette colors are Shoji's 16 named ANSI colors (indices 0–15).
@_spi(ShojiRuntime) public enum ColorCode {
    /// The code of `nil`.
    @_spi(ShojiRuntime) public static let none: UInt32 = 0

    /// The code of `color`.
    static func code(_ color: Color?) -> UInt32 {
        guard let color else { return none }
        switch color.kind {
        case .primary: return 1
        case .secondary: return 2
        case .accent: return 3
        case .clear: return 4
        case .rgb(let r, let g, let b):
            return 1 << 30 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
        case .palette(let index, let r, let g, let b):
            return 1 << 31 | UInt32(index & 0x3F) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
        case .translucent(let r, let g, let b, let alpha):
            return translucentBits | UInt32(max(1, alpha >> 2)) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
        }
    }

    /// Bits 30 and 31 both set: a translucent color, its alpha (6 bits) in bits 24–29.
    static let translucentBits: UInt32 = 3 << 30

    /// Whether `code` is a translucent color (to be blended with what is beneath before it is stored).
    @inline(__always)
    static func isTranslucent(_ code: UInt32) -> Bool { code & translucentBits == translucentBits }

    /// The red, green and blue bytes of `code`, with `fallback` for the terminal's own colors (none,
    /// primary, secondary, clear).
    static func components(_ code: UInt32, fallback: (UInt8, UInt8, UInt8)) -> (UInt8, UInt8, UInt8) {
        if code & (1 << 31 | 1 << 30) != 0 {
            return (
                UInt8(truncatingIfNeeded: code >> 16), UInt8(truncatingIfNeeded: code >> 8),
                UInt8(truncatingIfNeeded: code)
            )
        }
        if code == 3 { return Color.blue.rgb ?? fallback }
        return fallback
    }

    /// The opaque color of translucent `code` drawn over `behind` (whose terminal colors are taken as
    /// `terminal`, the terminal's background).
    static func blend(_ code: UInt32, over behind: UInt32, terminal: (UInt8, UInt8, UInt8)) -> UInt32 {
        let bits = (code >> 24) & 0x3F
        let alpha = UInt32(bits << 2 | bits >> 4)  // 6 bits back to 0…255
        let (r, g, b) = components(code, fallback: terminal)
        let (br, bg, bb) = components(
            isTranslucent(behind) ? blend(behind, over: none, terminal: terminal) : behind,
            fallback: terminal)
        func mix(_ top: UInt8, _ bottom: UInt8) -> UInt32 {
            (UInt32(top) * alpha + UInt32(bottom) * (255 - alpha) + 127) / 255
        }
        return 1 << 30 | mix(r, br) << 16 | mix(g, bg) << 8 | mix(b, bb)
    }

    /// The color of `code`.
    @_spi(ShojiRuntime) public static func color(_ code: UInt32) -> Color? {
        let r = UInt8(truncatingIfNeeded: code >> 16)
        let g = UInt8(truncatingIfNeeded: code >> 8)
        let b = UInt8(truncatingIfNeeded: code)
        if isTranslucent(code) {
            let bits = UInt8(truncatingIfNeeded: code >> 24) & 0x3F
            return Color(kind: .translucent(red: r, green: g, blue: b, alpha: bits << 2 | bits >> 4))
        }
        if code & 1 << 31 != 0 {
            return Color(kind: .palette(index: UInt8(truncatingIfNeeded: code >> 24) & 0x3F, red: r, green: g, blue: b))
        }
        if code & 1 << 30 != 0 { return Color(kind: .rgb(red: r, green: g, blue: b)) }
        switch code {
        case 1: return .primary
        case 2: return .secondary
        case 3: return .accentColor
        case 4: return .clear
        default: return nil
        }
    }
}
