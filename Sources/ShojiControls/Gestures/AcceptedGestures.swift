import Foundation
@_spi(ShojiRuntime) import ShojiCore

/// A pinch, as SwiftUI's `MagnifyGesture`: accepted so the code compiles; a terminal's pointer cannot pinch,
/// so it never starts.
public struct MagnifyGesture: Gesture {
    public typealias Body = Never
    /// A pinch's state.
    public struct Value: Equatable, Sendable {
        /// When.
        public var time: Date
        /// The scale since the pinch began.
        public var magnification: CGFloat
        /// How fast the scale changes.
        public var velocity: CGFloat
        /// The centre of the pinch.
        public var startLocation: CGPoint
        /// The centre of the pinch as a unit point of the view.
        public var startAnchor: UnitPoint
    }
    /// Creates a magnify gesture.
    public init(minimumScaleDelta: CGFloat = 0.01) {}
    public func _makeRecognizer() -> _GestureRecognizer<Value> { _GestureRecognizer() }
}

/// A pinch, as SwiftUI's older `MagnificationGesture` (its value is the scale): never starts in a terminal.
public struct MagnificationGesture: Gesture {
    public typealias Body = Never
    public typealias Value = CGFloat
    /// Creates a magnification gesture.
    public init(minimumScaleDelta: CGFloat = 0.01) {}
    public func _makeRecognizer() -> _GestureRecognizer<CGFloat> { _GestureRecognizer() }
}

/// A two-finger rotation, as SwiftUI's `RotateGesture`: never starts in a terminal.
public struct RotateGesture: Gesture {
    public typealias Body = Never
    /// A rotation's state.
    public struct Value: Equatable, Sendable {
        /// When.
        public var time: Date
        /// The angle since the rotation began.
        public var rotation: Angle
        /// How fast the angle changes.
        public var velocity: Angle
        /// The centre of the rotation.
        public var startLocation: CGPoint
        /// The centre as a unit point of the view.
        public var startAnchor: UnitPoint
    }
    /// Creates a rotate gesture.
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
    public func _makeRecognizer() -> _GestureRecognizer<Value> { _GestureRecognizer() }
}

/// A rotation, as SwiftUI's older `RotationGesture` (its value is the angle): never starts in a terminal.
public struct RotationGesture: Gesture {
    public typealias Body = Never
    public typealias Value = Angle
    /// Creates a rotation gesture.
    public init(minimumAngleDelta: Angle = .degrees(1)) {}
    public func _makeRecognizer() -> _GestureRecognizer<Angle> { _GestureRecognizer() }
}
