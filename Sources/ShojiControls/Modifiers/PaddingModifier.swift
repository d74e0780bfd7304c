@_spi(ShojiRuntime) import ShojiCore

/// Adds space around a view.
public struct PaddingModifier: ViewModifier, Equatable {
    public typealias Body = Never
    let insets: CellInsets
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { PaddingBehavior(self) }
}

final class PaddingBehavior: ModifierBehavior<PaddingModifier> {
    override func changes(from old: PaddingModifier, to new: PaddingModifier) -> Invalidation {
        old == new ? [] : [.layout, .paint]
    }

    override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        let insets = modifier.insets
        let inner = super.sizeThatFits(proposal.inset(by: insets), children: children)
        return Size(width: inner.width + insets.horizontal, height: inner.height + insets.vertical)
    }

    override func place(in rect: Rect, children: [ViewNode]) {
        super.place(in: rect.inset(by: modifier.insets), children: children)
    }
}

extension View {
    /// Adds the default padding: 16 points, which is 1 row and 2 columns.
    public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> ModifiedContent<Self, PaddingModifier> {
        let points = Double(length ?? 16)
        let rows = CellMetrics.rows(points)
        let columns = CellMetrics.columns(points)
        let insets = CellInsets(
            top: edges.contains(.top) ? rows : 0, leading: edges.contains(.leading) ? columns : 0,
            bottom: edges.contains(.bottom) ? rows : 0, trailing: edges.contains(.trailing) ? columns : 0)
        return modifier(PaddingModifier(insets: insets))
    }

    /// Adds `length` points of padding on every edge.
    public func padding(_ length: CGFloat) -> ModifiedContent<Self, PaddingModifier> {
        padding(.all, length)
    }

    /// Adds padding given per edge, in points.
    public func padding(_ insets: EdgeInsets) -> ModifiedContent<Self, PaddingModifier> {
        modifier(PaddingModifier(insets: insets.cells))
    }
}

@_spi(ShojiRuntime) extension PaddingModifier: PrimitiveModifier {}
