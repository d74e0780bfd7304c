import Foundation
@_spi(ShojiRuntime) import ShojiCore

/// A gesture with an action for each change: what ``Gesture/onChanged(_:)`` returns.
public struct _ChangedGesture<Content: Gesture>: Gesture {
    public typealias Body = Never
    public typealias Value = Content.Value
    let content: Content
    let action: (Content.Value) -> Void
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        let recognizer = content._makeRecognizer()
        recognizer.onChanged.append(action)
        return recognizer
    }
}

/// A gesture with an action at its end: what ``Gesture/onEnded(_:)`` returns.
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Body = Never
    public typealias Value = Content.Value
    let content: Content
    let action: (Content.Value) -> Void
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        let recognizer = content._makeRecognizer()
        recognizer.onEnded.append(action)
        return recognizer
    }
}

/// A gesture that updates a ``GestureState`` while it goes on: what ``Gesture/updating(_:body:)`` returns.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
    public typealias Body = Never
    public typealias Value = Base.Value
    /// The gesture.
    public var base: Base
    /// The state it updates.
    public var state: GestureState<State>
    /// How a new value updates the state.
    public var body: (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void

    /// Creates the gesture.
    public init(
        base: Base, state: GestureState<State>,
        body: @escaping (GestureStateGesture<Base, State>.Value, inout State, inout Transaction) -> Void
    ) {
        self.base = base
        self.state = state
        self.body = body
    }

    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        let recognizer = base._makeRecognizer()
        let state = self.state
        let update = body
        recognizer.onChanged.append { value in
            var current = state.wrappedValue
            var transaction = Transaction()
            update(value, &current, &transaction)
            state.set(current)
        }
        recognizer.onEnded.insert({ _ in state.reset() }, at: 0)
        recognizer.onCancelled.append { state.reset() }
        return recognizer
    }
}

/// A gesture whose value is transformed: what ``Gesture/map(_:)`` returns.
public struct _MapGesture<Content: Gesture, Value>: Gesture {
    public typealias Body = Never
    let content: Content
    let transform: (Content.Value) -> Value
    public func _makeRecognizer() -> _GestureRecognizer<Value> {
        MappedRecognizer(content._makeRecognizer(), transform)
    }
}

extension Gesture {
    /// Performs `action` each time the gesture's value changes.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }

    /// Performs `action` when the gesture ends.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }

    /// Updates `state` as the gesture changes; the state goes back to its initial value when the gesture
    /// ends or is cancelled.
    public func updating<State>(
        _ state: GestureState<State>, body: @escaping (Value, inout State, inout Transaction) -> Void
    ) -> GestureStateGesture<Self, State> {
        GestureStateGesture(base: self, state: state, body: body)
    }

    /// A gesture reporting `body`'s transformation of this one's values.
    public func map<T>(_ body: @escaping (Value) -> T) -> _MapGesture<Self, T> {
        _MapGesture(content: self, transform: body)
    }
}
