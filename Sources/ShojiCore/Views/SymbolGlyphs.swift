/// SF Symbol names and the Unicode glyphs Shoji draws for them.
///
/// No glyph is an emoji (whose width terminals disagree on): each is one cell wide in `wcwidth`, except a
/// few deliberate two- and three-cell combinations (`person.2` is `☺☺`).
public enum SymbolGlyphs {
    /// Drawn for a name that is not in the table.
    public static let unknown = "⍰"

    /// The glyph for `name`, or `nil` if the name is unknown.
    public static func glyph(for name: String) -> String? { table[name] }

    /// Every known name.
    public static var names: [String] { table.keys.sorted() }

    /// The ASCII fallback of a glyph from this table (each character replaced; `?` for one with no
    /// fallback), for terminals that show only ASCII.
    public static func ascii(for glyph: String) -> String {
        var out = ""
        for scalar in glyph.unicodeScalars {
            if scalar.isASCII { out.unicodeScalars.append(scalar) } else { out += asciiTable[scalar] ?? "?" }
        }
        return out
    }

    private static let asciiTable: [Unicode.Scalar: String] = [
        "⊕": "+", "⊖": "-", "−": "-", "×": "x", "✕": "x", "⊗": "x", "✓": "v", "✔": "v", "☑": "x", "☐": "_",
        "○": "o", "●": "*", "◉": "@", "☆": "*", "★": "*", "♡": "<3", "♥": "<3", "ϟ": "!", "☺": "@", "☻": "@",
        "⊻": "U", "⌫": "X", "✎": "/", "⚙": "*", "▶": ">", "‖": "||", "■": "#", "»": ">>", "«": "<<",
        "⇥": ">|", "⇤": "|<", "⤮": "x", "↻": "@", "↺": "@", "◁": "<", "◀": "<", "♪": "d", "♫": "d",
        "›": ">", "‹": "<", "˄": "^", "˅": "v", "⇕": "|", "→": "->", "←": "<-", "↑": "^", "↓": "v", "⇅": "|",
        "⌕": "o", "ⓘ": "i", "△": "!", "▲": "!", "⍾": "!", "✉": "@", "➤": ">", "⌂": "^", "▤": "#", "▯": "#",
        "☰": "=", "⊜": "=", "…": "...", "⋯": "...", "▦": "#", "◷": "o", "⌗": "#", "▭": "=", "⚿": "#", "⚷": "#",
        "⊘": "/", "⚑": "F", "⊡": "#", "◍": "o", "☼": "*", "☀": "*", "☾": "C", "☁": "~", "❝": "\"", "▣": "#",
        "◙": "o", "⊞": "#", "⇄": "<>", "✐": "/", "≋": "~", "▮": "#", "☝": "^", "∞": "oo", "⇪": "^", "⇧": "^",
        "⇩": "v", "❐": "#", "⍰": "?",
    ]

    private static let table: [String: String] = [
        "plus": "+", "plus.circle": "⊕", "plus.circle.fill": "⊕", "minus": "−", "minus.circle": "⊖",
        "minus.circle.fill": "⊖", "multiply": "×", "xmark": "✕", "xmark.circle": "⊗", "xmark.circle.fill": "⊗",
        "checkmark": "✓", "checkmark.circle": "✓", "checkmark.circle.fill": "✔", "checkmark.square": "☑",
        "checkmark.square.fill": "☑", "square": "☐", "circle": "○", "circle.fill": "●",
        "largecircle.fill.circle": "◉", "star": "☆", "star.fill": "★", "heart": "♡", "heart.fill": "♥",
        "bolt": "ϟ", "bolt.fill": "ϟ", "person": "☺", "person.fill": "☻", "person.2": "☺☺",
        "person.2.fill": "☻☻", "person.circle": "☺", "person.crop.circle": "☺", "person.badge.plus": "☺+",
        "cart": "⊻", "cart.fill": "⊻", "trash": "⌫", "trash.fill": "⌫", "pencil": "✎",
        "square.and.pencil": "✎", "gear": "⚙", "gearshape": "⚙", "gearshape.fill": "⚙",
        "play": "▶", "play.fill": "▶", "pause": "‖", "pause.fill": "‖", "stop": "■", "stop.fill": "■",
        "forward": "»", "forward.fill": "»", "backward": "«", "backward.fill": "«", "forward.end.fill": "⇥",
        "backward.end.fill": "⇤", "shuffle": "⤮", "repeat": "↻", "speaker": "◁", "speaker.fill": "◀",
        "speaker.wave.2.fill": "◀)", "speaker.wave.3.fill": "◀))", "speaker.slash.fill": "◀×",
        "music.note": "♪", "music.note.list": "♫", "chevron.right": "›", "chevron.left": "‹",
        "chevron.up": "˄", "chevron.down": "˅", "chevron.up.chevron.down": "⇕", "arrow.right": "→",
        "arrow.left": "←", "arrow.up": "↑", "arrow.down": "↓", "arrow.clockwise": "↻",
        "arrow.counterclockwise": "↺", "arrow.up.arrow.down": "⇅", "magnifyingglass": "⌕",
        "info.circle": "ⓘ", "info.circle.fill": "ⓘ", "exclamationmark.triangle": "△",
        "exclamationmark.triangle.fill": "▲", "exclamationmark.circle": "!", "questionmark.circle": "?",
        "bell": "⍾", "bell.fill": "⍾", "envelope": "✉", "envelope.fill": "✉", "paperplane": "➤",
        "paperplane.fill": "➤", "house": "⌂", "house.fill": "⌂", "folder": "▤", "folder.fill": "▤",
        "doc": "▯", "doc.text": "▤", "list.bullet": "☰", "line.3.horizontal": "☰",
        "line.3.horizontal.decrease.circle": "⊜", "ellipsis": "…", "ellipsis.circle": "⋯", "calendar": "▦",
        "clock": "◷", "tag": "⌗", "tag.fill": "⌗", "creditcard": "▭", "lock": "⚿", "lock.fill": "⚿",
        "lock.open": "⚷", "eye": "◉", "eye.slash": "⊘", "flag": "⚑", "flag.fill": "⚑", "bookmark": "⊡",
        "bookmark.fill": "⊡", "globe": "◍", "sun.max": "☼", "sun.max.fill": "☀", "moon": "☾", "moon.fill": "☾",
        "cloud": "☁", "cloud.fill": "☁", "text.bubble": "❝", "bubble.left": "❝", "photo": "▣", "camera": "◙",
        "square.grid.2x2": "⊞", "slider.horizontal.3": "☰", "switch.2": "⇄", "textformat.size": "A",
        "paintbrush": "✐", "wifi": "≋", "battery.100": "▮", "hand.thumbsup": "☝", "hand.thumbsup.fill": "☝",
        "link": "∞", "square.and.arrow.up": "⇪", "arrow.up.circle": "⇧", "arrow.down.circle": "⇩",
        "rectangle.stack": "❐",
    ]
}
