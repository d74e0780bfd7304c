import Testing

@testable import GalleryScreens
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// The gallery demo's screens, driven as a person would at 80×24.
@MainActor
@Suite struct GalleryTests {
    @Test(arguments: GalleryGroup.allCases)
    func everyScreenShowsAtEightyByTwentyFour(group: GalleryGroup) {
        let host = TestHost(GalleryView(group: group), width: 80, height: 24)
        #expect(host.lines[0].hasPrefix("Gallery"), "\(host.lines)")
        #expect(host.lines[0].contains("│"))
        #expect(host.rowsDifferingFromFullRepaint().isEmpty)
        // Tab through every control of the screen and back; nothing may crash or leave stale cells.
        for _ in 0..<12 { host.press("Tab") }
        #expect(host.rowsDifferingFromFullRepaint().isEmpty)
        host.resize(width: 40, height: 12)
        #expect(host.rowsDifferingFromFullRepaint().isEmpty)
        host.resize(width: 1, height: 1)
        host.resize(width: 100, height: 30)
        #expect(host.lines[0].hasPrefix("Gallery"))
    }

    @Test func sidebarChoosesTheScreen() {
        let host = TestHost(GalleryView(), width: 80, height: 24)
        #expect(host.text.contains("Ada Lovelace"))
        host.click("Tables")
        #expect(host.text.contains("Employees") && host.text.contains("Salary"), "\(host.lines)")
        host.click("Menus")
        host.click("File")
        host.click("Export")
        host.click("HTML")
        #expect(host.text.contains("Last action: Export HTML"), "\(host.lines)")
    }

    /// Found by the explorer (`make explore`) at 40×12: expanding an outline row adds rows below the
    /// ones shown, which left every shown row's frame as it was, and the scroll bar kept its old thumb.
    @Test func expandingAnOutlineMovesTheScrollBar() {
        let host = TestHost(GalleryView(), width: 40, height: 12)
        for key in "Down Down Down Down Enter Enter Tab Enter Tab Tab Down Enter Down".split(separator: " ") {
            host.press(String(key))
        }
        #expect(host.text.contains("▸ ▤ App"), "\(host.lines)")
        host.press("Enter")
        #expect(host.text.contains("▾ ▤ App"), "\(host.lines)")
        #expect(host.rowsDifferingFromFullRepaint().isEmpty)
    }

    /// Issue 24: reaching the Lists screen with ↓ moved focus into its fruit list (its `.searchable`
    /// took focus when it appeared), so ↑ no longer moved the sidebar. Arrows keep moving the sidebar;
    /// Enter or → takes focus into the detail.
    @Test func arrowsInTheSidebarKeepMovingTheSidebar() {
        let host = TestHost(GalleryView(), width: 100, height: 30)
        let sidebar = host.focusedView?.frame
        for _ in GalleryGroup.allCases.dropFirst() {
            host.press("Down")
            #expect(host.focusedView?.frame == sidebar, "\(host.lines[0])")
        }
        #expect(host.lines[0].hasSuffix("Lists") || host.lines[0].contains("│Lists"), "\(host.lines[0])")
        host.press("Up")
        #expect(host.lines[0].contains("│Effects"), "↑ moves the sidebar: \(host.lines[0])")
        host.press("Down", "Enter")
        #expect(host.focusedView?.frame != sidebar, "Enter takes focus into the detail")
        #expect(host.focusedView?.frame.minX ?? 0 > sidebar?.maxX ?? 0)
        let again = TestHost(GalleryView(group: .lists), width: 100, height: 30)
        again.press("Right")
        #expect(again.focusedView?.frame.minX ?? 0 > sidebar?.maxX ?? 0, "→ does too")
    }

    @Test func tabBadgeShowsInTheBarOnly() {
        let host = TestHost(GalleryView(group: .tabs), width: 80, height: 24)
        #expect(host.text.contains("Inbox 3"), "\(host.lines)")
        let rows = host.lines.filter { $0.hasSuffix("3") }
        #expect(rows.isEmpty, "the badge is not drawn beside the tab content: \(rows)")
    }
}
