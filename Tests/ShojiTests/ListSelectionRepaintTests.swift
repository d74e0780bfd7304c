import Testing

@testable import PeerWorkload
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// A single-selection list whose selection a button also sets (from outside the list).
private struct Picked: View {
    @State private var selection: Int? = 3
    var body: some View {
        VStack(spacing: 0) {
            Button("pick 7") { selection = 7 }
            List(0..<200, id: \.self, selection: $selection) { n in
                Text("row \(n)")
            }
        }
    }
}

/// A multiple-selection list, and a button that empties its selection.
private struct Several: View {
    @State private var selection: Set<Int> = [1, 2]
    var body: some View {
        VStack(spacing: 0) {
            Button("none") { selection = [] }
            List(selection: $selection) {
                ForEach(0..<50, id: \.self) { n in Text("item \(n)") }
            }
        }
    }
}

/// A list under a line that shows its selection: the body reads the selection, so each arrow runs it
/// and the list collects its rows again.
private struct PickedWithDetail: View {
    @State private var selection: Int? = 3
    var body: some View {
        VStack(spacing: 0) {
            Text("selected: \(selection.map(String.init) ?? "none")")
            List(0..<200, id: \.self, selection: $selection) { n in
                Text("row \(n)")
            }
        }
    }
}

/// Moving a list's selection repaints the rows whose highlight changed, and builds no row again.
@MainActor
@Suite struct ListSelectionRepaintTests {
    @Test func anArrowRepaintsTwoRowsAndUpdatesOnlyTheList() {
        let list = PeerTaskList(count: 1_000)
        let host = TestHost(PeerView(list: list), width: 60, height: 20)
        host.press("Tab")
        host.press("Down")
        let step = host.press("Down")
        // The list's window read the selection; it changed: no row is built or updated again, and only
        // the two rows whose highlight moved are painted (each a button, a stack and two texts).
        #expect(step?.nodesUpdated == 1, "\(step?.nodesUpdated ?? -1) nodes updated")
        #expect((step?.viewsRepainted ?? 99) <= 12, "\(step?.viewsRepainted ?? -1) views repainted")
        #expect(step?.bodyEvaluations == 0)
        #expect(step?.sizeComputations == 0)
        let cursor = host.find("Task 3")!
        #expect(host.style(x: cursor.x, y: cursor.y).attributes.contains(.reverse))
        let previous = host.find("Task 2")!
        #expect(!host.style(x: previous.x, y: previous.y).attributes.contains(.reverse))
        #expect(host.rowsDifferingFromFullRepaint() == [])
    }

    @Test func anArrowUnderABodyThatReadsTheSelectionRepaintsTwoRows() {
        let host = TestHost(PickedWithDetail(), width: 30, height: 14)
        host.press("Tab")
        let step = host.press("Down")
        // The body ran and the rows were collected again; the rows built are the same views, and only the
        // two whose highlight moved are repainted, with the line above (every row of the list, before).
        #expect(step?.bodyEvaluations == 1)
        #expect((step?.viewsRepainted ?? 99) <= 6, "\(step?.viewsRepainted ?? -1) views repainted")
        #expect(host.text.contains("selected: 4"))
        let four = host.find("row 4")!
        #expect(host.style(x: four.x, y: four.y).attributes.contains(.reverse))
        #expect(host.rowsDifferingFromFullRepaint() == [])
        for key in ["Down", "Down", "Up", "PageDown", "Up", "Home", "End", "Up"] {
            host.press(key)
            #expect(host.rowsDifferingFromFullRepaint() == [], "after \(key)")
        }
        #expect(host.text.contains("selected: 198"))
    }

    @Test func scrollingPastTheEdgeRepaintsWhatMoved() {
        let list = PeerTaskList(count: 1_000)
        let host = TestHost(PeerView(list: list), width: 60, height: 12)
        host.press("Tab")
        for _ in 0..<15 {
            host.press("Down")
            #expect(host.rowsDifferingFromFullRepaint() == [])
        }
        #expect(host.text.contains("Task 16"))
        host.press("PageDown")
        #expect(host.rowsDifferingFromFullRepaint() == [])
        for _ in 0..<12 {
            host.press("Up")
            #expect(host.rowsDifferingFromFullRepaint() == [])
        }
        host.press("Space")
        #expect(host.rowsDifferingFromFullRepaint() == [])
    }

    @Test func aSelectionSetFromOutsideMovesTheHighlight() {
        let host = TestHost(Picked(), width: 30, height: 14)
        #expect(host.rowsDifferingFromFullRepaint() == [])
        host.press("Enter")  // the button has focus first
        #expect(host.rowsDifferingFromFullRepaint() == [])
        let seven = host.find("row 7")!
        #expect(host.style(x: seven.x, y: seven.y).background != nil)
        let three = host.find("row 3")!
        #expect(host.style(x: three.x, y: three.y).background == nil)
        host.press("Tab")
        host.press("Down")
        #expect(host.rowsDifferingFromFullRepaint() == [])
        #expect(host.style(x: seven.x, y: seven.y + 1).attributes.contains(.reverse))
    }

    @Test func aMultipleSelectionRepaintsEachRowItChanges() {
        let host = TestHost(Several(), width: 30, height: 10)
        let two = host.find("item 2")!
        #expect(host.style(x: two.x, y: two.y).background != nil)
        host.press("Enter")  // the button: no row is selected any more
        #expect(host.style(x: two.x, y: two.y).background == nil)
        #expect(host.rowsDifferingFromFullRepaint() == [])
        host.press("Tab")
        for key in ["Down", "Space", "Down", "Down", "Space", "Up", "Space", "Space"] {
            host.press(key)
            #expect(host.rowsDifferingFromFullRepaint() == [], "after \(key)")
        }
    }
}
