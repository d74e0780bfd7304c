@_spi(ShojiRuntime) import ShojiCore

/// How a canvas blends colours, as SwiftUI's `ColorRenderingMode` (accepted).
public enum ColorRenderingMode: Hashable, Sendable {
    /// Non-linear sRGB.
    case nonLinear
    /// Linear sRGB.
    case linear
    /// Extended linear sRGB.
    case extendedLinear
}

/// A view you draw in with code, as SwiftUI's `Canvas`: fill and stroke paths and draw text into a
/// ``GraphicsContext`` sized as the view.
///
/// ```swift
/// Canvas { context, size in
///     var line = Path()
///     for (i, value) in samples.enumerated() {
///         let point = CGPoint(x: size.width * CGFloat(i) / CGFloat(samples.count - 1), y: size.height * (1 - value))
///         i == 0 ? line.move(to: point) : line.addLine(to: point)
///     }
///     context.stroke(line, with: .color(.green))
/// }
/// .frame(height: 48)
/// ```
///
/// The canvas takes all the space it is offered. The renderer runs whenever the canvas is drawn (after the
/// view that made it ran again, or when the screen under it is repainted), with the values it captured.
public struct Canvas<Symbols: View>: View {
    let renderer: @MainActor (inout GraphicsContext, CGSize) -> Void
    let symbols: Symbols

    /// A canvas drawn by `renderer`.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping @MainActor (inout GraphicsContext, CGSize) -> Void
    ) where Symbols == EmptyView {
        self.renderer = renderer
        self.symbols = EmptyView()
    }

    /// A canvas drawn by `renderer` (the symbols are accepted and not shown).
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping @MainActor (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.renderer = renderer
        self.symbols = symbols()
    }

    public var body: Never { primitiveBody(Self.self) }
}

@_spi(ShojiRuntime) extension Canvas: PrimitiveView {
    public func makeBehavior() -> CanvasBehavior { CanvasBehavior() }
    public func update(_ behavior: CanvasBehavior) -> Invalidation {
        behavior.renderer = renderer
        return .paint
    }
    public func children(into list: inout ChildList) {}
}

/// Takes the space offered and runs the canvas's renderer when drawn.
@_spi(ShojiRuntime) public final class CanvasBehavior: NodeBehavior {
    var renderer: (@MainActor (inout GraphicsContext, CGSize) -> Void)?

    @_spi(ShojiRuntime) public override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        // All that is offered, as a shape: without end when offered without end, so a stack measures the
        // canvas as flexible and gives it what its rigid siblings leave (it used to say one cell, and an
        // HStack of a canvas and a fixed-width view gave the canvas one column). A row or a column when
        // nothing is offered (the ideal size).
        func length(_ offered: Int?) -> Int { offered.map { max(0, ProposedSize.normalized($0)) } ?? 1 }
        return Size(width: length(proposal.width), height: length(proposal.height))
    }

    @_spi(ShojiRuntime) public override func draw(in canvas: CellCanvas) {
        guard let renderer else { return }
        var context = GraphicsContext(canvas: canvas, frame: node.frame, environment: node.environment)
        renderer(&context, context.size)
    }
}
