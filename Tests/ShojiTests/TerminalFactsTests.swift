import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

private struct SchemeLabel: View {
    @Environment(\.colorScheme) private var scheme
    var body: some View { Text(scheme == .dark ? "dark" : "light") }
}

private struct Symbols: View {
    var body: some View {
        HStack {
            Image(systemName: "checkmark.circle.fill")
            Image(systemName: "circle")
            Image(systemName: "play.fill")
            Image(systemName: "no.such.symbol")
            Text("end")
        }
    }
}

@MainActor
@Suite struct TerminalFactsTests {
    @Test func everySymbolHasAnASCIIFallback() {
        for name in SymbolGlyphs.names {
            let glyph = SymbolGlyphs.glyph(for: name) ?? ""
            let ascii = SymbolGlyphs.ascii(for: glyph)
            #expect(ascii.unicodeScalars.allSatisfy { $0.isASCII && $0.value >= 0x20 }, "\(name)")
            #expect(!ascii.contains("?") || glyph.contains("?"), "\(name) → \(glyph) has no fallback")
        }
    }

    @Test func asciiTerminalsDrawASCIISymbols() {
        let unicode = TestHost(Symbols(), width: 30, height: 3)
        #expect(unicode.lines[1].contains("✔ ○ ▶ ⍰ end"), "\(unicode.lines)")
        let ascii = TestHost(Symbols().environment(\.glyphSupport, .ascii), width: 30, height: 3)
        #expect(ascii.lines[1].contains("v o > ? end"), "\(ascii.lines)")
    }

    @Test func glyphSupportFromTheEnvironment() {
        #expect(GlyphSupport.detect(environment: ["TERM": "xterm-256color"]) == .unicode)
        #expect(GlyphSupport.detect(environment: ["TERM": "linux"]) == .ascii)
        #expect(GlyphSupport.detect(environment: ["TERM": "vt100-am"]) == .ascii)
        #expect(GlyphSupport.detect(environment: ["TERM": "linux", "SHOJI_ASCII": "0"]) == .unicode)
        #expect(GlyphSupport.detect(environment: ["TERM": "xterm", "SHOJI_ASCII": "1"]) == .ascii)
    }

    @Test func colorSchemeFromCOLORFGBG() {
        #expect(ColorScheme.detect(environment: [:]) == .dark)
        #expect(ColorScheme.detect(environment: ["COLORFGBG": "15;0"]) == .dark)
        #expect(ColorScheme.detect(environment: ["COLORFGBG": "0;15"]) == .light)
        #expect(ColorScheme.detect(environment: ["COLORFGBG": "0;default;7"]) == .light)
        let host = TestHost(SchemeLabel(), width: 10, height: 1)
        #expect(host.text.contains("dark"))
        let light = TestHost(SchemeLabel().environment(\.colorScheme, .light), width: 10, height: 1)
        #expect(light.text.contains("light"))
    }
}
