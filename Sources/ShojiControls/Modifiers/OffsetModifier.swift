@_spi(ShojiRuntime) import ShojiCore

/// Moves a view by whole cells when it is drawn (and where it takes clicks), leaving its place in the
/// layout, as SwiftUI's `.offset` does: the views around it do not move. Unlike SwiftUI, the containers
/// around clip it to their frames.
public struct OffsetModifier: ViewModifier, Equatable {
    public typealias Body = Never
    /// Columns to the right (negative: left).
    let columns: Int
    /// Rows down (negative: up).
    let rows: Int
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { OffsetBehavior(self) }

    /// An offset of `x` and `y` points, rounded to whole cells (8 points a column, 16 a row) and kept
    /// within ±10,000 cells (a NaN is no offset).
    init(x: Double, y: Double) {
        func cells(_ points: Double, per unit: Double) -> Int {
            guard points.isFinite else { return points.isNaN ? 0 : (points > 0 ? 10_000 : -10_000) }
            return Int(max(-10_000, min(10_000, (points / unit).rounded())))
        }
        columns = cells(x, per: 8)
        rows = cells(y, per: 16)
    }
}

final class OffsetBehavior: ModifierBehavior<OffsetModifier> {
    /// The moved view is drawn where it went, outside this node's own (unmoved) frame. (The containers
    /// around still clip it to their frames: a view moved out of its stack is cut at the stack's edge.)
    override var clipsChildren: Bool { false }

    override func changes(from old: OffsetModifier, to new: OffsetModifier) -> Invalidation {
        old == new ? [] : [.layout, .paint]
    }

    override func place(in rect: Rect, children: [ViewNode]) {
        super.place(
            in: Rect(
                x: rect.minX + modifier.columns, y: rect.minY + modifier.rows, width: rect.width, height: rect.height),
            children: children)
    }
}

extension View {
    /// Moves the view by `offset` points when it is drawn (whole cells: 8 points a column, 16 a row); the
    /// views around keep their places.
    public func offset(_ offset: CGSize) -> ModifiedContent<Self, OffsetModifier> {
        modifier(OffsetModifier(x: Double(offset.width), y: Double(offset.height)))
    }

    /// Moves the view by `x` and `y` points when it is drawn (whole cells); the views around keep their
    /// places.
    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> ModifiedContent<Self, OffsetModifier> {
        modifier(OffsetModifier(x: Double(x), y: Double(y)))
    }
}

@_spi(ShojiRuntime) extension OffsetModifier: PrimitiveModifier {}
