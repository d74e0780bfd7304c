/// Where a binding's value lives: an object and a key path into it. Two bindings to the same location
/// are interchangeable, which lets Shoji skip re-evaluating a child handed "the same" binding again.
@_spi(ShojiRuntime) public struct BindingLocation: Hashable {
    let object: AnyObject
    @_spi(ShojiRuntime) public let path: [AnyKeyPath]

    @_spi(ShojiRuntime) public init(_ object: AnyObject, _ path: AnyKeyPath) {
        self.object = object
        self.path = [path]
    }

    /// The whole of `object` (a `@State` box: the box is the location).
    @_spi(ShojiRuntime) public init(_ object: AnyObject) {
        self.object = object
        self.path = []
    }

    private init(object: AnyObject, path: [AnyKeyPath]) {
        self.object = object
        self.path = path
    }

    func appending(_ keyPath: AnyKeyPath) -> BindingLocation {
        BindingLocation(object: object, path: path + [keyPath])
    }

    public static func == (a: BindingLocation, b: BindingLocation) -> Bool {
        a.object === b.object && a.path == b.path
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(object))
        hasher.combine(path)
    }
}

/// A two-way connection to a value stored elsewhere: read it, write it.
///
/// Get one from `@State` (`$count`), from an `@Observable` model through `@Bindable` (`$model.name`),
/// from another binding (`$settings.theme`), or build one with `init(get:set:)` or ``constant(_:)``.
/// A child view reading `wrappedValue` in its body depends on the underlying storage, not on its parent.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value, Transaction) -> Void
    @_spi(ShojiRuntime) public let location: BindingLocation?

    /// Identifies the storage this binding reads, when known (for ``ViewNode/tracked(key:_:)``).
    @_spi(ShojiRuntime) public var trackingKey: TrackingKey? { location.map { .location($0) } }

    /// The transaction applied to writes through this binding.
    public var transaction = Transaction()

    @_spi(ShojiRuntime) public init(
        get: @escaping () -> Value, set: @escaping (Value) -> Void, location: BindingLocation?
    ) {
        getter = get
        setter = { value, _ in set(value) }
        self.location = location
    }

    /// Creates a binding from a getter and a setter.
    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        self.init(get: get, set: set, location: nil)
    }

    /// Creates a binding from a getter and a setter that receives the write's transaction.
    public init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = set
        location = nil
    }

    /// Creates a binding from another binding (the `@Binding var x: T` initializer from `$x`).
    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes; writes are ignored.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in }, location: nil)
    }

    /// The value.
    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue, transaction) }
    }

    /// The binding itself (`$value` inside a view holding `@Binding var value`).
    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value (`$settings.fontSize`).
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let getter = self.getter
        let setter = self.setter
        return Binding<Subject>(
            get: { getter()[keyPath: keyPath] },
            set: { newValue in
                var value = getter()
                value[keyPath: keyPath] = newValue
                // A class was changed in place; writing the same reference back would only notify
                // the readers of the binding's storage for nothing.
                if !(Value.self is AnyObject.Type) { setter(value, Transaction()) }
            },
            location: location?.appending(keyPath))
    }

    /// The same binding, with writes performed in `transaction`.
    public func transaction(_ transaction: Transaction) -> Binding<Value> {
        var copy = self
        copy.transaction = transaction
        return copy
    }

    /// The same binding, with writes performed in an animation (applied at once in a terminal).
    public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }
}

extension Binding: Identifiable where Value: Identifiable {
    /// The id of the bound value.
    public var id: Value.ID { wrappedValue.id }
}

extension Binding {
    @_spi(ShojiRuntime) public func compareField(to other: Any) -> ViewComparison {
        guard let other = other as? Binding<Value>, let a = location, let b = other.location else { return .different }
        return a == b ? .equal : .different
    }
}

extension Binding {
    /// A binding to an optional value unwrapped, or `nil` when the value is `nil`.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        var last = value
        self.init(
            get: { base.wrappedValue ?? last },
            set: {
                last = $0
                base.wrappedValue = $0
            }, location: base.location)
    }
}

@_spi(ShojiRuntime) extension Binding: ViewFieldComparable {}
