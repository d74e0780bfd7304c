import Testing

@testable import PeerWorkload
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// Rows whose list and size a test changes.
@Observable private final class Rows {
    var titles = ["one", "two", "three"]
    var tall = false
}

/// The rows, then two texts below them.
private struct RowsScreen: View {
    let rows: Rows
    var body: some View {
        VStack(spacing: 0) {
            ForEach(rows.titles, id: \.self) { Text($0) }
            Text(rows.tall ? "tall\nrow" : "short")
            Text("last")
        }
    }
}

/// Drawing tests a node's children against the damage with the frames the node keeps for them
/// (``ViewNode/childFrames(of:)``): read again only after a frame or a set of children changed.
@MainActor
@Suite struct ChildFrameTests {
    @Test func aToggleReadsNoChildFramesAndScrollingReadsThemAgain() {
        // 500 tasks: the header's "499 left" and "500 left" are as wide, so nothing moves on a toggle.
        let list = PeerTaskList(count: 500)
        let host = TestHost(PeerView(list: list), width: 60, height: 20)
        host.press("Tab")
        host.press("Space")
        let before = host.graph.childFramesRead
        host.press("Space")
        #expect(!host.text.contains("✓"))
        host.press("Space")
        #expect(host.text.contains("✓"))
        #expect(host.graph.childFramesRead == before, "the rows' frames are the ones kept")
        #expect(host.rowsDifferingFromFullRepaint() == [])
        // Paging down past the last row scrolls: rows move, are read again, and drawn where they now are.
        let moved = host.graph.childFramesRead
        host.press("PageDown")
        host.press("PageDown")
        #expect(!host.text.contains("Task 2 "))
        #expect(host.graph.childFramesRead > moved)
        #expect(host.rowsDifferingFromFullRepaint() == [])
        host.press("Space")
        #expect(host.rowsDifferingFromFullRepaint() == [])
    }

    /// A header that changes width ("1000 left", "999 left") moves only itself: the node around it reads
    /// its children's frames again, and the list's rows are not read.
    @Test func aWiderHeaderReadsOnlyItsParentsChildren() {
        let list = PeerTaskList(count: 1_000)
        let host = TestHost(PeerView(list: list), width: 60, height: 20)
        host.press("Tab")
        let before = host.graph.childFramesRead
        host.press("Space")
        #expect(host.text.contains("999 left"))
        #expect(host.graph.childFramesRead == before + 1)
        host.press("Space")
        #expect(host.text.contains("1000 left"))
        #expect(host.graph.childFramesRead == before + 2)
        #expect(host.rowsDifferingFromFullRepaint() == [])
    }

    /// Children that change (a row inserted above the others) and frames that change (a row that grows)
    /// are drawn where they are.
    @Test func insertedAndResizedChildrenAreDrawnWhereTheyAre() {
        let rows = Rows()
        let host = TestHost(RowsScreen(rows: rows), width: 20, height: 10)
        rows.titles.insert("zero", at: 0)
        host.update()
        #expect(host.rowsDifferingFromFullRepaint() == [])
        #expect(host.lines.prefix(6).map { $0.trimmingCharacters(in: .whitespaces) }.contains("zero"))
        rows.tall = true
        host.update()
        #expect(host.rowsDifferingFromFullRepaint() == [])
        #expect(host.text.contains("last"))
        rows.titles.removeFirst(2)
        host.update()
        #expect(host.rowsDifferingFromFullRepaint() == [])
        #expect(!host.text.contains("zero"))
    }

    /// A stack of two texts, drawn once.
    static func twoTexts() -> TestHost {
        TestHost(
            VStack {
                Text("a")
                Text("b")
            }, width: 10, height: 4)
    }

    /// A node whose layout children change forgets the frames it kept, even before any frame moves (a
    /// child replaced by one that is not placed yet must not be tested against the old one's frame).
    @Test func newLayoutChildrenForgetTheKeptFrames() throws {
        let host = Self.twoTexts()
        var nodes = [host.graph.root!]
        var kept: ViewNode?
        while let node = nodes.popLast() {
            if node.childFramesAreCurrent && node.childFrames.count == 2 { kept = node }
            nodes += node.children
        }
        let stack = try #require(kept, "the stack keeps its two texts' frames once drawn")
        stack.forgetLayout()
        #expect(!stack.childFramesAreCurrent)
    }

    /// Only the very same array counts as the default drawing order: empty arrays, copies, one element,
    /// equal arrays built anew and reordered ones.
    @Test func theSameArrayIsTheOneBufferOnly() throws {
        let host = Self.twoTexts()
        let children = host.graph.root.layoutChildren.flatMap { [$0] + $0.layoutChildren }
        try #require(children.count >= 2)
        let empty: [ViewNode] = []
        #expect(ViewNode.sameArray(empty, []))
        #expect(!ViewNode.sameArray(empty, children))
        let copy = children
        #expect(ViewNode.sameArray(copy, children))
        #expect(!ViewNode.sameArray(Array(children.reversed()), children))
        #expect(!ViewNode.sameArray(children.map { $0 }, children))
        let one = [children[0]]
        #expect(ViewNode.sameArray(one, one))
        #expect(!ViewNode.sameArray(one, Array(children.prefix(1))))
    }
}
