/// The look of one terminal cell: colors and attributes.
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

    /// The text color; `nil` for the terminal's default.
    public var foreground: Color?
    /// The background color; `nil` for the terminal's default.
    public var background: Color?
    /// Bold, dim, italic, underline, reverse, strikethrough.
    public var attributes: Attributes

    /// Creates a style.
    public init(foreground: Color? = nil, background: Color? = nil, attributes: Attributes = []) {
        self.foreground = foreground
        self.background = background
        self.attributes = attributes
    }

    /// The terminal's default look.
    public static let plain = CellStyle()
}
