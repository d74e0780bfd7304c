import Foundation

extension Timer {
    /// Returns a publisher that repeatedly emits the current date on the given interval.
    ///
    /// In a Shoji app the main run loop is Dispatch's main queue: the dates arrive on the main thread.
    public static func publish(
        every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
        options: RunLoop.SchedulerOptions? = nil
    ) -> Timer.TimerPublisher {
        TimerPublisher(interval: interval, tolerance: tolerance, runLoop: runLoop, mode: mode, options: options)
    }

    /// A publisher that repeatedly emits the current date on a given interval.
    public final class TimerPublisher: ConnectablePublisher, @unchecked Sendable {
        public typealias Output = Date
        public typealias Failure = Never

        /// The time interval between dates.
        public let interval: TimeInterval
        /// The tolerance allowed for each date.
        public let tolerance: TimeInterval?
        /// The run loop the timer runs on.
        public let runLoop: RunLoop
        /// The run loop mode.
        public let mode: RunLoop.Mode
        /// Scheduler options.
        public let options: RunLoop.SchedulerOptions?
        private let subject = PassthroughSubject<Date, Never>()
        private let lock = NSLock()
        private var timer: (any Cancellable)?

        /// Creates a publisher that repeatedly emits the current date on the given interval.
        public init(
            interval: TimeInterval, tolerance: TimeInterval? = nil, runLoop: RunLoop, mode: RunLoop.Mode,
            options: RunLoop.SchedulerOptions? = nil
        ) {
            self.interval = interval
            self.tolerance = tolerance
            self.runLoop = runLoop
            self.mode = mode
            self.options = options
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Date, S.Failure == Never {
            subject.receive(subscriber: subscriber)
        }

        /// Starts the timer; cancel the result to stop it.
        public func connect() -> any Cancellable {
            let step = SchedulerStride.seconds(max(interval, 0.001))
            let subject = self.subject
            let timer = runLoop.schedule(after: runLoop.now.advanced(by: step), interval: step) {
                subject.send(Date())
            }
            lock.lock()
            self.timer = timer
            lock.unlock()
            return AnyCancellable { [weak self] in
                timer.cancel()
                self?.lock.lock()
                self?.timer = nil
                self?.lock.unlock()
            }
        }
    }
}

extension NotificationCenter {
    /// Returns a publisher that emits events when broadcasting notifications.
    public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> NotificationCenter.Publisher {
        Publisher(center: self, name: name, object: object)
    }

    /// A publisher that emits elements when broadcasting notifications.
    public struct Publisher: Combine.Publisher, @unchecked Sendable {
        public typealias Output = Notification
        public typealias Failure = Never
        /// The notification center this publisher uses as a source.
        public let center: NotificationCenter
        /// The name of notifications published by this publisher.
        public let name: Notification.Name
        /// The object posting the named notification.
        public let object: AnyObject?

        /// Creates a publisher that emits events when broadcasting notifications.
        public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
            self.center = center
            self.name = name
            self.object = object
        }

        public func receive<S: Subscriber>(subscriber: S) where S.Input == Notification, S.Failure == Never {
            let subject = PassthroughSubject<Notification, Never>()
            let token = center.addObserver(forName: name, object: object, queue: nil) { subject.send($0) }
            let center = self.center
            subject.receive(subscriber: CancelReportingSubscriber(subscriber) { center.removeObserver(token) })
        }
    }
}
