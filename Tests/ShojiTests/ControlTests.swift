import CoreFoundation
import Foundation
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

enum Theme: String, CaseIterable, Hashable {
    case system, light, dark
}

private struct QuantityEcho: View {
    let settings: Settings
    var body: some View { Text("qty \(settings.quantity)") }
}

private struct ThemeEcho: View {
    let settings: Settings
    var body: some View { Text("theme \(settings.theme.rawValue)") }
}

private struct FontEcho: View {
    let settings: Settings
    var body: some View { Text("size \(settings.fontSize)") }
}

private struct NoteEcho: View {
    let settings: Settings
    var body: some View { Text("note \(settings.note)") }
}

private struct Controls: View {
    @Bindable var settings: Settings
    let style: Int
    var body: some View {
        VStack(alignment: .leading) {
            QuantityEcho(settings: settings)
            ThemeEcho(settings: settings)
            NoteEcho(settings: settings)
            switch style {
            case 0:
                Stepper("Quantity", value: $settings.quantity, in: 1...3)
            case 1:
                Slider(value: $settings.fontSize, in: 12...24, step: 1) { Text("Size") }
            case 2:
                Picker("Theme", selection: $settings.theme) {
                    ForEach(Theme.allCases, id: \.self) { Text($0.rawValue.capitalized).tag($0) }
                }
                .pickerStyle(.segmented)
            case 3:
                Picker("Theme", selection: $settings.theme) {
                    ForEach(Theme.allCases, id: \.self) { Text($0.rawValue.capitalized).tag($0) }
                }
            default:
                Picker("Theme", selection: $settings.theme) {
                    ForEach(Theme.allCases, id: \.self) { Text($0.rawValue.capitalized) }
                }
                .pickerStyle(.radioGroup)
            }
            Button("Other") {}
        }
    }
}

@MainActor
@Suite struct ControlTests {
    @Test func stepperStepsClampsAndEvaluatesOnlyReaders() throws {
        let settings = Settings()
        let host = TestHost(Controls(settings: settings, style: 0), width: 40, height: 8)
        #expect(host.text.contains("Quantity"))
        #expect(host.text.contains("[ − | + ]"))
        let frame = try #require(host.press("+"))
        #expect(settings.quantity == 2)
        #expect(frame.evaluated == ["QuantityEcho": 1])
        host.press("Right", "Right", "+")
        #expect(settings.quantity == 3)
        host.press("-", "Left", "Left", "Left")
        #expect(settings.quantity == 1)
        // Clicking the parts.
        let control = try #require(host.find("[ − | + ]"))
        host.click(x: control.x + 6, y: control.y)
        #expect(settings.quantity == 2)
        host.click(x: control.x + 2, y: control.y)
        #expect(settings.quantity == 1)
        // At the lower bound the − part is dimmed.
        #expect(host.style(x: control.x + 2, y: control.y).attributes.contains(.dim))
    }

    @Test func stepperWithCustomActions() {
        var log: [String] = []
        let host = TestHost(
            Stepper("Custom", onIncrement: { log.append("up") }, onDecrement: { log.append("down") }), width: 30,
            height: 1)
        host.press("+", "-")
        #expect(log == ["up", "down"])
    }

    @Test func sliderStepsAndJumps() throws {
        let settings = Settings()
        let host = TestHost(
            VStack {
                Controls(settings: settings, style: 1)
                FontEcho(settings: settings)
            }, width: 40, height: 9)
        let step = try #require(host.press("Right"))
        #expect(settings.fontSize == 15)
        #expect(step.evaluated == ["FontEcho": 1], "only the reader of fontSize runs")
        #expect(host.text.contains("size 15.0"))
        host.press("Left", "Left")
        #expect(settings.fontSize == 13)
        host.press("End")
        #expect(settings.fontSize == 24)
        host.press("Home")
        #expect(settings.fontSize == 12)
        let bar = try #require(host.find("●"))
        let row = host.lines[bar.y]
        let barEnd = TextWidth.of(row) - 1
        host.click(x: barEnd, y: bar.y)
        #expect(settings.fontSize == 24)
        #expect(host.cell(x: barEnd, y: bar.y).text == "●")
    }

