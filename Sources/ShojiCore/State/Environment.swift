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

extension Environment {
    @_spi(ShojiRuntime) public func install(on node: ViewNode, slot: Int) {
        handle.values = node.environment
        handle.viewName = node.typeName
    }

    @_spi(ShojiRuntime) public var readsEnvironment: Bool { true }
    @_spi(ShojiRuntime) public static var readsEnvironmentType: Bool { true }
}

extension Environment {
    @_spi(ShojiRuntime) public func compareField(to other: Any) -> ViewComparison { .equal }
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

/// An `@Environment` property, asked which of its values changed (for the causes of an evaluation).
@MainActor
protocol EnvironmentReading {
    /// `@environment.colorScheme` (or `@environment(ProfileModel)` for an object) when the value this
    /// property reads differs between the two environments; `nil` when it is the same.
    func changeName(from old: EnvironmentValues, to new: EnvironmentValues) -> String?
}

extension Environment: EnvironmentReading {
    func changeName(from old: EnvironmentValues, to new: EnvironmentValues) -> String? {
        switch source {
        case .keyPath(let keyPath):
            // An action (`dismiss`) is a new closure in every environment: not a change.
            guard ViewComparator.compare(old[keyPath: keyPath], new[keyPath: keyPath]) == .different else {
                return nil
            }
            let name = ChangeNames.name(of: keyPath)
            let prefix = "EnvironmentValues."
            return name.hasPrefix(prefix) ? "@environment." + name.dropFirst(prefix.count) : "@environment"
        case .object(let type, _):
            guard old.objectValue(of: type) !== new.objectValue(of: type) else { return nil }
            return "@environment(\(TypeNames.name(of: type)))"
        }
    }
}

/// The `@environment…` causes of a view evaluated because its environment changed.
@MainActor
@_spi(ShojiRuntime) public enum EnvironmentCauses {
    /// One name per `@Environment` property of `view` whose value differs; `["@environment"]` if none
    /// can be told apart.
    @_spi(ShojiRuntime) public static func names(
        of view: any View, from old: EnvironmentValues, to new: EnvironmentValues
    ) -> [String] {
        var names: [String] = []
        for child in Mirror(reflecting: DynamicPropertyInstaller.owner(of: view)).children {
            if let reading = child.value as? any EnvironmentReading,
                let name = reading.changeName(from: old, to: new), !names.contains(name)
            {
                names.append(name)
            }
        }
        return names.isEmpty ? ["@environment"] : names
    }
}

@_spi(ShojiRuntime) extension Environment: InstallableProperty {}
@_spi(ShojiRuntime) extension Environment: ViewFieldComparable {}
