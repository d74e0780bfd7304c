import Foundation

/// A protocol that defines when and how to execute a closure.
public protocol Scheduler<SchedulerTimeType> {
    /// Describes an instant in time for this scheduler.
    associatedtype SchedulerTimeType: Strideable where SchedulerTimeType.Stride: SchedulerTimeIntervalConvertible
    /// A type that defines options accepted by the scheduler.
    associatedtype SchedulerOptions

    /// This scheduler's definition of the current moment in time.
    var now: SchedulerTimeType { get }
    /// The minimum tolerance allowed by the scheduler.
    var minimumTolerance: SchedulerTimeType.Stride { get }
    /// Performs the action at the next possible opportunity.
    func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void)
    /// Performs the action at some time after the specified date.
    func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, options: SchedulerOptions?,
        _ action: @escaping () -> Void)
    /// Performs the action at some time after the specified date, at the specified frequency.
    func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, tolerance: SchedulerTimeType.Stride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable
}

extension Scheduler {
    /// Performs the action at the next possible opportunity, without options.
    public func schedule(_ action: @escaping () -> Void) { schedule(options: nil, action) }

    /// Performs the action at some time after the specified date.
    public func schedule(after date: SchedulerTimeType, _ action: @escaping () -> Void) {
        schedule(after: date, tolerance: minimumTolerance, options: nil, action)
    }

    /// Performs the action at some time after the specified date, with the given tolerance.
    public func schedule(
        after date: SchedulerTimeType, tolerance: SchedulerTimeType.Stride, _ action: @escaping () -> Void
    ) {
        schedule(after: date, tolerance: tolerance, options: nil, action)
    }

    /// Performs the action repeatedly after the specified date.
    public func schedule(
        after date: SchedulerTimeType, interval: SchedulerTimeType.Stride, _ action: @escaping () -> Void
    ) -> any Cancellable {
        schedule(after: date, interval: interval, tolerance: minimumTolerance, options: nil, action)
    }
}

/// A protocol that provides a scheduler with an expression for relative time.
public protocol SchedulerTimeIntervalConvertible {
    /// Converts the specified number of seconds into an instance of this scheduler time type.
    static func seconds(_ s: Int) -> Self
    /// Converts the specified number of seconds, as a floating-point value, into an instance of this
    /// scheduler time type.
    static func seconds(_ s: Double) -> Self
    /// Converts the specified number of milliseconds into an instance of this scheduler time type.
    static func milliseconds(_ ms: Int) -> Self
    /// Converts the specified number of microseconds into an instance of this scheduler time type.
    static func microseconds(_ us: Int) -> Self
    /// Converts the specified number of nanoseconds into an instance of this scheduler time type.
    static func nanoseconds(_ ns: Int) -> Self
}

/// A span of scheduler time in nanoseconds: the `Stride` of every scheduler here.
public struct SchedulerStride: SchedulerTimeIntervalConvertible, Comparable, SignedNumeric, Hashable, Codable,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable
{
    /// The span in nanoseconds.
    public var magnitude: Int

    /// A span of `nanoseconds`.
    public init(_ nanoseconds: Int) { magnitude = nanoseconds }
    /// A span of `value` seconds.
    public init(floatLiteral value: Double) { magnitude = Int(value * 1e9) }
    /// A span of `value` seconds.
    public init(integerLiteral value: Int) { magnitude = value &* 1_000_000_000 }
    /// A span from an integer number of nanoseconds, if it fits.
    public init?<T: BinaryInteger>(exactly source: T) {
        guard let value = Int(exactly: source) else { return nil }
        magnitude = value
    }

    /// The span in seconds.
    public var timeInterval: Double { Double(magnitude) / 1e9 }

    public static func seconds(_ s: Int) -> SchedulerStride { SchedulerStride(s &* 1_000_000_000) }
    public static func seconds(_ s: Double) -> SchedulerStride { SchedulerStride(Int(s * 1e9)) }
    public static func milliseconds(_ ms: Int) -> SchedulerStride { SchedulerStride(ms &* 1_000_000) }
    public static func microseconds(_ us: Int) -> SchedulerStride { SchedulerStride(us &* 1000) }
    public static func nanoseconds(_ ns: Int) -> SchedulerStride { SchedulerStride(ns) }

    public static func < (lhs: SchedulerStride, rhs: SchedulerStride) -> Bool { lhs.magnitude < rhs.magnitude }
    public static func + (lhs: SchedulerStride, rhs: SchedulerStride) -> SchedulerStride {
        SchedulerStride(lhs.magnitude &+ rhs.magnitude)
    }
    public static func - (lhs: SchedulerStride, rhs: SchedulerStride) -> SchedulerStride {
        SchedulerStride(lhs.magnitude &- rhs.magnitude)
    }
    public static func * (lhs: SchedulerStride, rhs: SchedulerStride) -> SchedulerStride {
        SchedulerStride(lhs.magnitude &* rhs.magnitude)
    }
    public static func += (lhs: inout SchedulerStride, rhs: SchedulerStride) { lhs = lhs + rhs }
    public static func -= (lhs: inout SchedulerStride, rhs: SchedulerStride) { lhs = lhs - rhs }
    public static func *= (lhs: inout SchedulerStride, rhs: SchedulerStride) { lhs = lhs * rhs }
}

