/// What the `object` invalidation mode needs: which `@Observable` objects each view *holds*.
///
/// With `ObservableObject`, a view subscribes to the objects it holds (`@ObservedObject`,
/// `@StateObject`, `@EnvironmentObject`) and re-renders when *any* of their properties changes. Shoji
/// emulates that: a view holds the observable objects stored in its properties, in its `@State`, behind
/// its `@Bindable`, and read with `@Environment(Type.self)`; when a view is invalidated, every view
/// holding one of the same objects is invalidated too.
///
/// One difference remains: a change to a property no view reads invalidates nothing (Observation does
/// not report it), where `objectWillChange` would still re-render every holder.
@MainActor
enum ObjectHolders {
    private static var plans: [ObjectIdentifier: [Int]] = [:]

    /// The observable objects `view` holds.
    static func objects(held view: any View) -> [(id: ObjectIdentifier, typeName: String)] {
        let owner = DynamicPropertyInstaller.owner(of: view)
        let id = ObjectIdentifier(type(of: owner))
        let mirror = Mirror(reflecting: owner)
        if plans[id] == nil {
            var slots: [Int] = []
            for (i, child) in mirror.children.enumerated() where holds(child.value) { slots.append(i) }
            plans[id] = slots
        }
        guard let slots = plans[id], !slots.isEmpty else { return [] }
        var result: [(id: ObjectIdentifier, typeName: String)] = []
        for (i, child) in mirror.children.enumerated() where slots.contains(i) {
            if let object = object(in: child.value) {
                result.append((ObjectIdentifier(object), TypeNames.name(of: type(of: object))))
            }
        }
        return result
    }

    private static func holds(_ value: Any) -> Bool {
        value is any ObservableHolder || value is any Observable & AnyObject
    }

    private static func object(in value: Any) -> AnyObject? {
        if let holder = value as? any ObservableHolder { return holder.heldObservable }
        if let object = value as? any Observable & AnyObject { return object }
        return nil
    }
}

/// A property wrapper that may hold an observable object.
@MainActor
protocol ObservableHolder {
    var heldObservable: AnyObject? { get }
}

extension State: ObservableHolder {
    var heldObservable: AnyObject? {
        let value = wrappedValue
        guard let object = value as? any Observable & AnyObject else { return nil }
        return object
    }
}

extension Bindable: ObservableHolder {
    var heldObservable: AnyObject? { wrappedValue as? any Observable & AnyObject }
}

extension Environment: ObservableHolder {
    var heldObservable: AnyObject? {
        guard case .object(let type, _) = source, let values = handle.values else { return nil }
        return values.objectValue(of: type)
    }
}
