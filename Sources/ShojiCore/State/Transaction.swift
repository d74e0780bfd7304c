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
}

/// Runs `body` and applies its changes at once (a terminal does not tween between cells). Returns what
/// `body` returns.
@discardableResult
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body` in `transaction` (applied at once).
@discardableResult
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
