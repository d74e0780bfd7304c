import Foundation

/// A publisher that emits an output to each subscriber just once, and then finishes.
public struct Just<Output>: Publisher {
    public typealias Failure = Never
    /// The one element that the publisher emits.
    public let output: Output

    /// Initializes a publisher that emits the specified output just once.
    public init(_ output: Output) {
        self.output = output
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
        subscriber.receive(subscription: OnceSubscription(subscriber, values: [output], completion: .finished))
    }
}

extension Just: Equatable where Output: Equatable {}

/// A publisher that never publishes any values, and optionally finishes immediately.
public struct Empty<Output, Failure: Error>: Publisher, Equatable {
    /// Whether the publisher immediately sends a completion.
    public let completeImmediately: Bool

    /// Creates an empty publisher.
    public init(completeImmediately: Bool = true) {
        self.completeImmediately = completeImmediately
    }

    /// Creates an empty publisher with the given output and failure types.
    public init(completeImmediately: Bool = true, outputType: Output.Type, failureType: Failure.Type) {
        self.completeImmediately = completeImmediately
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: EmptySubscription())
        if completeImmediately { subscriber.receive(completion: .finished) }
    }
}

/// A publisher that immediately terminates with the specified error.
public struct Fail<Output, Failure: Error>: Publisher {
    /// The failure to send when terminating the publisher.
    public let error: Failure

    /// Creates a publisher that immediately terminates with the specified failure.
    public init(error: Failure) {
        self.error = error
    }

    /// Creates a publisher with the given output type, that immediately terminates with the failure.
    public init(outputType: Output.Type, failure: Failure) {
        error = failure
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscriber.receive(subscription: EmptySubscription())
        subscriber.receive(completion: .failure(error))
    }
}

/// Delivers fixed values as they are requested, then a completion.
final class OnceSubscription<S: Subscriber>: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private var subscriber: S?
    private var values: [S.Input]
    private let completion: Subscribers.Completion<S.Failure>
    private var demand = Subscribers.Demand.none
    private var isDelivering = false

    init(_ subscriber: S, values: [S.Input], completion: Subscribers.Completion<S.Failure>) {
        self.subscriber = subscriber
        self.values = values
        self.completion = completion
    }

    func request(_ more: Subscribers.Demand) {
        lock.lock()
        demand += more
        guard !isDelivering else { return lock.unlock() }
        isDelivering = true
        while let subscriber, demand > 0, !values.isEmpty {
            let value = values.removeFirst()
            demand -= 1
            lock.unlock()
            let extra = subscriber.receive(value)
            lock.lock()
            demand += extra
        }
        isDelivering = false
        if values.isEmpty, let subscriber {
            self.subscriber = nil
            lock.unlock()
            subscriber.receive(completion: completion)
            return
        }
        lock.unlock()
    }

    func cancel() {
        lock.lock()
        subscriber = nil
        values.removeAll()
        lock.unlock()
    }
}

extension Publishers {
    /// A publisher that publishes a given sequence of elements.
    public struct Sequence<Elements: Swift.Sequence, Failure: Error>: Publisher {
        public typealias Output = Elements.Element
        /// The sequence of elements to publish.
        public let sequence: Elements

        /// Creates a publisher for a sequence of elements.
        public init(sequence: Elements) {
            self.sequence = sequence
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            subscriber.receive(
                subscription: OnceSubscription(subscriber, values: Array(sequence), completion: .finished))
        }
    }
}

extension Sequence {
    /// A publisher of this sequence's elements.
    public var publisher: Publishers.Sequence<Self, Never> { Publishers.Sequence(sequence: self) }
}

/// A publisher that performs type erasure by wrapping another publisher.
public struct AnyPublisher<Output, Failure: Error>: Publisher, CustomStringConvertible {
    private let subscribeBody: (AnySubscriber<Output, Failure>) -> Void

    /// Creates a type-erasing publisher to wrap the provided publisher.
    public init<P: Publisher>(_ publisher: P) where P.Output == Output, P.Failure == Failure {
        if let erased = publisher as? AnyPublisher<Output, Failure> {
            subscribeBody = erased.subscribeBody
        } else {
            subscribeBody = { publisher.receive(subscriber: $0) }
        }
    }

    /// `AnyPublisher`.
    public var description: String { "AnyPublisher" }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        subscribeBody(AnySubscriber(subscriber))
    }
}

extension Publisher {
    /// Wraps this publisher with a type eraser.
    public func eraseToAnyPublisher() -> AnyPublisher<Output, Failure> { AnyPublisher(self) }
}

/// A type-erasing subscriber.
public struct AnySubscriber<Input, Failure: Error>: Subscriber, CustomStringConvertible {
    public let combineIdentifier: CombineIdentifier
    private let subscriptionBody: (any Subscription) -> Void
    private let valueBody: (Input) -> Subscribers.Demand
    private let completionBody: (Subscribers.Completion<Failure>) -> Void

    /// Creates a type-erasing subscriber to wrap an existing subscriber.
    public init<S: Subscriber>(_ s: S) where S.Input == Input, S.Failure == Failure {
        combineIdentifier = s.combineIdentifier
        subscriptionBody = { s.receive(subscription: $0) }
        valueBody = { s.receive($0) }
        completionBody = { s.receive(completion: $0) }
    }

    /// Creates a type-erasing subscriber that executes the provided closures.
    public init(
        receiveSubscription: ((any Subscription) -> Void)? = nil,
        receiveValue: ((Input) -> Subscribers.Demand)? = nil,
        receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)? = nil
    ) {
        combineIdentifier = CombineIdentifier()
        subscriptionBody = receiveSubscription ?? { _ in }
        valueBody = receiveValue ?? { _ in .none }
        completionBody = receiveCompletion ?? { _ in }
    }

    /// `Anonymous AnySubscriber`.
    public var description: String { "AnySubscriber" }

    public func receive(subscription: any Subscription) { subscriptionBody(subscription) }
    public func receive(_ value: Input) -> Subscribers.Demand { valueBody(value) }
    public func receive(completion: Subscribers.Completion<Failure>) { completionBody(completion) }
}
