extension ViewNode {
    /// The value of the trait `key` that this child carries for its container, and the node that set it:
    /// the node itself, else the first node down its chain of single children that sets it, going on only
    /// through nodes that pass traits through (``NodeBehavior/passesTraitsThrough``). `nil` when none
    /// does. The outermost setting wins, as in SwiftUI (`.tag(1).tag(2)` is tagged 2).
    @_spi(ShojiRuntime) public func trait(_ key: ObjectIdentifier) -> (value: Any, node: ViewNode)? {
        var current: ViewNode? = self
        var depth = 0
        while let node = current, depth < 32 {
            depth += 1
            if let value = node.behavior.traitValue(key) { return (value, node) }
            guard node.behavior.passesTraitsThrough, node.children.count == 1 else { return nil }
            current = node.children[0]
        }
        return nil
    }

    /// The first value of the trait `key` set by this node or a node down its chain of first children,
    /// within `depth` levels (a list row's content, wrapped in its modifiers), whatever those nodes pass.
    @_spi(ShojiRuntime) public func traitAlongFirstChildren(_ key: ObjectIdentifier, depth: Int) -> Any? {
        var current: ViewNode? = self
        for _ in 0..<depth {
            guard let node = current else { return nil }
            if let value = node.behavior.traitValue(key) { return value }
            current = node.children.first
        }
        return nil
    }

    /// The value of the trait `Key` on this child, if any node of its chain sets it (see ``trait(_:)``).
    @_spi(ShojiRuntime) public func trait<Key, Value>(_ key: Key.Type, as type: Value.Type = Value.self) -> Value? {
        trait(ObjectIdentifier(key))?.value as? Value
    }
}
