/// A view that Shoji implements itself instead of through a `body`.
///
/// Each primitive makes one ``NodeBehavior`` for its node (which lays it out, draws it and handles its
/// input) and lists its child views. Everything else about the node — identity, state, environment,
/// caches — is handled by ``ViewNode`` the same way for every view.
@MainActor
protocol PrimitiveView {
    /// Creates the behavior for a new node showing this view.
    func makeBehavior() -> NodeBehavior
    /// Appends this view's children, each with a key that is stable across updates.
    func children(into list: inout ChildList)
    /// Whether ``children(into:)`` runs the app's closures (`ForEach`'s content), whose reads must be
    /// tracked for this node.
    var buildsChildrenInClosures: Bool { get }
}

extension PrimitiveView {
    var buildsChildrenInClosures: Bool { false }
}

/// Marks Shoji's own views that are written with a `body`, so the stats leave them out of
/// `evaluated` (which lists the app's views only).
@MainActor
protocol BuiltinView {}
