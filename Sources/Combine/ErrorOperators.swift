import Foundation

/// Forwards values unchanged and converts the upstream's failure: what `replaceError`, `mapError` and
/// `setFailureType` share.
final class FailureRelay<Upstream: Publisher, Downstream: Subscriber>: UpstreamLink, Subscriber, Subscription,
    @unchecked Sendable
where Downstream.Input == Upstream.Output {
    typealias Input = Upstream.Output
    typealias Failure = Upstream.Failure
    private let downstream: Downstream
    /// What the upstream's failure becomes: a value then finishing, or another failure.
    private let convert: (Upstream.Failure) -> (value: Downstream.Input?, failure: Downstream.Failure?)

    init(
        _ downstream: Downstream,
        convert: @escaping (Upstream.Failure) -> (value: Downstream.Input?, failure: Downstream.Failure?)
    ) {
        self.downstream = downstream
        self.convert = convert
    }

    func receive(subscription: any Subscription) {
        if attach(subscription) { downstream.receive(subscription: self) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        isLive ? downstream.receive(input) : .none
    }

    func receive(completion: Subscribers.Completion<Upstream.Failure>) {
        guard detach() else { return }
        switch completion {
        case .finished:
            downstream.receive(completion: .finished)
        case .failure(let error):
            let (value, failure) = convert(error)
            if let value { _ = downstream.receive(value) }
            downstream.receive(completion: failure.map { .failure($0) } ?? .finished)
        }
    }

    func request(_ demand: Subscribers.Demand) { requestUpstream(demand) }
    func cancel() { cancelUpstream() }
}

extension Publishers {
    /// A publisher that replaces any errors in the stream with a provided element.
    public struct ReplaceError<Upstream: Publisher>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Never
        /// The element with which to replace errors from the upstream publisher.
        public let output: Upstream.Output
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates the publisher.
        public init(upstream: Upstream, output: Output) {
            self.upstream = upstream
            self.output = output
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Never {
            let output = self.output
            upstream.subscribe(FailureRelay<Upstream, S>(subscriber) { _ in (output, nil) })
        }
    }

    /// A publisher that converts any failure from the upstream publisher into a new error.
    public struct MapError<Upstream: Publisher, Failure: Error>: Publisher {
        public typealias Output = Upstream.Output
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The closure that converts the upstream failure into a new error.
        public let transform: (Upstream.Failure) -> Failure

        /// Creates the publisher.
        public init(upstream: Upstream, _ map: @escaping (Upstream.Failure) -> Failure) {
            self.upstream = upstream
            transform = map
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            let transform = self.transform
            upstream.subscribe(FailureRelay<Upstream, S>(subscriber) { (nil, transform($0)) })
        }
    }

    /// A publisher that appears to send a specified failure type (it never fails).
    public struct SetFailureType<Upstream: Publisher, Failure: Error>: Publisher where Upstream.Failure == Never {
        public typealias Output = Upstream.Output
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream

        /// Creates the publisher.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(FailureRelay<Upstream, S>(subscriber, convert: neverCalled()))
        }
    }
}

extension Publisher {
    /// Replaces any errors in the stream with the provided element, then finishes.
    public func replaceError(with output: Output) -> Publishers.ReplaceError<Self> {
        Publishers.ReplaceError(upstream: self, output: output)
    }

    /// Converts any failure from the upstream publisher into a new error.
    public func mapError<E: Error>(_ transform: @escaping (Failure) -> E) -> Publishers.MapError<Self, E> {
        Publishers.MapError(upstream: self, transform)
    }
}

extension Publisher where Failure == Never {
    /// Changes the failure type declared by the upstream publisher.
    public func setFailureType<E: Error>(to failureType: E.Type) -> Publishers.SetFailureType<Self, E> {
        Publishers.SetFailureType(upstream: self)
    }
}

/// The conversion of a failure that cannot happen (`setFailureType`: the upstream never fails).
private func neverCalled<F: Error, V, D: Error>() -> (F) -> (value: V?, failure: D?) {
    { _ in (nil, nil) }
}
