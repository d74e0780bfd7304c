import Foundation
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

private struct Arrows: View {
    @State var log: [String] = []
    var body: some View {
        VStack {
            Text("Pad")
                .focusable()
                .onKeyPress(keys: [.upArrow, .downArrow]) { press in
                    log.append(press.key == .upArrow ? "up" : "down")
                    return .handled
                }
                .onKeyPress(characters: .decimalDigits) { press in
                    log.append("digit \(press.characters)")
                    return .handled
                }
                .onKeyPress(phases: .up) { _ in
                    log.append("never")
                    return .handled
                }
            Text(log.joined(separator: ","))
        }
    }
}

/// A list that marks rows with Space and opens them with Return, as apps write it (issue 25).
private struct Marking: View {
    @State var selection: String? = "a"
    @State var log: [String] = []
    var body: some View {
        VStack {
            List(["a", "b", "c"], id: \.self, selection: $selection) { Text($0) }
                .onKeyPress(.space) {
                    log.append("mark \(selection ?? "-")")
                    return .handled
                }
                .onKeyPress(.return) {
                    log.append("open \(selection ?? "-")")
                    return .handled
                }
                .onKeyPress("q") {
                    log.append("q")
                    return .ignored
                }
            Text("log:" + log.joined(separator: ","))
        }
    }
}

private struct Quantity: View {
    @State var count = 3
    @State var ratio = 0.5
    var body: some View {
        VStack {
            TextField("Count", value: $count, format: .number)
            TextField("Ratio", value: $ratio, format: .percent)
            Text("count=\(count) ratio=\(ratio)")
        }
    }
}

private struct FormatterField: View {
    @State var amount = 42
    static let formatter: NumberFormatter = {
        let f = NumberFormatter()
        f.numberStyle = .decimal
        f.locale = Locale(identifier: "en_US")
        return f
    }()
    var body: some View {
        VStack {
            TextField("Amount", value: $amount, formatter: Self.formatter)
            Text("amount=\(amount)")
        }
    }
}

@MainActor
@Suite struct KeysAndFormatsTests {
    @Test func formatterFieldsParseNumbers() {
        let host = TestHost(FormatterField(), width: 40, height: 4)
        #expect(host.text.contains("42"))
        host.type("00")
        #expect(host.text.contains("amount=4200"), "\(host.lines)")
        host.type("z")
        #expect(host.text.contains("4200z"), "invalid text stays")
        #expect(host.text.contains("amount=4200"))
    }

    @Test func onKeyPressForms() {
        let host = TestHost(Arrows(), width: 40, height: 3)
        host.press("Up", "Down", "7", "x")
        #expect(host.text.contains("up,down,digit 7"), "\(host.lines)")
        #expect(!host.text.contains("never"), "terminals report no key-up")
        #expect(KeyPress(.enter).characters == "\r")
    }

    /// `.onKeyPress` on a focused List sees Space and Return before the list does (the list took them
    /// first, and the handlers never ran); what it ignores goes on to the list.
    @Test func onKeyPressOnAListSeesSpaceAndReturnFirst() {
        let host = TestHost(Marking(), width: 30, height: 8)
        host.press("Down", "Space", "Enter", "q")
        #expect(host.text.contains("log:mark b,open b,q"), "\(host.lines)")
    }

    @Test func formattedFieldsKeepInvalidInputUntilValid() {
        let host = TestHost(Quantity(), width: 40, height: 4)
        #expect(host.text.contains("count=3 ratio=0.5"))
        #expect(host.text.contains("50%"), "\(host.lines)")
        host.press("Backspace")
        host.type("12")
        #expect(host.text.contains("count=12"), "\(host.lines)")
        host.type("x")
        #expect(host.text.contains("12x"), "invalid text stays: \(host.lines)")
        #expect(host.text.contains("count=12"), "and the value keeps its last valid state")
        host.press("Backspace")
        host.press("Tab")
        host.press("End", "Backspace", "Backspace", "Backspace")
        host.type("25%")
        #expect(host.text.contains("ratio=0.25"), "\(host.lines)")
    }
}
