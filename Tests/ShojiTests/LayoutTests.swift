import ShojiTesting
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// A text showing a ``Leaf``'s text (its own body: only it is evaluated again when the text changes).
struct LeafView: View {
    let leaf: Leaf
    var body: some View { Text(leaf.text) }
}

/// Stacks nested `depth` deep, alternating axes, with a sibling at every level and the leaf at the bottom.
@MainActor
private func nest(_ depth: Int, leaf: Leaf) -> AnyView {
    if depth == 0 { return AnyView(LeafView(leaf: leaf)) }
    if depth % 2 == 0 {
        return AnyView(
            VStack {
                Text("v\(depth)")
                nest(depth - 1, leaf: leaf)
            })
    }
    return AnyView(
        HStack {
            Text("h\(depth)")
            nest(depth - 1, leaf: leaf)
        })
}

@MainActor
@Suite struct LayoutTests {
    private func computationsForLeafChange(depth: Int) -> Int {
        let leaf = Leaf()
        let host = TestHost(nest(depth, leaf: leaf), width: 200, height: 60)
        leaf.text = "a longer leaf"
        return host.update()?.sizeComputations ?? -1
    }

    @Test func nestedStacksLayOutInTimeLinearInDepth() {
        let ten = computationsForLeafChange(depth: 10)
        let twenty = computationsForLeafChange(depth: 20)
        // Each level (a stack and a text) is re-measured a bounded number of times — about 17 size
        // computations per level today — and doubling the depth no more than doubles the work (plus a
        // constant). Exponential growth (3^depth, what naive flexibility probing costs) fails at once.
        #expect(twenty <= 20 * 20, "20 deep: \(twenty) size computations")
        #expect(twenty <= 2 * ten + 20, "10 deep: \(ten), 20 deep: \(twenty)")
        #expect(ten > 0)
    }

    @Test func aTextOfTheSameShapeIsRepaintedWithoutMeasuring() {
        let leaf = Leaf()
        leaf.text = "Counter: 5"
        let host = TestHost(nest(6, leaf: leaf), width: 200, height: 60)
        leaf.text = "Counter: 6"
        let step = host.update()
        // Same glyph widths and spaces in the same places: no size is asked for anywhere, one cell changes.
        #expect(step?.sizeComputations == 0, "\(step?.sizeComputations ?? -1) size computations")
        #expect(step?.cellsChanged == 1)
        #expect(host.lines.contains { $0.contains("Counter: 6") })
        // A space where a letter was is another shape (it may break there): the text checks its size.
        leaf.text = "Counter 6 "
        #expect((host.update()?.sizeComputations ?? 0) > 0)
        // So is a wider string.
        leaf.text = "Counter: 10"
        #expect((host.update()?.sizeComputations ?? 0) > 0)
        #expect(host.lines.contains { $0.contains("Counter: 10") })
    }

    @Test func spacerPushesApart() {
        let host = TestHost(
            HStack {
                Text("L")
                Spacer()
                Text("R")
            }.frame(width: 20 * 8), width: 20, height: 1)
        #expect(host.lines[0] == "L" + String(repeating: " ", count: 18) + "R")
    }

    @Test func paddingAndFrameFollowSwiftUI() {
        let host = TestHost(
            VStack(spacing: 0) {
                Text("A").padding()
                Text("B").frame(maxWidth: .infinity, alignment: .leading)
                Text("C").frame(width: 5 * 8, alignment: .trailing)
            }, width: 12, height: 5)
        // .padding() is 1 row and 2 columns; maxWidth .infinity fills the width offered.
        #expect(host.lines[0] == "")
        #expect(host.lines[1] == "     A")
        #expect(host.lines[2] == "")
        #expect(host.lines[3] == "B")
        // A 5-column frame, centred in the 12-column stack, with C at its trailing edge.
        #expect(host.lines[4] == "       C")
    }

    @Test func stackSpacingIsConvertedFromPoints() {
        let host = TestHost(
            VStack(spacing: 20) {
                Text("a")
                Text("b")
            }, width: 5, height: 3)
        #expect(host.lines == ["  a", "", "  b"])
        let h = TestHost(
            HStack(spacing: 16) {
                Text("a")
                Text("b")
            }, width: 4, height: 1)
        #expect(h.lines == ["a  b"])
    }

    @Test func resizeRelaysOut() {
        let host = TestHost(Text("x"), width: 11, height: 3)
        #expect(host.lines[1] == "     x")
        host.resize(width: 21, height: 5)
        #expect(host.lines[2] == "          x")
    }

    @Test func equallyFlexibleChildrenGetTheirFullSizeWhenItFits() {
        // Both children are 6 cells flexible; the first needs 12 and the second 10 of the 22 available.
        // An equal split (11 each) would cut the first one short.
        let host = TestHost(
            HStack(spacing: 64) {
                VStack {
                    Text("Counter: 0")
                    HStack(spacing: 16) {
                        Button("- 1") {}
                        Button("+ 1") {}
                    }.buttonStyle(.borderedProminent)
                }
                Button("Expand") {}
            }, width: 30, height: 3)
        host.expectSnapshot("screen")
    }
}
