import Foundation
@_spi(ShojiRuntime) import ShojiCore

/// Attaches a ``Gesture`` to a view: what ``View/gesture(_:including:)`` and its variants return.
public struct GestureModifier<G: Gesture>: ViewModifier {
    public typealias Body = Never
    /// How the gesture shares the pointer with the gestures of the view's subviews.
    enum Priority { case normal, high, simultaneous }
    let gesture: G
    let mask: GestureMask
    let priority: Priority
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { GestureBehavior(self) }
}

@_spi(ShojiRuntime) extension GestureModifier: PrimitiveModifier {}

/// Follows the pointer for a view's gesture: a press inside the view starts it, and the drags and release
/// that follow come to it wherever they are (see ``NodeBehavior/followsMouseDrags``). A gesture that Enter
/// or Space can complete (a tap, a long press) makes the view focusable.
final class GestureBehavior<G: Gesture>: ModifierBehavior<GestureModifier<G>> {
    private var recognizer: _GestureRecognizer<G.Value>?
    /// The modifier changed while a press was followed: the recognizer is made anew after it.
    private var isStale = false
    private var isTracking = false

    /// The recognizer for the current gesture (made anew after a change, but never in the middle of a press).
    private var current: _GestureRecognizer<G.Value> {
        if let recognizer, !isStale || isTracking { return recognizer }
        let made = modifier.gesture._makeRecognizer()
        recognizer = made
        isStale = false
        return made
    }

    private var isOn: Bool { modifier.mask.contains(.gesture) && node.environment.isEnabled }

    override func changes(from old: GestureModifier<G>, to new: GestureModifier<G>) -> Invalidation {
        isStale = true
        return []
    }

    override var canTakeFocus: Bool { modifier.mask.contains(.gesture) && current.answersKeys }

    override func drawOverlay(in canvas: CellCanvas) {
        if isFocused { canvas.restyle(node.frame) { $0.attributes.insert(.reverse) } }
    }

    override func handleKey(_ key: KeyPress) -> Bool {
        key.isActivation && isOn ? current.activate() : false
    }

    override func activate() -> Bool { isOn ? current.activate() : false }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .click:
            guard isOn else { return false }
            isTracking = current.press(gestureEvent(event))
            return isTracking && modifier.priority != .simultaneous
        case .drag:
            guard isTracking else { return false }
            recognizer?.drag(gestureEvent(event))
            return true
        case .release:
            guard isTracking else { return false }
            isTracking = false
            recognizer?.release(gestureEvent(event))
            return true
        case .scrollUp, .scrollDown:
            return false
        }
    }

    override var followsMouseDrags: Bool { isTracking }

    override var takesPressesFirst: Bool { modifier.priority == .high }

    /// The view it wraps may be moved (`.offset`) outside this node's frame: it is drawn there.
    override var clipsChildren: Bool { false }

    override func mouseTrackingCancelled() {
        guard isTracking else { return }
        isTracking = false
        recognizer?.cancel()
    }

    /// The event in the view's points: the centre of the cell, from the view's top-left corner.
    private func gestureEvent(_ event: MouseEvent) -> GestureEvent {
        let frame = node.frame
        return GestureEvent(
            location: CGPoint(
                x: (CGFloat(event.location.x - frame.minX) + 0.5) * CellMetrics.pointsPerColumn,
                y: (CGFloat(event.location.y - frame.minY) + 0.5) * CellMetrics.pointsPerRow),
            time: Date())
    }
}

extension View {
    /// Attaches `gesture` to the view (`mask` `.none` or `.subviews` turns it off).
    public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> ModifiedContent<
        Self, GestureModifier<T>
    > {
        modifier(GestureModifier(gesture: gesture, mask: mask, priority: .normal))
    }

    /// Attaches `gesture` to the view when `isEnabled`.
    public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> ModifiedContent<Self, GestureModifier<T>> {
        modifier(GestureModifier(gesture: gesture, mask: isEnabled ? .all : .subviews, priority: .normal))
    }

    /// Attaches `gesture` ahead of the subviews' gestures.
    public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
        -> ModifiedContent<Self, GestureModifier<T>>
    {
        modifier(GestureModifier(gesture: gesture, mask: mask, priority: .high))
    }

    /// Attaches `gesture` to be recognized together with the subviews' gestures: a press reaches both.
    public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
        -> ModifiedContent<Self, GestureModifier<T>>
    {
        modifier(GestureModifier(gesture: gesture, mask: mask, priority: .simultaneous))
    }

    /// Performs `action` after a press of `minimumDuration` (or Enter on the focused view);
    /// `onPressingChanged` hears when the press begins and ends.
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> ModifiedContent<Self, GestureModifier<_LongPressActionGesture>> {
        gesture(
            _LongPressActionGesture(
                minimumDuration: minimumDuration, maximumDistance: maximumDistance, action: action,
                pressing: onPressingChanged))
    }

    /// Performs `action` after a press of `minimumDuration`; `pressing` hears when the press begins and ends
    /// (the older spelling).
    @_disfavoredOverload
    public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
        perform action: @escaping () -> Void
    ) -> ModifiedContent<Self, GestureModifier<_LongPressActionGesture>> {
        onLongPressGesture(
            minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
            onPressingChanged: pressing)
    }
}

/// A long press with an action and a pressing callback: what ``View/onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`` attaches.
public struct _LongPressActionGesture: Gesture {
    public typealias Body = Never
    public typealias Value = Bool
    let minimumDuration: Double
    let maximumDistance: CGFloat
    let action: () -> Void
    let pressing: ((Bool) -> Void)?

    public func _makeRecognizer() -> _GestureRecognizer<Bool> {
        let recognizer = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
            ._makeRecognizer()
        let pressing = self.pressing
        let action = self.action
        recognizer.onChanged.append { _ in pressing?(true) }
        recognizer.onEnded.append { _ in
            pressing?(false)
            action()
        }
        recognizer.onCancelled.append { pressing?(false) }
        return recognizer
    }
}
