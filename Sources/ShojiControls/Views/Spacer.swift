@_spi(ShojiRuntime) import ShojiCore

/// Flexible empty space that grows along the axis of the stack it is in (in both directions elsewhere).
public struct Spacer: View, Equatable, Sendable {
    /// The least space it takes, in points along the stack's axis (`nil`: none).
    public var minLength: Double?

    /// Creates a spacer.
    public init(minLength: Double? = nil) {
        self.minLength = minLength
    }

    public var body: Never { primitiveBody(Self.self) }
}

@_spi(ShojiRuntime) extension Spacer: PrimitiveView {
    public func makeBehavior() -> NodeBehavior { SpacerBehavior() }
    public func children(into list: inout ChildList) {}
}

final class SpacerBehavior: NodeBehavior {
    private var minLength: Double?

    override func update(from view: any View) -> Invalidation {
        guard let spacer = view as? Spacer, spacer.minLength != minLength else { return [] }
        minLength = spacer.minLength
        return [.layout]
    }

    override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        guard let axis = node.stackAxis else {
            return Size(width: proposal.width ?? 0, height: proposal.height ?? 0)
        }
        let minimum = minLength.map { CellMetrics.cells($0, along: axis) } ?? 0
        let main = max(minimum, proposal.value(along: axis) ?? minimum)
        return Size(along: axis, main, across: 0)
    }
}
