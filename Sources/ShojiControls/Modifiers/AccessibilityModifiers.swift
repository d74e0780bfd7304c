import Foundation
@_spi(ShojiRuntime) import ShojiCore

/// What an accessibility modifier attaches to a view: its label, value, hint, identifier, traits, actions.
///
/// A terminal has no screen reader API, so the properties serve two readers: `TestHost` finds a view by its
/// label or identifier (``TestHost/element(identifier:)``), as UI tests do, and the status line (the bottom
/// row) reads a focused control's label, value and hint.
public struct AccessibilityAttachmentModifier: ViewModifier {
    public typealias Body = Never
    let properties: AccessibilityProperties
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { AccessibilityBehavior(self) }
}

@_spi(ShojiRuntime) extension AccessibilityAttachmentModifier: PrimitiveModifier {}

/// Keeps the properties on the node; draws nothing.
final class AccessibilityBehavior: ModifierBehavior<AccessibilityAttachmentModifier> {
    override var isTransparent: Bool { true }
    override var providesStatusText: Bool { true }
    override var accessibility: AccessibilityProperties? { modifier.properties }

    /// The label, value and hint of the chain of accessibility modifiers this one is the innermost of.
    override var statusText: String? {
        if let child = node.children.first, child.behavior.accessibility != nil { return nil }
        var merged = modifier.properties
        var outer = node.parent
        while let current = outer, let properties = current.behavior.accessibility {
            merged = properties.merged(with: merged)
            outer = current.parent
        }
        return merged.spoken.map { TextSanitizer.sanitize($0) }
    }

    override func changes(
        from old: AccessibilityAttachmentModifier, to new: AccessibilityAttachmentModifier
    ) -> Invalidation { [] }
}

extension View {
    private func accessibility(_ change: (inout AccessibilityProperties) -> Void) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        var properties = AccessibilityProperties()
        change(&properties)
        return modifier(AccessibilityAttachmentModifier(properties: properties))
    }

    /// Labels the view for assistive technology (and the status line, while it has focus).
    public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.label = label.string }
    }

    /// Labels the view for assistive technology (and the status line, while it has focus).
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibility { $0.label = labelKey.key }
    }

    /// Labels the view for assistive technology (and the status line, while it has focus).
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibility { $0.label = String(label) }
    }

    /// Describes the view's value ("3 of 5"), read after its label.
    public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibility { $0.value = valueDescription.string }
    }

    /// Describes the view's value ("3 of 5"), read after its label.
    public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibility { $0.value = valueKey.key }
    }

    /// Describes the view's value ("3 of 5"), read after its label.
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibility { $0.value = String(value) }
    }

    /// Says what happens when the view is activated, read after its label and value.
    public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.hint = hint.string }
    }

    /// Says what happens when the view is activated, read after its label and value.
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibility { $0.hint = hintKey.key }
    }

    /// Says what happens when the view is activated, read after its label and value.
    @_disfavoredOverload
    public func accessibilityHint<S: StringProtocol>(_ hint: S) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibility { $0.hint = String(hint) }
    }

    /// Names the view for tests (``TestHost/element(identifier:)``, ``TestHost/click(identifier:)``).
    public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibility { $0.identifier = identifier }
    }

    /// Adds traits (`.isButton`, `.isHeader`, …).
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibility { $0.addedTraits = traits }
    }

    /// Removes traits.
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibility { $0.removedTraits = traits }
    }

    /// Hides the view (and what is inside it) from assistive technology.
    public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.hidden = hidden }
    }

    /// Makes the view one element: its children are ignored, contained or combined into its label.
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibility { $0.children = children }
    }

    /// Orders the element ahead of those with a lower priority.
    public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibility { $0.sortPriority = sortPriority }
    }

    /// Adds an action assistive technology can perform (``TestHost/performAccessibilityAction(_:identifier:)``).
    public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.actions = [(actionKind, handler)] }
    }

    /// Adds a named action.
    public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<
        Self, AccessibilityAttachmentModifier
    > {
        accessibility { $0.actions = [(AccessibilityActionKind(named: name.string), handler)] }
    }

    /// Adds a named action.
    public func accessibilityAction(named nameKey: LocalizedStringKey, _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibility { $0.actions = [(AccessibilityActionKind(named: nameKey.key), handler)] }
    }

    /// Adds a named action.
    @_disfavoredOverload
    public func accessibilityAction<S: StringProtocol>(named name: S, _ handler: @escaping () -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibility { $0.actions = [(AccessibilityActionKind(named: String(name)), handler)] }
    }

    /// Adds increment and decrement actions (`"increment"`, `"decrement"`).
    public func accessibilityAdjustableAction(_ handler: @escaping (AccessibilityAdjustmentDirection) -> Void)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibility {
            $0.actions = [
                (AccessibilityActionKind(named: "increment"), { handler(.increment) }),
                (AccessibilityActionKind(named: "decrement"), { handler(.decrement) }),
            ]
        }
    }

    /// Marks the view as a heading (accepted: the level is not kept).
    public func accessibilityHeading<Level>(_ level: Level) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility { $0.addedTraits = .isHeader }
    }

    /// Other names for voice input (accepted: a terminal has none).
    public func accessibilityInputLabels(_ inputLabels: [Text]) -> Self { self }

    /// Whether the element responds to user interaction (accepted).
    public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true) -> Self { self }

    /// Describes the view: the iOS 13 spelling of `accessibilityLabel(_:)` and the others.
    public func accessibility(
        label: Text? = nil, value: Text? = nil, hint: Text? = nil, hidden: Bool? = nil, identifier: String? = nil,
        addTraits: AccessibilityTraits = [], removeTraits: AccessibilityTraits = [], sortPriority: Double? = nil
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibility {
            $0.label = label?.string
            $0.value = value?.string
            $0.hint = hint?.string
            $0.hidden = hidden
            $0.identifier = identifier
            $0.addedTraits = addTraits
            $0.removedTraits = removeTraits
            $0.sortPriority = sortPriority
        }
    }
}
