import ShojiTesting
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
        host.expectSnapshot("labels")
    }

    @Test func labeledContentPutsTheValueAtTheTrailingEdge() {
        let host = TestHost(VStack { LabeledContent("Version", value: "1.2") }, width: 20, height: 2)
        host.expectSnapshot("trailing-value")
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
        // Half a bar; a total of zero is no progress; the gauge three quarters full.
        host.expectSnapshot("bars")
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
        // Centred both ways.
        host.expectSnapshot("search")
        let plain = TestHost(
            ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here.")),
            width: 40, height: 5)
        plain.expectSnapshot("no-mail")
    }

    @Test func shapesFillAndStroke() {
        let host = TestHost(
            HStack(spacing: 8) {
                Rectangle().stroke(.red).frame(width: 3 * 8, height: 3 * 16)
                Circle().stroke(lineWidth: 1).frame(width: 3 * 8, height: 3 * 16)
                RoundedRectangle(cornerRadius: 4).fill(.blue).frame(width: 2 * 8, height: 2 * 16)
                Capsule().stroke(.green, lineWidth: 2).frame(width: 4 * 8, height: 3 * 16)
            }.frame(maxWidth: .infinity, alignment: .leading), width: 20, height: 3)
        // A red rectangle, a circle, a blue rounded rectangle, a thick green capsule.
        host.expectSnapshot("shapes")
        #expect(host.style(x: 0, y: 0).foreground == .red)
    }

    @Test func badgesOnRows() {
        let host = TestHost(
            List {
                Text("Inbox").badge(3)
                Text("Sent").badge(0)
                Text("Drafts").badge("new")
            }, width: 20, height: 4)
        // A zero badge shows nothing.
        host.expectSnapshot("badges")
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
        // Faint text dims; hidden views keep their place; the toggle shows without its label.
        host.expectSnapshot("screen")
        #expect(host.style(x: 0, y: 0).attributes.contains(.dim))
    }

    @Test func overlayBackgroundAndSafeAreaInset() {
        let host = TestHost(
            VStack {
                Text("abcdef").overlay(alignment: .trailing) { Text("Z") }
                Text("wide").background(alignment: .leading) { Text("this is longer than the text") }
                Text("main").safeAreaInset(edge: .bottom) { Text("bar") }
            }, width: 12, height: 5)
        // The overlay at the trailing edge; the background clipped to the text; the inset below.
        host.expectSnapshot("screen")
    }

    @Test func atLeast150SymbolNames() {
        #expect(SymbolGlyphs.names.count >= 150)
        for name in ["phone", "tray", "map", "mappin", "timer", "hourglass", "return", "chart.bar", "terminal"] {
            #expect(SymbolGlyphs.glyph(for: name) != nil, "\(name)")
        }
    }
}
