import Foundation
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

private struct EnabledLabel: View {
    @Environment(\.isEnabled) private var isEnabled
    var body: some View { Text(isEnabled ? "enabled" : "disabled") }
}

private struct ChangeWatcher: View {
    let counter: Counter
    var body: some View {
        VStack {
            Text("value \(counter.value)")
            Button("Bump") { withAnimation { counter.value += 1 } }
        }
        .onChange(of: counter.value) { counter.changes.append("changed") }
        .task { counter.changes.append("task") }
    }
}

private struct Detail: Identifiable {
    let id: Int
}

private struct ItemSheetHost: View {
    @State private var detail: Detail?
    @State private var confirming = false
    @State private var answer = "none"
    var body: some View {
        VStack {
            Text("answer \(answer)")
            Button("Show 7") { detail = Detail(id: 7) }
            Button("Confirm") { confirming = true }
        }
        .sheet(item: $detail) { d in Text("detail \(d.id)") }
        .confirmationDialog("Really?", isPresented: $confirming) {
            Button("Yes") { answer = "yes" }
            Button("No", role: .cancel) { answer = "no" }
        }
    }
}

private struct Many: View {
    let flag: Int?
    var body: some View {
        VStack {
            Text("1")
            Text("2")
            Text("3")
            Text("4")
            Text("5")
            Text("6")
            Text("7")
            Text("8")
            Text("9")
            Text("10")
            Text("11")
            Text("12")
            if let flag {
                Text("flag \(flag)")
            } else {
                Text("no flag")
            }
        }
    }
}

@MainActor
@Suite struct ModifierEffectTests {
    @Test func verbatimTextIsNotInterpreted() {
        let host = TestHost(Text(verbatim: "50% of \\(x)"), width: 20, height: 1)
        #expect(host.text.contains("50% of \\(x)"))
    }

    @Test func constantAndComputedBindings() {
        var store = 3
        let computed = Binding(get: { store }, set: { store = $0 })
        let host = TestHost(
            VStack {
                Stepper("fixed", value: .constant(5), in: 0...10)
                Stepper("stored", value: computed, in: 0...10, step: 2)
            }, width: 40, height: 4)
        host.press("Tab", "+")  // the second stepper
        #expect(store == 5, "step 2 through a get/set binding")
        host.press("Shift-Tab", "+")
        #expect(host.text.contains("fixed"), "a constant binding ignores writes")
    }

    @Test func isEnabledIsReadable() {
        let host = TestHost(
            VStack {
                EnabledLabel()
                EnabledLabel().disabled(true)
            }, width: 20, height: 2)
        #expect(host.lines[0].contains("enabled") && host.lines[1].contains("disabled"))
    }

    @Test func withAnimationAppliesAtOnceAndOnChangeAndTaskRun() async throws {
        let counter = Counter()
        let host = TestHost(ChangeWatcher(counter: counter), width: 30, height: 4)
        for _ in 0..<50 where !counter.changes.contains("task") {
            try await Task.sleep(for: .milliseconds(5))
            host.update()
        }
        #expect(counter.changes == ["task"])
        host.click("Bump")
        #expect(host.text.contains("value 1"))
        #expect(counter.changes == ["task", "changed"])
    }

    @Test func stylesReachTheCells() throws {
        let host = TestHost(
            VStack {
                Text("B").bold()
                Text("I").italic()
                Text("S").foregroundStyle(.secondary)
                Text("R").foregroundColor(.red)
                Text("T").font(.title)
                Text("H").font(.headline)
                Text("P").font(.body)
                Text("9").monospacedDigit()
                Text("C").foregroundStyle(Color(red: 1, green: 0.5, blue: 0))
            }, width: 10, height: 9)
        func style(_ s: String) throws -> CellStyle {
            let p = try #require(host.find(s))
            return host.style(x: p.x, y: p.y)
        }
        #expect(try style("B").attributes.contains(.bold))
        #expect(try style("I").attributes.contains(.italic))
        #expect(try style("S").foreground == .secondary)
        #expect(try style("R").foreground == .red)
        #expect(try style("T").attributes.contains(.bold))
        #expect(try style("H").attributes.contains(.bold))
        #expect(try style("P").attributes.isEmpty)
        #expect(try style("9").attributes.isEmpty, "monospacedDigit changes nothing in a terminal")
        #expect(try style("C").foreground == Color(red: 1, green: 0.5, blue: 0))
    }

    @Test func tintAndBorderedButtons() throws {
        let host = TestHost(
            VStack {
                Button("Go") {}.buttonStyle(.bordered).tint(.green)
                Button("Plain") {}.buttonStyle(.plain)
            }, width: 20, height: 2)
        let go = try #require(host.find("[ Go ]"))
        #expect(host.style(x: go.x, y: go.y).foreground == .green, "the bracket takes the tint")
        #expect(host.find("[ Plain ]") == nil)
    }

    @Test func textFieldPrompt() {
        var text = ""
        let host = TestHost(
            TextField("Name", text: Binding(get: { text }, set: { text = $0 }), prompt: Text("Your name")),
            width: 30, height: 1)
        #expect(host.text.contains("Your name"))
        host.type("Al")
        #expect(text == "Al")
        #expect(!host.text.contains("Your name"))
    }

    @Test func sheetItemAndConfirmationDialog() {
        let host = TestHost(ItemSheetHost(), width: 40, height: 12)
        host.click("Show 7")
        #expect(host.text.contains("detail 7"))
        host.press("Esc")
        #expect(!host.text.contains("detail 7"), "\(host.text)")
        host.click("Confirm")
        #expect(host.text.contains("Really?"))
        host.click("Yes")
        #expect(host.text.contains("answer yes"))
        #expect(!host.text.contains("Really?"))
    }

    @Test func zStackAlignment() {
        let host = TestHost(
            ZStack(alignment: .bottomTrailing) {
                VStack {
                    Text("....")
                    Text("....")
                }
                Text("x")
            }, width: 4, height: 2)
        #expect(host.lines[1] == "...x")
    }

    @Test func builderWithManyChildrenAndIfLet() {
        let host = TestHost(Many(flag: 4), width: 10, height: 13)
        #expect(host.lines[11].contains("12"))
        #expect(host.text.contains("flag 4"))
        let none = TestHost(Many(flag: nil), width: 10, height: 13)
        #expect(none.text.contains("no flag"))
    }
}
