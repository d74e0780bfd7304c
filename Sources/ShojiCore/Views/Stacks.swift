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

extension VStack: PrimitiveView {
    func makeBehavior() -> StackBehavior { StackBehavior(axis: .vertical) }
    func update(_ behavior: StackBehavior) -> Invalidation {
        behavior.update(StackBehavior.Parameters(alignment: alignment.fraction,
                                                 spacing: spacing.map { CellMetrics.rows($0) } ?? CellMetrics.defaultVerticalSpacing))
    }
    func children(into list: inout ChildList) { list.append(content, key: .index(0)) }
}

extension HStack: PrimitiveView {
    func makeBehavior() -> StackBehavior { StackBehavior(axis: .horizontal) }
    func update(_ behavior: StackBehavior) -> Invalidation {
        behavior.update(StackBehavior.Parameters(alignment: alignment.fraction,
                                                 spacing: spacing.map { CellMetrics.columns($0) } ?? CellMetrics.defaultHorizontalSpacing))
    }
    func children(into list: inout ChildList) { list.append(content, key: .index(0)) }
}

extension ZStack: PrimitiveView {
    func makeBehavior() -> ZStackBehavior { ZStackBehavior() }
    func update(_ behavior: ZStackBehavior) -> Invalidation { behavior.update(alignment: alignment) }
    func children(into list: inout ChildList) { list.append(content, key: .index(0)) }
}

/// SwiftUI's stack layout along one axis.
///
/// Each child is measured at its smallest and largest (proposing 0 and ∞ along the axis) once; the
/// difference is its flexibility. Children whose largest size fits in an equal share of the space get
/// it; the others are then offered space in order of increasing flexibility, each an equal share of
/// what is left, so rigid views (text) get what they need and flexible ones (spacers,
/// `frame(maxWidth: .infinity)`) share the rest. The flexibilities are computed before the sort, never
/// inside it, and every measurement goes through the node's size cache.
final class StackBehavior: NodeBehavior {
    struct Parameters: Equatable {
        var alignment: Int  // 0 leading/top, 1 center, 2 trailing/bottom
        var spacing: Int
    }

    let axis: Axis
    var parameters = Parameters(alignment: 1, spacing: 0)

    init(axis: Axis) {
        self.axis = axis
    }

    /// Takes the stack's alignment and spacing.
    func update(_ new: Parameters) -> Invalidation {
        if new == parameters { return [] }
        parameters = new
        return [.layout]
    }

    private var cross: Axis { axis == .horizontal ? .vertical : .horizontal }

    private func proposal(main: Int?, cross value: Int?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: main, height: value) : ProposedSize(width: value, height: main)
    }

    /// The sizes of the children for `proposal`, in child order.
    func childSizes(_ proposal: ProposedSize, children: [ViewNode]) -> [Size] {
        let n = children.count
        guard n > 0 else { return [] }
        for child in children { child.stackAxis = axis }
        let crossValue = proposal.value(along: cross).map(ProposedSize.normalized)
        guard let mainValue = proposal.value(along: axis).map(ProposedSize.normalized) else {
            return children.map { $0.size(for: self.proposal(main: nil, cross: crossValue)) }
        }
        if n == 1 {
            // Nothing to share: the only child gets the whole proposal (and no probing, which keeps
            // nests of single-child stacks at one measurement per level).
            return [children[0].size(for: self.proposal(main: mainValue, cross: crossValue))]
        }
        let available = mainValue == ProposedSize.infinity ? mainValue : max(0, mainValue - parameters.spacing * (n - 1))
        var flexibility = [Int](repeating: 0, count: n)
        var largest = [Int](repeating: 0, count: n)
        for (i, child) in children.enumerated() {
            let smallest = child.size(for: self.proposal(main: 0, cross: crossValue)).value(along: axis)
            largest[i] = child.size(for: self.proposal(main: ProposedSize.infinity, cross: crossValue)).value(along: axis)
            flexibility[i] = largest[i] - smallest
        }
        var sizes = [Size](repeating: .zero, count: n)
        var remaining = available
        var pending = Array(0..<n)
        // First, every child whose largest size fits in an equal share of what is left gets exactly that
        // (repeating while that frees space for the others): equally flexible views are not cut short
        // just because they come first.
        var satisfiedSome = true
        while satisfiedSome && !pending.isEmpty && remaining < ProposedSize.infinity / 2 {
            satisfiedSome = false
            let share = max(0, remaining / pending.count)
            var rest: [Int] = []
            for i in pending {
                if largest[i] <= share {
                    let size = children[i].size(for: self.proposal(main: largest[i], cross: crossValue))
                    sizes[i] = size
                    remaining -= size.value(along: axis)
                    satisfiedSome = true
                } else {
                    rest.append(i)
                }
            }
            pending = rest
        }
        // Then the rest, least flexible first, each offered an equal share of what is left.
        let order = pending.sorted { flexibility[$0] != flexibility[$1] ? flexibility[$0] < flexibility[$1] : $0 < $1 }
        var left = order.count
        for i in order {
            let share = remaining >= ProposedSize.infinity / 2 ? ProposedSize.infinity : max(0, remaining / left)
            let size = children[i].size(for: self.proposal(main: share, cross: crossValue))
            sizes[i] = size
            remaining -= size.value(along: axis)
            left -= 1
        }
        return sizes
    }

    override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        let sizes = childSizes(proposal, children: children)
        guard !sizes.isEmpty else { return .zero }
        let main = sizes.reduce(0) { $0 + $1.value(along: axis) } + parameters.spacing * (sizes.count - 1)
        let crossSize = sizes.map { $0.value(along: cross) }.max() ?? 0
        return Size(along: axis, main, across: crossSize)
    }

    override func place(in rect: Rect, children: [ViewNode]) {
        let sizes = childSizes(ProposedSize(rect.size), children: children)
        var offset = axis == .horizontal ? rect.minX : rect.minY
        let crossStart = axis == .horizontal ? rect.minY : rect.minX
        let crossLength = rect.size.value(along: cross)
        for (child, size) in zip(children, sizes) {
            let childCross = size.value(along: cross)
            let c = crossStart + max(0, (crossLength - childCross) * parameters.alignment / 2)
            let main = size.value(along: axis)
            let r = axis == .horizontal
                ? Rect(x: offset, y: c, width: main, height: childCross)
                : Rect(x: c, y: offset, width: childCross, height: main)
            child.place(in: r)
            offset += main + parameters.spacing
        }
    }
}

/// Overlays children aligned in the largest one's space.
final class ZStackBehavior: NodeBehavior {
    private var alignment = Alignment.center

    /// Takes the stack's alignment.
    func update(alignment new: Alignment) -> Invalidation {
        guard new != alignment else { return [] }
        alignment = new
        return [.layout]
    }

    override func place(in rect: Rect, children: [ViewNode]) {
        let proposal = ProposedSize(rect.size)
        for child in children {
            child.stackAxis = nil
            child.place(in: alignment.place(child.size(for: proposal), in: rect))
        }
    }
}

