@_spi(ShojiRuntime) import ShojiCore

/// Makes a view respond to a click, and — so that it works without a mouse — makes it focusable:
/// Enter or Space on the focused view performs the action too.
public struct TapGestureModifier: ViewModifier {
    public typealias Body = Never
    let count: Int
    let action: () -> Void
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { TapGestureBehavior(self) }
}

final class TapGestureBehavior: ModifierBehavior<TapGestureModifier>, ActionForwarding {
    private var forwarded: (() -> Void)?

    /// The action. (Not `forwarded ?? modifier?.action`: the generic `??` would wrap the closure in a
    /// new reabstraction thunk, and ``ClosureForwarding`` could no longer recognise it.)
    var actionClosure: (() -> Void)? {
        get {
            if let forwarded { return forwarded }
            return modifier.action
        }
        set { forwarded = newValue }
    }

    override func update(from view: any View) -> Invalidation {
        forwarded = nil
        return super.update(from: view)
    }

    override func changes(from old: TapGestureModifier, to new: TapGestureModifier) -> Invalidation { [] }

    override var canTakeFocus: Bool { true }

    /// The view it wraps may be moved (`.offset`) outside this node's frame: it is drawn there.
    override var clipsChildren: Bool { false }

    override func drawOverlay(in canvas: CellCanvas) {
        if isFocused { canvas.restyle(node.frame) { $0.attributes.insert(.reverse) } }
    }

    override func handleKey(_ key: KeyPress) -> Bool {
        key.isActivation ? activate() : false
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        event.kind == .click ? activate() : false
    }

    override func activate() -> Bool {
        guard node.environment.isEnabled, let action = actionClosure else { return false }
        action()
        return true
    }
}

extension View {
    /// Performs `action` when the view is clicked, or when it is focused and Enter or Space is pressed.
    public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> ModifiedContent<
        Self, TapGestureModifier
    > {
        modifier(TapGestureModifier(count: count, action: action))
    }
}

@_spi(ShojiRuntime) extension TapGestureModifier: PrimitiveModifier {}
