import Foundation
@_spi(ShojiRuntime) import ShojiCore

/// A gesture that follows the pointer while the button is held, as SwiftUI's `DragGesture`: it starts once
/// the pointer has moved `minimumDistance` points, changes with every motion the terminal reports and ends
/// at the release. Points are cells × 8 across and × 16 down (see ``CellMetrics``), each cell's centre.
///
/// Terminals report motion while a button is held (button-event tracking); one that never reports the
/// release leaves nothing stuck: the next press cancels the drag and resets its ``GestureState``.
public struct DragGesture: Gesture {
    public typealias Body = Never
    /// A drag's state.
    public struct Value: Equatable, Sendable {
        /// When this report came.
        public var time: Date
        /// Where the pointer is.
        public var location: CGPoint
        /// Where the press began.
        public var startLocation: CGPoint
        /// How far the pointer has moved since the press.
        public var translation: CGSize {
            CGSize(width: location.x - startLocation.x, height: location.y - startLocation.y)
        }
        /// The pointer's speed, in points per second.
        public var velocity: CGSize
        /// Where the drag would come to rest at its current speed.
        public var predictedEndLocation: CGPoint {
            CGPoint(x: location.x + velocity.width * 0.25, y: location.y + velocity.height * 0.25)
        }
        /// How far the drag would go at its current speed.
        public var predictedEndTranslation: CGSize {
            CGSize(
                width: predictedEndLocation.x - startLocation.x, height: predictedEndLocation.y - startLocation.y)
        }
    }
    /// How far the pointer must move before the drag starts, in points.
    public var minimumDistance: CGFloat
    /// The coordinate space of the locations (the view's own, in a terminal).
    public var coordinateSpace: CoordinateSpace
    /// Creates a drag gesture.
    public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {
        self.minimumDistance = minimumDistance.isFinite ? max(0, minimumDistance) : 10
        self.coordinateSpace = coordinateSpace
    }
    public func _makeRecognizer() -> _GestureRecognizer<Value> { DragRecognizer(minimumDistance: minimumDistance) }
}

final class DragRecognizer: _GestureRecognizer<DragGesture.Value> {
    let minimumDistance: CGFloat
    private var start: GestureEvent?
    private var last: DragGesture.Value?

    init(minimumDistance: CGFloat) {
        self.minimumDistance = minimumDistance
    }

    override func press(_ event: GestureEvent) -> Bool {
        start = event
        last = nil
        if minimumDistance == 0 { report(event) }
        return true
    }

    override func drag(_ event: GestureEvent) {
        guard let start else { return }
        if last == nil, TapRecognizer.distance(start.location, event.location) < minimumDistance { return }
        report(event)
    }

    override func release(_ event: GestureEvent) {
        guard start != nil else { return }
        if last != nil { report(event) }
        let final = last
        start = nil
        last = nil
        if let final { ended(final) } else { cancelled() }
    }

    override func cancel() {
        guard start != nil else { return }
        start = nil
        last = nil
        cancelled()
    }

    private func report(_ event: GestureEvent) {
        guard let start else { return }
        var velocity = CGSize.zero
        if let last {
            let seconds = event.time.timeIntervalSince(last.time)
            if seconds > 0.001 {
                velocity = CGSize(
                    width: (event.location.x - last.location.x) / seconds,
                    height: (event.location.y - last.location.y) / seconds)
            } else {
                velocity = last.velocity
            }
        }
        let value = DragGesture.Value(
            time: event.time, location: event.location, startLocation: start.location, velocity: velocity)
        if value == last { return }
        last = value
        changed(value)
    }
}
