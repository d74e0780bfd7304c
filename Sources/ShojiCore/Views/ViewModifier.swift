/// A modifier you apply to a view to produce a different view, as in SwiftUI.
///
/// Write your own by describing the result in ``body(content:)`` and apply it with `.modifier(_:)`:
///
/// ```swift
/// struct Card: ViewModifier {
///     func body(content: Content) -> some View {
///         content.padding().border(.gray)
///     }
/// }
/// Text("Hi").modifier(Card())
/// ```
///
/// A modifier's body is evaluated like a view's body, in its own tracking window, and may hold `@State`.
@MainActor @preconcurrency
public protocol ViewModifier {
    /// The type of view the modifier produces.
    associatedtype Body: View
    /// The view the modifier is applied to, as seen inside ``body(content:)``.
    typealias Content = _ViewModifier_Content<Self>
    /// Builds the modified view from `content`.
    @ViewBuilder func body(content: Content) -> Body
}

/// The view a modifier is applied to, as its `body(content:)` receives it.
public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
    @_spi(ShojiRuntime) public let content: any View
    public var body: Never { primitiveBody(Self.self) }
}

@_spi(ShojiRuntime) extension _ViewModifier_Content: PrimitiveView {
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { StructuralBehavior() }
    @_spi(ShojiRuntime) public func children(into list: inout ChildList) { list.append(any: content, key: .index(0)) }
}

/// A view with a modifier applied.
public struct ModifiedContent<Content, Modifier> {
    /// The view being modified.
    public var content: Content
    /// The modifier.
    public var modifier: Modifier

    /// Applies `modifier` to `content`.
    @inlinable
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public var body: Never { primitiveBody(Self.self) }
}

@_spi(ShojiRuntime) extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior {
        (modifier as? any PrimitiveModifier)?.makeBehavior() ?? CompositeBehavior()
    }

    /// Hands a built-in modifier's behavior the new modifier value. (A custom modifier's node is a
    /// composite: its body is evaluated instead.) The check is a class check of one generic class, not a
    /// protocol lookup.
    @_spi(ShojiRuntime) public func update(_ behavior: NodeBehavior) -> Invalidation {
        ModifierBehavior<Modifier>.of(behavior)?.receive(modifier) ?? []
    }

    @_spi(ShojiRuntime) public func children(into list: inout ChildList) { list.append(content, key: .index(0)) }
}

extension ModifiedContent: CustomBodyView where Content: View, Modifier: ViewModifier {
    @_spi(ShojiRuntime) public func makeBody() -> any View {
        modifier.body(content: _ViewModifier_Content(content: content))
    }

    var bodyOwner: Any { modifier }
}

extension View {
    /// Applies a modifier.
    @inlinable
    public func modifier<M: ViewModifier>(_ modifier: M) -> ModifiedContent<Self, M> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

/// A modifier Shoji implements with a node behavior rather than a body.
@MainActor
@_spi(ShojiRuntime) public protocol PrimitiveModifier {
    func makeBehavior() -> NodeBehavior
}

extension ViewModifier where Body == Never {
    /// Modifiers Shoji implements itself have no body.
    public func body(content: Content) -> Never {
        primitiveBody(Self.self)
    }
}

/// What every ``ModifierBehavior`` is, whatever its modifier's type.
@_spi(ShojiRuntime) open class AnyModifierBehavior: NodeBehavior {
    /// The type of the modifier: a behavior is told to be a `ModifierBehavior<M>` by comparing this,
    /// where a cast to the generic class would look its metadata up in the runtime's tables (about 440
    /// instructions) for every modifier a body's evaluation updates.
    final let modifierType: ObjectIdentifier

    /// A behavior for modifiers of type `modifierType` (only ``ModifierBehavior``'s initializer calls it,
    /// with its own `M`).
    fileprivate init(modifierType: Any.Type) {
        self.modifierType = ObjectIdentifier(modifierType)
    }
}

/// The base of behaviors for modifiers: keeps the modifier value and reports what changed.
///
/// Made with the modifier's first value, so the value is never missing. (It was an optional filled by
/// the first update: this class's code runs unspecialized, for any `M`, and every optional of a generic
/// type asked the runtime for its metadata and went through its value witnesses, about 1,000
/// instructions for each modifier a frame updated.)
@_spi(ShojiRuntime) open class ModifierBehavior<M>: AnyModifierBehavior {
    /// The modifier's current value.
    @_spi(ShojiRuntime) public private(set) var modifier: M

    /// Makes the behavior for a node showing `modifier`.
    @_spi(ShojiRuntime) public init(_ modifier: M) {
        self.modifier = modifier
        super.init(modifierType: M.self)
    }

    /// `behavior` as a behavior for modifiers of type `M`, if it is one.
    @inline(__always)
    static func of(_ behavior: NodeBehavior) -> ModifierBehavior? {
        guard let any = behavior as? AnyModifierBehavior, any.modifierType == ObjectIdentifier(M.self) else {
            return nil
        }
        // Every `AnyModifierBehavior` is a `ModifierBehavior` (its initializer is this file's own, called
        // only by `ModifierBehavior.init`), whose `M` is the type it recorded.
        return unsafeDowncast(any, to: ModifierBehavior.self)
    }

    /// Takes the modifier's new value; returns what changed.
    func receive(_ new: M) -> Invalidation {
        let old = modifier
        modifier = new
        return changes(from: old, to: new)
    }

    /// A modifier wraps one view without becoming another: a container reading its child's traits (a
    /// picker's `.tag`, a grid's `.gridCellColumns`) finds them inside (`Text("A").tag(1).padding()`), as
    /// in SwiftUI.
    @_spi(ShojiRuntime) open override var passesTraitsThrough: Bool { true }

    /// What changed between two values of the modifier. By default, everything unless the values
    /// compare equal (see ``ViewComparator``).
    @_spi(ShojiRuntime) open func changes(from old: M, to new: M) -> Invalidation {
        ViewComparator.compareValues(old, new) == .equal ? [] : .all
    }
}

/// Shoji's own modifiers written as `ViewModifier`s (``View/onReceive(_:perform:)``) are not the app's
/// views: the stats and the overlay leave them out.
@_spi(ShojiRuntime) extension ModifiedContent: BuiltinView where Modifier: BuiltinView {}
