import Foundation
@_spi(ShojiRuntime) import ShojiCore

/// An input interaction, as SwiftUI's `Gesture`: attach one with ``View/gesture(_:including:)``.
///
/// In a terminal the pointer is the mouse (terminals report presses, releases and motion while the button
/// is held), and a gesture that can be completed without motion — a tap, a long press — also answers Enter
/// and Space when its view is focused, so it works from the keyboard. Write your own gesture as SwiftUI
/// does, from others in its ``body``:
///
/// ```swift
/// struct SwipeAway: Gesture {
///     var body: some Gesture { DragGesture(minimumDistance: 20).onEnded { … } }
/// }
/// ```
@MainActor @preconcurrency
public protocol Gesture<Value> {
    /// What the gesture reports as it changes and when it ends.
    associatedtype Value
    /// The gesture this one is made of (`Never` for the built-in ones).
    associatedtype Body: Gesture
    /// The gesture this one is made of.
    var body: Body { get }
    /// Makes the object that follows the pointer for this gesture (Shoji's side of the protocol).
    func _makeRecognizer() -> _GestureRecognizer<Value>
}

extension Gesture where Body.Value == Value {
    /// A gesture made of others is recognized as its body.
    public func _makeRecognizer() -> _GestureRecognizer<Value> { body._makeRecognizer() }
}

extension Never: Gesture {
    public typealias Value = Never
    public func _makeRecognizer() -> _GestureRecognizer<Never> { _GestureRecognizer() }
}

extension Gesture where Body == Never {
    /// A built-in gesture has no body.
    public var body: Never { primitiveBody(Self.self) }
}

/// Which gestures of a view and its subviews are on, as SwiftUI's `GestureMask`.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    /// No gestures.
    public static let none: GestureMask = []
    /// The gesture being attached.
    public static let gesture = GestureMask(rawValue: 1)
    /// The subviews' gestures.
    public static let subviews = GestureMask(rawValue: 2)
    /// Both.
    public static let all: GestureMask = [.gesture, .subviews]
}

/// One report of the pointer, in the gesture's coordinates.
struct GestureEvent {
    /// Where the pointer is, in points from the view's top-left corner (the centre of the cell).
    var location: CGPoint
    /// When.
    var time: Date
}

/// Follows the pointer for one gesture and reports its value: what a ``Gesture`` makes. Its callbacks are
/// set by the gestures wrapped around it (`onChanged`, `updating`, `onEnded`).
@MainActor
public class _GestureRecognizer<Value> {
    /// Reports a new value while the gesture goes on.
    var onChanged: [(Value) -> Void] = []
    /// Reports the final value.
    var onEnded: [(Value) -> Void] = []
    /// Reports that the gesture ended without a value (released too early, moved too far, cancelled).
    var onCancelled: [() -> Void] = []

    init() {}

    /// Whether Enter or Space can complete the gesture (a tap, a long press): its view takes focus then.
    var answersKeys: Bool { false }

    /// The button went down. Returns whether the gesture follows this press.
    func press(_ event: GestureEvent) -> Bool { false }
    /// The pointer moved with the button held.
    func drag(_ event: GestureEvent) {}
    /// The button went up.
    func release(_ event: GestureEvent) {}
    /// The press ended with no release delivered.
    func cancel() { cancelled() }
    /// Enter or Space on the focused view. Returns whether the gesture took it.
    func activate() -> Bool { false }

    func changed(_ value: Value) { for report in onChanged { report(value) } }
    func ended(_ value: Value) { for report in onEnded { report(value) } }
    func cancelled() { for report in onCancelled { report() } }
}
