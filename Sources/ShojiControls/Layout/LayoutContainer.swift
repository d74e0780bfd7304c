@_spi(ShojiRuntime) import ShojiCore

/// The views a ``Layout`` arranges: what `MyLayout { … }` makes.
public struct LayoutContainer<L: Layout, Content: View>: View {
    let layout: L
    let content: Content

    public var body: Never { primitiveBody(Self.self) }
}

@_spi(ShojiRuntime) extension LayoutContainer: PrimitiveView {
    public func makeBehavior() -> LayoutBehavior<L> { LayoutBehavior() }
    public func update(_ behavior: LayoutBehavior<L>) -> Invalidation { behavior.update(layout) }
    public func children(into list: inout ChildList) { list.append(content, key: .index(0)) }
}

/// Runs a ``Layout`` for its node: keeps the layout's cache (made again when the subviews change, updated
/// when the layout does), converts cells to points and back, and centres what the layout did not place.
@_spi(ShojiRuntime) public final class LayoutBehavior<L: Layout>: NodeBehavior {
    private var layout: L?
    private var cache: L.Cache?
    private var cachedFor: [ObjectIdentifier] = []
    private var layoutChanged = false

    /// Takes the layout's new value.
    func update(_ new: L) -> Invalidation {
        if let old = layout, ViewComparator.compareValues(old, new) == .equal { return [] }
        layout = new
        layoutChanged = true
        return [.layout]
    }

    private func subviews(_ children: [ViewNode]) -> LayoutSubviews {
        LayoutSubviews(elements: children.map { LayoutSubview(node: $0) })
    }

    /// The cache, made or updated for `subviews` when they or the layout changed.
    private func prepare(_ layout: L, _ children: [ViewNode], _ subviews: LayoutSubviews) {
        var ids: [ObjectIdentifier] = []
        ids.reserveCapacity(children.count)
        for child in children { ids.append(ObjectIdentifier(child)) }
        if cache == nil || ids != cachedFor {
            cache = layout.makeCache(subviews: subviews)
        } else if layoutChanged, var current = cache {
            layout.updateCache(&current, subviews: subviews)
            cache = current
        }
        cachedFor = ids
        layoutChanged = false
    }

    @_spi(ShojiRuntime) public override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        guard let layout else { return .zero }
        let subviews = subviews(children)
        prepare(layout, children, subviews)
        var current = cache!
        let size = layout.sizeThatFits(proposal: LayoutPoints.points(proposal), subviews: subviews, cache: &current)
        cache = current
        return LayoutPoints.cells(size)
    }

    @_spi(ShojiRuntime) public override func place(in rect: Rect, children: [ViewNode]) {
        guard let layout else { return }
        let subviews = subviews(children)
        prepare(layout, children, subviews)
        var current = cache!
        let outer = LayoutPass.placed
        LayoutPass.placed = []
        layout.placeSubviews(
            in: LayoutPoints.points(rect), proposal: LayoutPoints.points(ProposedSize(rect.size)), subviews: subviews,
            cache: &current)
        let placed = LayoutPass.placed ?? []
        LayoutPass.placed = outer
        cache = current
        for child in children where !placed.contains(ObjectIdentifier(child)) {
            child.place(in: Alignment.center.place(child.size(for: .unspecified), in: rect))
        }
    }
}
