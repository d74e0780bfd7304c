@_spi(ShojiRuntime) import ShojiCore

/// Fills a view's frame with a color, under its content.
public struct BackgroundModifier: ViewModifier, Equatable {
    public typealias Body = Never
    let color: Color
    /// A gradient drawn instead of the color, cell by cell.
    var gradient: _TerminalGradient? = nil
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { BackgroundBehavior(self) }
}

final class BackgroundBehavior: ModifierBehavior<BackgroundModifier> {
    override func changes(from old: BackgroundModifier, to new: BackgroundModifier) -> Invalidation {
        old == new ? [] : [.paint]
    }

    override func place(in rect: Rect, children: [ViewNode]) {
        for child in children { child.place(in: rect) }
    }

    override func draw(in canvas: CellCanvas) {
        if let gradient = modifier.gradient {
            canvas.fill(node.frame, gradient: gradient)
            return
        }
        let color = modifier.color
        guard color != .clear else { return }
        canvas.fill(node.frame, style: CellStyle(background: color))
    }
}

extension View {
    /// Fills the view's frame with a color behind its content.
    public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> ModifiedContent<
        Self, BackgroundModifier
    > {
        modifier(BackgroundModifier(color: style._terminalColor ?? .clear, gradient: style._terminalGradient))
    }
}

@_spi(ShojiRuntime) extension BackgroundModifier: PrimitiveModifier {}
