import Testing

@testable import PeerWorkload
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// The peer workload of `make bench` (issue 29): what a toggle evaluates and sends, counted.
@MainActor
@Suite struct PeerWorkloadTests {
    @Test func spaceTogglesTheSelectedTask() {
        let list = PeerTaskList(count: 10_000)
        let host = TestHost(PeerView(list: list), width: 100, height: 30)
        #expect(host.lines[0] == "10000 left")
        #expect(host.text.contains("Task 1"))
        host.press("Tab")
        let stats = host.press("Space")
        #expect(list.tasks[0].done)
        #expect(host.lines[0] == "9999 left")
        #expect(host.text.contains("✓ Task 1"))
        let title = host.find("Task 1")!
        #expect(host.style(x: title.x, y: title.y).attributes.contains(.strikethrough))
        // The toggled row and the header run again, nothing else of the app's (no other row, not the screen).
        #expect(
            Set(stats?.causes.keys.map { $0 } ?? []) == ["PeerRow", "LeftHeader"],
            "\(String(describing: stats?.causes))")
        #expect(stats?.bodyEvaluations ?? 99 <= 3)
        // Again on the same row: the first activation of a row also refreshed its closure (`@self.toggle`);
        // from then on a toggle is the row and the header, two bodies.
        let passes = host.graph.layoutPasses
        let steady = host.press("Space")
        #expect(steady?.bodyEvaluations == 2, "\(String(describing: steady?.causes))")
        #expect(host.lines[0] == "10000 left")
        // The header's width changed (9999 → 10000): one layout pass from the root, not a second one
        // asked for by the first.
        #expect(host.graph.layoutPasses - passes == 1)
        host.press("Down")
        host.press("Space")
        #expect(host.lines[0] == "9999 left")
        host.press("Up")
        host.press("Enter")
        #expect(host.lines[0] == "9998 left")
        #expect(list.tasks[0].done && list.tasks[1].done)
        #expect(host.rowsDifferingFromFullRepaint() == [])
    }
}
