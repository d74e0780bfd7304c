import Testing

@testable import GalleryScreens
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// The gallery's Effects screen, used as a person would: drag the chip with the mouse, double-click, hold,
/// watch the progress ring move on the clock.
@MainActor
@Suite struct EffectsScreenTests {
    @Test func theChipFollowsADragAndResets() throws {
        let host = TestHost(GalleryView(group: .effects), width: 80, height: 24)
        let chip = try #require(host.find("✥ drag me"))
        host.drag(
            from: chip, through: [Point(x: chip.x + 3, y: chip.y), Point(x: chip.x + 6, y: chip.y + 1)], release: false)
        #expect(host.find("✥ drag me") == Point(x: chip.x + 6, y: chip.y + 1), "it follows while held")
        #expect(host.text.contains("moved 0, 0 pt"), "the state changes only at the end")
        // The release, as the terminal reports it (SGR, 1-based); a new press instead would cancel the drag.
        host.receive("\u{1b}[<0;\(chip.x + 7);\(chip.y + 2)m")
        #expect(host.text.contains("moved 48, 16 pt"), "\(host.lines)")
        #expect(host.find("✥ drag me") == Point(x: chip.x + 6, y: chip.y + 1))
        #expect(host.rowsDifferingFromFullRepaint() == [])
        host.click("Reset")
        #expect(host.text.contains("moved 0, 0 pt"))
        #expect(host.find("✥ drag me") == chip)
        #expect(host.rowsDifferingFromFullRepaint() == [])
    }

    @Test func doubleClicksAndLongPresses() throws {
        let host = TestHost(GalleryView(group: .effects), width: 80, height: 24)
        let target = try #require(host.find("double-click me"))
        host.tap(x: target.x, y: target.y)
        #expect(host.text.contains("double-click me: 0"))
        host.tap(x: target.x, y: target.y)
        #expect(host.text.contains("double-click me: 1"))
        // From the keyboard: Tab reaches both, Space or Enter completes them.
        while host.focusedView?.text.hasPrefix("double-click") != true { host.press("Tab") }
        host.press("Space")
        #expect(host.text.contains("double-click me: 2"))
        host.press("Tab")
        host.press("Enter")
        #expect(host.text.contains("held ✓"))
    }

    @Test func theProgressMovesOnTheClock() throws {
        let host = TestHost(GalleryView(group: .effects), width: 80, height: 24)
        var seen: Set<String> = []
        for _ in 0..<40 {
            host.advanceClock()
            if let line = host.lines.first(where: { $0.contains(" %") }) {
                seen.insert(String(line.split(separator: "│").last ?? ""))
            }
        }
        #expect(seen.count >= 5, "\(seen)")
        let ring = try #require(host.accessibilityElements.first { $0.label == "Progress" })
        #expect(ring.value?.hasSuffix("percent") == true)
    }
}
