import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

private struct TrailingIcon: LabelStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack {
            configuration.title
            Text("|")
            configuration.icon
        }
    }
}

private struct Labels: View {
    var body: some View {
        VStack(alignment: .leading) {
            Label("Settings", systemImage: "gear")
            Label("Only title", systemImage: "gear").labelStyle(.titleOnly)
            Label("Only icon", systemImage: "phone").labelStyle(.iconOnly)
            Label("Custom", systemImage: "star").labelStyle(TrailingIcon())
            Label {
                Text("Closure")
            } icon: {
                Text("*")
            }
            Button("Add", systemImage: "plus") {}
        }
    }
}

private struct Spinning: View {
    @State var shown = true
    var body: some View {
        VStack {
            Toggle("Show", isOn: $shown)
            if shown { ProgressView("Loading") }
        }
    }
}

private struct SpinnerBehindPush: View {
    var body: some View {
        NavigationStack {
            VStack {
                ProgressView()
                NavigationLink("Next") { Text("Second screen") }
            }
        }
    }
}

@MainActor
@Suite struct DisplayViewTests {
    @Test func labelsInEveryStyle() {
        let host = TestHost(
            Labels().frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), width: 30, height: 8)
        #expect(host.lines[0].hasPrefix("⚙ Settings"), "\(host.lines)")
        #expect(host.lines[1].hasPrefix("Only title"))
        #expect(host.lines[2].trimmingCharacters(in: .whitespaces) == "✆")
        #expect(host.lines[3].hasPrefix("Custom | ☆"))
        #expect(host.lines[4].hasPrefix("* Closure"))
        #expect(host.lines[5].contains("[ + Add ]"))
    }

    @Test func labeledContentPutsTheValueAtTheTrailingEdge() {
        let host = TestHost(VStack { LabeledContent("Version", value: "1.2") }, width: 20, height: 2)
        #expect(host.lines[0] == "Version          1.2", "\(host.lines)")
        #expect(host.style(x: 17, y: 0).foreground == .secondary)
    }

    @Test func determinateProgressAndGauge() {
        let host = TestHost(
            VStack {
                ProgressView(value: 0.5).frame(width: 14 * 8)
                ProgressView("Copy", value: 3.0, total: 0)
                Gauge(value: 75.0, in: 0...100) {
                    Text("CPU")
                } currentValueLabel: {
                    Text("75")
                }
            }, width: 20, height: 4)
        #expect(host.lines[0].contains(" ━━━━━───── 50%"), "\(host.lines)")
        #expect(host.lines[0].contains("50%"))
        #expect(host.lines[1].hasPrefix("Copy ─"), "a total of zero is no progress: \(host.lines[1])")
        #expect(host.lines[1].hasSuffix("0%"))
        #expect(host.lines[2].hasPrefix("CPU ━━━━━━━━━━───"), "\(host.lines[2])")
        #expect(host.lines[2].hasSuffix("75"))
    }

    @Test func spinnerTurnsOnlyWhileOnScreen() {
        let host = TestHost(Spinning(), width: 20, height: 3)
        #expect(host.lines[1].contains("⠋ Loading"), "\(host.lines)")
        #expect(host.advanceClock(ticks: 3) == 3, "one frame per tick while the spinner shows")
        #expect(host.lines[1].contains("⠸ Loading"))
        #expect(host.lastFrame?.bodyEvaluations == 0, "a tick repaints the spinner; no body runs")
        #expect(host.lastFrame?.cellsChanged == 1)
        host.press("Space")  // hide it
        #expect(!host.text.contains("Loading"))
        #expect(host.advanceClock(ticks: 5) == 0, "no spinner on screen: the clock is stopped")
        host.press("Space")
        #expect(host.advanceClock(ticks: 2) == 2)
    }

    @Test func spinnerOnACoveredScreenCostsNoFrames() {
        let host = TestHost(SpinnerBehindPush(), width: 30, height: 6)
        #expect(host.advanceClock() == 1)
        host.click("Next")
        #expect(host.text.contains("Second screen"))
        #expect(host.advanceClock(ticks: 4) == 0)
        host.press("Esc")
        #expect(host.advanceClock() == 1)
    }

    @Test func contentUnavailable() {
        let host = TestHost(ContentUnavailableView.search(text: "xyz"), width: 50, height: 9)
        #expect(host.text.contains("⌕ No Results for “xyz”"), "\(host.lines)")
        #expect(host.text.contains("Check the spelling"))
        let row = host.lines.firstIndex { $0.contains("No Results") }!
        #expect(row > 1, "centred vertically")
        let plain = TestHost(
            ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here.")),
            width: 40, height: 5)
        #expect(plain.text.contains("⊔ No Mail"))
    }

    @Test func shapesFillAndStroke() {
        let host = TestHost(
            HStack(spacing: 8) {
                Rectangle().stroke(.red).frame(width: 3 * 8, height: 3 * 16)
                Circle().stroke(lineWidth: 1).frame(width: 3 * 8, height: 3 * 16)
                RoundedRectangle(cornerRadius: 4).fill(.blue).frame(width: 2 * 8, height: 2 * 16)
                Capsule().stroke(.green, lineWidth: 2).frame(width: 4 * 8, height: 3 * 16)
            }.frame(maxWidth: .infinity, alignment: .leading), width: 20, height: 3)
        #expect(host.lines[0].hasPrefix("┌─┐ ╭─╮"), "\(host.lines)")
        #expect(host.lines[2].hasPrefix("└─┘ ╰─╯"))
        #expect(host.style(x: 0, y: 0).foreground == .red)
        let blue = host.find("╮")!.x + 2
        #expect(host.style(x: blue, y: 0).background == .blue)
        #expect(host.lines[0].hasSuffix("┏━━┓"))
    }

    @Test func badgesOnRows() {
        let host = TestHost(
            List {
                Text("Inbox").badge(3)
                Text("Sent").badge(0)
                Text("Drafts").badge("new")
            }, width: 20, height: 4)
        #expect(host.lines[0].hasSuffix("3"), "\(host.lines)")
        #expect(host.lines[0].contains("Inbox"))
        #expect(!host.lines[1].contains("0"))
        #expect(host.lines[2].hasSuffix("new"))
    }

    @Test func opacityHiddenAndLabelsHidden() {
        let host = TestHost(
            VStack(alignment: .leading) {
                Text("faint").opacity(0.5)
                Text("gone").opacity(0)
                Text("hidden").hidden()
                Toggle("Wi-Fi", isOn: .constant(true)).labelsHidden()
                Text("end")
            }.frame(maxWidth: .infinity, alignment: .leading), width: 20, height: 5)
        #expect(host.style(x: 0, y: 0).attributes.contains(.dim))
        #expect(!host.text.contains("gone") && !host.text.contains("hidden"))
        #expect(host.lines[4].hasPrefix("end"), "hidden views keep their place: \(host.lines)")
        #expect(!host.text.contains("Wi-Fi"))
        #expect(host.text.contains("[x]"))
    }

    @Test func overlayBackgroundAndSafeAreaInset() {
        let host = TestHost(
            VStack {
                Text("abcdef").overlay(alignment: .trailing) { Text("Z") }
                Text("wide").background(alignment: .leading) { Text("this is longer than the text") }
                Text("main").safeAreaInset(edge: .bottom) { Text("bar") }
            }, width: 12, height: 5)
        #expect(host.lines[0].contains("abcdeZ"), "\(host.lines)")
        #expect(host.lines[1].trimmingCharacters(in: .whitespaces) == "wide", "the background is clipped to it")
        #expect(host.lines[2].contains("main") && host.lines[3].contains("bar"))
    }

    @Test func atLeast150SymbolNames() {
        #expect(SymbolGlyphs.names.count >= 150)
        for name in ["phone", "tray", "map", "mappin", "timer", "hourglass", "return", "chart.bar", "terminal"] {
            #expect(SymbolGlyphs.glyph(for: name) != nil, "\(name)")
        }
    }
}
