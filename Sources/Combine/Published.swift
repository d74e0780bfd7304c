import Foundation

/// A type that publishes a property marked with an attribute.
///
/// ```swift
/// final class Weather: ObservableObject {
///     @Published var temperature = 20.0
/// }
/// ```
///
/// Setting the property publishes the new value through its publisher (`$temperature`) *before* it is
/// stored, and, in an ``ObservableObject``, sends `objectWillChange` first. Like Combine's, it is only
/// available on properties of classes.
@propertyWrapper
public struct Published<Value> {
    let box: PublishedBox<Value>

    /// Creates the published instance with an initial wrapped value.
    public init(wrappedValue: Value) {
        box = PublishedBox(wrappedValue)
    }

    /// Creates the published instance with an initial value.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Only available on properties of classes.
    @available(*, unavailable, message: "@Published is only available on properties of classes")
    public var wrappedValue: Value {
        get { fatalError() }
        set { fatalError() }
    }

    /// The property's value, read or written through the class instance that holds it.
    public static subscript<EnclosingSelf: AnyObject>(
        _enclosingInstance object: EnclosingSelf,
        wrapped wrappedKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Value>,
        storage storageKeyPath: ReferenceWritableKeyPath<EnclosingSelf, Published<Value>>
    ) -> Value {
        get {
            let box = object[keyPath: storageKeyPath].box
            if PublishedTracking.isOn { PublishedTracking.onRead?(ObjectIdentifier(box)) }
            return box.value
        }
        set {
            object[keyPath: storageKeyPath].box.set(newValue)
        }
    }

    /// The property's publisher: `$temperature`.
    public var projectedValue: Publisher {
        mutating get { Publisher(box: box) }
        set {}  // The publisher is the property's own; `assign(to: &$property)` subscribes through it.
    }

    /// A publisher for properties marked with the `@Published` attribute: the current value on
    /// subscription, then every new value as it is about to be stored.
    public struct Publisher: Combine.Publisher {
        public typealias Output = Value
        public typealias Failure = Never
        let box: PublishedBox<Value>

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Value, S.Failure == Never {
            box.subject.receive(subscriber: subscriber)
        }
    }
}

/// What the registry of `objectWillChange` publishers sees of a `@Published` property, whatever its value type.
protocol PublishedStorage {
    var anyBox: AnyPublishedBox { get }
}

extension Published: PublishedStorage {
    var anyBox: AnyPublishedBox { box }
}

/// The storage of a `@Published` property, shared by every copy of the wrapper.
class AnyPublishedBox: @unchecked Sendable {
    /// The owner's `objectWillChange`, once someone asked for it.
    var objectWillChange: ObservableObjectPublisher?
    /// The class that holds the property and the property's name (for the causes Shoji shows).
    var ownerName = ""
    var propertyName = ""
}

/// The value of a `@Published` property, its publisher, and its owner's `objectWillChange`.
final class PublishedBox<Value>: AnyPublishedBox, @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value
    private var lazySubject: CurrentValueSubject<Value, Never>?
    private var kept: [AnyCancellable] = []

    init(_ value: Value) {
        stored = value
    }

    var value: Value {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }

    /// The publisher behind `$property` (made on first use).
    var subject: CurrentValueSubject<Value, Never> {
        lock.lock()
        defer { lock.unlock() }
        if let lazySubject { return lazySubject }
        let subject = CurrentValueSubject<Value, Never>(stored)
        lazySubject = subject
        return subject
    }

    /// Announces the change (objectWillChange, then the property's publisher), then stores the value.
    func set(_ newValue: Value) {
        lock.lock()
        let subject = lazySubject
        let owner = objectWillChange
        lock.unlock()
        if let owner {
            PublishedTracking.willSend(self)
            owner.send()
            PublishedTracking.didSend()
        }
        subject?.send(newValue)
        lock.lock()
        stored = newValue
        lock.unlock()
    }

    /// Keeps a subscription for the property's lifetime (`assign(to: &$property)`).
    func keep(_ cancellable: AnyCancellable) {
        lock.lock()
        kept.append(cancellable)
        lock.unlock()
    }
}

/// A change of a `@Published` property, as the code that subscribed to `objectWillChange` sees it.
@_spi(Shoji) public struct PublishedChange: Sendable {
    /// Identifies the property's storage (what ``PublishedTracking/onRead`` reports).
    public let property: ObjectIdentifier
    /// The class that holds the property: `OldSettingsModel`.
    public let ownerName: String
    /// The property's name: `fontSize`.
    public let propertyName: String
}

/// Lets Shoji see which `@Published` properties a view's body reads, and which one is changing while
/// `objectWillChange` is sent (a UI framework's view of the property wrapper; no app needs it).
@_spi(Shoji) public enum PublishedTracking {
    /// Whether reads are reported (while Shoji records the causes of evaluations).
    nonisolated(unsafe) public static var isOn = false
    /// Called with the property's identity when a `@Published` property is read (on the reading thread).
    nonisolated(unsafe) public static var onRead: ((ObjectIdentifier) -> Void)?
    private static let lock = NSLock()
    nonisolated(unsafe) private static var current: (thread: pthread_t, change: PublishedChange)?

    static func willSend(_ box: AnyPublishedBox) {
        guard isOn else { return }
        lock.lock()
        current = (
            pthread_self(),
            PublishedChange(property: ObjectIdentifier(box), ownerName: box.ownerName, propertyName: box.propertyName)
        )
        lock.unlock()
    }

    static func didSend() {
        guard isOn else { return }
        lock.lock()
        current = nil
        lock.unlock()
    }

    /// The `@Published` property whose change is being announced on this thread, if any.
    public static func changeOnThisThread() -> PublishedChange? {
        guard isOn else { return nil }
        lock.lock()
        defer { lock.unlock() }
        guard let current, pthread_equal(current.thread, pthread_self()) != 0 else { return nil }
        return current.change
    }
}
