/// One cell of the terminal grid.
///
/// A wide character (CJK, most emoji) occupies two cells: the first holds the grapheme with
/// `width == 2`, the second is a *continuation* cell with `width == 0` and empty text.
public struct Cell: Hashable, Sendable {
    /// One grapheme cluster, already sanitized (see ``TextSanitizer``); empty in a continuation cell.
    public var text: String
    /// Columns the grapheme takes: 1, 2, or 0 for a continuation cell.
    public var width: UInt8
    /// Colors and attributes.
    public var style: CellStyle

    /// Creates a cell. `text` must be a single sanitized grapheme.
    public init(text: String, width: UInt8 = 1, style: CellStyle = .plain) {
        self.text = text
        self.width = width
        self.style = style
    }

    /// A space in the default style.
    public static let blank = Cell(text: " ")

    /// The right half of a wide character.
    static func continuation(style: CellStyle) -> Cell { Cell(text: "", width: 0, style: style) }

    /// Whether the cells at `a` and `b` are equal, compared where they are stored (the cheap fields first).
    ///
    /// Texts of different UTF-8 lengths are told apart by their counts: `String`'s `==` would compare two
    /// different non-ASCII graphemes (`✓` and a space) by canonical equivalence, normalizing both, on the
    /// slow path of the standard library's comparison. Cells hold the bytes the terminal is sent, so two
    /// texts of different lengths are different cells even where they are canonically equivalent.
    @inline(__always)
    @_spi(ShojiRuntime) public static func same(_ a: UnsafePointer<Cell>, _ b: UnsafePointer<Cell>) -> Bool {
        a.pointee.width == b.pointee.width && a.pointee.style == b.pointee.style
            && a.pointee.text.utf8.count == b.pointee.text.utf8.count && a.pointee.text == b.pointee.text
    }

    /// Whether this is the right half of a wide character.
    public var isContinuation: Bool { width == 0 }
}
