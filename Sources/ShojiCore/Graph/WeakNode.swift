/// A weak reference to a node that gives the node no side table.
///
/// The first weak reference to an object gives it a side table, and from then on every retain and release
/// of that object takes the runtime's slow path (about three times the instructions). A node is retained
/// dozens of times a frame — focus paths, painting, presentations — so a weak reference to one (an
/// ancestor a descendant's environment names, the view a click is following, a focus request) made every
/// frame after it slower. This reference is weak to the node's ``ViewNode/anchor`` instead: a small object
/// the node owns (its only owner) and that refers back to the node `unowned`. The anchor takes the side
/// table, and it is retained only when the reference is read.
///
/// Sound because the node is the anchor's only owner: while the anchor exists the node has not been
/// freed, except for the moment of the node's own `deinit`, when it releases the anchor — and nodes are
/// main-actor objects, created, read and released on the main thread, so no read of ``node`` runs during
/// it. (The `unowned` reference is the safe kind: it would trap rather than read freed memory.)
@_spi(ShojiRuntime) public struct WeakNode: @unchecked Sendable {
    private weak var anchor: NodeAnchor?

    /// A reference to `node` (or to nothing).
    @_spi(ShojiRuntime) @MainActor public init(_ node: ViewNode?) { anchor = node?.anchor }

    /// The node, while it exists (also after it left the graph: check ``ViewNode/isMounted`` where that
    /// matters).
    @_spi(ShojiRuntime) @MainActor public var node: ViewNode? { anchor?.node }
}

/// What a ``WeakNode`` refers to: owned by its node alone, and refers back to it.
@_spi(ShojiRuntime) public final class NodeAnchor {
    /// The node that owns this anchor.
    unowned let node: ViewNode

    init(_ node: ViewNode) { self.node = node }
}
