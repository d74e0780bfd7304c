import Observation
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

private struct AngleButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            Text(configuration.isPressed ? "«" : "<")
            configuration.label
            Text(configuration.isPressed ? "»" : ">")
        }
    }
}

private struct ExtraKeyButtonStyle: PrimitiveButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button(configuration)
            .onKeyPress("x") {
                configuration.trigger()
                return .handled
            }
    }
}

private struct WordToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack(spacing: 1) {
                Text(configuration.isOn ? "(on)" : "(off)")
                configuration.label
            }
        }
        .buttonStyle(.plain)
    }
}

private struct PercentProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text("done: \(Int((configuration.fractionCompleted ?? 0) * 100)) percent")
    }
}

@MainActor
@Observable
private final class StyleTally {
    var presses = 0
    var isOn = false
}

private struct StyledControls: View {
    let tally: StyleTally
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Angle") { tally.presses += 1 }
                .buttonStyle(AngleButtonStyle())
            Button("Extra") { tally.presses += 10 }
                .buttonStyle(ExtraKeyButtonStyle())
            Toggle("Wifi", isOn: Bindable(tally).isOn)
                .toggleStyle(WordToggleStyle())
            ProgressView(value: 0.5)
                .progressViewStyle(PercentProgressStyle())
            ProgressView("Pie", value: 0.75)
                .progressViewStyle(.circular)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// Styles of the app's own, through SwiftUI's protocols.
@MainActor
@Suite struct CustomStyleTests {
    @Test func aButtonStyleDrawsTheLabelAndSeesIsPressed() {
        let tally = StyleTally()
        let host = TestHost(StyledControls(tally: tally), width: 40, height: 10)
        #expect(host.lines[0].hasPrefix("<Angle>"), "the style draws the button, without brackets")
        #expect(host.focusedView?.text == "<Angle>")
        host.press("Enter")
        #expect(tally.presses == 1, "the button keeps its behavior")
        #expect(host.lines[0].hasPrefix("«Angle»"), "isPressed is true right after the press")
        host.advanceClock()
        #expect(host.lines[0].hasPrefix("<Angle>"), "and false a tick later")
        host.advanceClock(ticks: 5)
        #expect(host.advanceClock() == 0, "the clock stops once the button is released")
    }

    @Test func aPrimitiveStyleTakesOverTheButton() {
        let tally = StyleTally()
        let host = TestHost(StyledControls(tally: tally), width: 40, height: 10)
        #expect(host.lines[1].hasPrefix("[ Extra ]"), "Button(configuration) draws the built-in button")
        host.press("Tab")
        #expect(host.focusedView?.text == "[ Extra ]")
        host.press("Enter")
        #expect(tally.presses == 10)
        host.press("x")
        #expect(tally.presses == 20, "the style's own key triggers the action")
    }

    /// Shoji's own button styles are told apart by their types (no run-time cast); an app's style is not one.
    @Test func builtInButtonStylesAreToldByTheirType() {
        #expect(ButtonStyleKind.of(PlainButtonStyle.self) == .plain)
        #expect(ButtonStyleKind.of(DefaultButtonStyle.self) == .automatic)
        #expect(ButtonStyleKind.of(BorderedButtonStyle.self) == .bordered)
        #expect(ButtonStyleKind.of(BorderedProminentButtonStyle.self) == .borderedProminent)
        #expect(ButtonStyleKind.of(BorderlessButtonStyle.self) == .borderless)
        #expect(ButtonStyleKind.of(ExtraKeyButtonStyle.self) == nil)
    }

    @Test func aToggleStyleFlipsThroughItsConfiguration() {
        let tally = StyleTally()
        let host = TestHost(StyledControls(tally: tally), width: 40, height: 10)
        #expect(host.lines[2].hasPrefix("(off) Wifi"))
        host.press("Tab", "Tab")
        host.press("Space")
        #expect(tally.isOn)
        #expect(host.lines[2].hasPrefix("(on) Wifi"))
        tally.isOn = false
        host.update()
        #expect(host.lines[2].hasPrefix("(off) Wifi"), "a change from the model shows")
    }

    @Test func progressStyles() {
        let tally = StyleTally()
        let host = TestHost(StyledControls(tally: tally), width: 40, height: 10)
        #expect(host.lines[3].hasPrefix("done: 50 percent"))
        #expect(host.lines[4].hasPrefix("Pie ◕ 75%"))
    }
}
