import Foundation
import Testing

@testable import CompatSearchableCountries
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

@MainActor
@Suite struct SearchableCountriesCompatibilityTests {
    /// Lets the main run loop deliver the debounced value, re-rendering until `done` or 3 s pass.
    private func waitUntil(_ host: TestHost, _ done: (TestHost) -> Bool) async throws {
        for _ in 0..<60 where !done(host) {
            try await Task.sleep(for: .milliseconds(50))
            host.update()
        }
    }

    @Test func typingFiltersAfterTheDebounce() async throws {
        let host = TestHost(ContentView(), width: 80, height: 30)
        #expect(host.text.contains("16 countries"))
        host.click("Search countries")
        host.type("land")
        #expect(host.text.contains("France"), "nothing is filtered before the debounce interval")
        try await waitUntil(host) { !$0.text.contains("France") }
        #expect(!host.text.contains("France"), "\(host.text)")
        #expect(host.text.contains("Finland"))
        #expect(host.text.contains("Iceland"))
        #expect(host.text.contains("2 countries"))
    }

    @Test func clearingTheQueryBringsEveryCountryBack() async throws {
        let host = TestHost(ContentView(), width: 80, height: 30)
        host.click("Search countries")
        host.type("tok")
        try await waitUntil(host) { $0.text.contains("1 country") }
        #expect(host.text.contains("Japan"), "matches the capital: \(host.text)")
        for _ in 0..<3 { host.press("Backspace") }
        try await waitUntil(host) { $0.text.contains("16 countries") }
        #expect(host.text.contains("Argentina"))
        #expect(host.text.contains("Spain"))
    }

    @Test func aResultPushesItsDetail() throws {
        let host = TestHost(ContentView(), width: 80, height: 30)
        host.click("Kenya")
        #expect(host.text.contains("Capital: Nairobi"), "\(host.text)")
        host.press("Esc")
        #expect(host.text.contains("16 countries"))
    }
}
