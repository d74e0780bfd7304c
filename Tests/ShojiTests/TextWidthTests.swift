import Foundation
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// The scalars a text is laid out from one by one, without grapheme breaking
/// (``TextWidth/standsAlone(_:)``), are graphemes of their own and safe to draw.
@Suite struct TextWidthTests {
    /// Every scalar that stands alone, as the standard library breaks it beside itself and beside one
    /// scalar of each kind the set holds (ASCII, Latin, punctuation, a pictograph, a box line, a mark).
    static let standingAlone: [Unicode.Scalar] = (0...0x2BFF).compactMap { value in
        Unicode.Scalar(UInt32(value)).flatMap { TextWidth.standsAlone($0) ? $0 : nil }
    }

    @Test func scalarsThatStandAloneAreGraphemesOfTheirOwn() {
        #expect(Self.standingAlone.count == 3_685)
        let neighbours: [Unicode.Scalar] = ["a", " ", "é", "“", "€", "‼", "→", "─", "✓", "ʰ", "⁉"]
        #expect(neighbours.allSatisfy(TextWidth.standsAlone))
        var joined: [String] = []
        for scalar in Self.standingAlone {
            #expect(!TextSanitizer.isControl(scalar.value))
            for other in neighbours + [scalar] {
                var pair = String.UnicodeScalarView()
                pair.append(scalar)
                pair.append(other)
                if String(pair).count != 2 { joined.append(String(pair)) }
                pair = String.UnicodeScalarView()
                pair.append(other)
                pair.append(scalar)
                if String(pair).count != 2 { joined.append(String(pair)) }
            }
        }
        #expect(joined.isEmpty, "\(joined.prefix(10).map { $0.unicodeScalars.map { String($0.value, radix: 16) } })")
    }

    @Test func whatJoinsOrControlsDoesNotStandAlone() {
        for value: UInt32 in [
            0x00, 0x0A, 0x0D, 0x1B, 0x7F, 0x85, 0x9B, 0xAD, 0x300, 0x301, 0x200C, 0x200D, 0x2028, 0x2060, 0x20D0,
            0xFE0F, 0x1100, 0xAC00, 0x1F1E6, 0x1F3FB, 0x1F600, 0xE0001,
        ] {
            #expect(!TextWidth.standsAlone(Unicode.Scalar(value)!), "U+\(String(value, radix: 16))")
        }
    }

    /// Laid out scalar by scalar, a text made of such scalars gets the glyphs and widths that grapheme by
    /// grapheme gives (the widths from the C library's table, as ncurses measures).
    @Test func aTextOfSuchScalarsIsLaidOutAsGraphemeByGrapheme() {
        setlocale(LC_ALL, "C.UTF-8")
        var generator = SystemRandomNumberGenerator()
        let samples =
            ["✓ Done", "café", "─────", "“quoted” — and… €5 → ©", "↑↓←→ ░▒▓█ ⌘ ⌚ ☀ ✂"]
            + (0..<200).map { _ in
                let scalars = (0..<12).map { _ in Self.standingAlone.randomElement(using: &generator)! }
                return String(String.UnicodeScalarView(scalars))
            }
        for text in samples {
            let glyphs = TextLayout(runs: [Text.Run(string: text)]).wrap(width: 1_000).flatMap { $0 }
            let expected = text.compactMap { ch -> (Character, Int)? in
                let width = TextWidth.of(TextSanitizer.sanitize(ch))
                return width == 0 ? nil : (TextSanitizer.sanitize(ch), width)
            }
            #expect(glyphs.map(\.character) == expected.map(\.0), "\(text)")
            #expect(glyphs.map(\.width) == expected.map(\.1), "\(text)")
        }
    }
}
