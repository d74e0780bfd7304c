import Testing

@testable import GalleryScreens
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// Two scroll views that are not inside each other: each asks whether the other can take focus only
/// when it is inside it, so neither asks forever.
private struct SiblingScrollViews: View {
    var body: some View {
        VStack {
            ScrollView { Text((1...20).map { "left \($0)" }.joined(separator: "\n")) }
                .frame(height: 64)  // 4 rows
            ScrollView { Text((1...20).map { "right \($0)" }.joined(separator: "\n")) }
                .frame(height: 64)  // 4 rows
        }
    }
}

/// Scroll views nested three deep, with the innermost content the only thing to scroll.
private struct NestedScrollViews: View {
    var body: some View {
        ScrollView {
            VStack {
                Text("outer")
                ScrollView {
                    ScrollView { Text((1...30).map { "inner \($0)" }.joined(separator: "\n")) }
                        .frame(height: 48)  // 3 rows
                }
                .frame(height: 80)  // 5 rows
            }
        }
    }
}

/// A navigation stack whose every screen is a form (a scroll view) with a link to the next one.
private struct FormChain: View {
    var body: some View {
        NavigationStack {
            ChainForm(level: 0)
                .navigationDestination(for: Int.self) { ChainForm(level: $0) }
        }
    }
}

private struct ChainForm: View {
    let level: Int
    var body: some View {
        Form {
            Text("Level \(level)")
            NavigationLink("Next: \(level + 1)", value: level + 1)
        }
        .navigationTitle("Level \(level)")
    }
}

/// Which views may take focus: a bounded question for every tree (issue 24: two scroll views asked each
/// other forever and the gallery died of a stack overflow after following links).
@MainActor
@Suite struct FocusEligibilityTests {
    @Test func siblingScrollViewsDoNotAskEachOtherForever() {
        let host = TestHost(SiblingScrollViews(), width: 30, height: 10)
        #expect(host.focusedView?.kind == "ScrollView", "\(String(describing: host.focusedView))")
        host.press("Tab")
        #expect(host.focusedView?.kind == "ScrollView")
        host.press("PageDown")
        #expect(host.rowsDifferingFromFullRepaint().isEmpty)
    }

    @Test func onlyTheInnermostScrollableViewTakesFocus() throws {
        let host = TestHost(NestedScrollViews(), width: 30, height: 10)
        let focused = try #require(host.focusedView)
        #expect(focused.kind == "ScrollView")
        #expect(focused.frame.height == 3, "the innermost scroll view, \(focused)")
        host.press("Tab")
        #expect(host.focusedView?.frame.height == 3, "the only Tab stop")
    }

    @Test func followingLinksThroughFormsKeepsFocusOnTheTopScreen() {
        let host = TestHost(FormChain(), width: 60, height: 16)
        for level in 1...8 {
            host.press("Enter")
            #expect(host.text.contains("Level \(level)"), "\(host.lines)")
            let focused = host.focusedView?.text ?? "nothing"
            #expect(focused.contains("Next: \(level + 1)"), "focused: \(focused)")
        }
        #expect(host.rowsDifferingFromFullRepaint().isEmpty)
    }

    /// The reproduction of issue 24 as a person made it: the gallery's Navigation screen, following the
    /// detail screens' "Next" links, several times over in fresh graphs (the crash depended on the order
    /// of the focus candidates, which differs from one graph to another).
    @Test(arguments: [80, 100])
    func followingTheGallerysLinksFourTimes(width: Int) {
        for _ in 0..<8 {
            let host = TestHost(GalleryView(), width: width, height: width == 80 ? 24 : 30)
            host.press("Right")
            host.press("Enter")
            for _ in 0..<4 { host.press("Enter") }
            #expect(host.text.contains("Edsger Dijkstra"), "\(host.lines)")
            #expect(host.rowsDifferingFromFullRepaint().isEmpty)
        }
    }
}
