import Foundation

/// Declares that a type can deliver a sequence of values over time.
///
/// Shoji's `Combine` is the part of Apple's Combine that SwiftUI apps use (Linux has no Combine): the
/// protocols, subjects, `@Published` and `ObservableObject`, `sink` and `assign`, the common operators,
/// and the Foundation publishers (`Timer.publish`, `NotificationCenter.publisher(for:)`).
public protocol Publisher<Output, Failure> {
    /// The kind of values published.
    associatedtype Output
    /// The kind of errors this publisher might publish.
    associatedtype Failure: Error

    /// Attaches `subscriber` to this publisher.
    func receive<S: Subscriber>(subscriber: S) where S.Input == Output, S.Failure == Failure
}

extension Publisher {
    /// Attaches `subscriber` to this publisher.
    public func subscribe<S: Subscriber>(_ subscriber: S) where S.Input == Output, S.Failure == Failure {
        receive(subscriber: subscriber)
    }
}

/// A type that receives values from a publisher.
public protocol Subscriber<Input, Failure>: CustomCombineIdentifierConvertible {
    /// The kind of values this subscriber receives.
    associatedtype Input
    /// The kind of errors this subscriber might receive.
    associatedtype Failure: Error

    /// Tells the subscriber that it has subscribed to the publisher and may request items.
    func receive(subscription: any Subscription)
    /// Tells the subscriber that the publisher has produced an element; returns how many more it wants.
    func receive(_ input: Input) -> Subscribers.Demand
    /// Tells the subscriber that the publisher has completed, normally or with an error.
    func receive(completion: Subscribers.Completion<Failure>)
}

extension Subscriber where Input == Void {
    /// Tells the subscriber that a publisher of `Void` has produced an element.
    public func receive() -> Subscribers.Demand { receive(()) }
}

/// A protocol representing the connection of a subscriber to a publisher.
public protocol Subscription: Cancellable, CustomCombineIdentifierConvertible {
    /// Tells a publisher that it may send more values to the subscriber.
    func request(_ demand: Subscribers.Demand)
}

/// A protocol indicating that an activity or action supports cancellation.
public protocol Cancellable {
    /// Cancels the activity.
    func cancel()
}

/// A protocol for uniquely identifying publisher streams.
public protocol CustomCombineIdentifierConvertible {
    /// An identifier for the stream.
    var combineIdentifier: CombineIdentifier { get }
}

extension CustomCombineIdentifierConvertible where Self: AnyObject {
    /// An identifier made from the object's identity.
    public var combineIdentifier: CombineIdentifier { CombineIdentifier(self) }
}

/// A unique identifier for identifying publisher streams.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
    private let value: UInt64
    nonisolated(unsafe) private static var next: UInt64 = 0
    private static let lock = NSLock()

    /// Creates a unique identifier.
    public init() {
        Self.lock.lock()
        Self.next &+= 1
        value = Self.next
        Self.lock.unlock()
    }

    /// Creates an identifier from an object's identity.
    public init(_ obj: AnyObject) {
        value = UInt64(UInt(bitPattern: ObjectIdentifier(obj).hashValue))
    }

    /// The identifier in hexadecimal.
    public var description: String { "0x" + String(value, radix: 16) }
}

/// A namespace for types that serve as subscribers.
public enum Subscribers {}

extension Subscribers {
    /// A requested number of items, sent to a publisher from a subscriber through the subscription.
    public struct Demand: Equatable, Comparable, Hashable, Codable, CustomStringConvertible, Sendable {
        /// `nil` for unlimited.
        let count: Int?

        private init(count: Int?) { self.count = count }

        /// A request for as many values as the publisher can produce.
        public static let unlimited = Demand(count: nil)
        /// A request for no elements from the publisher.
        public static let none = Demand(count: 0)

        /// A request for a maximum number of elements.
        public static func max(_ value: Int) -> Demand {
            precondition(value >= 0, "A demand cannot be negative")
            return Demand(count: value)
        }

        /// The number of requested values, or `nil` if unlimited.
        public var max: Int? { count }

        /// A textual representation of the demand.
        public var description: String { count.map { "max(\($0))" } ?? "unlimited" }

        /// Adds two demands.
        public static func + (lhs: Demand, rhs: Demand) -> Demand {
            guard let l = lhs.count, let r = rhs.count else { return .unlimited }
            let (sum, overflow) = l.addingReportingOverflow(r)
            return overflow ? .unlimited : Demand(count: sum)
        }

        /// Adds an integer to a demand.
        public static func + (lhs: Demand, rhs: Int) -> Demand {
            guard let l = lhs.count else { return .unlimited }
            let (sum, overflow) = l.addingReportingOverflow(rhs)
            return overflow ? .unlimited : Demand(count: Swift.max(0, sum))
        }

        /// Subtracts an integer from a demand (never below zero; unlimited stays unlimited).
        public static func - (lhs: Demand, rhs: Int) -> Demand {
            guard let l = lhs.count else { return .unlimited }
            return Demand(count: Swift.max(0, l - rhs))
        }

        /// Subtracts one demand from another.
        public static func - (lhs: Demand, rhs: Demand) -> Demand {
            guard let l = lhs.count else { return .unlimited }
            guard let r = rhs.count else { return .none }
            return Demand(count: Swift.max(0, l - r))
        }

        /// Adds a demand to this one.
        public static func += (lhs: inout Demand, rhs: Demand) { lhs = lhs + rhs }
        /// Adds an integer to this demand.
        public static func += (lhs: inout Demand, rhs: Int) { lhs = lhs + rhs }
        /// Subtracts an integer from this demand.
        public static func -= (lhs: inout Demand, rhs: Int) { lhs = lhs - rhs }

        /// Whether the first demand asks for fewer values.
        public static func < (lhs: Demand, rhs: Demand) -> Bool {
            switch (lhs.count, rhs.count) {
            case (nil, _): return false
            case (_, nil): return true
            case (let l?, let r?): return l < r
            }
        }

        /// Compares a demand with a number of values.
        public static func > (lhs: Demand, rhs: Int) -> Bool { lhs.count.map { $0 > rhs } ?? true }
        /// Compares a demand with a number of values.
        public static func == (lhs: Demand, rhs: Int) -> Bool { lhs.count == rhs }
    }

    /// A signal that a publisher doesn't produce additional elements, either due to normal completion or
    /// an error.
    public enum Completion<Failure: Error> {
        /// The publisher finished normally.
        case finished
        /// The publisher stopped publishing due to the indicated error.
        case failure(Failure)
    }
}

extension Subscribers.Completion: Equatable where Failure: Equatable {}
extension Subscribers.Completion: Hashable where Failure: Hashable {}
extension Subscribers.Completion: Sendable where Failure: Sendable {}

/// A namespace for types that serve as publishers.
public enum Publishers {}

/// A publisher that provides an explicit means of connecting and canceling publication.
public protocol ConnectablePublisher<Output, Failure>: Publisher {
    /// Connects to the publisher, allowing it to produce elements, and returns an instance with which
    /// to cancel publishing.
    func connect() -> any Cancellable
}
