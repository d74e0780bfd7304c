/// The identity of a child within its parent: its structural position or its explicit id.
///
/// Together with the child's type, the key decides whether an existing node is updated or replaced
/// when the parent produces its children again.
@_spi(ShojiRuntime) public enum ChildKey: Hashable {
    /// The n-th view of a builder block.
    case index(Int)
    /// The branch of an `if`/`else`/`switch` (0 = first). A different branch is a different view.
    case branch(Int)
    /// The element id of a `ForEach` row.
    case element(ElementID)
    /// The value given to `.id(_:)`, boxed (see ``HashableBox``).
    case explicitBox(HashableBox)
    /// A `ForEach` row of a lazy list: the row's segment in the list's content and its element id. (One
    /// `AnyHashable`, not a struct of both inside another: comparing a box inside a box cost a second
    /// dynamic unboxing per row and frame.)
    case row(segment: Int, id: ElementID)
    /// A child its parent does not lay out or draw: a presentation (sheet, popup, alert) that the graph
    /// shows above everything, or a toolbar item a navigation bar shows. See ``NodeBehavior/didMountDetached(_:)``.
    case detached(Int)

    /// Whether two keys are the same. Written out: the derived `==` switches over the pair of keys, which
    /// asks the runtime for the pair's tuple metadata on every comparison (every child, every update).
    public static func == (a: ChildKey, b: ChildKey) -> Bool {
        switch a {
        case .index(let x):
            if case .index(let y) = b { return x == y }
        case .branch(let x):
            if case .branch(let y) = b { return x == y }
        case .element(let x):
            if case .element(let y) = b { return x == y }
        case .explicitBox(let x):
            if case .explicitBox(let y) = b { return x == y }
        case .row(let s, let x):
            if case .row(let t, let y) = b { return s == t && x == y }
        case .detached(let x):
            if case .detached(let y) = b { return x == y }
        }
        return false
    }

    /// The key of a view given `.id(id)`.
    @_spi(ShojiRuntime) public static func explicit(_ id: AnyHashable) -> ChildKey { .explicitBox(HashableBox(id)) }

    /// Whether the child takes part in its parent's layout.
    @_spi(ShojiRuntime) public var isDetached: Bool {
        if case .detached = self { return true }
        return false
    }
}

/// The children a view produces in one update, in order.
@MainActor
@_spi(ShojiRuntime) public struct ChildList {
    /// One child.
    @_spi(ShojiRuntime) public struct Entry {
        @_spi(ShojiRuntime) public let key: ChildKey
        @_spi(ShojiRuntime) public let view: any View
        @_spi(ShojiRuntime) public let type: ObjectIdentifier
    }

    @_spi(ShojiRuntime) public private(set) var entries: [Entry] = []

    /// Adds a child view under `key`.
    @_spi(ShojiRuntime) public mutating func append<V: View>(_ view: V, key: ChildKey) {
        entries.append(Entry(key: key, view: view, type: ObjectIdentifier(V.self)))
    }

    /// Adds an already type-erased child view under `key`.
    @_spi(ShojiRuntime) public mutating func append(any view: any View, key: ChildKey) {
        entries.append(Entry(key: key, view: view, type: ObjectIdentifier(type(of: view))))
    }

    /// Adds children listed already (a ``TupleView``'s). Into an empty list, the array is taken as it is:
    /// one retain, no copy.
    @_spi(ShojiRuntime) public mutating func append(contentsOf children: [Entry]) {
        if entries.isEmpty {
            entries = children
        } else {
            entries.append(contentsOf: children)
        }
    }

    /// Reserves room for `count` children.
    @_spi(ShojiRuntime) public mutating func reserve(_ count: Int) { entries.reserveCapacity(count) }

    @_spi(ShojiRuntime) public var count: Int { entries.count }
    @_spi(ShojiRuntime) public var isEmpty: Bool { entries.isEmpty }
}
