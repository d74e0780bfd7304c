@_spi(ShojiRuntime) import ShojiCore

/// Draws a box around a view.
///
/// SwiftUI draws a border inside the view's frame, over its content. A terminal line takes whole
/// cells, and drawing it over the content would hide the content's outer characters, so in Shoji the
/// border takes one cell on each side: the view grows by 2 columns and 2 rows.
public struct BorderModifier: ViewModifier, Equatable {
    public typealias Body = Never
    let color: Color
    let heavy: Bool
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { BorderBehavior(self) }
}

final class BorderBehavior: ModifierBehavior<BorderModifier> {
    private let insets = CellInsets(top: 1, leading: 1, bottom: 1, trailing: 1)

    override func changes(from old: BorderModifier, to new: BorderModifier) -> Invalidation {
        old == new ? [] : [.paint]
    }

    override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        let inner = super.sizeThatFits(proposal.inset(by: insets), children: children)
        return Size(width: inner.width + 2, height: inner.height + 2)
    }

    override func place(in rect: Rect, children: [ViewNode]) {
        super.place(in: rect.inset(by: insets), children: children)
    }

    override func draw(in canvas: CellCanvas) {
        let m = modifier
        let f = node.frame
        guard f.width >= 2, f.height >= 2 else { return }
        let style = CellStyle(foreground: m.color)
        if m.heavy {
            canvas.strokeBox(f, horizontal: "━", vertical: "┃", corners: ("┏", "┓", "┗", "┛"), style: style)
        } else {
            canvas.strokeBox(f, horizontal: "─", vertical: "│", corners: ("┌", "┐", "└", "┘"), style: style)
        }
    }
}

extension View {
    /// Draws a box around the view, one cell outside its content (a width over 1 point draws heavy lines).
    public func border<S: ShapeStyle>(_ content: S, width: Double = 1) -> ModifiedContent<Self, BorderModifier> {
        modifier(BorderModifier(color: content._terminalColor ?? .primary, heavy: width > 1))
    }
}

@_spi(ShojiRuntime) extension BorderModifier: PrimitiveModifier {}
