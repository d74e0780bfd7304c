import Foundation

/// A publisher that exposes a method for outside callers to publish elements.
public protocol Subject<Output, Failure>: AnyObject, Publisher {
    /// Sends a value to the subscriber.
    func send(_ value: Output)
    /// Sends a completion signal to the subscriber.
    func send(completion: Subscribers.Completion<Failure>)
    /// Sends a subscription to the subscriber.
    func send(subscription: any Subscription)
}

extension Subject where Output == Void {
    /// Sends a void value to the subscriber.
    public func send() { send(()) }
}

extension Publisher {
    /// Attaches the specified subject to this publisher.
    public func subscribe<S: Subject>(_ subject: S) -> AnyCancellable where S.Output == Output, S.Failure == Failure {
        let sink = Subscribers.Sink<Output, Failure>(
            receiveCompletion: { [weak subject] in subject?.send(completion: $0) },
            receiveValue: { [weak subject] in subject?.send($0) })
        subscribe(sink)
        return AnyCancellable(sink)
    }
}

/// One subscriber of a subject: its downstream and how many values it still wants.
final class Conduit<Output, Failure: Error>: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private var receiveValue: ((Output) -> Subscribers.Demand)?
    private var receiveCompletion: ((Subscribers.Completion<Failure>) -> Void)?
    private var demand = Subscribers.Demand.none
    /// A value waiting for demand (a current value subject's value at subscription).
    private var pending: Output?
    private let onCancel: (Conduit) -> Void

    init<S: Subscriber>(_ subscriber: S, onCancel: @escaping (Conduit) -> Void)
    where S.Input == Output, S.Failure == Failure {
        receiveValue = { subscriber.receive($0) }
        receiveCompletion = { subscriber.receive(completion: $0) }
        self.onCancel = onCancel
    }

    /// Delivers `value` if the subscriber wants it, else keeps it as the one pending value when `keep`.
    func offer(_ value: Output, keep: Bool = false) {
        lock.lock()
        guard let receive = receiveValue else { return lock.unlock() }
        guard demand > 0 else {
            if keep { pending = value }
            return lock.unlock()
        }
        demand -= 1
        lock.unlock()
        let more = receive(value)
        lock.lock()
        demand += more
        lock.unlock()
    }

    func finish(_ completion: Subscribers.Completion<Failure>) {
        lock.lock()
        let receive = receiveCompletion
        receiveValue = nil
        receiveCompletion = nil
        pending = nil
        lock.unlock()
        receive?(completion)
    }

    func request(_ more: Subscribers.Demand) {
        lock.lock()
        demand += more
        let value = pending
        pending = nil
        lock.unlock()
        if let value { offer(value) }
    }

    func cancel() {
        lock.lock()
        let wasLive = receiveValue != nil
        receiveValue = nil
        receiveCompletion = nil
        pending = nil
        lock.unlock()
        if wasLive { onCancel(self) }
    }
}

/// The subscribers of a subject, and whether it has completed.
final class SubjectCore<Output, Failure: Error>: @unchecked Sendable {
    private let lock = NSLock()
    private var conduits: [Conduit<Output, Failure>] = []
    private var completion: Subscribers.Completion<Failure>?

    /// Connects `subscriber`; returns its conduit, or `nil` when the subject had completed (the
    /// subscriber then got the completion).
    @discardableResult
    func attach<S: Subscriber>(_ subscriber: S) -> Conduit<Output, Failure>?
    where S.Input == Output, S.Failure == Failure {
        lock.lock()
        if let completion {
            lock.unlock()
            subscriber.receive(subscription: EmptySubscription())
            subscriber.receive(completion: completion)
            return nil
        }
        let conduit = Conduit(subscriber) { [weak self] in self?.detach($0) }
        conduits.append(conduit)
        lock.unlock()
        subscriber.receive(subscription: conduit)
        return conduit
    }

    private func detach(_ conduit: Conduit<Output, Failure>) {
        lock.lock()
        conduits.removeAll { $0 === conduit }
        lock.unlock()
    }

    /// Whether anyone is subscribed.
    var hasSubscribers: Bool {
        lock.lock()
        defer { lock.unlock() }
        return !conduits.isEmpty
    }

    func send(_ value: Output) {
        lock.lock()
        let list = completion == nil ? conduits : []
        lock.unlock()
        for conduit in list { conduit.offer(value) }
    }

    func send(completion: Subscribers.Completion<Failure>) {
        lock.lock()
        guard self.completion == nil else { return lock.unlock() }
        self.completion = completion
        let list = conduits
        conduits.removeAll()
        lock.unlock()
        for conduit in list { conduit.finish(completion) }
    }
}

/// A subscription that does nothing (given to subscribers of a finished publisher).
struct EmptySubscription: Subscription {
    let combineIdentifier = CombineIdentifier()
    func request(_ demand: Subscribers.Demand) {}
    func cancel() {}
}

/// A subject that broadcasts elements to downstream subscribers.
public final class PassthroughSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    let core = SubjectCore<Output, Failure>()

    /// Creates a subject.
    public init() {}

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        core.attach(subscriber)
    }

    /// Sends a value to every subscriber that asked for one.
    public func send(_ input: Output) { core.send(input) }

    /// Sends a completion signal to every subscriber.
    public func send(completion: Subscribers.Completion<Failure>) { core.send(completion: completion) }

    /// Asks an upstream subscription for unlimited values.
    public func send(subscription: any Subscription) { subscription.request(.unlimited) }
}

/// A subject that wraps a single value and publishes a new element whenever the value changes.
public final class CurrentValueSubject<Output, Failure: Error>: Subject, @unchecked Sendable {
    private let core = SubjectCore<Output, Failure>()
    private let lock = NSLock()
    private var current: Output

    /// Creates a current value subject with the given initial value.
    public init(_ value: Output) {
        current = value
    }

    /// The value wrapped by this subject, published as a new element whenever it changes.
    public var value: Output {
        get {
            lock.lock()
            defer { lock.unlock() }
            return current
        }
        set { send(newValue) }
    }

    public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
        guard let conduit = core.attach(subscriber) else { return }
        conduit.offer(value, keep: true)
    }

    /// Stores `input` as the value and sends it to every subscriber.
    public func send(_ input: Output) {
        lock.lock()
        current = input
        lock.unlock()
        core.send(input)
    }

    /// Sends a completion signal to every subscriber.
    public func send(completion: Subscribers.Completion<Failure>) { core.send(completion: completion) }

    /// Asks an upstream subscription for unlimited values.
    public func send(subscription: any Subscription) { subscription.request(.unlimited) }
}
