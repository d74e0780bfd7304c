/// Makes text from models safe to put on a terminal.
///
/// A string from a model might hold escape sequences (`"\u{1b}[2J"` clears the screen, OSC sequences
/// can retitle the window or worse). No such byte may reach the terminal. Every C0 control (U+0000–
/// U+001F), DEL and every C1 control (U+0080–U+009F) is replaced by a visible stand-in: C0 controls by
/// their Control Pictures (`␛` for ESC, `␇` for BEL), DEL by `␡`, C1 controls by `�`. Text layout
/// handles newlines and tabs before this point; anything left here is data.
///
/// This is the single choke point: ``ScreenBuffer`` only stores graphemes that went through here.
public enum TextSanitizer {
    /// Whether a scalar is a control character that must never be sent.
    @inline(__always)
    static func isControl(_ value: UInt32) -> Bool {
        value < 0x20 || (value >= 0x7F && value <= 0x9F)
    }

    /// The visible stand-in for a control scalar.
    @_spi(ShojiRuntime) public static func replacement(for value: UInt32) -> String {
        if value < 0x20 { return String(Character(Unicode.Scalar(0x2400 + value)!)) }
        if value == 0x7F { return "\u{2421}" }
        return "\u{FFFD}"
    }

    /// The grapheme itself when it is safe, else its stand-in.
    @inline(__always)
    @_spi(ShojiRuntime) public static func sanitize(_ grapheme: Character) -> Character {
        if let ascii = asciiByte(of: grapheme) {
            return isControl(UInt32(ascii)) ? Character(replacement(for: UInt32(ascii))) : grapheme
        }
        for scalar in grapheme.unicodeScalars where isControl(scalar.value) {
            return Character(replacement(for: scalar.value))
        }
        return grapheme
    }

    /// Whether the string holds a control character, found by scanning its UTF-8 bytes (C0 and DEL are
    /// single bytes; a C1 control is encoded as 0xC2 followed by 0x80…0x9F).
    static func containsControl(_ string: String) -> Bool {
        var copy = string
        return copy.withUTF8 { bytes in
            var previous: UInt8 = 0
            for b in bytes {
                if b < 0x20 || b == 0x7F || (previous == 0xC2 && b >= 0x80 && b <= 0x9F) { return true }
                previous = b
            }
            return false
        }
    }

    /// The string with every control character replaced by its stand-in.
    public static func sanitize(_ string: String) -> String {
        if !containsControl(string) { return string }
        var out = ""
        out.reserveCapacity(string.utf8.count)
        for ch in string { out.append(sanitize(ch)) }
        return out
    }

    /// The string with every control character removed (pasted text: newlines and tabs become spaces).
    public static func stripControls(_ string: String) -> String {
        stripControls(string, keepingLineBreaks: false)
    }

    /// The string with every control character removed; with `keepingLineBreaks` (multi-line text), line
    /// breaks become `\n` and tabs stay, else both become spaces.
    @_spi(ShojiRuntime) public static func stripControls(_ string: String, keepingLineBreaks: Bool) -> String {
        if !containsControl(string) { return string }
        var out = ""
        for ch in string {
            if ch.isLineBreakByte {
                out.append(keepingLineBreaks ? "\n" : " ")
                continue
            }
            if ch.leadingUTF8Byte == 0x09 {
                out.append(keepingLineBreaks ? "\t" : " ")
                continue
            }
            if ch.unicodeScalars.contains(where: { isControl($0.value) }) { continue }
            out.append(ch)
        }
        return out
    }
}
