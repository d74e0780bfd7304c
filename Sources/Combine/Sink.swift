import Foundation

extension Subscribers {
    /// A simple subscriber that requests an unlimited number of values upon subscription.
    public final class Sink<Input, Failure: Error>: Subscriber, Cancellable, CustomStringConvertible,
        @unchecked Sendable
    {
        private let lock = NSLock()
        private var subscription: (any Subscription)?
        private var isDone = false
        /// The closure to execute on receipt of a value.
        public private(set) var receiveValue: ((Input) -> Void)?
        /// The closure to execute on completion.
        public private(set) var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?

        /// Initializes a sink with the provided closures.
        public init(
            receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
            receiveValue: @escaping (Input) -> Void
        ) {
            self.receiveCompletion = receiveCompletion
            self.receiveValue = receiveValue
        }

        /// `Sink`.
        public var description: String { "Sink" }

        public func receive(subscription: any Subscription) {
            lock.lock()
            guard self.subscription == nil, !isDone else {
                lock.unlock()
                subscription.cancel()
                return
            }
            self.subscription = subscription
            lock.unlock()
            subscription.request(.unlimited)
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            lock.lock()
            let action = isDone ? nil : receiveValue
            lock.unlock()
            action?(value)
            return .none
        }

        public func receive(completion: Subscribers.Completion<Failure>) {
            lock.lock()
            let action = isDone ? nil : receiveCompletion
            isDone = true
            subscription = nil
            receiveValue = nil
            receiveCompletion = nil
            lock.unlock()
            action?(completion)
        }

        /// Stops delivery and releases the closures.
        public func cancel() {
            lock.lock()
            let subscription = self.subscription
            self.subscription = nil
            isDone = true
            receiveValue = nil
            receiveCompletion = nil
            lock.unlock()
            subscription?.cancel()
        }
    }

    /// A simple subscriber that assigns received elements to a property indicated by a key path.
    public final class Assign<Root, Input>: Subscriber, Cancellable, CustomStringConvertible, @unchecked Sendable {
        public typealias Failure = Never
        /// The object that contains the property to assign.
        public private(set) var object: Root?
        /// The key path that indicates the property to assign.
        public let keyPath: ReferenceWritableKeyPath<Root, Input>
        private let lock = NSLock()
        private var subscription: (any Subscription)?

        /// Creates a subscriber to assign the value of a property indicated by a key path.
        public init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Input>) {
            self.object = object
            self.keyPath = keyPath
        }

        /// `Assign`.
        public var description: String { "Assign \(Root.self)." }

        public func receive(subscription: any Subscription) {
            lock.lock()
            guard self.subscription == nil, object != nil else {
                lock.unlock()
                subscription.cancel()
                return
            }
            self.subscription = subscription
            lock.unlock()
            subscription.request(.unlimited)
        }

        public func receive(_ value: Input) -> Subscribers.Demand {
            lock.lock()
            let object = self.object
            lock.unlock()
            object?[keyPath: keyPath] = value
            return .none
        }

        public func receive(completion: Subscribers.Completion<Never>) {
            lock.lock()
            object = nil
            subscription = nil
            lock.unlock()
        }

        /// Stops assigning and releases the object.
        public func cancel() {
            lock.lock()
            let subscription = self.subscription
            self.subscription = nil
            object = nil
            lock.unlock()
            subscription?.cancel()
        }
    }
}

extension Publisher {
    /// Attaches a subscriber with closure-based behavior.
    public func sink(
        receiveCompletion: @escaping (Subscribers.Completion<Failure>) -> Void,
        receiveValue: @escaping (Output) -> Void
    ) -> AnyCancellable {
        let sink = Subscribers.Sink<Output, Failure>(receiveCompletion: receiveCompletion, receiveValue: receiveValue)
        subscribe(sink)
        return AnyCancellable(sink)
    }
}

extension Publisher where Failure == Never {
    /// Attaches a subscriber with closure-based behavior to a publisher that never fails.
    public func sink(receiveValue: @escaping (Output) -> Void) -> AnyCancellable {
        sink(receiveCompletion: { _ in }, receiveValue: receiveValue)
    }

    /// Assigns each element from a publisher to a property on an object.
    public func assign<Root>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on object: Root) -> AnyCancellable {
        let assign = Subscribers.Assign(object: object, keyPath: keyPath)
        subscribe(assign)
        return AnyCancellable(assign)
    }

    /// Republishes elements received from a publisher, by assigning them to a property marked as a
    /// publisher: the subscription lives as long as the `@Published` property.
    public func assign(to published: inout Published<Output>.Publisher) {
        let box = published.box
        let sink = Subscribers.Sink<Output, Never>(
            receiveCompletion: { _ in }, receiveValue: { [weak box] value in box?.set(value) })
        box.keep(AnyCancellable(sink))
        subscribe(sink)
    }
}
