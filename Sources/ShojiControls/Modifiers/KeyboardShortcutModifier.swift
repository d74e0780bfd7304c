@_spi(ShojiRuntime) import ShojiCore

/// Gives the first control inside a view (its `Button`, `Toggle`…) a keyboard shortcut.
///
/// The shortcut works wherever the focus is, once the focused view and its ancestors have not used the
/// key (a text field keeps the letters typed into it). While a modal sheet or alert is shown, only
/// shortcuts inside it work. A disabled control's shortcut does nothing.
public struct KeyboardShortcutModifier: ViewModifier {
    public typealias Body = Never
    let shortcut: KeyboardShortcut?
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { KeyboardShortcutBehavior(self) }
}

final class KeyboardShortcutBehavior: ModifierBehavior<KeyboardShortcutModifier> {
    override var isTransparent: Bool { true }
    override func changes(from old: KeyboardShortcutModifier, to new: KeyboardShortcutModifier) -> Invalidation { [] }

    /// The shortcut, or `nil` when the view passed `nil` (no shortcut).
    override var keyboardShortcut: KeyboardShortcut? { modifier.shortcut }

    override func didMount() { node.graph.shortcuts.register(node) }
    override func willUnmount() { node.graph.shortcuts.unregister(node) }
}

extension View {
    /// Performs the action of the first control in this view when `key` is pressed with `modifiers`
    /// (`.command` is Control on a terminal; see ``EventModifiers``).
    public func keyboardShortcut(_ key: KeyEquivalent, modifiers: EventModifiers = .command) -> ModifiedContent<
        Self, KeyboardShortcutModifier
    > {
        modifier(KeyboardShortcutModifier(shortcut: KeyboardShortcut(key, modifiers: modifiers)))
    }

    /// Performs the action of the first control in this view when `shortcut` is pressed
    /// (``KeyboardShortcut/defaultAction`` is Return, ``KeyboardShortcut/cancelAction`` Escape).
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> ModifiedContent<Self, KeyboardShortcutModifier> {
        modifier(KeyboardShortcutModifier(shortcut: shortcut))
    }

    /// Like ``keyboardShortcut(_:)-(KeyboardShortcut)``; `nil` gives no shortcut.
    public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> ModifiedContent<Self, KeyboardShortcutModifier> {
        modifier(KeyboardShortcutModifier(shortcut: shortcut))
    }
}

@_spi(ShojiRuntime) extension KeyboardShortcutModifier: PrimitiveModifier {}
