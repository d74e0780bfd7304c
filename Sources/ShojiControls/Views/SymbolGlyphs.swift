@_spi(ShojiRuntime) import ShojiCore

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
        "⇩": "v", "❐": "#", "⍰": "?", "✆": "T", "⊔": "u", "▥": "#", "▱": "=", "⌖": "+", "◴": "o",
        "⧗": "X", "☟": "v", "◎": "@", "◌": "o", "◇": "<>", "◆": "<>", "⊟": "-", "⊠": "x", "↗": "/", "↙": "/",
        "↖": "\\", "↘": "\\", "⟳": "@", "↶": "<", "↷": ">", "⤓": "v", "⤒": "^", "↳": ">", "↕": "|", "↔": "<>",
        "⤡": "x", "≡": "=", "€": "E", "£": "L", "¥": "Y", "ƒ": "f", "∑": "E", "±": "+-", "÷": "/", "√": "v",
        "⌘": "#", "⌥": "~", "⌃": "^", "⌦": "X", "⏎": "<", "⎋": "^[", "▬": "=", "◫": "#", "◧": "[", "◨": "]",
        "▂": "_", "▄": "m", "▆": "M", "◔": "o", "∿": "~", "☂": "T", "❄": "*", "◊": "o", "❦": "*", "✧": "*",
        "✦": "*", "⏻": "O", "⎙": "#", "✂": "%", "⌇": "&", "❞": "\"",
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
        "phone": "✆", "phone.fill": "✆", "phone.circle": "✆", "message": "❝", "message.fill": "❝",
        "bubble.right": "❞", "bubble.left.fill": "❝", "bubble.left.and.bubble.right": "❝❞", "quote.bubble": "❝",
        "envelope.open": "✉", "tray": "⊔", "tray.fill": "⊔", "tray.full": "⊔", "archivebox": "▤",
        "doc.on.doc": "❐", "doc.fill": "▮", "doc.richtext": "▤", "note.text": "▤", "book": "▥", "book.fill": "▥",
        "books.vertical": "▥", "newspaper": "▤", "clipboard": "▤", "checklist": "☑", "list.bullet.clipboard": "☰",
        "map": "▱", "mappin": "⌖", "mappin.and.ellipse": "⌖", "pin": "⌖", "pin.fill": "⌖", "location": "➤",
        "location.fill": "➤", "clock.fill": "◷", "alarm": "◷", "timer": "◴", "stopwatch": "◴", "hourglass": "⧗",
        "clock.arrow.circlepath": "↺", "calendar.badge.plus": "▦+", "calendar.circle": "▦", "person.3": "☺☺☺",
        "person.crop.circle.fill": "☻", "person.circle.fill": "☻", "person.badge.minus": "☺−",
        "person.fill.checkmark": "☻✓", "face.smiling": "☺", "hand.thumbsdown": "☟", "hand.thumbsdown.fill": "☟",
        "hand.raised": "☝", "heart.circle": "♡", "heart.slash": "♡", "star.circle": "☆", "square.fill": "■",
        "circle.circle": "◎", "circle.dashed": "◌", "triangle": "△", "triangle.fill": "▲", "diamond": "◇",
        "diamond.fill": "◆", "plus.square": "⊞", "minus.square": "⊟", "xmark.square": "⊠", "checkmark.seal": "✓",
        "checkmark.shield": "✓", "exclamationmark": "!", "questionmark": "?", "exclamationmark.circle.fill": "!",
        "questionmark.circle.fill": "?", "info": "i", "xmark.octagon": "⊗", "nosign": "⊘", "slash.circle": "⊘",
        "arrow.up.right": "↗", "arrow.down.left": "↙", "arrow.up.left": "↖", "arrow.down.right": "↘",
        "arrow.left.arrow.right": "⇄", "arrow.triangle.2.circlepath": "⟳", "arrow.uturn.left": "↶",
        "arrow.uturn.right": "↷", "arrow.uturn.backward": "↶", "arrow.uturn.forward": "↷", "arrow.backward": "←",
        "arrow.forward": "→", "arrow.right.circle": "→", "arrow.left.circle": "←", "arrow.up.circle.fill": "⇧",
        "arrow.down.circle.fill": "⇩", "arrow.down.to.line": "⤓", "arrow.up.to.line": "⤒",
        "arrow.turn.down.right": "↳", "arrow.up.and.down": "↕", "arrow.left.and.right": "↔",
        "arrow.up.left.and.arrow.down.right": "⤡", "arrow.down.right.and.arrow.up.left": "⤡",
        "arrow.clockwise.circle": "↻", "chevron.forward": "›", "chevron.backward": "‹", "chevron.right.circle": "›",
        "chevron.left.circle": "‹", "chevron.up.circle": "˄", "chevron.down.circle": "˅",
        "line.3.horizontal.decrease": "≡", "line.horizontal.3": "☰", "list.number": "☰", "list.dash": "☰",
        "list.bullet.rectangle": "☰", "text.alignleft": "☰", "text.aligncenter": "☰", "text.alignright": "☰",
        "text.justify": "☰", "bold": "B", "italic": "I", "underline": "U", "strikethrough": "S", "textformat": "A",
        "character": "a", "number": "#", "percent": "%", "at": "@", "dollarsign": "$", "dollarsign.circle": "$",
        "eurosign": "€", "sterlingsign": "£", "yensign": "¥", "function": "ƒ", "sum": "∑", "plusminus": "±",
        "divide": "÷", "equal": "=", "lessthan": "<", "greaterthan": ">", "infinity": "∞", "x.squareroot": "√",
        "command": "⌘", "option": "⌥", "control": "⌃", "shift": "⇧", "capslock": "⇪", "delete.left": "⌫",
        "delete.right": "⌦", "return": "⏎", "escape": "⎋", "square.and.arrow.down": "⇩",
        "square.and.arrow.up.fill": "⇪", "square.on.square": "❐", "rectangle.portrait": "▯", "rectangle": "▭",
        "rectangle.fill": "▬", "square.grid.3x3": "⊞", "square.split.2x1": "◫", "sidebar.left": "◧",
        "sidebar.right": "◨", "rectangle.split.3x1": "▥", "tablecells": "▦", "chart.bar": "▂▄▆",
        "chart.bar.fill": "▂▄▆", "chart.pie": "◔", "chart.line.uptrend.xyaxis": "↗", "waveform": "∿",
        "waveform.path.ecg": "∿", "sun.min": "☼", "cloud.rain": "☂", "umbrella": "☂", "snowflake": "❄", "drop": "◊",
        "leaf": "❦", "sparkles": "✧", "sparkle": "✦", "wand.and.stars": "✧", "antenna.radiowaves.left.and.right": "≋",
        "battery.0": "▯", "battery.50": "▮", "bolt.circle": "ϟ", "power": "⏻", "printer": "⎙", "scissors": "✂",
        "paperclip": "⌇", "key": "⚷", "key.fill": "⚷", "lock.shield": "⚿", "eye.fill": "◉", "eye.slash.fill": "⊘",
        "house.circle": "⌂", "building.2": "▥", "bag": "⊻", "bag.fill": "⊻", "basket": "⊻", "gift": "⊞",
        "creditcard.fill": "▭", "banknote": "▭", "cart.badge.plus": "⊻+", "terminal": ">_",
        "chevron.left.forwardslash.chevron.right": "</>", "curlybraces": "{}", "cpu": "▣", "memorychip": "▥",
        "server.rack": "☰", "externaldrive": "▭", "internaldrive": "▭", "icloud": "☁", "icloud.and.arrow.up": "☁",
        "icloud.and.arrow.down": "☁", "network": "◍", "globe.americas": "◍", "link.circle": "∞", "play.circle": "▶",
        "play.circle.fill": "▶", "pause.circle": "‖", "stop.circle": "■", "record.circle": "◉", "backward.end": "⇤",
        "forward.end": "⇥", "goforward": "↻", "gobackward": "↺", "repeat.1": "↻", "speaker.wave.1": "◀)",
        "speaker.wave.2": "◀)", "speaker.slash": "◀×", "paperplane.circle": "➤", "bell.slash": "⍾",
        "bell.badge": "⍾", "flag.checkered": "⚑", "bookmark.circle": "⊡", "magnifyingglass.circle": "⌕",
        "plus.magnifyingglass": "⌕", "minus.magnifyingglass": "⌕", "line.3.horizontal.decrease.circle.fill": "⊜",
        "gearshape.2": "⚙⚙", "wrench.and.screwdriver": "⚙", "pencil.circle": "✎", "pencil.line": "✎",
        "eraser": "⌫", "trash.circle": "⌫", "xmark.bin": "⌫", "photo.on.rectangle": "▣", "camera.fill": "◙",
        "film": "▦", "tv": "▭", "desktopcomputer": "▭", "laptopcomputer": "▭", "iphone": "▯", "ipad": "▯",
        "square.stack": "❐", "square.stack.3d.up": "❐", "shippingbox": "▣", "cube": "▣", "puzzlepiece": "⊞",
    ]
}
