@_spi(ShojiRuntime) import ShojiCore

/// A type that arranges a collection of views, as SwiftUI's `Layout`: the extension point for a container
/// of your own (a flow of tags, a radial menu, a masonry grid).
///
/// ```swift
/// struct FlowLayout: Layout {
///     var spacing: CGFloat = 8
///
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
///         rows(for: proposal.width ?? .infinity, subviews).size
///     }
///
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         for (subview, origin) in rows(for: bounds.width, subviews).origins {
///             subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
///         }
///     }
/// }
///
/// FlowLayout { ForEach(tags, id: \.self) { Text($0) } }
/// ```
///
/// Lengths are points, as in SwiftUI: a column is 8 points and a row 16 (``CellMetrics``), so the numbers
/// of a layout written for SwiftUI keep their sense. Subviews are placed in whole cells.
@preconcurrency
public protocol Layout: Sendable {
    /// The subviews' type: always ``LayoutSubviews``.
    typealias Subviews = LayoutSubviews
    /// What the layout keeps between calls (`Void` when it keeps nothing).
    associatedtype Cache = Void

    /// What a parent may ask of this layout (a stack's axis).
    static var layoutProperties: LayoutProperties { get }

    /// Makes the cache for these subviews.
    func makeCache(subviews: Subviews) -> Cache

    /// Updates the cache when the subviews or the layout changed (by default, makes it again).
    func updateCache(_ cache: inout Cache, subviews: Subviews)

    /// The space this layout likes around it.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// The size of the container for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize

    /// Places every subview in `bounds` (in the parent's coordinates), with ``LayoutSubview/place(at:anchor:proposal:)``.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)

    /// Where a horizontal alignment guide falls in the container, if the layout defines it.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?

    /// Where a vertical alignment guide falls in the container, if the layout defines it.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?
}

extension Layout {
    /// No particular properties.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Makes the cache again.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }

    /// The default spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }

    /// None.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }

    /// None.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }

    /// Arranges `content`'s views with this layout.
    @MainActor
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> LayoutContainer<Self, V> {
        LayoutContainer(layout: self, content: content())
    }
}

extension Layout where Cache == () {
    /// No cache.
    public func makeCache(subviews: Subviews) -> Cache { () }
}

/// What a parent may ask of a layout, as SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
    /// The axis the layout stacks its subviews along, if it is a stack.
    public var stackOrientation: Axis?

    /// No properties.
    public init() {}
}
