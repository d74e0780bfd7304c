import Dispatch
import Foundation

/// The one clock that drives every view that changes with time (a spinning `ProgressView`).
///
/// Views subscribe while they are mounted and unsubscribe when they leave; the clock runs only while it
/// has subscribers, so an app with nothing animating on screen has no timer and renders no frame. Each
/// tick advances ``tick`` and asks the subscribers to be drawn again in one frame.
///
/// In a real app the clock ticks on the main queue; in a `TestHost` it ticks only when the test calls
/// `advanceClock()`, so tests count frames, never time. `SHOJI_ANIMATIONS=0` stops it in a real app
/// (the fuzzer sets it, so that a spinner does not keep the screen from going quiet).
@MainActor
final class FrameClock {
    /// How long one tick lasts.
    static let period = Duration.milliseconds(100)

    /// Ticks so far.
    private(set) var tick = 0
    private var subscribers: [ObjectIdentifier: ViewNode] = [:]
    private var scheduled = false
    private let realTime: Bool
    /// Called after a tick has marked its subscribers (the app renders a frame).
    var onTick: (() -> Void)?

    init(realTime: Bool) {
        self.realTime = realTime && ProcessInfo.processInfo.environment["SHOJI_ANIMATIONS"] != "0"
    }

    /// Whether anything is subscribed (the clock is running).
    var isRunning: Bool { !subscribers.isEmpty }

    /// Starts calling `node` to be drawn on every tick.
    func subscribe(_ node: ViewNode) {
        subscribers[ObjectIdentifier(node)] = node
        scheduleIfNeeded()
    }

    /// Stops drawing `node` on ticks.
    func unsubscribe(_ node: ViewNode) {
        subscribers[ObjectIdentifier(node)] = nil
    }

    /// Advances the clock by one tick now (what a timer does; tests call it through `TestHost`).
    func fire() {
        scheduled = false
        guard !subscribers.isEmpty else { return }
        tick &+= 1
        var shown = false
        for node in subscribers.values where Self.isOnScreen(node) {
            node.setNeedsPaint()
            shown = true
        }
        scheduleIfNeeded()
        // A subscriber that is mounted but not on screen (a covered navigation screen, another tab) costs
        // no frame.
        if shown { onTick?() }
    }

    /// Whether `node` and every placed ancestor have room on screen (a covered navigation screen and the
    /// tabs not shown are placed with no room).
    private static func isOnScreen(_ node: ViewNode) -> Bool {
        guard node.isMounted, node.hasFrame, !node.frame.isEmpty else { return false }
        var ancestor = node.parent
        while let current = ancestor {
            if current.hasFrame && current.frame.isEmpty { return false }
            ancestor = current.parent
        }
        return true
    }

    private func scheduleIfNeeded() {
        guard realTime, !scheduled, !subscribers.isEmpty else { return }
        scheduled = true
        DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(100)) { [weak self] in
            MainActor.assumeIsolated { self?.fire() }
        }
    }
}
