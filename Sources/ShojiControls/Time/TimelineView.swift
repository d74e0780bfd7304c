import Foundation
@_spi(ShojiRuntime) import ShojiCore

/// A view whose content is built again on a schedule, as SwiftUI's `TimelineView`.
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in
///     Text(context.date, style: .time)
/// }
/// ```
///
/// Every time-dependent view shares one clock (the frame clock, ten ticks a second). On each tick a
/// timeline view compares the time with its schedule's next date and, when it has come, builds its
/// content again — once per period. It does this only while it is on screen: a timeline on a hidden tab
/// or a covered navigation screen costs nothing, and when none is mounted the clock stops, so an idle
/// app renders no frames. `.animation` is accepted (about ten updates a second).
public struct TimelineView<Schedule: TimelineSchedule, Content: View>: View {
    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content

    /// Creates a timeline view.
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public var body: Never { primitiveBody(Self.self) }
}

/// What a ``TimelineView`` hands its content.
public struct TimelineViewDefaultContext {
    /// How often the content is updated.
    public enum Cadence: Comparable, Sendable {
        case live, seconds, minutes
    }

    /// The date of this update (the schedule's entry).
    public let date: Date
    /// How often updates come.
    public let cadence: Cadence
}

/// When a ``TimelineView`` updates.
public protocol TimelineSchedule {
    /// The first entry at or after `date`... the dates of updates after `date`.
    func nextDate(after date: Date) -> Date?
    /// The update frequency, for the context.
    var cadence: TimelineViewDefaultContext.Cadence { get }
}

/// Every `interval` seconds from a start date.
public struct PeriodicTimelineSchedule: TimelineSchedule {
    let start: Date
    let interval: TimeInterval

    /// A schedule of updates every `interval` seconds (at least 0.1) starting at `startDate`.
    public init(from startDate: Date, by interval: TimeInterval) {
        start = startDate
        self.interval = max(0.1, interval.isFinite ? interval : 1)
    }

    public func nextDate(after date: Date) -> Date? {
        let elapsed = date.timeIntervalSince(start)
        if elapsed < 0 { return start }
        return start.addingTimeInterval((floor(elapsed / interval) + 1) * interval)
    }

    public var cadence: TimelineViewDefaultContext.Cadence {
        interval >= 60 ? .minutes : interval >= 1 ? .seconds : .live
    }
}

/// At the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule {
    /// Creates the schedule.
    public init() {}

    public func nextDate(after date: Date) -> Date? {
        Date(timeIntervalSinceReferenceDate: (floor(date.timeIntervalSinceReferenceDate / 60) + 1) * 60)
    }

    public var cadence: TimelineViewDefaultContext.Cadence { .minutes }
}

/// As often as the display updates (ten times a second here); `paused` stops it.
public struct AnimationTimelineSchedule: TimelineSchedule {
    let interval: TimeInterval
    let paused: Bool

    /// Creates the schedule.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        interval = max(0.1, minimumInterval ?? 0.1)
        self.paused = paused
    }

    public func nextDate(after date: Date) -> Date? {
        paused ? nil : date.addingTimeInterval(interval)
    }

    public var cadence: TimelineViewDefaultContext.Cadence { .live }
}

/// At the given dates only.
public struct ExplicitTimelineSchedule: TimelineSchedule {
    let dates: [Date]

    /// Creates the schedule.
    public init<S: Sequence>(_ dates: S) where S.Element == Date {
        self.dates = dates.sorted()
    }

    public func nextDate(after date: Date) -> Date? { dates.first { $0 > date } }

    public var cadence: TimelineViewDefaultContext.Cadence { .seconds }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Every `interval` seconds from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// At the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// As often as the screen updates.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// As often as the screen updates, at most every `minimumInterval` seconds.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

extension TimelineSchedule where Self == ExplicitTimelineSchedule {
    /// At the given dates.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule where S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}

@_spi(ShojiRuntime) extension TimelineView: PrimitiveView {
    public func makeBehavior() -> TimelineBehavior { TimelineBehavior() }
    public func update(_ behavior: TimelineBehavior) -> Invalidation {
        let schedule = self.schedule
        let content = self.content
        behavior.schedule = { schedule.nextDate(after: $0) }
        behavior.build = { date in content(TimelineViewDefaultContext(date: date, cadence: schedule.cadence)) }
        return []
    }
    public func children(into list: inout ChildList) {}
}

/// Builds the content for the current entry and again when the next one comes.
@_spi(ShojiRuntime) public final class TimelineBehavior: NodeBehavior {
    var schedule: ((Date) -> Date?)?
    var build: ((Date) -> any View)?
    /// The date the content was built for, and when it is built next.
    private var entry: Date?
    private var next: Date?

    @_spi(ShojiRuntime) public override var isTransparent: Bool { true }
    @_spi(ShojiRuntime) public override var buildsChildrenInClosures: Bool { true }

    @_spi(ShojiRuntime) public override func makeChildren(from view: any View, into list: inout ChildList) -> Bool {
        let now = node.graph.clock.now
        if entry == nil || next.map({ now >= $0 }) ?? false {
            entry = now
            next = schedule?(now)
        }
        if let build, let entry { list.append(any: build(entry), key: .index(0)) }
        return true
    }

    @_spi(ShojiRuntime) public override func didMount() {
        node.graph.clock.subscribe(node) { [weak self] in self?.tick() ?? false }
    }

    @_spi(ShojiRuntime) public override func willUnmount() { node.graph.clock.unsubscribe(node) }

    /// A tick: builds the content again when the next entry has come.
    private func tick() -> Bool {
        guard let next, node.graph.clock.now >= next else { return false }
        node.graph.markDirty(node)
        return true
    }
}
