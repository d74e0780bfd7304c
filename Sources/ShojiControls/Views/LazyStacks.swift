@_spi(ShojiRuntime) import ShojiCore

/// A vertical stack that builds its rows only when they scroll into view (inside a `ScrollView`), with
/// the same laziness as `List`: a `LazyVStack` over 100,000 elements builds about a screenful.
///
/// Rows not built yet are assumed to be as tall as the average of those measured so far (1 row at
/// first), so the stack's height — and the scroll bar — are estimates until every row has been seen.
public struct LazyVStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    /// Creates a lazy vertical stack.
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
}

/// A horizontal stack that builds its columns only when they scroll into view (inside a horizontal
/// `ScrollView`). Columns not built yet are assumed to be as wide as the average of those measured.
public struct LazyHStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    /// Creates a lazy horizontal stack.
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
}

@_spi(ShojiRuntime) extension LazyVStack: PrimitiveView {
    public func makeBehavior() -> LazyStackBehavior { LazyStackBehavior(axis: .vertical) }
    public func update(_ behavior: LazyStackBehavior) -> Invalidation {
        behavior.update(
            content: content, alignment: alignment.fraction,
            spacing: spacing.map { CellMetrics.rows($0) } ?? CellMetrics.defaultVerticalSpacing)
    }
    public func children(into list: inout ChildList) {}
}

@_spi(ShojiRuntime) extension LazyHStack: PrimitiveView {
    public func makeBehavior() -> LazyStackBehavior { LazyStackBehavior(axis: .horizontal) }
    public func update(_ behavior: LazyStackBehavior) -> Invalidation {
        behavior.update(
            content: content, alignment: alignment.fraction,
            spacing: spacing.map { CellMetrics.columns($0) } ?? CellMetrics.defaultHorizontalSpacing)
    }
    public func children(into list: inout ChildList) {}
}

/// Realizes and places the rows of a lazy stack that intersect the visible region.
@_spi(ShojiRuntime) public final class LazyStackBehavior: NodeBehavior {
    @_spi(ShojiRuntime) public override var realizesChildrenLazily: Bool { true }
    /// The rows capture the data's collection: let go of until the next update, but for the realized ones.
    @_spi(ShojiRuntime) public override var mayHoldAppCollections: Bool { true }
    @_spi(ShojiRuntime) public override func releaseHeldValues() {
        rows.release(keeping: window.lowerBound, windowRows)
    }
    let axis: Axis
    private var rows = ListRows()
    private var alignment = 1
    private var spacing: Int {
        get { estimate.spacing }
        set { estimate.spacing = newValue }
    }
    private var window = 0..<0
    private var windowRows: [ListRows.Row] = []
    /// Where rows are, measured or estimated (Layout/RowEstimate.swift).
    private var estimate = RowEstimate()
    private var crossExtent = 0
    private static let margin = 2

    init(axis: Axis) {
        self.axis = axis
    }

    /// Takes the stack's content (collected into rows, none built yet), alignment and spacing.
    func update(content: any View, alignment: Int, spacing: Int) -> Invalidation {
        var collected = ListRows()
        ListRowCollector.collect(content, into: &collected)
        if collected.count != rows.count { estimate.reset() }
        rows = collected
        self.alignment = alignment
        self.spacing = spacing
        return [.layout]
    }

    private var totalLength: Int { estimate.totalLength(count: rows.count) }

    /// The rows the visible region needs, from the frame and the nearest scroll view.
    private func visibleRange(in rect: Rect) -> Range<Int> {
        var visible = node.graph.screenSize == .zero ? rect : Rect(origin: .zero, size: node.graph.screenSize)
        var ancestor = node.parent
        while let a = ancestor {
            if a.behavior.showsPartOfItsContent {
                visible = a.frame
                break
            }
            ancestor = a.parent
        }
        let start = axis == .vertical ? rect.minY : rect.minX
        let lo = (axis == .vertical ? visible.minY : visible.minX) - start
        let hi = (axis == .vertical ? visible.maxY : visible.maxX) - start
        return estimate.visibleRows(lo: lo, hi: hi, count: rows.count, margin: Self.margin)
    }

    @_spi(ShojiRuntime) public override var buildsChildrenInClosures: Bool { true }

    @_spi(ShojiRuntime) public override func makeChildren(from view: any View, into list: inout ChildList) -> Bool {
        windowRows = window.map { rows.row($0) }
        for row in windowRows { list.append(any: row.view, key: row.key) }
        return true
    }

    @_spi(ShojiRuntime) public override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        let cross = (axis == .vertical ? proposal.width : proposal.height).map(ProposedSize.normalized)
        let crossLength = cross.map { $0 == ProposedSize.infinity ? crossExtent : $0 } ?? crossExtent
        return Size(along: axis, totalLength, across: crossLength)
    }

    @_spi(ShojiRuntime) public override func place(in rect: Rect, children: [ViewNode]) {
        let totalBefore = totalLength
        let needed = visibleRange(in: rect)
        if needed.lowerBound < window.lowerBound || needed.upperBound > window.upperBound
            || window.isEmpty != needed.isEmpty
        {
            window = needed
            node.reconcilePrimitiveChildren()
        }
        let crossLength = rect.size.value(along: axis == .vertical ? .horizontal : .vertical)
        let proposal =
            axis == .vertical
            ? ProposedSize(width: crossLength, height: nil) : ProposedSize(width: nil, height: crossLength)
        var p = estimate.position(of: window.lowerBound)
        let rowNodes = node.children
        for offset in windowRows.indices where offset < rowNodes.count {
            let index = window.lowerBound + offset
            let child = rowNodes[offset]
            let units = child.behavior.isTransparent ? child.layoutChildren : [child]
            var size = Size.zero
            for unit in units {
                let s = unit.size(for: proposal)
                size = Size(
                    along: axis, size.value(along: axis) + s.value(along: axis),
                    across: max(
                        size.value(along: axis == .vertical ? .horizontal : .vertical),
                        s.value(along: axis == .vertical ? .horizontal : .vertical)))
            }
            let length = size.value(along: axis) + spacing
            estimate.record(length, at: index)
            crossExtent = max(crossExtent, size.value(along: axis == .vertical ? .horizontal : .vertical))
            var q = p
            for unit in units {
                let s = unit.size(for: proposal)
                let crossOffset = max(
                    0, (crossLength - s.value(along: axis == .vertical ? .horizontal : .vertical)) * alignment / 2)
                let r =
                    axis == .vertical
                    ? Rect(x: rect.minX + crossOffset, y: rect.minY + q, width: s.width, height: s.height)
                    : Rect(x: rect.minX + q, y: rect.minY + crossOffset, width: s.width, height: s.height)
                unit.place(in: r)
                q += s.value(along: axis)
            }
            p += length
        }
        // The estimate changed the stack's length: the enclosing scroll view must measure again.
        if totalLength != totalBefore { node.invalidateLayout() }
    }
}
