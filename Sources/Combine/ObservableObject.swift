import Foundation

/// A type of object with a publisher that emits before the object has changed.
///
/// ```swift
/// final class Contact: ObservableObject {
///     @Published var name: String
///     @Published var age: Int
/// }
/// ```
///
/// By default an `ObservableObject` synthesizes an ``objectWillChange`` publisher that emits the
/// changed value before any of its `@Published` properties changes. A view holding the object
/// (`@StateObject`, `@ObservedObject`, `@EnvironmentObject`) is evaluated again on every such change,
/// whichever property it was.
public protocol ObservableObject: AnyObject {
    /// The type of publisher that emits before the object has changed.
    associatedtype ObjectWillChangePublisher: Publisher = ObservableObjectPublisher
    where ObjectWillChangePublisher.Failure == Never

    /// A publisher that emits before the object has changed.
    var objectWillChange: ObjectWillChangePublisher { get }
}

extension ObservableObject where ObjectWillChangePublisher == ObservableObjectPublisher {
    /// A publisher that emits before the object has changed: the same publisher every time for one
    /// object, sent by each of its `@Published` properties.
    public var objectWillChange: ObservableObjectPublisher { ObjectWillChangeRegistry.publisher(for: self) }
}

/// A publisher that publishes changes from observable objects.
public final class ObservableObjectPublisher: Publisher, @unchecked Sendable {
    public typealias Output = Void
    public typealias Failure = Never
    private let subject = PassthroughSubject<Void, Never>()

    /// Creates an observable object publisher instance.
    public init() {}

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Void, S.Failure == Never {
        subject.receive(subscriber: subscriber)
    }

    /// Sends the changed value to the downstream subscriber.
    public func send() { subject.send(()) }
}

/// Finds or makes each object's `objectWillChange` publisher.
///
/// An object with `@Published` properties keeps the publisher in their storage (found through the
/// object's reflection, superclasses included); one without keeps it in a table of weak entries.
enum ObjectWillChangeRegistry {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var table:
        [ObjectIdentifier: (object: Weak, publisher: ObservableObjectPublisher)] = [:]

    final class Weak {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        var boxes: [(label: String, box: AnyPublishedBox)] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let current = mirror {
            for child in current.children {
                if let storage = child.value as? any PublishedStorage {
                    boxes.append((child.label ?? "", storage.anyBox))
                }
            }
            mirror = current.superclassMirror
        }
        lock.lock()
        defer { lock.unlock() }
        if let first = boxes.first {
            if let existing = first.box.objectWillChange { return existing }
            let publisher = ObservableObjectPublisher()
            let owner = String(describing: type(of: object))
            for (label, box) in boxes {
                box.objectWillChange = publisher
                box.ownerName = owner
                box.propertyName = label.hasPrefix("_") ? String(label.dropFirst()) : label
            }
            return publisher
        }
        let id = ObjectIdentifier(object)
        if let entry = table[id], entry.object.object === object { return entry.publisher }
        table = table.filter { $0.value.object.object != nil }
        let publisher = ObservableObjectPublisher()
        table[id] = (Weak(object), publisher)
        return publisher
    }
}
