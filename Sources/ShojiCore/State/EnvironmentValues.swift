/// A key for a value in the environment, with the value used when no ancestor set one.
///
/// Declare a key and a computed property on ``EnvironmentValues`` (SwiftUI's `@Entry` macro cannot exist
/// without swift-syntax; this is the spelling it expands to):
///
/// ```swift
/// private struct AccentKey: EnvironmentKey {
///     static let defaultValue = Color.blue
/// }
/// extension EnvironmentValues {
///     var accent: Color {
///         get { self[AccentKey.self] }
///         set { self[AccentKey.self] = newValue }
///     }
/// }
/// ```
public protocol EnvironmentKey {
    /// The type of the value.
    associatedtype Value
    /// The value when none was set.
    static var defaultValue: Value { get }
}

/// The values a view inherits from its ancestors: fonts, colors, whether it is enabled, objects placed
/// with `.environment(object)`, and your own keys.
///
/// Each node passes its environment to its children, changed by its own modifiers. A view reading a
/// value with ``Environment`` is evaluated again when the environment it sees changes.
public struct EnvironmentValues: @unchecked Sendable {
    /// Values by their key's type, each in an ``EnvironmentValueBox`` of that key; objects placed with
    /// `.environment(_:)` by their own type, as themselves. Found by comparing identifiers, from the
    /// last key added: an environment holds tens of values, and a scan of that many is cheaper than hashing
    /// one identifier (every text reads three or four values per measurement and per draw).
    private var storage = EnvironmentStorage()
    /// Changes whenever a value is set; equal versions mean equal environments.
    private(set) var version: UInt64 = 0
    /// Changes whenever a value that may change a view's size is set: every key but the
    /// ``LayoutNeutralEnvironmentKey``s, and every object. Equal layout versions mean every such value is
    /// the same (an environment is a copy of the one that took the version, with only neutral keys set
    /// since), so a view's size cannot have changed with its environment.
    private(set) var layoutVersion: UInt64 = 0

    nonisolated(unsafe) private static var counter: UInt64 = 0

    /// An environment with every key at its default value.
    public init() {}

    private mutating func bump(layout: Bool = true) {
        EnvironmentValues.counter &+= 1
        version = EnvironmentValues.counter
        if layout { layoutVersion = version }
    }

    /// The value for `key`.
    public subscript<K: EnvironmentKey>(key: K.Type) -> K.Value {
        // A class check, not a cast from `Any` to `K.Value`: for a value type that is an existential or
        // a closure, that cast looked up protocol conformances on every read (~2 % of a counter step).
        // No `Optional<K.Value>` on the way (`box?.value ?? default`): in this unspecialized code its
        // type metadata was looked up at run time on every read, about 370 instructions.
        get {
            if let box = EnvironmentValueBox<K>.of(storage[ObjectIdentifier(key)]) { return box.value }
            return K.defaultValue
        }
        set {
            storage.set(EnvironmentValueBox<K>(newValue), for: ObjectIdentifier(key))
            bump(layout: !(key is any LayoutNeutralEnvironmentKey.Type))
        }
    }

    /// The object placed with `.environment(_:)` for the type `key`, if any.
    func object<T>(of type: T.Type, key: Any.Type) -> T? {
        // A box is never an object placed by type (a key type that is also an object's type reads nil).
        guard let stored = storage[ObjectIdentifier(key)], !(stored is AnyEnvironmentValueBox) else { return nil }
        return stored as? T
    }

    /// Places an object, found by its type.
    mutating func setObject(_ object: AnyObject, as type: Any.Type) {
        storage.set(object, for: ObjectIdentifier(type))
        bump()
    }

    /// Whether the two environments hold the same values (the same version).
    func isSame(as other: EnvironmentValues) -> Bool { version == other.version }
}

/// A key whose value changes only how views look or behave, never their size (whether they are enabled,
/// the tint): a change to it repaints the views below but lays nothing out again.
@_spi(ShojiRuntime) public protocol LayoutNeutralEnvironmentKey: EnvironmentKey {}

/// What every ``EnvironmentValueBox`` is, whatever its key.
class AnyEnvironmentValueBox {
    /// The key's type (``EnvironmentValueBox`` is the one subclass, and final): a box is told to be an
    /// `EnvironmentValueBox<K>` by comparing this, where a cast to the generic class would look its
    /// metadata up in the runtime's tables (about 370 instructions) on every read.
    final let keyType: ObjectIdentifier

    /// A box for the key `keyType`.
    init(keyType: Any.Type) { self.keyType = ObjectIdentifier(keyType) }
}

/// One environment value, held for its key's type: reading it back is a class check.
final class EnvironmentValueBox<K: EnvironmentKey>: AnyEnvironmentValueBox {
    /// The value.
    @_spi(ShojiRuntime) public let value: K.Value

    /// Holds `value`.
    @_spi(ShojiRuntime) public init(_ value: K.Value) {
        self.value = value
        super.init(keyType: K.self)
    }

    /// `object` as the box of key `K`, if it is one (compared by ``AnyEnvironmentValueBox/keyType``).
    @inline(__always)
    static func of(_ object: AnyObject?) -> EnvironmentValueBox? {
        guard let box = object as? AnyEnvironmentValueBox, box.keyType == ObjectIdentifier(K.self) else {
            return nil
        }
        // `EnvironmentValueBox` is the only subclass, and final; its key is `K`.
        return unsafeDowncast(box, to: EnvironmentValueBox.self)
    }
}

/// The values of an environment, by identifier, in the order they were first set.
private struct EnvironmentStorage {
    private var keys: [ObjectIdentifier] = []
    private var values: [AnyObject] = []

    /// The value for `key`, if one was set.
    subscript(key: ObjectIdentifier) -> AnyObject? {
        guard let i = index(of: key) else { return nil }
        return values[i]
    }

    /// Sets the value for `key`, replacing the one set before.
    mutating func set(_ value: AnyObject, for key: ObjectIdentifier) {
        if let i = index(of: key) {
            values[i] = value
        } else {
            keys.append(key)
            values.append(value)
        }
    }

    /// Where `key` is, scanning from the last key added.
    private func index(of key: ObjectIdentifier) -> Int? {
        var i = keys.count
        while i > 0 {
            i -= 1
            if keys[i] == key { return i }
        }
        return nil
    }
}
