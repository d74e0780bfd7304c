import Foundation
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// Accessibility modifiers are kept on the node: tests find views by label or identifier, and the status
/// line reads a focused control's label, value and hint.
@MainActor
@Suite struct AccessibilityTests {
    final class Log { var events: [String] = [] }

    struct Rating: View {
        @State var stars = 3
        let log: Log
        var body: some View {
            VStack(spacing: 0) {
                Text("Reviews").accessibilityAddTraits(.isHeader).accessibilitySortPriority(-1)
                Button("★★★") { stars += 1 }
                    .accessibilityLabel("Rating")
                    .accessibilityValue("\(stars) of 5")
                    .accessibilityHint("Adds a star")
                    .accessibilityIdentifier("rating")
                    .accessibilityAction(named: "Reset") { stars = 0 }
                    .accessibilityAdjustableAction { log.events.append("\($0)") }
                HStack {
                    Text("Ada")
                    Text("admin")
                }.accessibilityElement(children: .combine).accessibilityIdentifier("user")
                Text("secret").accessibilityHidden(true).accessibilityIdentifier("hidden")
                Button("Save") { log.events.append("saved") }
            }
        }
    }

    @Test func elementsAreFoundByLabelAndIdentifier() throws {
        let log = Log()
        let host = TestHost(Rating(log: log), width: 30, height: 6)
        let rating = try #require(host.element(identifier: "rating"))
        #expect(rating.label == "Rating")
        #expect(rating.value == "3 of 5")
        #expect(rating.hint == "Adds a star")
        #expect(rating.text.contains("★★★"))
        #expect(Set(rating.actions) == ["Reset", "increment", "decrement"])
        #expect(host.element(label: "Rating")?.identifier == "rating")
        #expect(host.element(identifier: "user")?.label == "Ada admin", "children combined into the label")
        #expect(host.element(identifier: "hidden") == nil)
        #expect(host.element(label: "Save") != nil, "a control is found by the text it shows")
        #expect(host.accessibilityElements.last?.traits == .isHeader, "a lower sort priority goes last")
        host.click(identifier: "rating")
        #expect(host.element(identifier: "rating")?.value == "4 of 5")
        #expect(host.performAccessibilityAction("Reset", identifier: "rating"))
        #expect(host.element(identifier: "rating")?.value == "0 of 5")
        #expect(host.performAccessibilityAction("increment", identifier: "rating"))
        #expect(log.events == ["increment"])
        #expect(!host.performAccessibilityAction("Missing", identifier: "rating"))
    }

    @Test func theStatusLineReadsTheFocusedControl() {
        let host = TestHost(Rating(log: Log()), width: 40, height: 6)
        #expect(host.focusedView?.text.contains("★★★") == true)
        #expect(host.lines[5] == " Rating: 3 of 5 — Adds a star", "\(host.lines)")
        host.receive(" ")
        #expect(host.lines[5] == " Rating: 4 of 5 — Adds a star")
        host.receive("\t")
        #expect(host.lines[5] == "", "Save has no accessibility text")
        #expect(host.rowsDifferingFromFullRepaint() == [])
    }

    @Test func environmentDefaults() {
        var values = EnvironmentValues()
        #expect(values.dynamicTypeSize == .large)
        #expect(!values.dynamicTypeSize.isAccessibilitySize)
        values.accessibilityReduceMotion = true
        #expect(values.accessibilityReduceMotion)
        #expect(DynamicTypeSize.accessibility1 > .xxxLarge)
    }
}
