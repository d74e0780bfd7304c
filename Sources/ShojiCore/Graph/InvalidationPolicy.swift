/// Which nodes one observed change marks dirty: the graph's invalidation mode (F4,
/// `SHOJI_INVALIDATION`).
///
/// `property` (the default) marks the node that read the property; `object` also marks every node
/// holding one of the same observable objects (`ObjectHolders` — `ObservableObject` semantics, to compare
/// with); `tree` marks the root, so every body is evaluated.
@MainActor
final class InvalidationPolicy {
    /// The mode (change it with ``setMode(_:graph:)``).
    private(set) var mode: InvalidationMode = .property
    /// Which nodes hold each observable object (the `object` mode).
    private var holders: [ObjectIdentifier: Set<Int>] = [:]
    /// The type name of each held object (for the `@object(ProfileModel)` cause).
    private var heldTypeNames: [ObjectIdentifier: String] = [:]

    /// Switches the mode. Entering the `object` mode records what every view holds.
    func setMode(_ newMode: InvalidationMode, graph: ViewGraph) {
        mode = newMode
        guard newMode == .object else { return }
        for node in graph.allNodes where node.behavior.isComposite {
            updateHeldObjects(of: node, ObjectHolders.objects(held: node.evaluatedView))
        }
    }

    /// A body was evaluated: in the `object` mode, notes the objects its view holds now.
    func didEvaluate(_ node: ViewNode) {
        if mode == .object { updateHeldObjects(of: node, ObjectHolders.objects(held: node.view)) }
    }

    /// Records the objects a node holds, for the `object` mode.
    func updateHeldObjects(of node: ViewNode, _ objects: [(id: ObjectIdentifier, typeName: String)]) {
        for old in node.heldObjects { holders[old]?.remove(node.id) }
        node.heldObjects = objects.map(\.id)
        for new in objects {
            holders[new.id, default: []].insert(node.id)
            heldTypeNames[new.id] = new.typeName
        }
    }

    /// Marks dirty the nodes a change read by `node` reaches in the current mode.
    func markDirty(after node: ViewNode, graph: ViewGraph) {
        switch mode {
        case .tree:
            graph.markDirty(graph.root, cause: "@tree")
        case .object:
            graph.markDirty(node)
            for object in node.heldObjects {
                let cause = "@object(\(heldTypeNames[object] ?? "?"))"
                for id in holders[object] ?? [] where id != node.id {
                    if let holder = graph.node(id: id) { graph.markDirty(holder, cause: cause) }
                }
            }
        case .property:
            graph.markDirty(node)
        }
    }
}
