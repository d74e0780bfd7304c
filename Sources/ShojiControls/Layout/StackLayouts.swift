@_spi(ShojiRuntime) import ShojiCore

/// `HStack`'s arrangement as a ``Layout`` value, as SwiftUI's `HStackLayout` (for ``AnyLayout``).
public struct HStackLayout: Layout {
    /// How subviews line up vertically.
    public var alignment: VerticalAlignment
    /// The space between subviews, in points (`nil`: one column).
    public var spacing: CGFloat?

    /// A horizontal stack layout.
    public init(alignment: VerticalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Stacks along the horizontal axis.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .horizontal
        return properties
    }

    var stack: StackLayout {
        StackLayout(
            axis: .horizontal, alignment: alignment.fraction,
            spacing: spacing.map { CellMetrics.columns(Double($0)) } ?? CellMetrics.defaultHorizontalSpacing)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackArrangement.size(stack, proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackArrangement.place(stack, bounds, subviews)
    }
}

/// `VStack`'s arrangement as a ``Layout`` value, as SwiftUI's `VStackLayout` (for ``AnyLayout``).
public struct VStackLayout: Layout {
    /// How subviews line up horizontally.
    public var alignment: HorizontalAlignment
    /// The space between subviews, in points (`nil`: none).
    public var spacing: CGFloat?

    /// A vertical stack layout.
    public init(alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    /// Stacks along the vertical axis.
    public static var layoutProperties: LayoutProperties {
        var properties = LayoutProperties()
        properties.stackOrientation = .vertical
        return properties
    }

    var stack: StackLayout {
        StackLayout(
            axis: .vertical, alignment: alignment.fraction,
            spacing: spacing.map { CellMetrics.rows(Double($0)) } ?? CellMetrics.defaultVerticalSpacing)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        StackArrangement.size(stack, proposal, subviews)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        StackArrangement.place(stack, bounds, subviews)
    }
}

/// `ZStack`'s arrangement as a ``Layout`` value, as SwiftUI's `ZStackLayout` (for ``AnyLayout``).
public struct ZStackLayout: Layout {
    /// How subviews line up in the space of the largest.
    public var alignment: Alignment

    /// An overlaying layout.
    public init(alignment: Alignment = .center) { self.alignment = alignment }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        var size = CGSize.zero
        for subview in subviews {
            let s = subview.sizeThatFits(proposal)
            size.width = max(size.width, s.width)
            size.height = max(size.height, s.height)
        }
        return size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let anchor = UnitPoint(x: Double(alignment.horizontal.fraction) / 2, y: Double(alignment.vertical.fraction) / 2)
        let point = CGPoint(x: bounds.minX + anchor.x * bounds.width, y: bounds.minY + anchor.y * bounds.height)
        for subview in subviews { subview.place(at: point, anchor: anchor, proposal: ProposedViewSize(bounds.size)) }
    }
}

/// The stacks' arrangement in cells (the same code as `HStack` and `VStack`), for the stack layouts.
enum StackArrangement {
    static func nodes(_ subviews: LayoutSubviews) -> [ViewNode] { subviews.elements.compactMap(\.node) }

    static func size(_ stack: StackLayout, _ proposal: ProposedViewSize, _ subviews: LayoutSubviews) -> CGSize {
        let nodes = nodes(subviews)
        return MainActor.assumeIsolated {
            LayoutPoints.points(StackBehavior.size(stack, LayoutPoints.cells(proposal), nodes))
        }
    }

    static func place(_ stack: StackLayout, _ bounds: CGRect, _ subviews: LayoutSubviews) {
        let nodes = nodes(subviews)
        let rect = Rect(
            origin: Point(x: LayoutPoints.column(bounds.minX), y: LayoutPoints.row(bounds.minY)),
            size: LayoutPoints.cells(bounds.size))
        MainActor.assumeIsolated {
            StackBehavior.place(stack, in: rect, nodes)
            for node in nodes { LayoutPass.placed?.insert(ObjectIdentifier(node)) }
        }
    }
}
