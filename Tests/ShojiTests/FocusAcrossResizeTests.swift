import Testing

@testable import Articles
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// Focus is the user's place: a terminal made too small for a while, or so small that the focused view
/// has no room, gives it back where it was once the terminal is large again.
@MainActor
@Suite struct FocusAcrossResizeTests {
    /// The todo screen with the list focused and its second row selected.
    private func listFocused() -> TestHost {
        let host = TestHost(TodoDemoView(model: .seeded(count: 50)), width: 80, height: 24)
        host.press("Tab", "Tab", "Down")
        #expect(host.focusedView?.kind == "List", "\(String(describing: host.focusedView))")
        return host
    }

    @Test(arguments: [(1, 1), (30, 6), (80, 4), (12, 3)])
    func focusComesBackAfterATinyTerminal(width: Int, height: Int) {
        let host = listFocused()
        let before = host.focusedView
        host.resize(width: width, height: height)
        host.resize(width: 80, height: 24)
        #expect(host.focusedView == before, "\(width)×\(height): \(String(describing: host.focusedView))")
        // Space acts on the selected row, not on whatever control took focus meanwhile.
        host.press("Space")
        #expect(!host.text.contains("New task"), "\(width)×\(height): a sheet opened:\n\(host.text)")
    }

    @Test func aStormOfSizesKeepsTheFocus() {
        let host = listFocused()
        let before = host.focusedView
        for (width, height) in [(1, 1), (5, 3), (200, 60), (20, 5), (30, 6), (1, 40), (80, 24)] {
            host.resize(width: width, height: height)
        }
        #expect(host.focusedView == before)
    }
}
