@_spi(ShojiRuntime) import ShojiCore

/// A thin line: horizontal (`─`) in a vertical stack or on its own, vertical (`│`) in a horizontal
/// stack. It fills the width (or height) it is offered.
public struct Divider: View, Equatable, Sendable {
    /// Creates a divider.
    public init() {}
    public var body: Never { primitiveBody(Self.self) }
}

@_spi(ShojiRuntime) extension Divider: PrimitiveView {
    public func makeBehavior() -> NodeBehavior { DividerBehavior() }
    public func children(into list: inout ChildList) {}
}

final class DividerBehavior: NodeBehavior {
    override func update(from view: any View) -> Invalidation { [] }

    private var isVertical: Bool { node.stackAxis == .horizontal }

    override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        if isVertical { return Size(width: 1, height: min(proposal.height ?? 1, ProposedSize.infinity - 1)) }
        return Size(width: min(proposal.width ?? 1, ProposedSize.infinity - 1), height: 1)
    }

    override func draw(in canvas: CellCanvas) {
        let f = node.frame
        var style = CellStyle()
        style.attributes = [.dim]
        if isVertical {
            canvas.fill(Rect(x: f.minX, y: f.minY, width: min(f.width, 1), height: f.height), with: "│", style: style)
        } else {
            canvas.fill(Rect(x: f.minX, y: f.minY, width: f.width, height: min(f.height, 1)), with: "─", style: style)
        }
    }
}
