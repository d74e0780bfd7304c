/// Makes a view respond to a click, and — so that it works without a mouse — makes it focusable:
/// Enter or Space on the focused view performs the action too.
public struct TapGestureModifier: ViewModifier, PrimitiveModifier  {
    public typealias Body = Never
    let count: Int
    let action: @MainActor () -> Void
    func makeBehavior() -> NodeBehavior { TapGestureBehavior() }
}

final class TapGestureBehavior: ModifierBehavior<TapGestureModifier> {
    override func changes(from old: TapGestureModifier, to new: TapGestureModifier) -> Invalidation { [] }

    override var canTakeFocus: Bool { true }

    override func drawOverlay(in canvas: Canvas) {
        if isFocused { canvas.restyle(node.frame) { $0.attributes.insert(.reverse) } }
    }

    override func handleKey(_ key: KeyPress) -> Bool {
        key.isActivation ? activate() : false
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        event.kind == .click ? activate() : false
    }

    override func activate() -> Bool {
        guard node.environment.isEnabled, let action = modifier?.action else { return false }
        action()
        return true
    }
}

extension View {
    /// Performs `action` when the view is clicked, or when it is focused and Enter or Space is pressed.
    public func onTapGesture(count: Int = 1, perform action: @escaping @MainActor () -> Void) -> ModifiedContent<Self, TapGestureModifier> {
        modifier(TapGestureModifier(count: count, action: action))
    }
}
