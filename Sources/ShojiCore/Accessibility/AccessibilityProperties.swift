/// What one accessibility modifier says about a view; a chain of them is merged into an element.
@_spi(ShojiRuntime) public struct AccessibilityProperties {
    @_spi(ShojiRuntime) public var label: String?
    @_spi(ShojiRuntime) public var value: String?
    @_spi(ShojiRuntime) public var hint: String?
    @_spi(ShojiRuntime) public var identifier: String?
    @_spi(ShojiRuntime) public var addedTraits: AccessibilityTraits = []
    @_spi(ShojiRuntime) public var removedTraits: AccessibilityTraits = []
    @_spi(ShojiRuntime) public var hidden: Bool?
    @_spi(ShojiRuntime) public var sortPriority: Double?
    @_spi(ShojiRuntime) public var children: AccessibilityChildBehavior?
    @_spi(ShojiRuntime) public var actions: [(kind: AccessibilityActionKind, handler: () -> Void)] = []

    @_spi(ShojiRuntime) public init() {}

    /// These properties with `inner`'s (those of a modifier nearer the view) taking precedence.
    @_spi(ShojiRuntime) public func merged(with inner: AccessibilityProperties) -> AccessibilityProperties {
        var result = self
        result.label = inner.label ?? label
        result.value = inner.value ?? value
        result.hint = inner.hint ?? hint
        result.identifier = inner.identifier ?? identifier
        result.addedTraits = addedTraits.union(inner.addedTraits).subtracting(inner.removedTraits)
        result.removedTraits = removedTraits.union(inner.removedTraits)
        result.hidden = inner.hidden ?? hidden
        result.sortPriority = inner.sortPriority ?? sortPriority
        result.children = inner.children ?? children
        result.actions = inner.actions + actions
        return result
    }

    /// What the status line says for a focused view with these properties: "label: value — hint".
    @_spi(ShojiRuntime) public var spoken: String? {
        guard hidden != true else { return nil }
        var text = label ?? ""
        if let value, !value.isEmpty { text += text.isEmpty ? value : ": " + value }
        if let hint, !hint.isEmpty { text += text.isEmpty ? hint : " — " + hint }
        return text.isEmpty ? nil : text
    }
}
