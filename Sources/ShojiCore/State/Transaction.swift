import Dispatch

/// How a change is applied. In a terminal, changes apply at once: an animation is accepted (so SwiftUI
/// code compiles) and recorded, but nothing is tweened between cells.
public struct Transaction: Sendable {
    /// The animation requested for the change, if any.
    public var animation: Animation?

    /// A transaction with no animation.
    public init() {}

    /// A transaction with an animation.
    public init(animation: Animation?) {
        self.animation = animation
    }
}

/// An animation curve. Accepted for source compatibility; a terminal applies changes at once.
public struct Animation: Sendable, Hashable {
    @_spi(ShojiRuntime) public let name: String

    public static let `default` = Animation(name: "default")
    public static let linear = Animation(name: "linear")
    public static let easeIn = Animation(name: "easeIn")
    public static let easeOut = Animation(name: "easeOut")
    public static let easeInOut = Animation(name: "easeInOut")
    public static let spring = Animation(name: "spring")
    public static let bouncy = Animation(name: "bouncy")
    public static let smooth = Animation(name: "smooth")
    public static let snappy = Animation(name: "snappy")

    public static func linear(duration: Double) -> Animation { .linear }
    public static func easeIn(duration: Double) -> Animation { .easeIn }
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.8, blendDuration: Double = 0)
        -> Animation
    { .spring }
    /// A spring by its duration and bounce (`.spring()` alone means the response form, as in SwiftUI).
    @_disfavoredOverload
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation {
        .spring
    }
    public static func interactiveSpring(
        response: Double = 0.15, dampingFraction: Double = 0.86, blendDuration: Double = 0.25
    ) -> Animation { .spring }
    public static func interpolatingSpring(
        mass: Double = 1, stiffness: Double, damping: Double, initialVelocity: Double = 0
    ) -> Animation { .spring }
    public static func interpolatingSpring(duration: Double = 0.5, bounce: Double = 0, initialVelocity: Double = 0)
        -> Animation
    { .spring }
    public static var interpolatingSpring: Animation { .spring }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .smooth }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .snappy }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .bouncy }
    public static func timingCurve(_ c0x: Double, _ c0y: Double, _ c1x: Double, _ c1y: Double, duration: Double = 0.35)
        -> Animation
    { .default }

    /// The animation repeated `repeatCount` times (accepted: changes apply at once).
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    /// The animation repeated for ever (accepted: changes apply at once).
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
    /// The animation after `delay` seconds (accepted: changes apply at once).
    public func delay(_ delay: Double) -> Animation { self }
    /// The animation at `speed` times its pace (accepted).
    public func speed(_ speed: Double) -> Animation { self }
}

/// Runs `body` and applies its changes at once (a terminal does not tween between cells). Returns what
/// `body` returns.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body`, applies its changes at once, and calls `completion` after the frame that shows them.
@MainActor
@discardableResult
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete,
    _ body: () throws -> Result, completion: @escaping () -> Void
) rethrows -> Result {
    let result = try body()
    AnimationCompletions.enqueue(completion)
    return result
}

/// When an animation's completion runs (either way: after the frame, in a terminal).
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String
    /// When the animation has logically finished.
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    /// When the animation has come to rest.
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// The completions of `withAnimation(…, completion:)`, run after the next frame (or on the main queue's
/// next turn, when no frame comes).
@MainActor
@_spi(ShojiRuntime) public enum AnimationCompletions {
    /// Read whole and appended to (no run-time exclusivity check: one a frame).
    @exclusivity(unchecked) private static var pending: [() -> Void] = []

    static func enqueue(_ completion: @escaping () -> Void) {
        pending.append(completion)
        if pending.count == 1 {
            DispatchQueue.main.async { MainActor.assumeIsolated { runPending() } }
        }
    }

    /// Runs the completions waiting (a completion enqueued by one of them waits for the next frame).
    @_spi(ShojiRuntime) public static func runPending() {
        guard !pending.isEmpty else { return }
        let now = pending
        pending = []
        for completion in now { completion() }
    }
}

/// Runs `body` in `transaction` (applied at once).
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
