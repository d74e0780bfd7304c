#if canImport(Glibc)
    import Glibc
#endif

/// Display width of text in terminal cells, computed the way ncurses computes it.
///
/// A grapheme's width is `wcwidth` of its first scalar (2 for CJK and most emoji, 1 for most others);
/// combining marks and other zero-width scalars that follow add nothing. Using the C library's table
/// keeps Shoji's layout in agreement with where ncurses (and the terminal) put the cursor. One known
/// disagreement between terminals: a text-style symbol made emoji by U+FE0F (`❤️`) is 1 cell to
/// `wcwidth` but 2 in some terminals; Shoji follows `wcwidth`.
///
/// `wcwidth` depends on the locale: ``TerminalApp`` and ``TestHost`` select `C.UTF-8` (under `LANG=C`,
/// `wcwidth("日")` is −1).
public enum TextWidth {
    /// Cells taken by one grapheme (0, 1 or 2).
    @inline(__always)
    public static func of(_ grapheme: Character) -> Int {
        if asciiByte(of: grapheme) != nil { return 1 }  // printable, or a control drawn as a 1-cell picture
        guard let first = grapheme.unicodeScalars.first else { return 0 }
        return of(first: first)
    }

    /// Cells taken by a grapheme whose first scalar is `first` (0, 1 or 2).
    @inline(__always)
    @_spi(ShojiRuntime) public static func of(first: Unicode.Scalar) -> Int {
        let w = Int(CharacterWidth.wcwidth(Int32(bitPattern: first.value)))
        if w < 0 { return 1 }  // unprintable: it is drawn as a 1-cell replacement
        if w == 0 {
            // A zero-width grapheme on its own (U+200B, or a combining mark at the start of a string):
            // it has nothing to attach to, so it takes no cell and is not drawn.
            return 0
        }
        return min(w, 2)
    }

    /// Whether `scalar` is a grapheme of its own whatever stands beside it, as long as its neighbours
    /// are such scalars too, and is safe to draw as it is: printable ASCII, and the Latin, punctuation
    /// and symbol blocks that hold no control, combining mark, joiner, variation selector or Hangul
    /// (é, “, …, €, →, ─, █, ✓). A text made only of them needs no grapheme breaking and no
    /// sanitizing: each scalar is one glyph (``TextWidthTests`` checks every one of them against the
    /// standard library's breaking).
    @inline(__always)
    @_spi(ShojiRuntime) public static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E, 0xA0...0xAC, 0xAE...0x2FF, 0x2010...0x2027, 0x2030...0x205E, 0x2070...0x20CF,
            0x2100...0x2BFF:
            return true
        default:
            return false
        }
    }

    /// Cells taken by a whole string laid out on one line.
    public static func of(_ string: String) -> Int {
        var total = 0
        var asciiOnly = true
        for byte in string.utf8 where byte >= 0x80 || byte < 0x20 {
            asciiOnly = false
            break
        }
        if asciiOnly { return string.utf8.count }
        for ch in string { total += of(ch) }
        return total
    }
}

/// The byte of a grapheme that is one ASCII character, or `nil`.
///
/// What `Character.asciiValue` answers for all but `"\r\n"` (which it reads as `"\n"`), found from the
/// grapheme's UTF-8 bytes: `asciiValue` goes through the grapheme's scalars and index checks, about 230
/// instructions a call (callgrind), and every drawn cell asked it twice (sanitizing and measuring).
@inline(__always)
func asciiByte(of grapheme: Character) -> UInt8? { singleASCIIByte(grapheme.utf8) }

/// The byte of a string that is one ASCII character, or `nil` (a cell's text, as the ncurses renderer
/// hands it on).
package func asciiByte(of text: String) -> UInt8? {
    // A string's UTF-8 count is stored: one test instead of an iterator over its bytes.
    let utf8 = text.utf8
    guard utf8.count == 1, let byte = utf8.first, byte < 0x80 else { return nil }
    return byte
}

/// The only byte of `utf8` if there is exactly one and it is ASCII.
@inline(__always)
private func singleASCIIByte<Bytes: Sequence<UInt8>>(_ utf8: Bytes) -> UInt8? {
    var bytes = utf8.makeIterator()
    guard let first = bytes.next(), first < 0x80, bytes.next() == nil else { return nil }
    return first
}

/// The C library's `wcwidth`, which ncurses and the terminal use too. Swift's Glibc module does not
/// declare it (glibc declares it only under `_XOPEN_SOURCE`), and the core takes no C shim, so it is
/// looked up once with `dlsym` and called through its C signature, `int wcwidth(wchar_t)` (`wchar_t` is
/// a 32-bit signed integer on Linux).
enum CharacterWidth {
    private typealias Function = @convention(c) (Int32) -> Int32

    private static let function: Function? = {
        let defaultScope = UnsafeMutableRawPointer(bitPattern: 0)  // RTLD_DEFAULT
        guard let symbol = dlsym(defaultScope, "wcwidth") else {
            return nil
        }
        return unsafeBitCast(symbol, to: Function.self)
    }()

    /// `wcwidth(c)`, or 1 for a printable-looking character when the C library has none.
    static func wcwidth(_ c: Int32) -> Int32 {
        guard let function else { return c < 0x20 ? -1 : 1 }
        return function(c)
    }
}
