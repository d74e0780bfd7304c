@_spi(ShojiRuntime) import ShojiCore

/// A shape with its paint: what `Rectangle().fill(.blue)` or `Circle().stroke(.red)` produce.
public struct ShapeView: View, Equatable {
    /// How the shape is painted.
    enum Paint: Equatable {
        /// The foreground style, as a solid block (a shape on its own).
        case foreground
        /// A color as the cells' background (`nil`: the foreground style).
        case fill(Color?)
        /// The outline in line characters.
        case stroke(Color?, heavy: Bool)
        /// Filled with a gradient, each cell the color at its centre.
        case gradient(_TerminalGradient)
    }

    let outline: ShapeOutline
    let paint: Paint

    public var body: Never { primitiveBody(Self.self) }
}

@_spi(ShojiRuntime) extension ShapeView: PrimitiveView {
    public func makeBehavior() -> ShapeBehavior { ShapeBehavior() }
    public func update(_ behavior: ShapeBehavior) -> Invalidation { behavior.update(self) }
    public func children(into list: inout ChildList) {}
}

/// Lays out and draws a ``ShapeView``: it takes the whole proposal (1 × 1 when asked for its ideal size).
@_spi(ShojiRuntime) public final class ShapeBehavior: NodeBehavior {
    private var shape: ShapeView?

    func update(_ new: ShapeView) -> Invalidation {
        guard new != shape else { return [] }
        shape = new
        return [.paint]
    }

    @_spi(ShojiRuntime) public override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        Size(
            width: proposal.width.map { max(0, ProposedSize.normalized($0)) } ?? 1,
            height: proposal.height.map { max(0, ProposedSize.normalized($0)) } ?? 1)
    }

    @_spi(ShojiRuntime) public override func draw(in canvas: CellCanvas) {
        guard let shape else { return }
        let frame = node.frame
        guard !frame.isEmpty else { return }
        let foreground = node.environment.textStyle.foreground
        switch shape.paint {
        case .foreground, .fill(nil):
            if let color = foreground, color != .primary {
                canvas.fill(frame, style: CellStyle(background: color))
            } else {
                // The default foreground has no color to use as a background: reverse video shows it.
                canvas.fill(frame, style: CellStyle(attributes: [.reverse]))
            }
        case .fill(let color?):
            if color != .clear { canvas.fill(frame, style: CellStyle(background: color)) }
        case .gradient(let gradient):
            canvas.fill(frame, gradient: gradient)
        case .stroke(let color, let heavy):
            let style = CellStyle(foreground: color ?? foreground)
            guard frame.width >= 2, frame.height >= 2 else {
                canvas.fill(frame, with: frame.height == 1 ? (heavy ? "━" : "─") : (heavy ? "┃" : "│"), style: style)
                return
            }
            let corners: (Character, Character, Character, Character) =
                heavy
                ? ("┏", "┓", "┗", "┛")
                : shape.outline == .rounded ? ("╭", "╮", "╰", "╯") : ("┌", "┐", "└", "┘")
            canvas.strokeBox(
                frame, horizontal: heavy ? "━" : "─", vertical: heavy ? "┃" : "│", corners: corners, style: style)
        }
    }
}
