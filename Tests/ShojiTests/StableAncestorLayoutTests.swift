import TerminalFixtures
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// A header above a view that fills the rest, the whole wrapped in `levels` stacks that each hold it and
/// a one-letter sibling: every wrapper's size is decided by what fills, never by the header.
@MainActor
private func headerAboveFill(leaf: Leaf, levels: Int) -> AnyView {
    var view = AnyView(
        VStack(alignment: .leading, spacing: 0) {
            LeafView(leaf: leaf)
            Text("rest").frame(maxWidth: .infinity, maxHeight: .infinity)
        })
    for level in 0..<levels {
        view =
            level % 2 == 0
            ? AnyView(
                HStack(spacing: 0) {
                    Text("h")
                    view
                })
            : AnyView(
                VStack(spacing: 0) {
                    Text("v")
                    view
                })
    }
    return view
}

/// The shape of a random layout tree (``StableAncestorLayoutTests/randomTreesLayOutAsFromScratch()``).
private indirect enum Shape {
    case leaf(Int)
    case vstack([Shape], HorizontalAlignment)
    case hstack([Shape], VerticalAlignment)
    case zstack([Shape])
    case padding(Shape)
    case fill(Shape)
    case fixedWidth(Int, Shape)
    case spacer

    /// A random tree `depth` levels deep at most, whose leaves index `leaves`.
    static func random(depth: Int, leaves: Int, using random: inout SeededRandom) -> Shape {
        if depth == 0 { return .leaf(Int.random(in: 0..<leaves, using: &random)) }
        func children() -> [Shape] {
            (0..<Int.random(in: 1...3, using: &random)).map { _ in
                Shape.random(depth: depth - 1, leaves: leaves, using: &random)
            }
        }
        switch Int.random(in: 0..<10, using: &random) {
        case 0, 1: return .vstack(children(), [.leading, .center, .trailing][Int.random(in: 0..<3, using: &random)])
        case 2, 3: return .hstack(children(), [.top, .center, .bottom][Int.random(in: 0..<3, using: &random)])
        case 4: return .zstack(children())
        case 5: return .padding(Shape.random(depth: depth - 1, leaves: leaves, using: &random))
        case 6: return .fill(Shape.random(depth: depth - 1, leaves: leaves, using: &random))
        case 7:
            return .fixedWidth(
                Int.random(in: 3...12, using: &random), Shape.random(depth: depth - 1, leaves: leaves, using: &random))
        case 8: return .spacer
        default: return .leaf(Int.random(in: 0..<leaves, using: &random))
        }
    }

    /// The view of this shape, its leaves reading `leaves`.
    @MainActor func view(_ leaves: [Leaf]) -> AnyView {
        switch self {
        case .leaf(let index): return AnyView(LeafView(leaf: leaves[index]))
        case .vstack(let shapes, let alignment):
            return AnyView(
                VStack(alignment: alignment, spacing: 0) {
                    ForEach(shapes.indices, id: \.self) { shapes[$0].view(leaves) }
                })
        case .hstack(let shapes, let alignment):
            return AnyView(
                HStack(alignment: alignment, spacing: 1) {
                    ForEach(shapes.indices, id: \.self) { shapes[$0].view(leaves) }
                })
        case .zstack(let shapes):
            return AnyView(ZStack { ForEach(shapes.indices, id: \.self) { shapes[$0].view(leaves) } })
        case .padding(let shape): return AnyView(shape.view(leaves).padding(.horizontal, 2))
        case .fill(let shape): return AnyView(shape.view(leaves).frame(maxWidth: .infinity))
        case .fixedWidth(let width, let shape): return AnyView(shape.view(leaves).frame(width: CGFloat(width)))
        case .spacer: return AnyView(Spacer())
        }
    }
}

@MainActor
@Suite struct StableAncestorLayoutTests {
    /// The size computations of one change to the header, `levels` wrappers deep.
    private func headerChange(levels: Int) -> (computations: Int, lines: [String], fresh: [String]) {
        let leaf = Leaf()
        leaf.text = "9999 left"
        let host = TestHost(headerAboveFill(leaf: leaf, levels: levels), width: 60, height: 30)
        leaf.text = "10000 left"
        let computations = host.update()?.sizeComputations ?? -1
        let fresh = TestHost(headerAboveFill(leaf: leaf, levels: levels), width: 60, height: 30)
        return (computations, host.lines, fresh.lines)
    }

