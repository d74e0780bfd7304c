import Foundation
@_spi(ShojiRuntime) import ShojiCore

/// Steps its content through `phases`, as SwiftUI's `PhaseAnimator`.
///
/// In a terminal each phase is shown as it is (nothing is tweened): a `PhaseAnimator` with no trigger
/// cycles through its phases on the shared clock, one phase every half second — a cheap motion a terminal
/// can show — except when ``EnvironmentValues/accessibilityReduceMotion`` is on (`SHOJI_ANIMATIONS=0`), where
/// it stays on the first phase. One with a trigger runs through its phases and comes back to the first,
/// at once: it shows the first phase.
public struct PhaseAnimator<Phase: Equatable, Content: View>: View {
    private let phases: [Phase]
    private let cycles: Bool
    private let content: (Phase) -> Content
    @Environment(\.accessibilityReduceMotion) private var reduceMotion

    /// How long each phase shows when cycling.
    static var phaseDuration: TimeInterval { 0.5 }

    /// Cycles through `phases` for as long as the view is on screen.
    public init<S: Sequence>(
        _ phases: S, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) where S.Element == Phase {
        self.phases = Array(phases)
        cycles = true
        self.content = content
    }

    /// Runs through `phases` each time `trigger` changes.
    public init<S: Sequence, T: Equatable>(
        _ phases: S, trigger: T, @ViewBuilder content: @escaping (Phase) -> Content,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) where S.Element == Phase {
        self.phases = Array(phases)
        cycles = false
        self.content = content
    }

    public var body: some View {
        if let first = phases.first {
            if cycles && !reduceMotion && phases.count > 1 {
                TimelineView(.periodic(from: Date(timeIntervalSince1970: 0), by: Self.phaseDuration)) { context in
                    content(phases[Self.index(at: context.date, count: phases.count)])
                }
            } else {
                content(first)
            }
        }
    }

    /// The phase shown at `date` when cycling.
    static func index(at date: Date, count: Int) -> Int {
        let steps = (date.timeIntervalSince1970 / phaseDuration).rounded(.down)
        guard steps.isFinite, count > 0 else { return 0 }
        return Int(steps.truncatingRemainder(dividingBy: Double(count)).magnitude)
    }
}

extension View {
    /// Steps the view through `phases` on the shared clock (see ``PhaseAnimator``).
    public func phaseAnimator<Phase: Equatable, Modified: View>(
        _ phases: some Sequence<Phase>, @ViewBuilder content: @escaping (Self, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> PhaseAnimator<Phase, Modified> {
        PhaseAnimator(phases, content: { content(self, $0) }, animation: animation)
    }

    /// Runs the view through `phases` each time `trigger` changes (the first phase shows: see
    /// ``PhaseAnimator``).
    public func phaseAnimator<Phase: Equatable, Modified: View>(
        _ phases: some Sequence<Phase>, trigger: some Equatable,
        @ViewBuilder content: @escaping (Self, Phase) -> Modified,
        animation: @escaping (Phase) -> Animation? = { _ in .default }
    ) -> PhaseAnimator<Phase, Modified> {
        PhaseAnimator(phases, trigger: trigger, content: { content(self, $0) }, animation: animation)
    }
}