/// An instant of scheduler time: nanoseconds on the monotonic clock.
public struct SchedulerInstant: Strideable, Hashable, Codable, Sendable {
    /// Nanoseconds since an arbitrary start (the uptime clock).
    public var nanoseconds: UInt64

    /// The instant `nanoseconds` after the clock's start.
    public init(nanoseconds: UInt64) { self.nanoseconds = nanoseconds }

    /// The current instant.
    static var now: SchedulerInstant { SchedulerInstant(nanoseconds: DispatchTime.now().uptimeNanoseconds) }

    /// The dispatch time of this instant.
    public var dispatchTime: DispatchTime { DispatchTime(uptimeNanoseconds: nanoseconds) }

    public func distance(to other: SchedulerInstant) -> SchedulerStride {
        SchedulerStride(Int(truncatingIfNeeded: other.nanoseconds &- nanoseconds))
    }

    public func advanced(by n: SchedulerStride) -> SchedulerInstant {
        SchedulerInstant(nanoseconds: UInt64(max(0, Int64(truncatingIfNeeded: nanoseconds) &+ Int64(n.magnitude))))
    }
}

/// Cancels a repeating dispatch timer.
final class TimerCancellable: Cancellable, @unchecked Sendable {
    private let source: DispatchSourceTimer
    init(_ source: DispatchSourceTimer) { self.source = source }
    func cancel() { source.cancel() }
}

/// Runs scheduled actions on a dispatch queue.
private func scheduleRepeating(
    on queue: DispatchQueue, after date: SchedulerInstant, interval: SchedulerStride,
    _ action: @escaping () -> Void
) -> any Cancellable {
    let source = DispatchSource.makeTimerSource(queue: queue)
    nonisolated(unsafe) let action = action
    source.setEventHandler { action() }
    source.schedule(deadline: date.dispatchTime, repeating: .nanoseconds(max(1, interval.magnitude)))
    source.resume()
    return TimerCancellable(source)
}

extension DispatchQueue: Scheduler {
    /// Scheduler time for a dispatch queue.
    public typealias SchedulerTimeType = SchedulerInstant

    /// Options that affect the operation of the dispatch queue scheduler.
    public struct SchedulerOptions: Sendable {
        /// The dispatch queue quality of service.
        public var qos: DispatchQoS
        /// Creates options.
        public init(qos: DispatchQoS = .unspecified) { self.qos = qos }
    }

    public var now: SchedulerInstant { .now }
    public var minimumTolerance: SchedulerStride { SchedulerStride(0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        nonisolated(unsafe) let action = action
        async { action() }
    }

    public func schedule(
        after date: SchedulerInstant, tolerance: SchedulerStride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        nonisolated(unsafe) let action = action
        asyncAfter(deadline: date.dispatchTime) { action() }
    }

    public func schedule(
        after date: SchedulerInstant, interval: SchedulerStride, tolerance: SchedulerStride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        scheduleRepeating(on: self, after: date, interval: interval, action)
    }
}

extension RunLoop: Scheduler {
    /// Scheduler time for a run loop.
    public typealias SchedulerTimeType = SchedulerInstant

    /// Options that affect the operation of the run loop scheduler.
    public struct SchedulerOptions: Sendable {}

    /// The queue a run loop's actions run on: in a Shoji app the main run loop is Dispatch's main queue
    /// (the app drains it on the main thread between frames); another run loop runs them on a global queue.
    private var queue: DispatchQueue { self === RunLoop.main ? .main : .global() }

    public var now: SchedulerInstant { .now }
    public var minimumTolerance: SchedulerStride { SchedulerStride(0) }

    public func schedule(options: SchedulerOptions?, _ action: @escaping () -> Void) {
        queue.schedule(options: nil, action)
    }

    public func schedule(
        after date: SchedulerInstant, tolerance: SchedulerStride, options: SchedulerOptions?,
        _ action: @escaping () -> Void
    ) {
        queue.schedule(after: date, tolerance: tolerance, options: nil, action)
    }

    public func schedule(
        after date: SchedulerInstant, interval: SchedulerStride, tolerance: SchedulerStride,
        options: SchedulerOptions?, _ action: @escaping () -> Void
    ) -> any Cancellable {
        scheduleRepeating(on: queue, after: date, interval: interval, action)
    }
}

/// A scheduler for performing synchronous actions.
public struct ImmediateScheduler: Scheduler, Sendable {
    /// The time type of the immediate scheduler.
    public typealias SchedulerTimeType = SchedulerInstant
    /// No options are supported.
    public typealias SchedulerOptions = Never

    /// The shared instance of the immediate scheduler.
    public static let shared = ImmediateScheduler()

    public var now: SchedulerInstant { .now }
    public var minimumTolerance: SchedulerStride { SchedulerStride(0) }
    public func schedule(options: Never?, _ action: @escaping () -> Void) { action() }
    public func schedule(
        after date: SchedulerInstant, tolerance: SchedulerStride, options: Never?, _ action: @escaping () -> Void
    ) { action() }
    public func schedule(
        after date: SchedulerInstant, interval: SchedulerStride, tolerance: SchedulerStride, options: Never?,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        action()
        return AnyCancellable {}
    }
}
