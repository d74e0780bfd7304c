import Foundation
@_spi(ShojiRuntime) import ShojiCore

/// Keyframes for a value, as SwiftUI's `Keyframes`: tracks of keyframes built with ``KeyframesBuilder``.
public protocol Keyframes<Value> {
    /// The value the keyframes change.
    associatedtype Value
}

/// What a ``KeyframeTrack`` holds, as SwiftUI's `KeyframeTrackContent`.
public protocol KeyframeTrackContent<Value> {
    /// The value the keyframes move to.
    associatedtype Value
}

/// A keyframe reached along a straight line.
public struct LinearKeyframe<Value>: KeyframeTrackContent {
    /// The value reached.
    public let to: Value
    /// Creates the keyframe.
    public init(_ to: Value, duration: TimeInterval, timingCurve: UnitCurve = .linear) { self.to = to }
}

/// A keyframe reached with a spring.
public struct SpringKeyframe<Value>: KeyframeTrackContent {
    /// The value reached.
    public let to: Value
    /// Creates the keyframe.
    public init(_ to: Value, duration: TimeInterval? = nil, spring: Spring = Spring(), startVelocity: Value? = nil) {
        self.to = to
    }
}

/// A keyframe reached along a cubic curve.
public struct CubicKeyframe<Value>: KeyframeTrackContent {
    /// The value reached.
    public let to: Value
    /// Creates the keyframe.
    public init(_ to: Value, duration: TimeInterval, startVelocity: Value? = nil, endVelocity: Value? = nil) {
        self.to = to
    }
}

/// A keyframe that jumps to its value.
public struct MoveKeyframe<Value>: KeyframeTrackContent {
    /// The value jumped to.
    public let to: Value
    /// Creates the keyframe.
    public init(_ to: Value) { self.to = to }
}

/// A timing curve, as SwiftUI's `UnitCurve` (accepted).
public struct UnitCurve: Hashable, Sendable {
    let name: String
    public static let linear = UnitCurve(name: "linear")
    public static let easeIn = UnitCurve(name: "easeIn")
    public static let easeOut = UnitCurve(name: "easeOut")
    public static let easeInOut = UnitCurve(name: "easeInOut")
    public static let circularEaseIn = UnitCurve(name: "circularEaseIn")
    public static let circularEaseOut = UnitCurve(name: "circularEaseOut")
    public static let circularEaseInOut = UnitCurve(name: "circularEaseInOut")
    /// A Bézier curve through two control points.
    public static func bezier(startControlPoint: UnitPoint, endControlPoint: UnitPoint) -> UnitCurve {
        UnitCurve(name: "bezier")
    }
}

/// A spring, as SwiftUI's `Spring` (accepted).
public struct Spring: Hashable, Sendable {
    /// Creates a spring from its duration and bounce.
    public init(duration: TimeInterval = 0.5, bounce: Double = 0) {}
    /// Creates a spring from its response and damping.
    public init(response: Double, dampingRatio: Double) {}
    /// Creates a spring from its mass, stiffness and damping.
    public init(mass: Double = 1, stiffness: Double, damping: Double, allowOverDamping: Bool = false) {}
    public static let smooth = Spring()
    public static let snappy = Spring()
    public static let bouncy = Spring()
}

/// The keyframes of one property of the animated value.
public struct KeyframeTrack<Root, Value, Content: KeyframeTrackContent>: Keyframes where Content.Value == Value {
    public typealias Value = Root
    /// Keyframes for the property at `keyPath`.
    public init(
        _ keyPath: WritableKeyPath<Root, Value>, @KeyframeTrackContentBuilder<Value> content: () -> Content
    ) {}
}

extension KeyframeTrack where Root == Value {
    /// Keyframes for the whole value.
    public init(@KeyframeTrackContentBuilder<Root> content: () -> Content) {}
}

/// Keyframes of any kind, as the builders return them.
public struct _KeyframesList<Value>: Keyframes, KeyframeTrackContent {}

/// Builds the tracks of a ``KeyframeAnimator``.
@resultBuilder
public enum KeyframesBuilder<Value> {
    public static func buildExpression<K: Keyframes>(_ keyframes: K) -> _KeyframesList<Value> where K.Value == Value {
        _KeyframesList()
    }
    public static func buildBlock(_ components: _KeyframesList<Value>...) -> _KeyframesList<Value> { _KeyframesList() }
    public static func buildOptional(_ component: _KeyframesList<Value>?) -> _KeyframesList<Value> { _KeyframesList() }
    public static func buildEither(first: _KeyframesList<Value>) -> _KeyframesList<Value> { first }
    public static func buildEither(second: _KeyframesList<Value>) -> _KeyframesList<Value> { second }
    public static func buildArray(_ components: [_KeyframesList<Value>]) -> _KeyframesList<Value> { _KeyframesList() }
}

/// Builds the keyframes of a ``KeyframeTrack``.
@resultBuilder
public enum KeyframeTrackContentBuilder<Value> {
    public static func buildExpression<K: KeyframeTrackContent>(_ keyframe: K) -> _KeyframesList<Value>
    where K.Value == Value {
        _KeyframesList()
    }
    public static func buildBlock(_ components: _KeyframesList<Value>...) -> _KeyframesList<Value> { _KeyframesList() }
    public static func buildOptional(_ component: _KeyframesList<Value>?) -> _KeyframesList<Value> { _KeyframesList() }
    public static func buildEither(first: _KeyframesList<Value>) -> _KeyframesList<Value> { first }
    public static func buildEither(second: _KeyframesList<Value>) -> _KeyframesList<Value> { second }
    public static func buildArray(_ components: [_KeyframesList<Value>]) -> _KeyframesList<Value> { _KeyframesList() }
}

/// Shows content for a value that keyframes would move, as SwiftUI's `KeyframeAnimator`. In a terminal the
/// keyframes are accepted and not played: the content shows the initial value.
public struct KeyframeAnimator<Value, KeyframePath: Keyframes, Content: View>: View where KeyframePath.Value == Value {
    private let value: Value
    private let content: (Value) -> Content

    /// Plays `keyframes` each time `trigger` changes.
    public init(
        initialValue: Value, trigger: some Equatable, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        value = initialValue
        self.content = content
    }

    /// Plays `keyframes` once or for ever.
    public init(
        initialValue: Value, repeating: Bool = true, @ViewBuilder content: @escaping (Value) -> Content,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> KeyframePath
    ) {
        value = initialValue
        self.content = content
    }

    public var body: some View { content(value) }
}

extension View {
    /// Moves a value through keyframes each time `trigger` changes (the initial value shows: see
    /// ``KeyframeAnimator``).
    public func keyframeAnimator<Value, Modified: View>(
        initialValue: Value, trigger: some Equatable,
        @ViewBuilder content: @escaping (Self, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        content(self, initialValue)
    }

    /// Moves a value through keyframes, once or for ever (the initial value shows).
    public func keyframeAnimator<Value, Modified: View>(
        initialValue: Value, repeating: Bool = true,
        @ViewBuilder content: @escaping (Self, Value) -> Modified,
        @KeyframesBuilder<Value> keyframes: @escaping (Value) -> some Keyframes<Value>
    ) -> some View {
        content(self, initialValue)
    }
}
