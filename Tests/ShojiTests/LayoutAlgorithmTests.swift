import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// The layout algorithms of Layout/, as pure functions: inputs → sizes and positions.
@Suite struct LayoutAlgorithmTests {
    /// A child that wants `ideal` cells along the axis and can shrink to `minimum` (1 row tall).
    private func flexible(minimum: Int, ideal: Int) -> (ProposedSize) -> Size {
        { p in
            let w = p.width.map { min(max($0, minimum), max(ideal, $0 == ProposedSize.infinity ? ideal : $0)) } ?? ideal
            return Size(width: min(w, ProposedSize.infinity), height: 1)
        }
    }

    /// A child that takes whatever width it is offered (a spacer, `frame(maxWidth: .infinity)`).
    private let greedy: (ProposedSize) -> Size = { p in Size(width: p.width ?? 0, height: 1) }

    /// A rigid child of `width` cells.
    private func rigid(_ width: Int) -> (ProposedSize) -> Size { { _ in Size(width: width, height: 1) } }

    @Test func rigidChildrenGetWhatTheyNeedAndGreedyOnesShareTheRest() {
        let stack = StackLayout(axis: .horizontal, alignment: 1, spacing: 1)
        let children = [rigid(5), greedy, rigid(3), greedy]
        let sizes = stack.sizes(for: ProposedSize(width: 30, height: 1), count: 4) { children[$0]($1) }
        #expect(sizes.map(\.width) == [5, 9, 3, 10])
        #expect(stack.size(of: sizes) == Size(width: 30, height: 1))
    }

    @Test func equallyFlexibleChildrenAreNotCutShortForComingFirst() {
        let stack = StackLayout(axis: .horizontal, alignment: 1, spacing: 0)
        let children = [flexible(minimum: 0, ideal: 8), flexible(minimum: 0, ideal: 8)]
        let sizes = stack.sizes(for: ProposedSize(width: 16, height: 1), count: 2) { children[$0]($1) }
        #expect(sizes.map(\.width) == [8, 8])
        let tight = stack.sizes(for: ProposedSize(width: 10, height: 1), count: 2) { children[$0]($1) }
        #expect(tight.map(\.width) == [5, 5])
    }

    @Test func unspecifiedAndInfiniteProposals() {
        let stack = StackLayout(axis: .vertical, alignment: 0, spacing: 1)
        let children = [rigid(4), rigid(7)]
        let ideal = stack.sizes(for: .unspecified, count: 2) { children[$0]($1) }
        #expect(stack.size(of: ideal) == Size(width: 7, height: 3))
        let infinite = stack.sizes(for: ProposedSize(width: 20, height: ProposedSize.infinity), count: 2) {
            children[$0]($1)
        }
        #expect(infinite.map(\.height) == [1, 1])
        #expect(stack.sizes(for: .unspecified, count: 0) { _, _ in .zero }.isEmpty)
    }

