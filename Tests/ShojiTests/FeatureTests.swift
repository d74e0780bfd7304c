import Testing

@testable import ShojiCore
@testable import ShojiTerminal

@Observable
final class Flags {
    var enabled = true
    var id = 1
    var value = 0
    var log: [String] = []
}

private struct Grid: View {
    var body: some View {
        VStack {
            HStack {
                Button("A") {}
                Button("B") {}
            }
            HStack {
                Button("C") {}
                Button("D") {}
            }
        }
    }
}

private struct DisabledHost: View {
    let flags: Flags
    var body: some View {
        VStack {
            Button("First") { flags.log.append("first") }
                .disabled(!flags.enabled)
            Button("Second") { flags.log.append("second") }
        }
    }
}

private struct Lifecycle: View {
    let flags: Flags
    var body: some View {
        VStack {
            if flags.value < 2 {
                Text("shown")
                    .onAppear { flags.log.append("appear") }
                    .onDisappear { flags.log.append("disappear") }
            }
            Text("value \(flags.value)")
                .onChange(of: flags.value) { old, new in flags.log.append("change \(old)->\(new)") }
        }
    }
}

private struct Stateful: View {
    @State private var taps = 0
    var body: some View { Button("taps \(taps)") { taps += 1 } }
}

private struct IdentityHost: View {
    let flags: Flags
    var body: some View { Stateful().id(flags.id) }
}

private struct Highlight: ViewModifier {
    @State private var hits = 0
    func body(content: Content) -> some View {
        HStack {
            content
            Button("hit \(hits)") { hits += 1 }
        }
    }
}

private struct LocalBindable: View {
    let flags: Flags
    var body: some View {
        @Bindable var flags = flags
        Toggle("Enabled", isOn: $flags.enabled)
    }
}

@MainActor
@Suite struct FeatureTests {
    @Test func arrowsMoveFocusSpatially() {
        let host = TestHost(Grid(), width: 20, height: 4)
        #expect(host.focusedView?.text == "[ A ]")
        host.press("Right")
        #expect(host.focusedView?.text == "[ B ]")
        host.press("Down")
        #expect(host.focusedView?.text == "[ D ]")
        host.press("Left")
        #expect(host.focusedView?.text == "[ C ]")
        host.press("Up")
        #expect(host.focusedView?.text == "[ A ]")
        host.press("Shift-Tab")
        #expect(host.focusedView?.text == "[ D ]")
        host.press("Tab")
        #expect(host.focusedView?.text == "[ A ]")
    }

    @Test func focusedButtonIsShownInReverseVideo() {
        let host = TestHost(Grid(), width: 20, height: 4)
        let a = host.find("A")!
        let b = host.find("B")!
        #expect(host.style(x: a.x, y: a.y).attributes.contains(.reverse))
        #expect(!host.style(x: b.x, y: b.y).attributes.contains(.reverse))
    }

    @Test func disabledControlsAreSkippedDimmedAndInert() {
        let flags = Flags()
        flags.enabled = false
        let host = TestHost(DisabledHost(flags: flags), width: 20, height: 3)
        #expect(host.focusedView?.text == "[ Second ]")
        let first = host.find("First")!
        #expect(host.style(x: first.x, y: first.y).attributes.contains(.dim))
        host.click("First")
        #expect(flags.log.isEmpty)
        flags.enabled = true
        host.update()
        host.click("First")
        #expect(flags.log == ["first"])
    }

    @Test func lifecycleCallbacksRunAfterTheirFrame() {
        let flags = Flags()
        let host = TestHost(Lifecycle(flags: flags), width: 20, height: 3)
        #expect(flags.log == ["appear"])
        flags.value = 1
        host.update()
        #expect(flags.log == ["appear", "change 0->1"])
        flags.value = 2
        host.update()
        #expect(flags.log == ["appear", "change 0->1", "disappear", "change 1->2"])
        #expect(!host.text.contains("shown"))
    }

    @Test func changingAnIDResetsState() {
        let flags = Flags()
        let host = TestHost(IdentityHost(flags: flags), width: 20, height: 1)
        host.press("Enter", "Enter")
        #expect(host.text.contains("taps 2"))
        flags.id = 2
        host.update()
        #expect(host.text.contains("taps 0"))
    }

    @Test func customModifierHasItsOwnStateAndTracking() {
        let host = TestHost(Text("x").modifier(Highlight()), width: 20, height: 1)
        let frame = host.press("Enter")
        #expect(host.text.contains("hit 1"))
        #expect(frame?.evaluated == ["Highlight": 1])
    }

    @Test func localBindableInsideBody() {
        let flags = Flags()
        let host = TestHost(LocalBindable(flags: flags), width: 20, height: 1)
        #expect(host.text.contains("[x] Enabled"))
        host.press("Space")
        #expect(flags.enabled == false)
        #expect(host.text.contains("[ ] Enabled"))
    }

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

    @Test func ctrlCAsksToQuit() {
        let host = TestHost(Text("x"), width: 4, height: 1)
        host.press("Ctrl-C")
        #expect(host.didQuit)
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
