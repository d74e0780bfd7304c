@_spi(ShojiRuntime) import ShojiCore

/// A value a gesture updates while it goes on, reset when it ends or is cancelled, as SwiftUI's
/// `GestureState`:
///
/// ```swift
/// @GestureState private var dragOffset = CGSize.zero
/// …
/// .offset(dragOffset)
/// .gesture(DragGesture().updating($dragOffset) { value, state, _ in state = value.translation })
/// ```
///
/// A press whose release the terminal never delivers is cancelled by the next press, so the value never
/// stays stuck.
@propertyWrapper
public struct GestureState<Value>: DynamicProperty {
    private let state: State<Value>
    private let resetValue: Value
    private let resetAction: ((Value, inout Transaction) -> Void)?

    /// Creates gesture state that starts and resets to `wrappedValue`.
    public init(wrappedValue: Value) {
        state = State(wrappedValue: wrappedValue)
        resetValue = wrappedValue
        resetAction = nil
    }

    /// Creates gesture state that starts and resets to `initialValue`.
    public init(initialValue: Value) { self.init(wrappedValue: initialValue) }

    /// Creates gesture state reset in `resetTransaction` (applied at once in a terminal).
    public init(wrappedValue: Value, resetTransaction: Transaction) { self.init(wrappedValue: wrappedValue) }

    /// Creates gesture state reset in `resetTransaction` (applied at once in a terminal).
    public init(initialValue: Value, resetTransaction: Transaction) { self.init(wrappedValue: initialValue) }

    /// Creates gesture state that calls `reset` when it is reset.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        state = State(wrappedValue: wrappedValue)
        resetValue = wrappedValue
        resetAction = reset
    }

    /// Creates gesture state that calls `reset` when it is reset.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The current value.
    public var wrappedValue: Value { state.wrappedValue }

    /// The state itself, for ``Gesture/updating(_:body:)``.
    public var projectedValue: GestureState<Value> { self }

    /// Sets the value while the gesture goes on.
    func set(_ value: Value) { state.wrappedValue = value }

    /// Back to the initial value: the gesture ended or was cancelled.
    func reset() {
        var transaction = Transaction()
        resetAction?(state.wrappedValue, &transaction)
        state.wrappedValue = resetValue
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Creates gesture state that starts and resets to `nil`.
    public init(resetTransaction: Transaction = Transaction()) { self.init(wrappedValue: nil) }

    /// Creates gesture state that starts at `nil` and calls `reset` when it is reset.
    public init(reset: @escaping (Value, inout Transaction) -> Void) { self.init(wrappedValue: nil, reset: reset) }
}

@_spi(ShojiRuntime) extension GestureState: InstallableProperty {
    public func install(on node: ViewNode, slot: Int) { state.install(on: node, slot: slot) }
    public var readsEnvironment: Bool { false }
    public static var readsEnvironmentType: Bool { false }
}

@_spi(ShojiRuntime) extension GestureState: ViewFieldComparable {
    public func compareField(to other: Any) -> ViewComparison { .equal }
}