    @Test func framesFollowEachOtherAndAlignAcross() {
        let sizes = [Size(width: 2, height: 1), Size(width: 6, height: 1)]
        let centered = StackLayout(axis: .vertical, alignment: 1, spacing: 1)
        #expect(
            centered.frames(in: Rect(x: 10, y: 5, width: 8, height: 3), sizes: sizes)
                == [Rect(x: 13, y: 5, width: 2, height: 1), Rect(x: 11, y: 7, width: 6, height: 1)])
        let trailing = StackLayout(axis: .horizontal, alignment: 2, spacing: 0)
        #expect(
            trailing.frames(in: Rect(x: 0, y: 0, width: 8, height: 3), sizes: sizes)
                == [Rect(x: 0, y: 2, width: 2, height: 1), Rect(x: 2, y: 2, width: 6, height: 1)])
    }

    @Test func frameResolution() {
        let child: () -> Int = { 10 }
        #expect(FrameLayout.resolve(proposed: 40, child: child, fixed: 7, min: nil, ideal: nil, max: nil) == 7)
        #expect(FrameLayout.resolve(proposed: 40, child: child, fixed: nil, min: nil, ideal: nil, max: nil) == 10)
        #expect(
            FrameLayout.resolve(
                proposed: 40, child: child, fixed: nil, min: nil, ideal: nil, max: ProposedSize.infinity) == 40)
        #expect(FrameLayout.resolve(proposed: 40, child: child, fixed: nil, min: 0, ideal: nil, max: 20) == 20)
        #expect(FrameLayout.resolve(proposed: 4, child: child, fixed: nil, min: 6, ideal: nil, max: nil) == 6)
        #expect(FrameLayout.resolve(proposed: nil, child: child, fixed: nil, min: nil, ideal: 15, max: nil) == 15)
    }

    @Test func frameProposesAndPlacesItsChild() {
        let frame = FrameLayout(
            width: nil, height: 3, minWidth: 5, idealWidth: nil, maxWidth: 12,
            minHeight: nil, idealHeight: nil, maxHeight: nil, alignment: .bottomTrailing)
        #expect(frame.childProposal(ProposedSize(width: 30, height: 10)) == ProposedSize(width: 12, height: 3))
        #expect(frame.childProposal(ProposedSize(width: 2, height: nil)) == ProposedSize(width: 5, height: 3))
        var asked = 0
        let size = frame.size(for: ProposedSize(width: 30, height: 10)) { _ in
            asked += 1
            return Size(width: 4, height: 1)
        }
        #expect(size == Size(width: 12, height: 3))
        #expect(asked <= 1, "the child is measured at most once")
        #expect(
            frame.childFrame(in: Rect(x: 0, y: 0, width: 12, height: 3), childSize: Size(width: 4, height: 1))
                == Rect(x: 8, y: 2, width: 4, height: 1))
    }

    @Test func rowEstimate() {
        var estimate = RowEstimate()
        estimate.spacing = 1
        #expect(estimate.estimate == 2, "one line and the spacing before anything was measured")
        #expect(estimate.totalLength(count: 10) == 19)
        estimate.record(3, at: 0)
        estimate.record(5, at: 1)
        #expect(estimate.estimate == 4)
        #expect(estimate.position(of: 0) == 0)
        #expect(estimate.position(of: 2) == 8, "measured rows count exactly")
        #expect(estimate.position(of: 5) == 8 + 3 * 4)
        #expect(estimate.totalLength(count: 5) == 3 + 5 + 3 * 4 - 1)
        let changed = estimate.record(5, at: 1)
        #expect(!changed, "the same length again changes nothing")
        #expect(estimate.visibleRows(lo: 8, hi: 16, count: 100, margin: 1) == 1..<5)
        #expect(estimate.visibleRows(lo: 0, hi: 0, count: 100, margin: 2) == 0..<0)
        #expect(estimate.visibleRows(lo: 0, hi: 100, count: 0, margin: 2) == 0..<0)
        estimate.reset()
        #expect(estimate.estimate == 2)
    }

    @Test func framesOneByOneAreTheFramesOfTheArray() {
        let sizes = [Size(width: 3, height: 1), Size(width: 5, height: 2), Size(width: 0, height: 0)]
        let rect = Rect(x: 2, y: 1, width: 20, height: 4)
        for axis in [Axis.horizontal, .vertical] {
            for alignment in 0...2 {
                let stack = StackLayout(axis: axis, alignment: alignment, spacing: 1)
                var offset = stack.firstOffset(in: rect)
                var oneByOne: [Rect] = []
                for size in sizes {
                    oneByOne.append(stack.frame(of: size, at: offset, in: rect))
                    offset = stack.nextOffset(after: size, at: offset)
                }
                #expect(oneByOne == stack.frames(in: rect, sizes: sizes), "axis \(axis), alignment \(alignment)")
            }
        }
        let stack = StackLayout(axis: .horizontal, alignment: 1, spacing: 1)
        #expect(
            stack.frame(of: Size(width: 5, height: 2), at: 6, in: rect) == Rect(x: 6, y: 2, width: 5, height: 2),
            "centred across the axis, placed at the offset along it")
    }
}
