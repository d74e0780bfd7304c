import Testing

@testable import Articles
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// The articles' claims, asserted through the stats of the frames the test host renders.
@MainActor
@Suite struct ArticleClaimsTests {
    @Test func newFollowerEvaluatesOnlyFollowerCountView() {
        let host = TestHost(ProfileScreen(), width: 60, height: 12)
        let frame = host.click("Simulate new follower")
        #expect(frame?.evaluated == ["FollowerCountView": 1])
        #expect(host.text.contains("1 followers"))
    }

    @Test func keyboardPressOfNewFollowerEvaluatesOnlyFollowerCountView() {
        let host = TestHost(ProfileScreen(), width: 60, height: 12)
        #expect(host.focusedView?.text == "[ Simulate new follower ]")
        let frame = host.press("Enter")
        #expect(frame?.evaluated == ["FollowerCountView": 1])
        #expect(frame?.bodyEvaluations == 1)
    }

    @Test func changingNameSkipsFollowerCountView() throws {
        let host = TestHost(PatternsPanel(), width: 100, height: 30)
        let frame = try #require(host.click("Change name"))
        #expect(frame.evaluated["ProfileHeaderView"] == 1)
        #expect(frame.evaluated["GoodPatternView"] == 1)
        #expect(frame.evaluated["BadPatternView"] == 1)
        #expect(frame.evaluated["ProfileNameView"] == 1)
        #expect(frame.evaluated["FollowerCountView"] == nil)
        #expect(frame.evaluated["ProfileStatsView"] == nil)
        #expect(host.text.contains("Grace Hopper"))
    }

    @Test func addingAPostEvaluatesBadPatternButNotGoodPattern() throws {
        let host = TestHost(PatternsPanel(), width: 100, height: 30)
        let frame = try #require(host.click("Add post"))
        #expect(frame.evaluated["BadPatternView"] == 1)
        #expect(frame.evaluated["GoodPatternView"] == nil)
        #expect(frame.evaluated["ProfilePostsView"] == 1)
        #expect(frame.evaluated["ProfileStatsView"] == 1)
        #expect(frame.evaluated["PostRow"] == 1)
        #expect(frame.evaluated["ProfileHeaderView"] == nil)
        #expect(host.text.contains("Note 1"))
    }

    @Test func counterStepEvaluatesCounterViewOnceAndChangesAtMostTwoCells() throws {
        let host = TestHost(CounterView(), width: 40, height: 10)
        host.press("Tab")  // focus "+ 1"
        #expect(host.focusedView?.text == "+ 1")
        let frame = try #require(host.press("Enter"))
        #expect(frame.evaluated == ["CounterView": 1])
        #expect(frame.cellsChanged <= 2)
        #expect(frame.cellsChanged >= 1)
        #expect(host.text.contains("Counter: 1"))
        host.press("Shift-Tab", "Space", "Space")
        #expect(host.text.contains("Counter: -1"))
    }
}
