import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore
@testable import ShojiTerminal

/// What views draw: overlays, groups, dividers, borders, backgrounds, colors and symbols.
@MainActor
@Suite struct DrawingTests {
    @Test func zstackOverlaysAndGroupFlattens() {
        let host = TestHost(
            VStack(spacing: 0) {
                ZStack {
                    Text("xxxxx")
                    Text("o")
                }
                HStack(spacing: 0) {
                    Group {
                        Text("a")
                        Text("b")
                    }
                    Text("c")
                }
            }, width: 5, height: 2)
        #expect(host.lines == ["xxoxx", " abc"])
    }

    @Test func dividerAndBorder() {
        let host = TestHost(
            VStack(spacing: 0) {
                Text("ab").border(.gray)
                Divider()
            }.frame(width: 48), width: 6, height: 4)
        #expect(host.lines == [" ┌──┐", " │ab│", " └──┘", "──────"])
    }

    @Test func backgroundColorsTheFrameUnderTheText() {
        let host = TestHost(Text("hi").padding(.horizontal, 8).background(Color.blue), width: 4, height: 1)
        #expect(host.style(x: 0, y: 0).background == .blue)
        #expect(host.style(x: 1, y: 0).background == .blue)
        #expect(host.cell(x: 1, y: 0).text == "h")
    }

    @Test func colorsMapToSmallerPalettes() {
        #expect(ColorMapping.palette256(255, 0, 0) == 196)
        #expect(ColorMapping.palette256(128, 128, 128) == 244)
        #expect(ColorMapping.ansi8(255, 0, 0) == 1)
        #expect(ColorMapping.ansi8(index: 12) == 4)
    }

    @Test func everySymbolGlyphIsNarrowAndPrintable() {
        _ = TestHost(EmptyView(), width: 1, height: 1)
        for name in SymbolGlyphs.names {
            let glyph = SymbolGlyphs.glyph(for: name)!
            #expect(TextWidth.of(glyph) >= 1 && TextWidth.of(glyph) <= 3, "\(name): \(glyph)")
            for ch in glyph {
                #expect(TextWidth.of(ch) == 1, "\(name): \(glyph) has a \(TextWidth.of(ch))-cell character")
            }
        }
    }
}
