import Dispatch
import Foundation
@_spi(ShojiRuntime) import ShojiCore

/// A gesture that ends when the view is pressed for `minimumDuration`, as SwiftUI's `LongPressGesture`;
/// Enter or Space on the focused view ends it at once.
///
/// It changes to `true` at the press and ends (with `true`) once the press has lasted `minimumDuration` —
/// when that time comes, or at the next motion or the release if the app was busy — unless the pointer
/// moved more than `maximumDistance` points or was released too early (then it is cancelled).
public struct LongPressGesture: Gesture {
    public typealias Body = Never
    public typealias Value = Bool
    /// How long the press must last, in seconds.
    public var minimumDuration: Double
    /// How far the pointer may move, in points.
    public var maximumDistance: CGFloat
    /// Creates a long-press gesture.
    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration.isFinite ? max(0, minimumDuration) : 0.5
        self.maximumDistance = maximumDistance
    }
    public func _makeRecognizer() -> _GestureRecognizer<Bool> {
        LongPressRecognizer(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
    }
}

final class LongPressRecognizer: _GestureRecognizer<Bool> {
    let minimumDuration: Double
    let maximumDistance: CGFloat
    private var pressedAt: GestureEvent?
    /// Bumped per press, so a timer from an earlier press does nothing.
    private var generation = 0

    init(minimumDuration: Double, maximumDistance: CGFloat) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = max(TapRecognizer.slop, maximumDistance)
    }

    override var answersKeys: Bool { true }

    override func press(_ event: GestureEvent) -> Bool {
        pressedAt = event
        generation &+= 1
        changed(true)
        let pressGeneration = generation
        DispatchQueue.main.asyncAfter(deadline: .now() + minimumDuration) { [weak self] in
            MainActor.assumeIsolated {
                guard let self, self.generation == pressGeneration, self.pressedAt != nil else { return }
                self.complete()
            }
        }
        return true
    }

    override func drag(_ event: GestureEvent) {
        guard let start = pressedAt else { return }
        if TapRecognizer.distance(start.location, event.location) > maximumDistance {
            cancel()
        } else if event.time.timeIntervalSince(start.time) >= minimumDuration {
            complete()
        }
    }

    override func release(_ event: GestureEvent) {
        guard let start = pressedAt else { return }
        if event.time.timeIntervalSince(start.time) >= minimumDuration { complete() } else { cancel() }
    }

    override func cancel() {
        guard pressedAt != nil else { return }
        pressedAt = nil
        cancelled()
    }

    override func activate() -> Bool {
        changed(true)
        ended(true)
        return true
    }

    private func complete() {
        pressedAt = nil
        ended(true)
    }
}
