@_spi(ShojiRuntime) import ShojiCore

/// Runs an action for a key that the focused view and its ancestors below this one did not use:
/// `.onDeleteCommand` (Delete or Backspace) and `.onKeyPress`.
public struct KeyCommandModifier: ViewModifier {
    public typealias Body = Never
    let matches: @MainActor (KeyPress) -> Bool
    let action: @MainActor () -> Bool
    /// Whether the handler sees a key before the view it is attached to (`.onKeyPress`, as in SwiftUI);
    /// otherwise it gets what the view left unused.
    var seesKeysFirst = false
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { KeyCommandBehavior(self) }
}

final class KeyCommandBehavior: ModifierBehavior<KeyCommandModifier> {
    override var isTransparent: Bool { true }
    override func changes(from old: KeyCommandModifier, to new: KeyCommandModifier) -> Invalidation { [] }
    override var seesKeysBeforeItsContent: Bool { modifier.seesKeysFirst }

    override func handleKey(_ key: KeyPress) -> Bool {
        guard node.environment.isEnabled, modifier.matches(key) else { return false }
        return modifier.action()
    }
}

extension View {
    /// Runs `action` when Delete or Backspace reaches this view unused (deleting the selection of a list).
    public func onDeleteCommand(perform action: (() -> Void)?) -> ModifiedContent<Self, KeyCommandModifier> {
        modifier(
            KeyCommandModifier(
                matches: { $0.key == .backspace || $0.key == .delete },
                action: {
                    guard let action else { return false }
                    action()
                    return true
                }))
    }

    /// Runs `action` when `key` is pressed with focus in this view; return `.ignored` to pass it on. On a
    /// focused view itself (a `List`), it sees the key before the view does, as in SwiftUI.
    public func onKeyPress(_ key: KeyEquivalent, action: @escaping () -> KeyPress.Result) -> ModifiedContent<
        Self, KeyCommandModifier
    > {
        modifier(
            KeyCommandModifier(
                matches: { $0.key == key.key }, action: { action() == .handled }, seesKeysFirst: true))
    }

    /// Runs `action` when any of `characters` is typed with focus in this view; on a focused view itself,
    /// before the view sees it.
    public func onKeyPress(characters: Set<Character>, action: @escaping (KeyPress) -> KeyPress.Result)
        -> ModifiedContent<Self, KeyCommandModifier>
    {
        nonisolated(unsafe) var last: KeyPress?
        return modifier(
            KeyCommandModifier(
                matches: { key in
                    if case .character(let c) = key.key, characters.contains(c) {
                        last = key
                        return true
                    }
                    return false
                }, action: { last.map { action($0) == .handled } ?? false }, seesKeysFirst: true))
    }
}

/// The primary action of a list's selection (Enter, double-click), and its context menu, as in
/// SwiftUI's `contextMenu(forSelectionType:menu:primaryAction:)`. Enter on a list with a primary action
/// runs it for the selected rows instead of activating the row's first control (Space still does that).
/// The menu is not shown (a terminal has no right-click menu in Shoji yet).
public struct SelectionPrimaryActionModifier: ViewModifier {
    public typealias Body = Never
    let run: @MainActor (Any) -> Void
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { SelectionPrimaryActionBehavior(self) }
}

final class SelectionPrimaryActionBehavior: ModifierBehavior<SelectionPrimaryActionModifier> {
    override var isTransparent: Bool { true }
    override func changes(from old: SelectionPrimaryActionModifier, to new: SelectionPrimaryActionModifier)
        -> Invalidation
    { [] }

    override func modifyEnvironment(_ environment: inout EnvironmentValues) {
        environment.listPrimaryAction = ListPrimaryAction(run: modifier.run)
    }
}

/// Set by `contextMenu(forSelectionType:menu:primaryAction:)`, read by `List`.
struct ListPrimaryAction {
    let run: @MainActor (Any) -> Void
}

private struct ListPrimaryActionKey: EnvironmentKey { static let defaultValue: ListPrimaryAction? = nil }

extension EnvironmentValues {
    var listPrimaryAction: ListPrimaryAction? {
        get { self[ListPrimaryActionKey.self] }
        set { self[ListPrimaryActionKey.self] = newValue }
    }
}

extension View {
    /// Gives a list's selection a primary action (Enter), as SwiftUI's macOS lists have. `menu` is accepted
    /// for source compatibility and not shown.
    public func contextMenu<I: Hashable, M: View>(
        forSelectionType itemType: I.Type = I.self,
        @ViewBuilder menu: @escaping (Set<I>) -> M,
        primaryAction: ((Set<I>) -> Void)? = nil
    ) -> ModifiedContent<Self, SelectionPrimaryActionModifier> {
        modifier(
            SelectionPrimaryActionModifier(run: { ids in
                if let set = ids as? Set<I> { primaryAction?(set) }
            }))
    }
}

@_spi(ShojiRuntime) extension KeyCommandModifier: PrimitiveModifier {}
@_spi(ShojiRuntime) extension SelectionPrimaryActionModifier: PrimitiveModifier {}
