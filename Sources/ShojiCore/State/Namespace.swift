/// A namespace for `matchedGeometryEffect`, as SwiftUI's `@Namespace`.
@propertyWrapper
public struct Namespace: DynamicProperty, Sendable {
    /// A namespace's identity.
    public struct ID: Hashable, Sendable {
        let value: Int
    }
    private let id: ID
    nonisolated(unsafe) private static var next = 0

    /// Creates a namespace.
    public init() {
        Namespace.next &+= 1
        id = ID(value: Namespace.next)
    }

    /// The namespace's identity.
    public var wrappedValue: ID { id }
}