    @Test func sliderWorksWithFloatAndCGFloatWithoutAStep() {
        let settings = Settings()
        let host = TestHost(
            VStack {
                Slider(value: Bindable(settings).volume)
                Slider(value: Bindable(settings).width, in: 0...20)
            }, width: 40, height: 2)
        host.press("Right")
        #expect(abs(settings.volume - 0.55) < 0.0001)
        host.press("Tab", "Left")
        #expect(abs(settings.width - 9) < 0.0001)
    }

    @Test func segmentedPickerSelectsWithArrowsAndClicks() throws {
        let settings = Settings()
        let host = TestHost(Controls(settings: settings, style: 2), width: 40, height: 8)
        #expect(host.text.contains("│ System │ Light │ Dark │"))
        #expect(!host.text.contains("Theme "), "a segmented picker hides its label outside forms")
        let frame = try #require(host.press("Right"))
        #expect(settings.theme == .light)
        #expect(frame.evaluated == ["ThemeEcho": 1])
        let light = try #require(host.find("Light"))
        #expect(host.style(x: light.x, y: light.y).background == .accentColor)
        host.click("Dark")
        #expect(settings.theme == .dark)
        host.press("Right")
        #expect(settings.theme == .dark)
    }

    @Test func menuPickerOpensAPopup() throws {
        let settings = Settings()
        let host = TestHost(Controls(settings: settings, style: 3), width: 40, height: 10)
        #expect(host.lines.contains { $0.hasPrefix("Theme") && $0.contains("System ▾") })
        #expect(!host.text.contains("Light"))
        host.press("Enter")
        #expect(host.text.contains("Light"))
        #expect(host.text.contains("Dark"))
        host.press("Down", "Down", "Enter")
        #expect(settings.theme == .dark)
        #expect(!host.text.contains("Light"))
        // The control keeps the width of the widest option, so it does not jump as the value changes.
        #expect(host.lines.contains { $0.hasPrefix("Theme") && $0.hasSuffix("Dark   ▾") })
        #expect(host.focusedView?.kind == "Picker", "focus returns to the picker")
        host.press("Space", "Esc")
        #expect(settings.theme == .dark)
        #expect(!host.text.contains("Light"))
        host.click("Dark")
        host.click("System")
        #expect(settings.theme == .system)
    }

    @Test func radioGroupPickerUsesElementIDsAsTags() {
        let settings = Settings()
        let host = TestHost(Controls(settings: settings, style: 4), width: 40, height: 10)
        #expect(host.text.contains("◉ System"))
        #expect(host.text.contains("○ Light"))
        host.press("Down")
        #expect(settings.theme == .light)
        host.click("Dark")
        #expect(settings.theme == .dark)
    }

    @Test func toggleStyles() {
        let settings = Settings()
        let host = TestHost(
            VStack(alignment: .leading) {
                Toggle("Default", isOn: Bindable(settings).notifications)
                Toggle("Check", isOn: Bindable(settings).notifications).toggleStyle(.checkbox)
                Toggle("Switch", isOn: Bindable(settings).notifications).toggleStyle(.switch)
            }.frame(width: 20 * 8), width: 20, height: 3)
        #expect(host.lines[0].hasPrefix("[x] Default"))
        #expect(host.lines[1].hasPrefix("☑ Check"))
        #expect(host.lines[2].hasPrefix("Switch") && host.lines[2].hasSuffix("[━●]"))
        host.press("Space")
        #expect(host.lines[0].hasPrefix("[ ] Default"))
        #expect(host.lines[1].hasPrefix("☐ Check"))
        #expect(host.lines[2].hasSuffix("[○━]"))
    }

    @Test func destructiveButtonIsRed() throws {
        let host = TestHost(Button("Delete", role: .destructive) {}.buttonStyle(.plain), width: 10, height: 1)
        let d = try #require(host.find("Delete"))
        #expect(host.style(x: d.x, y: d.y).foreground == .red)
    }
}
