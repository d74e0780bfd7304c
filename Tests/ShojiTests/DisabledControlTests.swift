import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// Every control, disabled: skipped by Tab, dimmed, and deaf to keys and clicks.
@MainActor
@Suite struct DisabledControlTests {
    private func check<V: View>(_ control: V, click text: String, unchanged: () -> Bool) {
        let host = TestHost(
            VStack(alignment: .leading) {
                control.disabled(true)
                Button("Enabled") {}
            }, width: 40, height: 6)
        #expect(host.focusedView?.text == "[ Enabled ]", "the disabled control is not focused")
        host.press("Shift-Tab")
        #expect(host.focusedView?.text == "[ Enabled ]", "and not reachable by Tab")
        if let p = host.find(text) {
            #expect(host.style(x: p.x, y: p.y).attributes.contains(.dim), "dimmed")
            host.click(x: p.x, y: p.y)
        } else {
            Issue.record("\(text) not on screen:\n\(host.text)")
        }
        #expect(unchanged())
    }

    @Test func toggle() {
        let s = Settings()
        check(Toggle("Notify", isOn: Bindable(s).notifications), click: "Notify") { s.notifications }
    }

    @Test func stepper() {
        let s = Settings()
        check(Stepper("Qty", value: Bindable(s).quantity, in: 0...9), click: "+") { s.quantity == 1 }
    }

    @Test func slider() {
        let s = Settings()
        check(Slider(value: Bindable(s).fontSize, in: 12...24), click: "━") { s.fontSize == 14 }
    }

    @Test func segmentedPicker() {
        let s = Settings()
        check(
            Picker("Theme", selection: Bindable(s).theme) {
                ForEach(Theme.allCases, id: \.self) { Text($0.rawValue).tag($0) }
            }
            .pickerStyle(.segmented), click: "dark"
        ) { s.theme == .system }
    }

    @Test func menuPicker() {
        let s = Settings()
        let host = TestHost(
            VStack {
                Picker("Theme", selection: Bindable(s).theme) {
                    ForEach(Theme.allCases, id: \.self) { Text($0.rawValue).tag($0) }
                }.disabled(true)
            }, width: 40, height: 6)
        host.click("system")
        #expect(!host.text.contains("light"), "no popup")
    }

    @Test func textField() {
        let d = Draft()
        check(TextField("Name", text: Bindable(d).title), click: "Name") { d.title.isEmpty }
    }

    @Test func button() {
        var pressed = false
        check(Button("Press") { pressed = true }, click: "Press") { !pressed }
    }
}
