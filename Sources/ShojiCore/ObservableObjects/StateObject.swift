/// A property wrapper type that instantiates an observable object.
///
/// ```swift
/// struct LibraryView: View {
///     @StateObject private var library = Library()
///     var body: some View {
///         BookList(library: library)
///     }
/// }
/// ```
///
/// The object is made once per view identity, from the autoclosure, the first time the view is
/// evaluated, and kept for as long as the view stays in the hierarchy (however often its parent makes
/// the view value again). Like ``ObservedObject``, the view is evaluated again whenever the object's
/// `objectWillChange` publisher emits.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let make: () -> ObjectType
    private let handle = StateObjectHandle<ObjectType>()

    /// Creates a new state object with an initial wrapped value, made once per view identity.
    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        make = thunk
    }

    /// The underlying value referenced by the state object.
    public var wrappedValue: ObjectType { object }

    /// A projection of the state object that creates bindings to its properties.
    public var projectedValue: ObservedObject<ObjectType>.Wrapper {
        ObservedObject(wrappedValue: object).projectedValue
    }

    /// The node's object once installed; before that (read in an initializer), a detached one.
    private var object: ObjectType {
        if let object = handle.object { return object }
        let object = make()
        handle.object = object
        return object
    }
}

/// The object a `StateObject` reads, and whether it came from its node.
final class StateObjectHandle<ObjectType: AnyObject> {
    var object: ObjectType?
    var installed = false
}

/// The node's storage of one `@StateObject` property.
@_spi(ShojiRuntime) public final class StateObjectBox<ObjectType: AnyObject> {
    let object: ObjectType
    @_spi(ShojiRuntime) public init(_ object: ObjectType) { self.object = object }
}

extension StateObject {
    @_spi(ShojiRuntime) public func install(on node: ViewNode, slot: Int) {
        let object: ObjectType
        if let box = node.stateSlots[slot] as? StateObjectBox<ObjectType> {
            object = box.object
        } else {
            // First evaluation of this view identity: keep an object made before installation (read in
            // an init), else make it now — once.
            object = handle.installed ? make() : (handle.object ?? make())
            node.stateSlots[slot] = StateObjectBox(object)
        }
        handle.object = object
        handle.installed = true
        node.subscribe(to: object, slot: slot)
    }

    @_spi(ShojiRuntime) public var readsEnvironment: Bool { false }
    @_spi(ShojiRuntime) public static var readsEnvironmentType: Bool { false }
}

extension StateObject {
    @_spi(ShojiRuntime) public func compareField(to other: Any) -> ViewComparison { .equal }
}

@_spi(ShojiRuntime) extension StateObject: InstallableProperty {}
@_spi(ShojiRuntime) extension StateObject: ViewFieldComparable {}
