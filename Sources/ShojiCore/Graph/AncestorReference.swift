/// A reference to the nearest ancestor of one kind — a navigation stack, a split view, a tab view, the
/// presentation a view is shown in — that the ancestor puts in the environment its descendants see.
///
/// The reference is weak (an ancestor that left is `nil`; a ``WeakNode``, so the ancestor gets no side
/// table), and typed: ``behavior`` is the ancestor's
/// behavior as `Behavior`, checked against that one type, so the descendants that use it name the kind
/// they look for once, here, instead of each writing its own reference.
@_spi(ShojiRuntime) public struct AncestorReference<Behavior: NodeBehavior>: Sendable {
    private let reference: WeakNode

    /// The ancestor's node.
    @_spi(ShojiRuntime) @MainActor public var node: ViewNode? { reference.node }

    /// A reference to `node`.
    @_spi(ShojiRuntime) @MainActor public init(node: ViewNode?) { reference = WeakNode(node) }

    /// The ancestor's behavior, while it is in the graph.
    @_spi(ShojiRuntime) @MainActor public var behavior: Behavior? { node?.behavior as? Behavior }
}
