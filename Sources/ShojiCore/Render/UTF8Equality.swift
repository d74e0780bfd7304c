/// Byte-wise comparisons of text, for the comparisons a frame makes to tell whether something changed.
///
/// `String ==` and `Character ==` compare by canonical equivalence: when the two differ in their bits
/// (a `✓` against a `\n`, a text's run against the same words made anew), the standard library's
/// comparison runs out of line and, for anything not ASCII, consults its Unicode normalization tables —
/// code and data a key after a person's pause pays for in cold pages (BENCHMARKS.md, issue 29). To tell
/// whether a run of text changed, or which character is a line break, the bytes answer: text that is
/// canonically equal but spelt differently counts as changed, which is correct and rare. (A cell keeps
/// `==` behind a comparison of lengths: its two texts are nearly always the very same string, which `==`
/// tells in one comparison, and a changed cell's usually differ in length, `✓` against a space.)
extension String {
    /// Whether this string and `other` hold the same UTF-8 bytes.
    @_spi(ShojiRuntime) @inlinable @inline(__always)
    public func hasSameUTF8(as other: String) -> Bool {
        let count = utf8.count
        guard count == other.utf8.count else { return false }
        // Most cells hold one byte.
        if count <= 1 { return utf8.first == other.utf8.first }
        // A native string's bytes are contiguous (a small one's are copied to the stack): one loop, where
        // a generic `elementsEqual` over the two views runs their iterators out of line.
        let equal = utf8.withContiguousStorageIfAvailable { mine in
            other.utf8.withContiguousStorageIfAvailable { theirs in
                for i in 0..<count where mine[i] != theirs[i] { return false }
                return true
            }
        }
        // Strings without contiguous bytes (bridged ones, which Linux does not have) compare as strings.
        return (equal ?? nil) ?? (self == other)
    }
}

extension Character {
    /// The first byte of the character's UTF-8 encoding.
    ///
    /// A line break (`"\n"`, `"\r"`, `"\r\n"`) and a tab are told by it alone: they are control characters,
    /// after which a grapheme always ends, and no other grapheme starts with their bytes.
    @_spi(ShojiRuntime) @inlinable @inline(__always)
    public var leadingUTF8Byte: UInt8 {
        utf8.first ?? 0
    }

    /// Whether the character is a line break: `"\n"`, `"\r"` or `"\r\n"` (compared by bytes).
    @_spi(ShojiRuntime) @inlinable @inline(__always)
    public var isLineBreakByte: Bool {
        let byte = leadingUTF8Byte
        return byte == 0x0A || byte == 0x0D
    }
}
