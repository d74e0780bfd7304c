@_spi(ShojiRuntime) import ShojiCore

/// The subviews a ``Layout`` arranges, in the order they were written, as SwiftUI's `LayoutSubviews`.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let elements: [LayoutSubview]

    /// The position of the first subview.
    public var startIndex: Int { elements.startIndex }
    /// The position after the last subview.
    public var endIndex: Int { elements.endIndex }
    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview { elements[index] }
    /// The subviews in `bounds`.
    public subscript(bounds: Range<Int>) -> LayoutSubviews { LayoutSubviews(elements: Array(elements[bounds])) }
    /// The layout direction (a terminal's is always left to right).
    public var layoutDirection: LayoutDirection { .leftToRight }
}

/// One subview of a ``Layout``: ask it for its size, read its layout values, and place it, as SwiftUI's
/// `LayoutSubview`.
///
/// Sizes are in points (8 per column, 16 per row). A subview is placed in whole cells: the position is
/// rounded to the nearest one.
public struct LayoutSubview: Equatable {
    /// The subview's node (read and placed on the main actor: layout runs there). Weak: a subview kept
    /// past its layout, after its view left, measures as nothing and places nothing.
    weak var node: ViewNode?

    public static func == (a: LayoutSubview, b: LayoutSubview) -> Bool { a.node === b.node }

    /// The size the subview takes for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let node = self.node
        return MainActor.assumeIsolated {
            guard let node else { return CGSize.zero }
            return LayoutPoints.points(node.size(for: LayoutPoints.cells(proposal)))
        }
    }

    /// The subview's size for `proposal`, with its alignment guides.
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        ViewDimensions(size: sizeThatFits(proposal))
    }

    /// The subview's layout priority (`.layoutPriority(_:)`; 0 by default).
    public var priority: Double {
        let node = self.node
        return MainActor.assumeIsolated { node?.trait(LayoutPriorityTrait.self, as: Double.self) ?? 0 }
    }

    /// The space the subview likes around it: a column beside it, no row above or below.
    public var spacing: ViewSpacing { ViewSpacing() }

    /// The value the subview set for `key` (`.layoutValue(key:value:)`), or the key's default.
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        let node = self.node
        return MainActor.assumeIsolated { UncheckedBox(node?.trait(K.self, as: K.Value.self)) }.value
            ?? K.defaultValue
    }

    /// Places the subview with its `anchor` at `position`, sized for `proposal`. A subview the layout does
    /// not place is centred in the container's bounds at its ideal size, as in SwiftUI.
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        let node = self.node
        MainActor.assumeIsolated {
            guard let node else { return }
            let size = node.size(for: LayoutPoints.cells(proposal))
            let points = LayoutPoints.points(size)
            let origin = Point(
                x: LayoutPoints.column(position.x - anchor.x * points.width),
                y: LayoutPoints.row(position.y - anchor.y * points.height))
            node.place(in: Rect(origin: origin, size: size))
            LayoutPass.placed?.insert(ObjectIdentifier(node))
        }
    }
}

/// Carries a value out of `MainActor.assumeIsolated`, whose result must be `Sendable`: the value is made
/// and read on the main actor, synchronously.
struct UncheckedBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}

/// The subviews placed during the innermost `placeSubviews` running now (the rest are centred afterwards).
@MainActor
enum LayoutPass {
    static var placed: Set<ObjectIdentifier>?
}

/// The direction text and layouts run in, as SwiftUI's `LayoutDirection` (always left to right here).
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    /// Left to right.
    case leftToRight
    /// Right to left.
    case rightToLeft
}

/// A view's size and alignment guides, as SwiftUI's `ViewDimensions`, in points.
public struct ViewDimensions: Equatable, Sendable {
    /// The view's width.
    public let width: CGFloat
    /// The view's height.
    public let height: CGFloat

    init(size: CGSize) {
        width = size.width
        height = size.height
    }

    /// Where `guide` falls across the view (leading 0, centre half, trailing the width).
    public subscript(guide: HorizontalAlignment) -> CGFloat { width * CGFloat(guide.fraction) / 2 }

    /// Where `guide` falls down the view (top 0, centre half, bottom the height).
    public subscript(guide: VerticalAlignment) -> CGFloat { height * CGFloat(guide.fraction) / 2 }

    /// The explicit value of `guide`, if the view sets one (Shoji's views set none).
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }

    /// The explicit value of `guide`, if the view sets one (Shoji's views set none).
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

/// The space a view likes around it, as SwiftUI's `ViewSpacing`: in a terminal, one column between views
/// side by side and none between views one above the other.
public struct ViewSpacing: Equatable, Sendable {
    /// No spacing.
    public static let zero = ViewSpacing(horizontal: 0, vertical: 0)

    let horizontal: CGFloat
    let vertical: CGFloat

    /// The default spacing.
    public init() { self.init(horizontal: CellMetrics.pointsPerColumn, vertical: 0) }

    init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The distance from this view to `next` along `axis`, in points.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        axis == .horizontal ? max(horizontal, next.horizontal) : max(vertical, next.vertical)
    }

    /// Joins `other` into this spacing on `edges` (the larger of the two).
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        self = union(other, edges: edges)
    }

    /// This spacing joined with `other` on `edges` (the larger of the two).
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        ViewSpacing(horizontal: max(horizontal, other.horizontal), vertical: max(vertical, other.vertical))
    }
}
