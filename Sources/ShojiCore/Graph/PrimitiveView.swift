/// A view that Shoji implements itself instead of through a `body`.
///
/// Each primitive names its ``Behavior`` — the node behavior that lays it out, draws it and handles its
/// input — and hands it its own new value, typed, in ``update(_:)``: the graph opens the view once, when
/// its node is made (``PrimitiveParts``), and never casts it to a protocol again. Everything else about
/// the node — identity, state, environment, caches — is handled by ``ViewNode`` the same way for every
/// view.
@MainActor
protocol PrimitiveView: View {
    /// The behavior of this view's nodes.
    associatedtype Behavior: NodeBehavior
    /// Creates the behavior for a new node showing this view.
    func makeBehavior() -> Behavior
    /// Gives `behavior` this view's new value; returns what changed. By default the behavior's own
    /// ``NodeBehavior/update(from:)`` decides (for behaviors that read nothing from the view).
    func update(_ behavior: Behavior) -> Invalidation
    /// Appends this view's children, each with a key that is stable across updates.
    func children(into list: inout ChildList)
    /// Whether ``children(into:)`` runs the app's closures (`ForEach`'s content), whose reads must be
    /// tracked for this node.
    var buildsChildrenInClosures: Bool { get }
}

extension PrimitiveView {
    var buildsChildrenInClosures: Bool { false }
    func update(_ behavior: Behavior) -> Invalidation { behavior.update(from: self) }

    /// The node's parts, made with the view opened to its own type: the behavior, and closures that
    /// hand it later values of the same type and list their children.
    func makeParts() -> PrimitiveParts {
        let behavior = makeBehavior()
        return PrimitiveParts(
            behavior: behavior,
            update: { view in (view as? Self)?.update(behavior) ?? [] },
            children: { view, list in (view as? Self)?.children(into: &list) },
            buildsChildrenInClosures: buildsChildrenInClosures)
    }
}

/// What a node of a primitive view keeps: its behavior and the view's typed steps. (A node's view
/// always has the type it was made with, so the casts in the closures are checks of one concrete type,
/// never a search of the conformance tables.)
@MainActor
struct PrimitiveParts {
    let behavior: NodeBehavior
    let update: @MainActor (any View) -> Invalidation
    let children: @MainActor (any View, inout ChildList) -> Void
    let buildsChildrenInClosures: Bool
}

/// Marks Shoji's own views that are written with a `body`, so the stats leave them out of
/// `evaluated` (which lists the app's views only).
@MainActor
protocol BuiltinView {}
