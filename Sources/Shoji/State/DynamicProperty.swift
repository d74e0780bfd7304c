/// A stored property of a view whose storage Shoji provides (`@State`, `@Environment`).
///
/// Before a body is evaluated, Shoji connects each such property to the storage owned by the view's
/// node, so the same state is seen every time the parent creates the view value anew.
@MainActor @preconcurrency
public protocol DynamicProperty {
    /// Called before the body is evaluated. The default does nothing.
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

/// A dynamic property Shoji knows how to connect to a node.
@MainActor
protocol InstallableProperty {
    /// Connects the property (stored at index `slot` of its view) to `node`'s storage.
    func install(on node: ViewNode, slot: Int)
    /// Whether the property reads the environment (so environment changes re-evaluate the view).
    var readsEnvironment: Bool { get }
}

/// Finds the dynamic properties of view types and connects them to nodes.
///
/// Which stored properties are dynamic is worked out once per view type by reflection; a view type with
/// none (most rows and leaf views) is never reflected again.
@MainActor
enum DynamicPropertyInstaller {
    private struct Layout {
        var slots: [Int]
        var readsEnvironment: Bool
    }

    private static var layouts: [ObjectIdentifier: Layout] = [:]

    /// The value whose stored properties are the dynamic properties: the view, or for a custom modifier
    /// applied to a view, the modifier.
    static func owner(of view: any View) -> Any {
        (view as? any CustomBodyView)?.bodyOwner ?? view
    }

    private static func layout(of owner: Any) -> Layout {
        let id = ObjectIdentifier(type(of: owner))
        if let layout = layouts[id] { return layout }
        var layout = Layout(slots: [], readsEnvironment: false)
        for (i, child) in Mirror(reflecting: owner).children.enumerated() {
            if let property = child.value as? any InstallableProperty {
                layout.slots.append(i)
                if property.readsEnvironment { layout.readsEnvironment = true }
            }
        }
        layouts[id] = layout
        return layout
    }

    /// Connects every dynamic property of `view` to `node`.
    static func install(_ view: any View, on node: ViewNode) {
        let owner = owner(of: view)
        let layout = layout(of: owner)
        guard !layout.slots.isEmpty else { return }
        var slots = layout.slots.makeIterator()
        var next = slots.next()
        for (i, child) in Mirror(reflecting: owner).children.enumerated() {
            guard let slot = next else { break }
            if i == slot {
                (child.value as? any InstallableProperty)?.install(on: node, slot: slot)
                next = slots.next()
            }
        }
    }

    /// Whether the view type has an `@Environment` property.
    static func readsEnvironment(_ view: any View) -> Bool {
        layout(of: owner(of: view)).readsEnvironment
    }
}
