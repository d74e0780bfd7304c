import Foundation

/// A screen as a picture (SVG) and as reviewable text with its styles: what screenshots (F7,
/// `SHOJI_SCREENSHOT`) and snapshot tests save.
extension ScreenBuffer {
    /// The colours a picture of the screen uses for what the terminal decides itself.
    public struct PictureTheme: Sendable {
        /// The terminal's default background.
        public var background: String
        /// The terminal's default foreground (``Color/primary``).
        public var foreground: String
        /// ``Color/secondary`` text.
        public var secondary: String
        /// The accent colour (``Color/accentColor``), blue as the terminal shows it.
        public var accent: String

        /// A dark terminal, as most are.
        public static let dark = PictureTheme(
            background: "#1b1d23", foreground: "#d7dae0", secondary: "#8a909c", accent: "#3b8eea")
    }

    /// The screen as an SVG image: a cell grid of `cellWidth` × `cellHeight` pixels, each cell's
    /// background, its text in its colours, bold, italic, underline, strikethrough, dim and reverse;
    /// wide characters take two cells. `title` labels the image.
    public func svg(title: String = "Shoji screen", theme: PictureTheme = .dark) -> String {
        let cellWidth = 9.0
        let cellHeight = 19.0
        let width = Double(self.width) * cellWidth
        let height = Double(self.height) * cellHeight
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" "
        svg += "viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" aria-label=\"\(Self.escape(title))\">"
        svg += "<style>text{font-family:'DejaVu Sans Mono',Menlo,Consolas,monospace;font-size:15px;"
        svg += "white-space:pre}.b{font-weight:bold}.i{font-style:italic}.u{text-decoration:underline}"
        svg += ".s{text-decoration:line-through}.us{text-decoration:underline line-through}.d{opacity:.6}</style>"
        svg += "<rect width=\"100%\" height=\"100%\" fill=\"\(theme.background)\"/>"
        for y in 0..<self.height {
            let top = Double(y) * cellHeight
            // Backgrounds, a rectangle per run of one colour.
            var x = 0
            while x < self.width {
                let fill = colors(of: self[x, y].style, theme: theme).background
                var end = x + 1
                while end < self.width, colors(of: self[end, y].style, theme: theme).background == fill { end += 1 }
                if let fill {
                    svg += "<rect x=\"\(Self.number(Double(x) * cellWidth))\" y=\"\(Self.number(top))\" "
                    svg +=
                        "width=\"\(Self.number(Double(end - x) * cellWidth))\" height=\"\(Self.number(cellHeight))\" "
                    svg += "fill=\"\(fill)\"/>"
                }
                x = end
            }
            // Text, a `<text>` per run of one style, each character placed at its cell.
            x = 0
            while x < self.width {
                let style = self[x, y].style
                var glyphs = ""
                var positions: [String] = []
                var end = x
                while end < self.width, self[end, y].style == style {
                    let cell = self[end, y]
                    if cell.isContinuation {
                        end += 1
                        continue
                    }
                    // A cluster of several scalars (a combining mark, an emoji sequence) gets a run of its
                    // own: SVG places each scalar of a run at the next x.
                    if cell.text.unicodeScalars.count != 1 {
                        if glyphs.isEmpty {
                            glyphs = cell.text
                            positions = [Self.number(Double(end) * cellWidth)]
                            end += 1
                        }
                        break
                    }
                    glyphs += cell.text
                    positions.append(Self.number(Double(end) * cellWidth))
                    end += 1
                }
                if !glyphs.trimmingCharacters(in: .whitespaces).isEmpty {
                    svg += text(
                        glyphs, positions: positions, baseline: top + cellHeight * 0.76, style: style, theme: theme)
                }
                x = end
            }
        }
        return svg + "</svg>\n"
    }

    private func text(_ glyphs: String, positions: [String], baseline: Double, style: CellStyle, theme: PictureTheme)
        -> String
    {
        let attributes = style.attributes
        var classes: [String] = []
        if attributes.contains(.bold) { classes.append("b") }
        if attributes.contains(.italic) { classes.append("i") }
        switch (attributes.contains(.underline), attributes.contains(.strikethrough)) {
        case (true, true): classes.append("us")
        case (true, false): classes.append("u")
        case (false, true): classes.append("s")
        case (false, false): break
        }
        if attributes.contains(.dim) { classes.append("d") }
        var element = "<text x=\"\(positions.joined(separator: " "))\" y=\"\(Self.number(baseline))\" "
        element += "fill=\"\(colors(of: style, theme: theme).foreground)\""
        if !classes.isEmpty { element += " class=\"\(classes.joined(separator: " "))\"" }
        return element + ">\(Self.escape(glyphs))</text>"
    }

