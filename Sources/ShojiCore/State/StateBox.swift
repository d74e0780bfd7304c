/// The storage behind one `@State` property: an observable box owned by the view's node.
///
/// Reads and writes go through an `ObservationRegistrar`, exactly like an `@Observable` class, so a
/// `@State` value is tracked by the same mechanism: a write re-evaluates only the views that read it.
/// Writing a value equal to the current one (for `Equatable` values) notifies no one.
@_spi(ShojiRuntime) public final class StateBox<Value>: Observable, StateStorage {
    private let registrar = ObservationRegistrar()
    /// The `@State` property's name (`count` for `@State var count`), for the causes of evaluations.
    @_spi(ShojiRuntime) public var name: String?
    private var stored: Value
    /// The key path the registrar keys the value by: the identity, `\.self` (a box holds one value), made
    /// once — a key path into a generic class is built anew each time it is written. The registrar hashes
    /// it on every read, registration, write and cancel, and the identity has no components to walk (a
    /// third of the hash of `\.value`). The causes name a change by the box's property (``StateWrites``).
    private let valuePath: KeyPath<StateBox<Value>, StateBox<Value>>

    /// `==` for `Value` when it is `Equatable`, made once per box: a write then compares with no dynamic
    /// cast and no lookup of the conformance (two casts per write were about 2 % of a typed key).
    private let isEqual: ((Value, Value) -> Bool)?

    @_spi(ShojiRuntime) public init(_ value: Value) {
        stored = value
        valuePath = \.self
        isEqual = StateBox.equality()
    }

    @_spi(ShojiRuntime) public var value: Value {
        get {
            registrar.access(self, keyPath: valuePath)
            return stored
        }
        set {
            if isSame(stored, newValue) { return }
            StateWrites.begin(name)
            defer { StateWrites.end() }
            registrar.withMutation(of: self, keyPath: valuePath) {
                stored = newValue
            }
        }
    }

    private func isSame(_ a: Value, _ b: Value) -> Bool {
        isEqual?(a, b) ?? false
    }

    /// `Value`'s `==`, if it has one. Both arguments have type `Value`, which *is* `E`, so each is read
    /// as an `E` where it is stored (no copy, no cast).
    private static func equality() -> ((Value, Value) -> Bool)? {
        guard let equatable = Value.self as? any Equatable.Type else { return nil }
        func make<E: Equatable>(_: E.Type) -> (Value, Value) -> Bool {
            { a, b in
                Addresses.withPair(a, b) { pa, pb in
                    pa.assumingMemoryBound(to: E.self).pointee == pb.assumingMemoryBound(to: E.self).pointee
                }
            }
        }
        return make(equatable)
    }
}
