import Foundation
import Testing

@testable import CompatScoreboard
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

@MainActor
@Suite(.serialized) struct ScoreboardCompatibilityTests {
    private func clearNames() {
        UserDefaults.standard.removeObject(forKey: ContentView.homeNameKey)
        UserDefaults.standard.removeObject(forKey: ContentView.awayNameKey)
    }

    @Test func stepperRaisesTheHomeScore() throws {
        clearNames()
        let host = TestHost(ContentView(), width: 80, height: 24)
        #expect(host.text.contains("Home: 0"))
        #expect(host.text.contains("It's a tie"))
        host.click("+")
        host.click("+")
        #expect(host.text.contains("Home: 2"), "\(host.text)")
        #expect(host.text.contains("Away: 0"))
        #expect(host.text.contains("Home leads"))
    }

    @Test func newGameAlertCancelsOrResets() throws {
        clearNames()
        let host = TestHost(ContentView(), width: 80, height: 24)
        host.click("+")
        #expect(host.text.contains("Home: 1"))
        host.click("New Game")
        #expect(host.text.contains("Start a new game?"))
        #expect(host.text.contains("Both scores go back to zero."))
        host.click("Cancel")
        #expect(!host.text.contains("Start a new game?"))
        #expect(host.text.contains("Home: 1"))
        host.click("New Game")
        host.click("Reset")
        #expect(!host.text.contains("Start a new game?"))
        #expect(host.text.contains("Home: 0"))
    }

    @Test func renamingATeamIsRememberedInUserDefaults() throws {
        clearNames()
        let host = TestHost(ContentView(), width: 80, height: 24)
        for _ in 0..<6 where host.focusedView?.kind != "TextField" { host.press("Tab") }
        #expect(host.focusedView?.kind == "TextField")
        for _ in 0..<4 { host.press("Backspace") }
        host.type("Lions")
        #expect(host.text.contains("Lions: 0"), "\(host.text)")
        #expect(UserDefaults.standard.string(forKey: ContentView.homeNameKey) == "Lions")
        let again = TestHost(ContentView(), width: 80, height: 24)
        #expect(again.text.contains("Lions: 0"))
        clearNames()
    }
}
