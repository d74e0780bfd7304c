import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

private struct Numbered: View {
    let n: Int
    var body: some View { Text("Row \(n)") }
}

private struct SettingsForm: View {
    @Bindable var model: FormModel
    var body: some View {
        Form {
            Section("Display") {
                Toggle("Dark mode", isOn: $model.darkMode)
                Slider(value: $model.fontSize, in: 12...24, step: 1) { Text("Font size") }
                Picker("Theme", selection: $model.theme) {
                    ForEach(Theme.allCases, id: \.self) { Text($0.rawValue).tag($0) }
                }
            }
            Section {
                Stepper("Retries", value: $model.retries, in: 0...5)
                TextField("Your name", text: $model.name)
            } header: {
                Text("Network")
            } footer: {
                Text("Applies to new requests.")
            }
        }
    }
}

@MainActor
@Suite struct ContainerTests {
    @Test func scrollViewKeepsTheFocusedControlVisible() {
        let host = TestHost(
            ScrollView { VStack(alignment: .leading) { ForEach(0..<30) { i in Button("Item \(i)") {} } } }, width: 30,
            height: 8)
        #expect(host.text.contains("Item 0"))
        #expect(!host.text.contains("Item 10"))
        for _ in 0..<12 { host.press("Tab") }
        #expect(host.focusedView?.text == "[ Item 12 ]")
        #expect(host.text.contains("Item 12"))
        #expect(!host.text.contains("Item 0 "))
        host.press("Shift-Tab")
        #expect(host.text.contains("Item 11"))
        host.press("PageUp")
        #expect(host.text.contains("Item 4") || host.text.contains("Item 5"))
    }

    @Test func scrollViewScrollsWithWheelAndKeysWhenNothingInsideIsFocusable() {
        let host = TestHost(
            ScrollView { VStack(alignment: .leading) { ForEach(0..<50) { i in Text("Line \(i)") } } }, width: 20,
            height: 5)
        #expect(host.focusedView?.kind == "ScrollView")
        host.press("Down", "Down")
        #expect(host.lines[0].hasPrefix("Line 2"))
        host.scroll(x: 2, y: 2, lines: 1)
        #expect(host.lines[0].hasPrefix("Line 5"))
        host.press("End")
        #expect(host.lines[4].hasPrefix("Line 49"))
        #expect(host.cell(x: 19, y: 4).text == "┃", "scroll bar thumb at the bottom")
    }

    @Test func lazyVStackBuildsOnlyVisibleRows() throws {
        let host = TestHost(
            ScrollView { LazyVStack(alignment: .leading) { ForEach(0..<100_000) { i in Numbered(n: i) } } }, width: 30,
            height: 10)
        let first = try #require(host.frames.first)
        #expect((first.evaluated["Numbered"] ?? 0) <= 10 + 4)
        #expect(host.lines[0].hasPrefix("Row 0"))
        let scroll = try #require(host.scroll(x: 1, y: 1, lines: 1))
        #expect(host.lines[0].hasPrefix("Row 3"))
        #expect((scroll.evaluated["Numbered"] ?? 0) <= 4, "only newly visible rows are built")
        host.press("End")
        #expect(host.text.contains("Row 99999"))
        #expect(host.nodeCount < 200)
    }

    @Test func formAlignsLabelsInOneColumn() throws {
        let model = FormModel()
        let host = TestHost(SettingsForm(model: model), width: 50, height: 16)
        let lines = host.lines
        let rows = ["Dark mode", "Font size", "Theme", "Retries"].map { label in lines.first { $0.contains(label) }! }
        // Every control starts in the same column, after the widest label.
        let controlColumns = rows.map { row -> Int in
            let label = ["Dark mode", "Font size", "Theme", "Retries"].first { row.contains($0) }!
            let after = row.range(of: label)!.upperBound
            let rest = row[after...]
            return row.distance(from: row.startIndex, to: rest.firstIndex { $0 != " " }!)
        }
        #expect(Set(controlColumns).count == 1, "controls start at columns \(controlColumns)\n\(host.text)")
        #expect(lines.contains { $0.contains("Display") })
        #expect(lines.contains { $0.contains("Network") })
        #expect(lines.contains { $0.contains("Applies to new requests.") })
        host.press("Space")
        #expect(model.darkMode)
        host.press("Tab", "Right")
        #expect(model.fontSize == 15)
    }
}
