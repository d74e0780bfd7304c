@_spi(ShojiRuntime) import ShojiCore

/// Arranges its children in a vertical line.
///
/// `spacing` is in points (rows = points ÷ 16, see ``CellMetrics``); by default children touch.
public struct VStack<Content: View>: View {
    let alignment: HorizontalAlignment
    let spacing: Double?
    let content: Content

    /// Creates a vertical stack.
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
}

/// Arranges its children in a horizontal line.
///
/// `spacing` is in points (columns = points ÷ 8, see ``CellMetrics``); by default one column.
public struct HStack<Content: View>: View {
    let alignment: VerticalAlignment
    let spacing: Double?
    let content: Content

    /// Creates a horizontal stack.
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
}

/// Overlays its children, each aligned in the space of the largest; later children are drawn on top.
public struct ZStack<Content: View>: View {
    let alignment: Alignment
    let content: Content

    /// Creates an overlaying stack.
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
}

@_spi(ShojiRuntime) extension VStack: PrimitiveView {
    public func makeBehavior() -> StackBehavior { StackBehavior(axis: .vertical) }
    public func update(_ behavior: StackBehavior) -> Invalidation {
        // `if let`, not `map` with a closure: a closure formed in this main-actor method and handed to the
        // standard library checks the executor each time.
        var gap = CellMetrics.defaultVerticalSpacing
        if let spacing { gap = CellMetrics.rows(spacing) }
        return behavior.update(StackBehavior.Parameters(alignment: alignment.fraction, spacing: gap))
    }
    public func children(into list: inout ChildList) { list.append(content, key: .index(0)) }
}

@_spi(ShojiRuntime) extension HStack: PrimitiveView {
    public func makeBehavior() -> StackBehavior { StackBehavior(axis: .horizontal) }
    public func update(_ behavior: StackBehavior) -> Invalidation {
        var gap = CellMetrics.defaultHorizontalSpacing
        if let spacing { gap = CellMetrics.columns(spacing) }
        return behavior.update(StackBehavior.Parameters(alignment: alignment.fraction, spacing: gap))
    }
    public func children(into list: inout ChildList) { list.append(content, key: .index(0)) }
}

@_spi(ShojiRuntime) extension ZStack: PrimitiveView {
    public func makeBehavior() -> ZStackBehavior { ZStackBehavior() }
    public func update(_ behavior: ZStackBehavior) -> Invalidation { behavior.update(alignment: alignment) }
    public func children(into list: inout ChildList) { list.append(content, key: .index(0)) }
}

/// Lays out a stack's children with ``StackLayout`` (Layout/), measuring them through their nodes (which
/// cache every measurement).
@_spi(ShojiRuntime) public final class StackBehavior: NodeBehavior {
    struct Parameters: Equatable {
        var alignment: Int  // 0 leading/top, 1 center, 2 trailing/bottom
        var spacing: Int
    }

    let axis: Axis
    /// Read and assigned whole (no run-time exclusivity check: three a key in a counter's stacks).
    @exclusivity(unchecked) var parameters = Parameters(alignment: 1, spacing: 0)

    init(axis: Axis) {
        self.axis = axis
    }

    /// Takes the stack's alignment and spacing.
    func update(_ new: Parameters) -> Invalidation {
        if new == parameters { return [] }
        parameters = new
        return [.layout]
    }

    private var layout: StackLayout {
        StackLayout(axis: axis, alignment: parameters.alignment, spacing: parameters.spacing)
    }

    @_spi(ShojiRuntime) public override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        Self.size(layout, proposal, children)
    }

    @_spi(ShojiRuntime) public override func place(in rect: Rect, children: [ViewNode]) {
        Self.place(layout, in: rect, children)
    }

    /// The sizes of `children` stacked by `layout` for `proposal`, in child order (each child's
    /// `.layoutPriority` read as a trait).
    static func childSizes(_ layout: StackLayout, _ proposal: ProposedSize, _ children: [ViewNode]) -> [Size] {
        // Loops, not `map`/`contains` with closures: a closure formed in this main-actor method and handed
        // to the standard library checks the executor on every call.
        var priorities: [Double]?
        let key = ObjectIdentifier(LayoutPriorityTrait.self)
        for (i, child) in children.enumerated() {
            child.stackAxis = layout.axis
            if let priority = child.trait(key)?.value as? Double, priority != 0 {
                if priorities == nil { priorities = Array(repeating: 0, count: children.count) }
                priorities?[i] = priority
            }
        }
        return layout.sizes(for: proposal, count: children.count, priorities: priorities) { children[$0].size(for: $1) }
    }

    /// The size of `children` stacked by `layout` for `proposal`.
    static func size(_ layout: StackLayout, _ proposal: ProposedSize, _ children: [ViewNode]) -> Size {
        layout.size(of: childSizes(layout, proposal, children))
    }

    /// Places `children` stacked by `layout` in `rect`.
    static func place(_ layout: StackLayout, in rect: Rect, _ children: [ViewNode]) {
        // Frame by frame, not through an array of frames (an allocation for every stack placed).
        let sizes = childSizes(layout, ProposedSize(rect.size), children)
        var offset = layout.firstOffset(in: rect)
        for (child, size) in zip(children, sizes) {
            child.place(in: layout.frame(of: size, at: offset, in: rect))
            offset = layout.nextOffset(after: size, at: offset)
        }
    }
}

/// Overlays children aligned in the largest one's space.
@_spi(ShojiRuntime) public final class ZStackBehavior: NodeBehavior {
    private var alignment = Alignment.center

    /// Takes the stack's alignment.
    func update(alignment new: Alignment) -> Invalidation {
        guard new != alignment else { return [] }
        alignment = new
        return [.layout]
    }

    /// Children with a `.zIndex` are drawn by it (a stable order: equal ones as written).
    @_spi(ShojiRuntime) public override func drawingOrder(_ children: [ViewNode]) -> [ViewNode] {
        let indices = children.map { $0.trait(ZIndexTrait.self, as: Double.self) }
        guard indices.contains(where: { $0 != nil }) else { return children }
        return zip(indices, children).enumerated()
            .sorted { a, b in
                let (x, y) = (a.element.0 ?? 0, b.element.0 ?? 0)
                return x != y ? x < y : a.offset < b.offset
            }
            .map(\.element.1)
    }

    @_spi(ShojiRuntime) public override func place(in rect: Rect, children: [ViewNode]) {
        let proposal = ProposedSize(rect.size)
        for child in children {
            child.stackAxis = nil
            child.place(in: alignment.place(child.size(for: proposal), in: rect))
        }
    }
}