    /// The foreground and background a cell shows (reverse applied); `nil` background: the terminal's.
    private func colors(of style: CellStyle, theme: PictureTheme) -> (foreground: String, background: String?) {
        var foreground = Self.hex(style.foreground, theme: theme) ?? theme.foreground
        var background = Self.hex(style.background, theme: theme)
        if style.attributes.contains(.reverse) {
            (foreground, background) = (background ?? theme.background, foreground)
        }
        return (foreground, background)
    }

    private static func hex(_ color: Color?, theme: PictureTheme) -> String? {
        guard let color else { return nil }
        switch color.kind {
        case .primary: return theme.foreground
        case .secondary: return theme.secondary
        case .accent: return theme.accent
        case .clear: return nil
        case .palette(_, let r, let g, let b), .rgb(let r, let g, let b), .translucent(let r, let g, let b, _):
            return hex(r, g, b)
        }
    }

    /// `#rrggbb`.
    private static func hex(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> String {
        "#" + [r, g, b].map { $0 < 16 ? "0" + String($0, radix: 16) : String($0, radix: 16) }.joined()
    }

    /// The screen as text for a snapshot: its rows (trailing spaces removed), then — when any cell is
    /// styled — a legend of the styles and a grid with one letter per cell naming its style (a space for
    /// plain). A change of one cell's text or style changes the text.
    public var snapshotText: String {
        var legend: [CellStyle: Character] = [:]
        var order: [CellStyle] = []
        // Letters, digits, then Latin letters with marks (all one cell wide): over 400 styles.
        let letters =
            Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
            + (0xC0...0x24F).compactMap { Unicode.Scalar($0).map(Character.init) }.filter { $0 != "×" && $0 != "÷" }
        var grid: [String] = []
        for y in 0..<height {
            var row = ""
            for x in 0..<width {
                let style = self[x, y].style
                if style == .plain {
                    row.append(" ")
                    continue
                }
                if legend[style] == nil {
                    legend[style] = order.count < letters.count ? letters[order.count] : "?"
                    order.append(style)
                }
                row.append(legend[style]!)
            }
            while row.hasSuffix(" ") { row.removeLast() }
            grid.append(row)
        }
        var out = lines.joined(separator: "\n") + "\n"
        guard !order.isEmpty else { return out }
        out += "--- styles ---\n"
        for style in order { out += "\(legend[style]!): \(Self.describe(style))\n" }
        while grid.last?.isEmpty == true { grid.removeLast() }
        out += grid.joined(separator: "\n") + "\n"
        return out
    }

    /// `fg #ff0000, bg accent, bold, strikethrough`.
    static func describe(_ style: CellStyle) -> String {
        var parts: [String] = []
        func name(_ color: Color) -> String {
            switch color.kind {
            case .primary: "primary"
            case .secondary: "secondary"
            case .accent: "accent"
            case .clear: "clear"
            case .palette(let index, _, _, _): "palette \(index)"
            case .rgb(let r, let g, let b): hex(r, g, b)
            case .translucent(let r, let g, let b, let alpha): "\(hex(r, g, b)) at \(alpha)/255"
            }
        }
        if let foreground = style.foreground { parts.append("fg \(name(foreground))") }
        if let background = style.background { parts.append("bg \(name(background))") }
        let attributes: [(CellStyle.Attributes, String)] = [
            (.bold, "bold"), (.dim, "dim"), (.italic, "italic"), (.underline, "underline"), (.reverse, "reverse"),
            (.strikethrough, "strikethrough"),
        ]
        for (attribute, label) in attributes where style.attributes.contains(attribute) { parts.append(label) }
        return parts.joined(separator: ", ")
    }

    private static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%.2f", value)
    }

    private static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default:
                // Control characters are not allowed in XML; a sanitized screen has none, but a picture
                // must stay well-formed whatever a cell holds.
                if scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
                    || (0xFFFE...0xFFFF).contains(scalar.value)
                {
                    out += "\u{FFFD}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
