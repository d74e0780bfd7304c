/// Changes the environment for a view and everything inside it (`.font`, `.disabled`,
/// `.environment(\.key, value)`, `.environment(object)`, …).
///
/// `value` identifies the change: when a parent produces the modifier again with an equal value (compared
/// as view values are), nothing below is touched.
public struct EnvironmentModifier: ViewModifier {
    public typealias Body = Never
    let key: Key
    @_spi(ShojiRuntime) public let value: Any
    @_spi(ShojiRuntime) public let apply: (inout EnvironmentValues) -> Void

    /// What a modifier changes: the name of one of Shoji's modifiers, an environment key path, or the
    /// type of an object put in the environment. (An `AnyHashable` here cost a dynamic cast on every
    /// comparison, about 2,000 instructions for each `.disabled` or `.font` a frame updated.)
    enum Key: Hashable {
        case name(String)
        case keyPath(AnyKeyPath)
        case object(ObjectIdentifier)

        /// Written out, one case at a time: a `switch` over the pair would ask the runtime for the pair's
        /// tuple metadata on every comparison.
        static func == (a: Key, b: Key) -> Bool {
            switch a {
            case .name(let x):
                if case .name(let y) = b { return x == y }
            case .keyPath(let x):
                if case .keyPath(let y) = b { return x == y }
            case .object(let x):
                if case .object(let y) = b { return x == y }
            }
            return false
        }
    }

    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { EnvironmentModifierBehavior(self) }

    /// Whether `other` makes the same change: the same key, and a value that compares equal as view
    /// values do.
    func isSameChange(as other: EnvironmentModifier) -> Bool {
        key == other.key && ViewComparator.compare(value, other.value) == .equal
    }
}

/// Two values of the modifier are the same change when their keys and values are: `apply` is made from
/// them, so it is not compared (as a closure it would count as an action that differs, every time).
extension EnvironmentModifier {
    @_spi(ShojiRuntime) public func compareField(to other: Any) -> ViewComparison {
        guard let other = other as? EnvironmentModifier else { return .different }
        return isSameChange(as: other) ? .equal : .different
    }
}

@_spi(ShojiRuntime) public final class EnvironmentModifierBehavior: ModifierBehavior<EnvironmentModifier> {
    @_spi(ShojiRuntime) public override var isTransparent: Bool { true }

    @_spi(ShojiRuntime) public override func changes(from old: EnvironmentModifier, to new: EnvironmentModifier)
        -> Invalidation
    {
        old.isSameChange(as: new) ? [] : [.environment]
    }

    @_spi(ShojiRuntime) public override func modifyEnvironment(_ environment: inout EnvironmentValues) {
        modifier.apply(&environment)
    }
}

extension View {
    /// The modifier for a change named `key` made from `value` alone: two modifiers with the same key and
    /// equal values must apply the same change (one key per form of a modifier: `lineLimit(2...)` and
    /// `lineLimit(...2)` carry the same number).
    @_spi(ShojiRuntime) public func environmentModifier(
        _ key: String, _ value: Any, _ apply: @escaping (inout EnvironmentValues) -> Void
    )
        -> ModifiedContent<Self, EnvironmentModifier>
    {
        modifier(EnvironmentModifier(key: .name(key), value: value, apply: apply))
    }

    /// Sets an environment value for this view and its descendants.
    public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> ModifiedContent<
        Self, EnvironmentModifier
    > {
        modifier(EnvironmentModifier(key: .keyPath(keyPath), value: value) { $0[keyPath: keyPath] = value })
    }

    /// Places an `@Observable` object in the environment, where descendants read it with
    /// `@Environment(T.self)`.
    public func environment<T: AnyObject & Observable>(_ object: T?) -> ModifiedContent<Self, EnvironmentModifier> {
        modifier(
            EnvironmentModifier(key: .object(ObjectIdentifier(T.self)), value: object as Any) { env in
                if let object { env.setObject(object, as: T.self) }
            })
    }
}

@_spi(ShojiRuntime) extension EnvironmentModifier: PrimitiveModifier {}
@_spi(ShojiRuntime) extension EnvironmentModifier: ViewFieldComparable {}
