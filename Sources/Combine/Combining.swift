import Foundation

/// Joins several upstream publishers into one downstream subscriber: it subscribes to each (asking for
/// every value), hands their values to `onValue` under a lock, finishes when all have finished, fails
/// when one fails, and cancels them all when the downstream cancels. What `combineLatest` and `merge`
/// share.
final class Junction<Downstream: Subscriber>: Subscription, @unchecked Sendable {
    private let lock = NSLock()
    private let downstream: Downstream
    private var upstreams: [(any Subscription)?]
    private var finished: [Bool]
    private var isDone = false

    init(_ downstream: Downstream, count: Int) {
        self.downstream = downstream
        upstreams = Array(repeating: nil, count: count)
        finished = Array(repeating: false, count: count)
    }

    /// A subscriber for upstream `index` whose values go through `transform` (which runs under the lock
    /// and returns what to deliver, if anything).
    func subscriber<Input>(_ index: Int, _ transform: @escaping (Input) -> Downstream.Input?) -> AnySubscriber<
        Input, Downstream.Failure
    > {
        AnySubscriber(
            receiveSubscription: { [weak self] subscription in
                guard let self else { return subscription.cancel() }
                self.lock.lock()
                let live = !self.isDone
                if live { self.upstreams[index] = subscription }
                self.lock.unlock()
                if live { subscription.request(.unlimited) } else { subscription.cancel() }
            },
            receiveValue: { [weak self] value in
                guard let self else { return .none }
                self.lock.lock()
                let output = self.isDone ? nil : transform(value)
                self.lock.unlock()
                if let output { _ = self.downstream.receive(output) }
                return .none
            },
            receiveCompletion: { [weak self] completion in self?.complete(index, completion) })
    }

    private func complete(_ index: Int, _ completion: Subscribers.Completion<Downstream.Failure>) {
        lock.lock()
        guard !isDone else { return lock.unlock() }
        finished[index] = true
        let failed: Bool
        if case .failure = completion { failed = true } else { failed = false }
        let end = failed || !finished.contains(false)
        if end { isDone = true }
        let others = end ? upstreams : []
        upstreams = Array(repeating: nil, count: upstreams.count)
        lock.unlock()
        guard end else { return }
        for upstream in others { upstream?.cancel() }
        downstream.receive(completion: completion)
    }

    func request(_ demand: Subscribers.Demand) {}

    func cancel() {
        lock.lock()
        isDone = true
        let all = upstreams
        upstreams = Array(repeating: nil, count: upstreams.count)
        lock.unlock()
        for upstream in all { upstream?.cancel() }
    }
}

extension Publishers {
    /// A publisher that receives and combines the latest elements from two publishers.
    public struct CombineLatest<A: Publisher, B: Publisher>: Publisher where A.Failure == B.Failure {
        public typealias Output = (A.Output, B.Output)
        public typealias Failure = A.Failure
        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B

        /// Creates a publisher that receives and combines the latest elements from two publishers.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let junction = Junction(subscriber, count: 2)
            var first: A.Output?
            var second: B.Output?
            subscriber.receive(subscription: junction)
            a.subscribe(
                junction.subscriber(0) { (value: A.Output) -> Output? in
                    first = value
                    return second.map { (value, $0) }
                })
            b.subscribe(
                junction.subscriber(1) { (value: B.Output) -> Output? in
                    second = value
                    return first.map { ($0, value) }
                })
        }
    }

    /// A publisher that receives and combines the latest elements from three publishers.
    public struct CombineLatest3<A: Publisher, B: Publisher, C: Publisher>: Publisher
    where A.Failure == B.Failure, B.Failure == C.Failure {
        public typealias Output = (A.Output, B.Output, C.Output)
        public typealias Failure = A.Failure
        /// The first upstream publisher.
        public let a: A
        /// The second upstream publisher.
        public let b: B
        /// The third upstream publisher.
        public let c: C

        /// Creates a publisher that receives and combines the latest elements from three publishers.
        public init(_ a: A, _ b: B, _ c: C) {
            self.a = a
            self.b = b
            self.c = c
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            CombineLatest(CombineLatest(a, b), c).map { ($0.0.0, $0.0.1, $0.1) }.receive(subscriber: subscriber)
        }
    }

    /// A publisher created by applying the merge function to two upstream publishers.
    public struct Merge<A: Publisher, B: Publisher>: Publisher
    where A.Output == B.Output, A.Failure == B.Failure {
        public typealias Output = A.Output
        public typealias Failure = A.Failure
        /// A publisher to merge.
        public let a: A
        /// A second publisher to merge.
        public let b: B

        /// Creates a publisher created by applying the merge function to two upstream publishers.
        public init(_ a: A, _ b: B) {
            self.a = a
            self.b = b
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let junction = Junction(subscriber, count: 2)
            subscriber.receive(subscription: junction)
            a.subscribe(junction.subscriber(0) { $0 })
            b.subscribe(junction.subscriber(1) { $0 })
        }
    }
}

extension Publisher {
    /// Subscribes to an additional publisher and publishes a tuple upon receiving output from either
    /// publisher, once both have published.
    public func combineLatest<P: Publisher>(_ other: P) -> Publishers.CombineLatest<Self, P>
    where Failure == P.Failure {
        Publishers.CombineLatest(self, other)
    }

    /// Subscribes to two additional publishers and publishes a tuple of their latest values.
    public func combineLatest<P: Publisher, Q: Publisher>(_ publisher1: P, _ publisher2: Q)
        -> Publishers.CombineLatest3<Self, P, Q>
    where Failure == P.Failure, P.Failure == Q.Failure {
        Publishers.CombineLatest3(self, publisher1, publisher2)
    }

    /// Combines elements from this publisher with those from another publisher of the same type.
    public func merge<P: Publisher>(with other: P) -> Publishers.Merge<Self, P>
    where P.Output == Output, P.Failure == Failure {
        Publishers.Merge(self, other)
    }
}
