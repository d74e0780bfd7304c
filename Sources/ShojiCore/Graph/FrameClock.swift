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
@_spi(ShojiRuntime) public final class FrameClock {
    /// How long one tick lasts.
    static let period = Duration.milliseconds(100)

    /// Ticks so far.
    @_spi(ShojiRuntime) public private(set) var tick = 0
    private var subscribers: [ObjectIdentifier: (node: ViewNode, onTick: (@MainActor () -> Bool)?)] = [:]
    /// The virtual time of a test host's clock: a fixed start, one tick later per tick.
    private let testStart = Date(timeIntervalSince1970: 1_800_000_000)
    private let isTestClock: Bool
    private var scheduled = false
    private let realTime: Bool
    /// Called after a tick has marked its subscribers (the app renders a frame).
    var onTick: (() -> Void)?

    @_spi(ShojiRuntime) public init(realTime: Bool) {
        isTestClock = !realTime
        self.realTime = realTime && ProcessInfo.processInfo.environment["SHOJI_ANIMATIONS"] != "0"
    }

    /// The current time: the system's in an app; in a test host a virtual time that starts at a fixed
    /// date and advances 0.1 s per tick, so tests of time-dependent views are exact.
    @_spi(ShojiRuntime) public var now: Date {
        isTestClock ? testStart.addingTimeInterval(Double(tick) / 10) : Date()
    }

    /// Whether the clock ticks at all (not in an app run with `SHOJI_ANIMATIONS=0`).
    @_spi(ShojiRuntime) public var canTick: Bool { realTime || isTestClock }

    /// Whether anything is subscribed (the clock is running).
    var isRunning: Bool { !subscribers.isEmpty }

    /// Starts calling `node` to be drawn on every tick — or, with `onTick`, calls `onTick` on every tick
    /// while the node is on screen (it returns whether it asked for anything, e.g. a `TimelineView` whose
    /// next date came).
    @_spi(ShojiRuntime) public func subscribe(_ node: ViewNode, onTick: (@MainActor () -> Bool)? = nil) {
        subscribers[ObjectIdentifier(node)] = (node, onTick)
        scheduleIfNeeded()
    }

    /// Stops drawing `node` on ticks.
    @_spi(ShojiRuntime) public func unsubscribe(_ node: ViewNode) {
        subscribers[ObjectIdentifier(node)] = nil
    }

    /// Advances the clock by one tick now (what a timer does; tests call it through `TestHost`).
    func fire() {
        scheduled = false
        guard !subscribers.isEmpty else { return }
        tick &+= 1
        var shown = false
        for (node, handler) in subscribers.values where Self.isOnScreen(node) {
            if let handler {
                if handler() { shown = true }
            } else {
                node.setNeedsPaint()
                shown = true
            }
        }
        scheduleIfNeeded()
        // A subscriber that is mounted but not on screen (a covered navigation screen, another tab) costs
        // no frame.
        if shown { onTick?() }
    }

    /// Whether `node` and every placed ancestor have room on screen (a covered navigation screen and the
    /// tabs not shown are placed with no room).
    private static func isOnScreen(_ node: ViewNode) -> Bool {
        guard node.isMounted else { return false }
        // A transparent node (a `TimelineView`) has no frame of its own: its content's cells count.
        let rect = node.behavior.isTransparent ? node.coveredRect : (node.hasFrame ? node.frame : .zero)
        guard !rect.isEmpty else { return false }
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
