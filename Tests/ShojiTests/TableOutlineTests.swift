import Foundation
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// A file tree: folders have children (maybe none), files do not.
private struct Node: Identifiable {
    let id: String
    var size: Int
    var children: [Node]?
}

private let files = [
    Node(
        id: "src", size: 30,
        children: [
            Node(id: "app", size: 20, children: [Node(id: "main.swift", size: 12, children: nil)]),
            Node(id: "lib.swift", size: 10, children: nil),
        ]),
    Node(id: "README", size: 4, children: nil),
    Node(id: "empty", size: 0, children: []),
]

/// A hierarchical table with selection and a sort order, as a SwiftUI app writes one.
private struct FileTable: View {
    @State var selection: String?
    @State var order = [KeyPathComparator(\Node.id)]
    var body: some View {
        Table(files, children: \.children, selection: $selection, sortOrder: $order) {
            TableColumn("Name", value: \.id)
            TableColumn("Size", value: \.size) { Text("\($0.size)") }
        }
    }
}

/// A chain `depth` levels deep (each node the only child of the one before).
private func chain(_ depth: Int) -> [Node] {
    var node = Node(id: "n\(depth)", size: 0, children: nil)
    for level in stride(from: depth - 1, through: 0, by: -1) {
        node = Node(id: "n\(level)", size: 0, children: [node])
    }
    return [node]
}

@MainActor
@Suite struct TableOutlineTests {
    @Test func rowsStartCollapsedWithTheMarkInTheFirstColumn() {
        let host = TestHost(FileTable(), width: 40, height: 8)
        #expect(host.lines[0].contains("Name"), "\(host.lines)")
        #expect(host.lines[1].contains("▸ src") && host.lines[1].contains("30"), "\(host.lines)")
        #expect(host.lines[2].contains("  README"), "\(host.lines)")
        #expect(host.lines[3].contains("▸ empty"), "\(host.lines)")
        #expect(!host.text.contains("lib.swift"))
    }

    @Test func arrowsExpandCollapseAndWalkTheTree() {
        let host = TestHost(FileTable(), width: 40, height: 8)
        host.press("Right")  // focus starts on the rows: expand src
        #expect(host.lines[1].contains("▾ src"), "\(host.lines)")
        #expect(host.lines[2].contains("  ▸ app"), "\(host.lines)")
        #expect(host.lines[3].contains("    lib.swift"), "\(host.lines)")
        host.press("Right")  // already expanded: step into it
        host.press("Right")  // expand app
        #expect(host.lines[3].contains("    main.swift"), "\(host.lines)")
        host.press("Down", "Left")  // main.swift is a leaf: ← goes to its parent
        host.press("Left")  // app is expanded: ← collapses it
        #expect(!host.text.contains("main.swift"), "\(host.lines)")
        host.press("Left", "Left")  // to src, then collapse it
        #expect(!host.text.contains("app"), "\(host.lines)")
        #expect(host.lines[1].contains("▸ src"))
    }

    @Test func starExpandsEverythingBelow() {
        let host = TestHost(FileTable(), width: 40, height: 8)
        host.press("*")
        #expect(host.text.contains("main.swift") && host.text.contains("lib.swift"), "\(host.lines)")
        #expect(host.lines[3].contains("    ▸ main.swift") == false)
        #expect(host.lines[3].contains("      main.swift") || host.lines[3].contains("    main.swift"), "\(host.lines)")
    }

    @Test func selectionFollowsTheCursorAndAClickOnTheMarkExpands() {
        let host = TestHost(FileTable(), width: 40, height: 8)
        host.press("Down")
        #expect(host.lines[2].contains("README"))
        host.click("▸")
        #expect(host.lines[1].contains("▾ src"), "\(host.lines)")
    }

    @Test func aDeepChainNeitherOverflowsTheStackNorTheRow() {
        let deep = chain(5_000)
        let host = TestHost(
            Table(deep, children: \.children) { TableColumn("Name", value: \.id) }, width: 60, height: 10)
        host.press("*")
        #expect(host.lines[1].contains("▾ n0"), "\(host.lines)")
        host.press("End")
        // Indentation stops growing after 24 levels: the last row still shows its name.
        #expect(host.text.contains("n5000"), "\(host.lines)")
    }

    @Test func aCycleInTheDataIsShownOnceAsALeaf() {
        final class Looping: Identifiable {
            let id: Int
            var next: [Looping]? = []
            init(_ id: Int) { self.id = id }
        }
        let a = Looping(1)
        let b = Looping(2)
        a.next = [b]
        b.next = [a]
        let entries = OutlineFlattening.entries([a], id: \.id, children: \.next) { _ in true }
        #expect(entries.map(\.element.id) == [1, 2, 1])
        #expect(entries.map(\.canExpand) == [true, true, false])
        #expect(OutlineFlattening.expandableSubtree(a, id: \.id, children: \Looping.next).count == 2)
    }

    @Test func outlineListsHaveTheSameKeys() {
        let host = TestHost(List(files, children: \.children) { Text($0.id) }, width: 30, height: 8)
        host.press("Tab", "Right")
        #expect(host.lines[1].contains("▸ app"), "\(host.lines)")
        host.press("Down", "*")
        #expect(host.text.contains("main.swift"), "\(host.lines)")
        host.press("Left", "Left")
        #expect(host.lines[0].contains("▾ src"))
        host.press("Left")
        #expect(!host.text.contains("app"), "\(host.lines)")
    }
}
