@_spi(ShojiRuntime) import ShojiCore

/// Makes a view a Tab stop of its own (`.focusable()`), for views that handle keys with `onKeyPress`.
public struct FocusableModifier: ViewModifier, Equatable {
    public typealias Body = Never
    let isFocusable: Bool
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { FocusableBehavior(self) }
}

/// A focusable wrapper: lays out like its content and shows focus by underlining it.
final class FocusableBehavior: ModifierBehavior<FocusableModifier> {
    override var canTakeFocus: Bool { true }
    override var isFocusable: Bool { modifier.isFocusable && node.environment.isEnabled }

    override func changes(from old: FocusableModifier, to new: FocusableModifier) -> Invalidation {
        old == new ? [] : [.paint]
    }

    override func place(in rect: Rect, children: [ViewNode]) {
        for child in children { child.place(in: rect) }
    }

    override func drawOverlay(in canvas: CellCanvas) {
        if isFocused { canvas.restyle(node.frame) { $0.attributes.insert(.reverse) } }
    }
}

extension View {
    /// Makes the view focusable (a Tab stop, shown in reverse video while focused), so its `onKeyPress`
    /// handlers get keys.
    public func focusable(_ isFocusable: Bool = true) -> ModifiedContent<Self, FocusableModifier> {
        modifier(FocusableModifier(isFocusable: isFocusable))
    }
}

@_spi(ShojiRuntime) extension FocusableModifier: PrimitiveModifier {}
