/// A property wrapper type for an observable object that a parent or ancestor view supplies.
///
/// ```swift
/// struct CartBadge: View {
///     @EnvironmentObject var cart: Cart   // placed with .environmentObject(cart)
///     var body: some View { Text("\(cart.items.count)") }
/// }
/// ```
///
/// The view is evaluated again whenever the object's `objectWillChange` publisher emits. When no
/// ancestor placed an object of this type, the view shows a one-line error naming the type instead of
/// its body (SwiftUI stops the app; Shoji never does).
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    /// A wrapper of the underlying environment object that can create bindings to its properties:
    /// `$model.name`.
    public typealias Wrapper = ObservedObject<ObjectType>.Wrapper

    private let handle = EnvironmentObjectHandle<ObjectType>()

    /// Creates an environment object.
    public init() {}

    /// The underlying value referenced by the environment object.
    ///
    /// Read only in `body` and what it runs: a view whose object is missing shows an error instead of
    /// its body, so its body never reads it.
    public var wrappedValue: ObjectType {
        guard let object = handle.object else {
            shojiFatalError(EnvironmentObjectHandle<ObjectType>.missingMessage(in: handle.viewName))
        }
        return object
    }

    /// A projection of the environment object that creates bindings to its properties.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// The object an `EnvironmentObject` property found in its node's environment.
final class EnvironmentObjectHandle<ObjectType: AnyObject> {
    var object: ObjectType?
    var viewName: String?

    /// The one line shown in place of a view whose environment has no object of this type.
    @MainActor static func missingMessage(in view: String?) -> String {
        let type = TypeNames.name(of: ObjectType.self)
        return "No ObservableObject of type \(type) in the environment of \(view ?? "this view"): "
            + "add .environmentObject(_:) to an ancestor"
    }
}

extension EnvironmentObject {
    @_spi(ShojiRuntime) public func install(on node: ViewNode, slot: Int) {
        handle.viewName = node.typeName
        let object = node.environment.objectValue(of: ObjectType.self) as? ObjectType
        handle.object = object
        if let object {
            node.subscribe(to: object, slot: slot)
        } else {
            node.unsubscribe(slot: slot)
            node.missingEnvironmentObject = EnvironmentObjectHandle<ObjectType>.missingMessage(in: node.typeName)
        }
    }

    @_spi(ShojiRuntime) public var readsEnvironment: Bool { true }
    @_spi(ShojiRuntime) public static var readsEnvironmentType: Bool { true }
}

extension EnvironmentObject {
    @_spi(ShojiRuntime) public func compareField(to other: Any) -> ViewComparison { .equal }
}

extension EnvironmentObject: EnvironmentReading {
    func changeName(from old: EnvironmentValues, to new: EnvironmentValues) -> String? {
        guard old.objectValue(of: ObjectType.self) !== new.objectValue(of: ObjectType.self) else { return nil }
        return "@environment(\(TypeNames.name(of: ObjectType.self)))"
    }
}

extension View {
    /// Supplies an observable object to a view's hierarchy, where descendants read it with
    /// `@EnvironmentObject`.
    public func environmentObject<T: ObservableObject>(_ object: T) -> ModifiedContent<Self, EnvironmentModifier> {
        modifier(
            EnvironmentModifier(key: .object(ObjectIdentifier(T.self)), value: object as Any) { env in
                env.setObject(object, as: T.self)
            })
    }
}

@_spi(ShojiRuntime) extension EnvironmentObject: InstallableProperty {}
@_spi(ShojiRuntime) extension EnvironmentObject: ViewFieldComparable {}
