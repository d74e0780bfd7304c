import Foundation
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

extension EnvironmentValues {
    @Entry var cardTitle: String = "Untitled"
    @Entry var cardLimit: Int?
    @Entry var cardTags: [String: Int] = [:]
}

private struct Card: View {
    @Environment(\.cardTitle) private var title
    @Environment(\.cardLimit) private var limit
    var body: some View {
        Text("\(title) limit \(limit.map(String.init) ?? "none")")
    }
}

/// `@Entry`, expanded by Shoji's own compiler plugin.
@MainActor
@Suite struct EntryMacroTests {
    @Test func anEntryHasItsDefaultAndTakesAValue() throws {
        #expect(EnvironmentValues().cardTitle == "Untitled")
        #expect(EnvironmentValues().cardLimit == nil)
        #expect(EnvironmentValues().cardTags.isEmpty)
        let host = TestHost(
            VStack {
                Card()
                Card().environment(\.cardTitle, "Groceries").environment(\.cardLimit, 5)
            })
        #expect(host.text.contains("Untitled limit none"))
        #expect(host.text.contains("Groceries limit 5"))
    }
}