    @Test func aWiderHeaderLaysOutOnlyUpToTheStackWhoseSizeStays() {
        let shallow = headerChange(levels: 2)
        let deep = headerChange(levels: 12)
        // The header's stack keeps its size (what fills decides it): nothing above it is measured, so ten
        // more wrappers cost nothing more. (Walking to the root measured each wrapper again.)
        #expect(
            deep.computations == shallow.computations, "2 deep: \(shallow.computations), 12 deep: \(deep.computations)")
        #expect(shallow.computations > 0)
        #expect(deep.lines == deep.fresh)
        #expect(shallow.lines == shallow.fresh)
        #expect(deep.lines.contains { $0.contains("10000 left") })
    }

    @Test func aWiderTextStillMovesWhatItsStackSizeMoves() {
        // A centered stack sized by its text: the text's change reaches the root, and the stack is
        // centered again.
        let leaf = Leaf()
        leaf.text = "ab"
        let host = TestHost(
            VStack {
                HStack(spacing: 0) {
                    Text("[")
                    LeafView(leaf: leaf)
                    Text("]")
                }
            }, width: 20, height: 3)
        leaf.text = "abcdef"
        host.update()
        #expect(host.lines[1] == "      [abcdef]")
        leaf.text = "a"
        host.update()
        #expect(host.lines[1] == "        [a]")
    }

    @Test(arguments: 0..<24) func randomTreesLayOutAsFromScratch(seed: Int) {
        var random = SeededRandom(seed: UInt64(seed) &+ 7_001)
        let leaves = (0..<5).map { _ in Leaf() }
        let words = ["a", "wide", "a longer text", "two words", "", "漢字", "x y z w", "12345678901234567890"]
        for leaf in leaves { leaf.text = words.randomElement(using: &random)! }
        let shape = Shape.random(depth: 5, leaves: leaves.count, using: &random)
        let width = Int.random(in: 8...50, using: &random)
        let height = Int.random(in: 3...16, using: &random)
        let host = TestHost(shape.view(leaves), width: width, height: height)
        for change in 0..<30 {
            leaves.randomElement(using: &random)!.text = words.randomElement(using: &random)!
            host.update()
            let fresh = TestHost(shape.view(leaves), width: width, height: height)
            #expect(host.lines == fresh.lines, "seed \(seed), change \(change), \(width)×\(height)")
            if host.lines != fresh.lines { return }
        }
    }
}

/// A form whose labels change width (a form measures its rows' labels itself, to share one column).
private struct FormLabels: View {
    let leaf: Leaf
    @State private var dark = false
    var body: some View {
        Form {
            Toggle(leaf.text, isOn: $dark)
            Toggle("Dark", isOn: $dark)
        }
    }
}

/// A grid whose cell changes width (a grid measures its rows' cells itself).
private struct GridCells: View {
    let leaf: Leaf
    var body: some View {
        Grid {
            GridRow {
                Text("a")
                LeafView(leaf: leaf)
            }
            GridRow {
                Text("bb")
                Text("c")
            }
        }
    }
}

/// Two texts in a row, the first with a layout priority the test changes.
private struct Priorities: View {
    let leaf: Leaf
    var body: some View {
        HStack(spacing: 1) {
            Text("first text that is long").layoutPriority(leaf.text == "first" ? 1 : 0)
            Text("second text that is long")
        }
    }
}

@MainActor
@Suite struct MeasuredBelowChildrenLayoutTests {
    /// Changes `leaf` through `texts` and checks each screen against a fresh host's.
    private func check(_ make: (Leaf) -> some View, texts: [String], width: Int, height: Int) {
        let leaf = Leaf()
        leaf.text = texts[0]
        let host = TestHost(make(leaf), width: width, height: height)
        for text in texts.dropFirst() {
            leaf.text = text
            host.update()
            let fresh = TestHost(make(leaf), width: width, height: height)
            #expect(host.lines == fresh.lines, "after \(text.debugDescription)")
            #expect(host.rowsDifferingFromFullRepaint() == [])
        }
    }

    @Test func aFormsLabelColumnFollowsItsWidestLabel() {
        // Narrower (the column shrinks though no row's size changes), then past the column's limit (the
        // label wraps: measuring the form empties its own cache while it is measured again).
        check(
            FormLabels.init,
            texts: ["Retries: 10", "Retries: 9", "Notify me about every new message in every channel", "Notify", "x"],
            width: 60, height: 8)
        check(
            { leaf in HStack { FormLabels(leaf: leaf) } },
            texts: ["Retries: 10", "Retries: 9", "Notify me about every new message", "Notify"], width: 80, height: 8)
    }

    @Test func aGridsColumnFollowsItsWidestCell() {
        check(GridCells.init, texts: ["wide cell", "c", "a much wider cell", ""], width: 40, height: 4)
    }

    @Test func aChangedLayoutPriorityLaysTheStackOutAgain() {
        check(Priorities.init, texts: ["first", "second", "first"], width: 30, height: 3)
    }
}
