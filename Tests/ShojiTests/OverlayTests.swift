import Testing

@testable import Articles
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

@MainActor
@Suite struct OverlayTests {
    @Test func f2ShowsBadgesFlashesAndAHUDWithoutChangingTheStats() throws {
        let off = TestHost(ProfileScreen(), width: 80, height: 14)
        let plain = try #require(off.click("Simulate new follower"))

        let host = TestHost(ProfileScreen(), width: 80, height: 14)
        host.press("F2")
        #expect(host.overlayIsOn)
        #expect(host.lines.last?.hasPrefix(" #1 eval") == true, "the HUD line: \(host.lines.last ?? "")")
        let frame = try #require(host.click("Simulate new follower"))
        // The overlay's drawing is not counted.
        #expect(frame.cellsChanged == plain.cellsChanged)
        #expect(frame.viewsRepainted == plain.viewsRepainted)
        #expect(frame.evaluated == ["FollowerCountView": 1])
        // The HUD reports the last frame and the badge counts evaluations since start.
        let hud = try #require(host.lines.last)
        #expect(hud.contains("eval 1 (FollowerCountView×1)"), "\(hud)")
        #expect(host.text.contains("FollowerCountView ×2"))
        #expect(host.text.contains("ProfileScreen ×1"))
        // The evaluated view flashes.
        let count = try #require(host.find("1 followers"))
        #expect(host.style(x: count.x, y: count.y).background == .purple)
        // F5 moves the HUD to the top; F3 resets the counts; F2 hides everything again.
        host.press("F5")
        #expect(host.lines.first?.hasPrefix(" #2 eval") == true)
        host.press("F3")
        #expect(!host.text.contains("FollowerCountView ×"))
        host.press("F2")
        #expect(!host.text.contains(" #2 eval"))
        #expect(host.text.contains("1 followers"))
    }

    @Test func f4CyclesModesAndObjectModeEvaluatesEveryHolder() throws {
        let property = TestHost(PatternsPanel(), width: 100, height: 30)
        let p = try #require(property.click("New follower"))
        // The readers of followerCount: FollowerCountView, and ProfileStatsView with one of its badges.
        #expect(p.evaluated == ["FollowerCountView": 1, "ProfileStatsView": 1, "StatBadge": 1])

        let host = TestHost(PatternsPanel(), width: 100, height: 30)
        host.press("F4")
        #expect(host.invalidationMode == .object)
        let o = try #require(host.click("New follower"))
        // Every view holding the model is evaluated, as with @ObservedObject.
        for name in [
            "FollowerCountView", "ProfileHeaderView", "BadPatternView", "GoodPatternView", "OptimizedProfileView",
            "ProfileNameView", "ProfilePostsView", "ProfileStatsView", "PatternsPanel",
        ] {
            #expect(o.evaluated[name] == 1, "\(name) in \(o.evaluated)")
        }
        #expect(o.bodyEvaluations > p.bodyEvaluations)
        #expect(host.text.contains("1816 followers"))

        host.press("F4")
        #expect(host.invalidationMode == .tree)
        let t = try #require(host.click("New follower"))
        #expect(t.bodyEvaluations >= o.bodyEvaluations, "tree mode evaluates everything")
        #expect(t.evaluated["StatBadge"] == 2)
        host.press("F4")
        #expect(host.invalidationMode == .property)
    }

    @Test func appsBehaveTheSameInEveryMode() {
        for mode in InvalidationMode.allCases {
            let host = TestHost(CounterView(), width: 40, height: 10, mode: mode)
            host.press("Tab", "Enter", "Enter")
            #expect(host.text.contains("Counter: 2"), "\(mode)")
        }
    }
}

/// The explain panel (F6) and the HUD at 80 columns.
@MainActor
@Suite struct ExplainPanelTests {
    @Test func f6ListsWhyEachViewRan() throws {
        let host = TestHost(ProfileScreen(), width: 80, height: 16)
        host.press("F6")
        #expect(host.overlayIsOn)
        host.click("Simulate new follower")
        #expect(host.text.contains("Why views ran"))
        #expect(host.text.contains("FollowerCountView ← ProfileModel.followerCount"), "\(host.text)")
        host.press("F6")
        #expect(!host.text.contains("Why views ran"))
    }

