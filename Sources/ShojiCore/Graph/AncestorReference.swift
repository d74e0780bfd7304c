/// A reference to the nearest ancestor of one kind — a navigation stack, a split view, a tab view, the
/// presentation a view is shown in — that the ancestor puts in the environment its descendants see.
///
/// The reference is weak (an ancestor that left is `nil`), and typed: ``behavior`` is the ancestor's
/// behavior as `Behavior`, checked against that one type, so the descendants that use it name the kind
/// they look for once, here, instead of each writing its own reference.
@_spi(ShojiRuntime) public struct AncestorReference<Behavior: NodeBehavior>: Sendable {
    /// The ancestor's node.
    @_spi(ShojiRuntime) public weak var node: ViewNode?

    /// A reference to `node`.
    @_spi(ShojiRuntime) public init(node: ViewNode?) { self.node = node }

    /// The ancestor's behavior, while it is in the graph.
    @_spi(ShojiRuntime) @MainActor public var behavior: Behavior? { node?.behavior as? Behavior }
}
