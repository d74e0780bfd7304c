/// A view that Shoji implements itself instead of through a `body`.
///
/// Each primitive names its ``Behavior`` — the node behavior that lays it out, draws it and handles its
/// input — and hands it its own new value, typed, in ``update(_:)``: the graph opens the view once, when
/// its node is made (``PrimitiveParts``), and never casts it to a protocol again. Everything else about
/// the node — identity, state, environment, caches — is handled by ``ViewNode`` the same way for every
/// view.
@MainActor
@_spi(ShojiRuntime) public protocol PrimitiveView: View {
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
    @_spi(ShojiRuntime) public var buildsChildrenInClosures: Bool { false }
    /// Hands the behavior the value the node already stores (`node.view` is this value by now): passing
    /// `self` would box it into a new `any View` (a heap copy of the whole value, for a stack all of its
    /// subtree) on every update, even for behaviors that ignore it.
    @_spi(ShojiRuntime) public func update(_ behavior: Behavior) -> Invalidation {
        behavior.update(from: behavior.node.view)
    }

    /// The node's parts, made with the view opened to its own type: the behavior, and closures that
    /// hand it later values of the same type and list their children.
    @_spi(ShojiRuntime) public func makeParts() -> PrimitiveParts {
        let behavior = makeBehavior()
        return PrimitiveParts(
            behavior: behavior,
            update: { view in Self.inPlace(view) { $0.update(behavior) } ?? [] },
            children: { view, list in Self.inPlace(view) { $0.children(into: &list) } },
            buildsChildrenInClosures: buildsChildrenInClosures)
    }
}

extension View {
    /// Runs `body` on `view`'s value seen as `Self`, where it is stored, or returns `nil` when `view`
    /// holds another type. `body` must not mutate its argument: the storage may be shared.
    ///
    /// `view as? Self` copies the whole value out of its box — for a stack or a chain of modifiers, every
    /// view under it, once per node and per frame; so does calling a method on a pointer's `pointee`.
    /// Here the existential is opened (its value is passed by reference) and, when its dynamic type *is*
    /// `Self`, the same memory is handed to `body` as `Self`, which reaches it through the pointer's
    /// addressor without a copy. The types are identical, so the rebinding changes only the static type;
    /// the `inout` is what lets the compiler pass the address instead of a copy. (`ViewInPlaceTests`
    /// tries empty, inline, boxed, class and generic values, and a type mismatch.)
    @MainActor
    static func inPlace<R>(_ view: any View, _ body: (inout Self) -> R) -> R? {
        // The type is checked before opening, so the opened function returns `R`, not `R?` (an optional of
        // a type parameter is metadata the runtime looks up on every call). Checked by opening the
        // existential too: its type is then a load from the container, where `type(of: view)` asks the
        // runtime for the dynamic type (~50 instructions, twenty times a counter key).
        func isSelf<V: View>(_: V) -> Bool { V.self == Self.self }
        guard _openExistential(view, do: isSelf) else { return nil }
        func open<V: View>(_ value: V) -> R { Addresses.withValue(value, as: Self.self, body) }
        return _openExistential(view, do: open)
    }
}

/// What a node of a primitive view keeps: its behavior and the view's typed steps. (A node's view
/// always has the type it was made with, so the casts in the closures are checks of one concrete type,
/// never a search of the conformance tables.)
///
/// A class: a node reads its parts on every update, and taking a struct of a behavior and two closures
/// out of the node retained and released each of the three.
@MainActor
@_spi(ShojiRuntime) public final class PrimitiveParts {
    @_spi(ShojiRuntime) public let behavior: NodeBehavior
    @_spi(ShojiRuntime) public let update: @MainActor (any View) -> Invalidation
    @_spi(ShojiRuntime) public let children: @MainActor (any View, inout ChildList) -> Void
    @_spi(ShojiRuntime) public let buildsChildrenInClosures: Bool

    /// Parts made of `behavior` and the view's typed steps.
    @_spi(ShojiRuntime) public init(
        behavior: NodeBehavior, update: @escaping @MainActor (any View) -> Invalidation,
        children: @escaping @MainActor (any View, inout ChildList) -> Void, buildsChildrenInClosures: Bool
    ) {
        self.behavior = behavior
        self.update = update
        self.children = children
        self.buildsChildrenInClosures = buildsChildrenInClosures
    }
}

/// Marks Shoji's own views that are written with a `body`, so the stats leave them out of
/// `evaluated` (which lists the app's views only).
@MainActor
@_spi(ShojiRuntime) public protocol BuiltinView {}
