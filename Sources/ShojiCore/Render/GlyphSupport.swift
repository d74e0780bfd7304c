/// Which characters a terminal can be trusted to show.
///
/// Shoji draws with Unicode (box lines, `✔`, `○`…). A console whose font has few glyphs (the Linux
/// virtual console, a serial VT100) shows most of them as blobs, so there `Image(systemName:)` falls
/// back to ASCII (`✔` → `v`, `○` → `o`, `▶` → `>`; see ``SymbolGlyphs/ascii(for:)``).
public enum GlyphSupport: Sendable, Hashable {
    /// Any Unicode character (terminal emulators with a UTF-8 locale).
    case unicode
    /// Printable ASCII only, for symbols.
    case ascii

    /// Decides from the process environment: `SHOJI_ASCII=1` forces ASCII (`0` forces Unicode);
    /// otherwise the terminal types that are consoles with a small font (`linux`, `vt100`…, `dumb`)
    /// get ASCII.
    public static func detect(environment: [String: String]) -> GlyphSupport {
        switch environment["SHOJI_ASCII"] {
        case "1", "true": return .ascii
        case "0", "false": return .unicode
        default: break
        }
        let term = environment["TERM"] ?? ""
        let consoles = ["linux", "vt100", "vt102", "vt220", "vt52", "ansi", "dumb", "cons25"]
        return consoles.contains(where: { term == $0 || term.hasPrefix($0 + "-") }) ? .ascii : .unicode
    }
}
