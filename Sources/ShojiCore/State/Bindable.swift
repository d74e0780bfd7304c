/// Makes bindings to the properties of an `@Observable` object: `$model.name`.
///
/// Use it for a parameter (`@Bindable var model: Model`) or as a local inside a body
/// (`@Bindable var model = model`).
@propertyWrapper
@dynamicMemberLookup
public struct Bindable<Value: AnyObject> {
    /// The object.
    public var wrappedValue: Value

    /// Wraps an object.
    public init(wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Wraps an object.
    public init(_ wrappedValue: Value) {
        self.wrappedValue = wrappedValue
    }

    /// Itself, so `$model.name` works.
    public var projectedValue: Bindable<Value> { self }

    /// A binding to one property of the object.
    public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let object = wrappedValue
        return Binding(
            get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 },
            location: BindingLocation(object, keyPath))
    }
}

extension Bindable {
    @_spi(ShojiRuntime) public func compareField(to other: Any) -> ViewComparison {
        guard let other = other as? Bindable<Value> else { return .different }
        return wrappedValue === other.wrappedValue ? .equal : .different
    }
}

@_spi(ShojiRuntime) extension Bindable: ViewFieldComparable {}
