/// Reads a value from the view's environment.
///
/// ```swift
/// @Environment(\.isEnabled) private var isEnabled
/// @Environment(PlayerModel.self) private var player   // placed with .environment(player)
/// @Environment(\.dismiss) private var dismiss
/// ```
///
/// The view is evaluated again when the environment it sees changes. Reading an object that no ancestor
/// placed stops the program with a message naming the type and the view.
@propertyWrapper
public struct Environment<Value>: DynamicProperty {
    enum Source {
        case keyPath(KeyPath<EnvironmentValues, Value>)
        case object(Any.Type, optional: Bool)
    }

    let source: Source
    let handle = EnvironmentHandle()

    /// Reads the value at `keyPath` of ``EnvironmentValues``.
    public init(_ keyPath: KeyPath<EnvironmentValues, Value>) {
        source = .keyPath(keyPath)
    }

    /// Reads the object of this type placed with `.environment(_:)`.
    public init(_ objectType: Value.Type) where Value: AnyObject & Observable {
        source = .object(objectType, optional: false)
    }

    /// Reads the object of this type placed with `.environment(_:)`, or `nil` when there is none.
    public init<T: AnyObject & Observable>(_ objectType: T.Type) where Value == T? {
        source = .object(objectType, optional: true)
    }

    /// The value.
    public var wrappedValue: Value {
        let environment = handle.values ?? EnvironmentValues()
        switch source {
        case .keyPath(let keyPath):
            return environment[keyPath: keyPath]
        case .object(let type, let optional):
            if let object = environment.objectValue(of: type) {
                if let value = object as? Value { return value }
                if optional, let value = Optional(object) as? Value { return value }
            }
            if optional, let none = Optional<AnyObject>.none as? Value { return none }
            let reader = handle.viewName ?? "a view"
            shojiFatalError(
                """
                No \(TypeNames.name(of: type)) in the environment of \(reader). \
                Place one on an ancestor with .environment(\(lowerFirst(TypeNames.name(of: type))))
                """)
        }
    }
}

/// Where an `Environment` property finds the node's environment.
final class EnvironmentHandle {
    var values: EnvironmentValues?
    var viewName: String?
}

extension Environment: InstallableProperty {
    func install(on node: ViewNode, slot: Int) {
        handle.values = node.environment
        handle.viewName = node.typeName
    }

    var readsEnvironment: Bool { true }
    static var readsEnvironmentType: Bool { true }
}

extension Environment: ViewFieldComparable {
    func compareField(to other: Any) -> ViewComparison { .equal }
}

extension EnvironmentValues {
    func objectValue(of type: Any.Type) -> AnyObject? {
        object(of: AnyObject.self, key: type)
    }
}

private func lowerFirst(_ s: String) -> String {
    guard let first = s.first else { return s }
    return first.lowercased() + s.dropFirst()
}
