import Foundation
@_spi(ShojiRuntime) import ShojiCore

/// A gesture that ends when the view is clicked `count` times in a row, as SwiftUI's `TapGesture`; Enter or
/// Space on the focused view counts as the taps too.
///
/// A tap ends at the release; a press that moves more than a cell before it is no tap.
public struct TapGesture: Gesture {
    public typealias Body = Never
    /// How many taps in a row end the gesture.
    public var count: Int
    /// Creates a tap gesture.
    public init(count: Int = 1) { self.count = max(1, count) }
    public func _makeRecognizer() -> _GestureRecognizer<Void> {
        let taps = TapRecognizer(count: count)
        let recognizer = MappedRecognizer<CGPoint, Void>(taps) { _ in () }
        return recognizer
    }
}

/// A tap that reports where it happened, as SwiftUI's `SpatialTapGesture`.
public struct SpatialTapGesture: Gesture {
    public typealias Body = Never
    /// The tap's location.
    public struct Value: Equatable, Sendable {
        /// Where the view was tapped, in points from its top-left corner.
        public var location: CGPoint
    }
    /// How many taps in a row end the gesture.
    public var count: Int
    /// The coordinate space of the location (the view's own, in a terminal).
    public var coordinateSpace: CoordinateSpace
    /// Creates a spatial tap gesture.
    public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) {
        self.count = max(1, count)
        self.coordinateSpace = coordinateSpace
    }
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        MappedRecognizer<CGPoint, Value>(TapRecognizer(count: count)) { Value(location: $0) }
    }
}

/// Counts taps: presses released within a cell of where they began, each within the double-click interval
/// of the last.
final class TapRecognizer: _GestureRecognizer<CGPoint> {
    /// The longest pause between two taps of one gesture.
    static let interval: TimeInterval = 0.5
    /// How far a press may move and still be a tap, in points (a cell).
    static let slop: CGFloat = 16
    let count: Int
    private var taps = 0
    private var lastTap: GestureEvent?
    private var pressedAt: GestureEvent?

    init(count: Int) {
        self.count = count
    }

    override var answersKeys: Bool { true }

    override func press(_ event: GestureEvent) -> Bool {
        if let last = lastTap,
            event.time.timeIntervalSince(last.time) > Self.interval
                || Self.distance(last.location, event.location) > Self.slop
        {
            taps = 0
        }
        pressedAt = event
        return true
    }

    override func drag(_ event: GestureEvent) {
        guard let start = pressedAt, Self.distance(start.location, event.location) > Self.slop else { return }
        pressedAt = nil
        taps = 0
        cancelled()
    }

    override func release(_ event: GestureEvent) {
        guard let start = pressedAt else { return }
        pressedAt = nil
        taps += 1
        lastTap = event
        if taps >= count {
            taps = 0
            lastTap = nil
            ended(start.location)
        }
    }

    override func cancel() {
        pressedAt = nil
        taps = 0
        cancelled()
    }

    override func activate() -> Bool {
        ended(.zero)
        return true
    }

    static func distance(_ a: CGPoint, _ b: CGPoint) -> CGFloat { hypot(a.x - b.x, a.y - b.y) }
}

/// A recognizer reporting another's values transformed (what ``Gesture/map(_:)`` and the tap gestures use).
final class MappedRecognizer<Base, Value>: _GestureRecognizer<Value> {
    private let base: _GestureRecognizer<Base>

    init(_ base: _GestureRecognizer<Base>, _ transform: @escaping (Base) -> Value) {
        self.base = base
        super.init()
        base.onChanged.append { [unowned self] in changed(transform($0)) }
        base.onEnded.append { [unowned self] in ended(transform($0)) }
        base.onCancelled.append { [unowned self] in cancelled() }
    }

    override var answersKeys: Bool { base.answersKeys }
    override func press(_ event: GestureEvent) -> Bool { base.press(event) }
    override func drag(_ event: GestureEvent) { base.drag(event) }
    override func release(_ event: GestureEvent) { base.release(event) }
    override func cancel() { base.cancel() }
    override func activate() -> Bool { base.activate() }
}