    @Test func clickingABadgeShowsThatViewsHistory() throws {
        let host = TestHost(ProfileScreen(), width: 80, height: 16)
        host.press("F2")
        host.click("Simulate new follower")
        host.click("Simulate new follower")
        let badge = try #require(host.find("FollowerCountView ×3"))
        host.click(x: badge.x + 1, y: badge.y)
        #expect(host.text.contains("FollowerCountView ×3: what has run it"), "\(host.text)")
        #expect(host.text.contains("ProfileModel.followerCount ×2"))
        #expect(host.text.contains("@identity ×1"))
    }

    @Test func theHUDFitsEightyColumns() throws {
        let host = TestHost(ProfileScreen(), width: 80, height: 16)
        host.press("F2")
        host.click("Simulate new follower")
        let hud = try #require(host.lines.last)
        #expect(TextWidth.of(hud) <= 80)
        #expect(hud.contains("F6"), "\(hud)")
        #expect(hud.contains("FollowerCountView×1"), "\(hud)")
    }
}

/// What the overlay shows a person: cells that changed flash, badges of views that ran pulse, and no
/// badge covers a control.
@MainActor
@Suite struct OverlayLegibilityTests {
    @Test func togglingATodoFlashesItsRowNotTheScreen() throws {
        let host = TestHost(TodoDemoView(model: .seeded(count: 8)), width: 100, height: 30)
        host.press("F2")
        host.press("Tab", "Tab")
        host.press("F3")  // forget the flashes of the focus moves
        let frame = try #require(host.press("Space"))
        #expect(frame.evaluated["TodoDemoView"] == 1)  // the screen's body ran…
        let flashed = (0..<30).filter { y in (0..<100).contains { x in host.style(x: x, y: y).background == .purple } }
        // …but only the toggled row changed.
        #expect(flashed.count == 1, "rows flashed: \(flashed) \(flashed.map { host.lines[$0] })")
    }

    @Test func theBadgeOfAViewThatRanPulses() throws {
        let host = TestHost(ProfileScreen(), width: 80, height: 16)
        host.press("F2")
        host.click("Simulate new follower")
        let pulsing = try #require(host.find("FollowerCountView ×2"))
        #expect(host.style(x: pulsing.x, y: pulsing.y).background == .red)
        let still = try #require(host.find("ProfileScreen ×1"))
        #expect(host.style(x: still.x, y: still.y).background == .yellow)
    }

    @Test func noBadgeCoversAControl() throws {
        for (width, height) in [(80, 24), (100, 30)] {
            let host = TestHost(CartDemoView(), width: width, height: height)
            let plain = TestHost(CartDemoView(), width: width, height: height)
            for h in [host, plain] {
                h.press("Enter", "Tab", "Enter")
                h.click("−")
                h.press("+")
            }
            host.press("F2")
            // Every control's cells show what they show without the overlay.
            for node in host.graph.allNodes where node.isMounted && node.behavior.canTakeFocus {
                let f = node.frame
                for y in f.minY..<f.maxY {
                    for x in f.minX..<f.maxX {
                        #expect(
                            host.cell(x: x, y: y).text == plain.cell(x: x, y: y).text,
                            "\(width)×\(height): (\(x), \(y))")
                    }
                }
            }
            // Nor does any badge cover the app's text (the total, a stepper's "+"): only the HUD's row
            // differs.
            for y in 0..<(height - 1) {
                for x in 0..<width where plain.cell(x: x, y: y).text != " " {
                    #expect(
                        host.cell(x: x, y: y).text == plain.cell(x: x, y: y).text,
                        "text covered at \(width)×\(height): (\(x), \(y))")
                }
            }
            #expect(host.text.contains("$42.50") || !plain.text.contains("$42.50"))
        }
    }
}
