import Foundation

/// Delivers upstream elements and completion through a scheduler (`receive(on:)`), or after a quiet
/// period (`debounce`).
final class ScheduledRelay<Input, Downstream: Subscriber, Context: Scheduler>: UpstreamLink, Subscriber,
    Subscription, @unchecked Sendable
where Downstream.Input == Input {
    typealias Failure = Downstream.Failure
    private let downstream: Downstream
    private let scheduler: Context
    /// `nil` for `receive(on:)`; the quiet period for `debounce`.
    private let dueTime: Context.SchedulerTimeType.Stride?
    /// Bumped per element (debounce): a scheduled delivery of an older element does nothing.
    private var generation = 0

    init(_ downstream: Downstream, scheduler: Context, dueTime: Context.SchedulerTimeType.Stride?) {
        self.downstream = downstream
        self.scheduler = scheduler
        self.dueTime = dueTime
    }

    func receive(subscription: any Subscription) {
        if attach(subscription) { downstream.receive(subscription: self) }
    }

    func receive(_ input: Input) -> Subscribers.Demand {
        lock.lock()
        generation += 1
        let mine = generation
        lock.unlock()
        guard isLive else { return .none }
        later {
            self.lock.lock()
            let current = self.dueTime == nil || mine == self.generation
            self.lock.unlock()
            if current && self.isLive { _ = self.downstream.receive(input) }
        }
        return .none
    }

    func receive(completion: Subscribers.Completion<Failure>) {
        later {
            if self.detach() { self.downstream.receive(completion: completion) }
        }
    }

    /// Runs `action` on the scheduler: next (`receive(on:)`), or after the quiet period (`debounce`).
    private func later(_ action: @escaping () -> Void) {
        if let dueTime {
            scheduler.schedule(
                after: scheduler.now.advanced(by: dueTime), tolerance: scheduler.minimumTolerance, options: nil,
                action)
        } else {
            scheduler.schedule(options: nil, action)
        }
    }

    func request(_ demand: Subscribers.Demand) {
        // A debounce asks for everything: it keeps only the last element of a burst.
        requestUpstream(dueTime == nil ? demand : .unlimited)
    }

    func cancel() { cancelUpstream() }
}

extension Publishers {
    /// A publisher that delivers elements to its downstream subscriber on a specific scheduler.
    public struct ReceiveOn<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The scheduler the publisher is to use for element delivery.
        public let scheduler: Context
        /// Scheduler options that customize the delivery of elements.
        public let options: Context.SchedulerOptions?

        /// Creates the publisher.
        public init(upstream: Upstream, scheduler: Context, options: Context.SchedulerOptions?) {
            self.upstream = upstream
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(ScheduledRelay(subscriber, scheduler: scheduler, dueTime: nil))
        }
    }

    /// A publisher that publishes elements only after a specified time interval elapses between events.
    public struct Debounce<Upstream: Publisher, Context: Scheduler>: Publisher {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public let upstream: Upstream
        /// The amount of time the publisher should wait before publishing an element.
        public let dueTime: Context.SchedulerTimeType.Stride
        /// The scheduler on which this publisher delivers elements.
        public let scheduler: Context
        /// Scheduler options that customize this publisher's delivery of elements.
        public let options: Context.SchedulerOptions?

        /// Creates the publisher.
        public init(
            upstream: Upstream, dueTime: Context.SchedulerTimeType.Stride, scheduler: Context,
            options: Context.SchedulerOptions?
        ) {
            self.upstream = upstream
            self.dueTime = dueTime
            self.scheduler = scheduler
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            upstream.subscribe(ScheduledRelay(subscriber, scheduler: scheduler, dueTime: dueTime))
        }
    }

    /// A publisher that automatically connects to an upstream connectable publisher.
    public final class Autoconnect<Upstream: ConnectablePublisher>: Publisher, @unchecked Sendable {
        public typealias Output = Upstream.Output
        public typealias Failure = Upstream.Failure
        /// The publisher from which this publisher receives elements.
        public final let upstream: Upstream
        private let lock = NSLock()
        private var connection: (any Cancellable)?
        private var subscribers = 0

        /// Creates the publisher.
        public init(upstream: Upstream) {
            self.upstream = upstream
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure {
            // The subscription keeps this publisher (and so the connection) alive until it is cancelled,
            // as Combine's does: `onReceive(Timer.publish(…).autoconnect())` made anew in every body keeps
            // ticking on the first one.
            let counted = CancelReportingSubscriber(subscriber) { self.subscriberLeft() }
            upstream.subscribe(counted)
            lock.lock()
            subscribers += 1
            let connect = connection == nil
            lock.unlock()
            if connect {
                let connection = upstream.connect()
                lock.lock()
                self.connection = connection
                lock.unlock()
            }
        }

        /// The last subscriber cancelled: disconnect.
        private func subscriberLeft() {
            lock.lock()
            subscribers -= 1
            let connection = subscribers == 0 ? self.connection : nil
            if subscribers == 0 { self.connection = nil }
            lock.unlock()
            connection?.cancel()
        }
    }
}

/// Wraps a subscriber to say when it cancels (an autoconnecting publisher disconnects, a notification
/// observer is removed).
final class CancelReportingSubscriber<Downstream: Subscriber>: UpstreamLink, Subscriber, Subscription,
    @unchecked Sendable
{
    typealias Input = Downstream.Input
    typealias Failure = Downstream.Failure
    private let downstream: Downstream
    private var onCancel: (() -> Void)?

    init(_ downstream: Downstream, onCancel: @escaping () -> Void) {
        self.downstream = downstream
        self.onCancel = onCancel
    }

    func receive(subscription: any Subscription) {
        if attach(subscription) { downstream.receive(subscription: self) }
    }

    func receive(_ input: Input) -> Subscribers.Demand { downstream.receive(input) }
    func receive(completion: Subscribers.Completion<Failure>) { downstream.receive(completion: completion) }
    func request(_ demand: Subscribers.Demand) { requestUpstream(demand) }

    func cancel() {
        lock.lock()
        let onCancel = self.onCancel
        self.onCancel = nil
        lock.unlock()
        cancelUpstream()
        onCancel?()
    }
}

extension Publisher {
    /// Specifies the scheduler on which to receive elements from the publisher.
    public func receive<S: Scheduler>(on scheduler: S, options: S.SchedulerOptions? = nil)
        -> Publishers.ReceiveOn<
            Self, S
        >
    {
        Publishers.ReceiveOn(upstream: self, scheduler: scheduler, options: options)
    }

    /// Publishes elements only after a specified time interval elapses between events.
    public func debounce<S: Scheduler>(
        for dueTime: S.SchedulerTimeType.Stride, scheduler: S, options: S.SchedulerOptions? = nil
    ) -> Publishers.Debounce<Self, S> {
        Publishers.Debounce(upstream: self, dueTime: dueTime, scheduler: scheduler, options: options)
    }
}

extension ConnectablePublisher {
    /// Automates the process of connecting or disconnecting from this connectable publisher.
    public func autoconnect() -> Publishers.Autoconnect<Self> { Publishers.Autoconnect(upstream: self) }
}
