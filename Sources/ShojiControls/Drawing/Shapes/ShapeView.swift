import Foundation
@_spi(ShojiRuntime) import ShojiCore

/// A shape with its paint: what `Rectangle().fill(.blue)` or `Circle().stroke(.red)` produce.
public struct ShapeView: View, Equatable {
    /// How the shape is painted.
    enum Paint: Equatable {
        /// The foreground style, as a solid block (a shape on its own).
        case foreground
        /// A color as the cells' background (`nil`: the foreground style).
        case fill(Color?)
        /// The outline (`nil`: in the foreground style).
        case stroke(Color?, StrokeStyle)
        /// The outline in a gradient, each cell the colour at its centre.
        case gradientStroke(_TerminalGradient, StrokeStyle)
        /// Filled with a gradient, each cell the color at its centre.
        case gradient(_TerminalGradient)
    }

    let outline: ShapeOutline
    let paint: Paint
    /// The shape's path in a rectangle, for shapes drawn from their path.
    let path: @MainActor (CGRect) -> Path
    /// A rotation about the frame's centre (shapes drawn from their path only).
    var rotation = Angle.zero

    init<S: Shape>(_ shape: S, paint: Paint) {
        outline = shape.cellOutline
        self.paint = paint
        path = { shape.path(in: $0) }
    }

    public var body: Never { primitiveBody(Self.self) }

    /// Two shape views drawn from paths are never equal (a path is not compared): they are redrawn when their
    /// parent's body runs again.
    public nonisolated static func == (lhs: ShapeView, rhs: ShapeView) -> Bool {
        lhs.outline == rhs.outline && lhs.paint == rhs.paint && lhs.rotation == rhs.rotation && lhs.outline != .path
    }

    /// Rotates the shape by `angle` about `anchor`: a shape drawn from its path turns (a progress ring's
    /// `.rotationEffect(.degrees(-90))` starts it at the top); a box of line characters stays as it is.
    public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> ShapeView {
        var copy = self
        copy.rotation = Angle(radians: rotation.radians + angle.radians)
        return copy
    }
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
        let curveInBraille = shape.outline == .oval && shape.paint.isStroke && frame.width >= 4 && frame.height >= 2
        if shape.outline == .path || curveInBraille || (shape.rotation != .zero && shape.paint.isStroke) {
            drawPath(shape, in: canvas, frame: frame)
            return
        }
        let foreground = node.environment.textStyle.foreground
        switch shape.paint {
        case .foreground, .fill(nil):
            fillForeground(foreground, frame: frame, in: canvas)
        case .fill(let color?):
            if color != .clear { canvas.fill(frame, style: CellStyle(background: color)) }
        case .gradient(let gradient):
            canvas.fill(frame, gradient: gradient)
        case .stroke, .gradientStroke:
            drawBox(shape, frame: frame, foreground: foreground, in: canvas)
        }
    }

    /// A box outline of line characters (a gradient's outline takes its middle colour).
    private func drawBox(_ shape: ShapeView, frame: Rect, foreground: Color?, in canvas: CellCanvas) {
        let style: StrokeStyle
        let color: Color?
        switch shape.paint {
        case .stroke(let strokeColor, let strokeStyle): (color, style) = (strokeColor, strokeStyle)
        case .gradientStroke(let gradient, let strokeStyle): (color, style) = (gradient.at(0.5), strokeStyle)
        case .foreground, .fill, .gradient: return
        }
        let heavy = style.lineWidth > 1
        let cellStyle = CellStyle(foreground: color ?? foreground)
        guard frame.width >= 2, frame.height >= 2 else {
            canvas.fill(frame, with: frame.height == 1 ? (heavy ? "━" : "─") : (heavy ? "┃" : "│"), style: cellStyle)
            return
        }
        canvas.strokeBox(
            frame, horizontal: heavy ? "━" : "─", vertical: heavy ? "┃" : "│",
            corners: Self.corners(shape.outline, heavy: heavy), style: cellStyle)
    }

    private func fillForeground(_ foreground: Color?, frame: Rect, in canvas: CellCanvas) {
        if let color = foreground, color != .primary {
            canvas.fill(frame, style: CellStyle(background: color))
        } else {
            // The default foreground has no color to use as a background: reverse video shows it.
            canvas.fill(frame, style: CellStyle(attributes: [.reverse]))
        }
    }

    /// A shape drawn from its path: filled cell by cell (each cell whose centre is inside), stroked in braille.
    private func drawPath(_ shape: ShapeView, in canvas: CellCanvas, frame: Rect) {
        let context = GraphicsContext(canvas: canvas, frame: frame, environment: node.environment)
        let bounds = CGRect(origin: .zero, size: context.size)
        var path = shape.path(bounds)
        if shape.rotation != .zero {
            path = path.rotated(by: shape.rotation, around: CGPoint(x: bounds.midX, y: bounds.midY))
        }
        switch shape.paint {
        case .foreground, .fill(nil):
            context.fill(path, with: .foreground)
        case .fill(let color?):
            if color != .clear { context.fill(path, with: .color(color)) }
        case .gradient(let gradient):
            context.fill(path, gradient: gradient)
        case .stroke(let color, let style):
            context.stroke(path, with: color.map { .color($0) } ?? .foreground, style: style)
        case .gradientStroke(let gradient, let style):
            context.stroke(path, gradient: gradient, style: style)
        }
    }

    /// The corner characters of a box outline.
    private static func corners(_ outline: ShapeOutline, heavy: Bool) -> (Character, Character, Character, Character) {
        if heavy { return ("┏", "┓", "┗", "┛") }
        switch outline {
        case .square, .path: return ("┌", "┐", "└", "┘")
        case .rounded, .oval: return ("╭", "╮", "╰", "╯")
        case .corners(let topLeading, let topTrailing, let bottomLeading, let bottomTrailing):
            return (
                topLeading ? "╭" : "┌", topTrailing ? "╮" : "┐", bottomLeading ? "╰" : "└", bottomTrailing ? "╯" : "┘"
            )
        }
    }
}

extension ShapeView.Paint {
    /// Whether this paint draws the outline.
    var isStroke: Bool {
        switch self {
        case .stroke, .gradientStroke: return true
        case .foreground, .fill, .gradient: return false
        }
    }
}
