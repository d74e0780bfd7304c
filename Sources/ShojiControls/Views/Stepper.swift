@_spi(ShojiRuntime) import ShojiCore

/// A control that increments or decrements a value: `Label  [ − | + ]`.
///
/// `-` / `+` (or ← / →) while focused, or a click on a part, step the value; a bounded value is
/// clamped to its range, and the part that cannot act is dimmed.
///
/// ```swift
/// Stepper("Quantity: \(item.quantity)", value: $item.quantity, in: 1...99)
/// ```
public struct Stepper<Label: View>: View {
    let label: Label
    let increment: (@MainActor () -> Void)?
    let decrement: (@MainActor () -> Void)?
    let canIncrement: @MainActor () -> Bool
    let canDecrement: @MainActor () -> Bool
    var key: TrackingKey? = nil

    /// A stepper with custom actions. `onEditingChanged` gets `true` before and `false` after each step
    /// (a key press is the whole gesture in a terminal).
    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        if let onIncrement {
            increment = {
                onEditingChanged(true)
                onIncrement()
                onEditingChanged(false)
            }
        } else {
            increment = nil
        }
        if let onDecrement {
            decrement = {
                onEditingChanged(true)
                onDecrement()
                onEditingChanged(false)
            }
        } else {
            decrement = nil
        }
        canIncrement = { onIncrement != nil }
        canDecrement = { onDecrement != nil }
    }

    /// A stepper over a bounded value; each step is clamped to `bounds`.
    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        increment = {
            onEditingChanged(true)
            value.wrappedValue = min(bounds.upperBound, value.wrappedValue.advanced(by: step))
            onEditingChanged(false)
        }
        decrement = {
            onEditingChanged(true)
            value.wrappedValue = max(bounds.lowerBound, value.wrappedValue.advanced(by: -step))
            onEditingChanged(false)
        }
        canIncrement = { value.wrappedValue < bounds.upperBound }
        canDecrement = { value.wrappedValue > bounds.lowerBound }
        key = value.trackingKey
    }

    /// A stepper over an unbounded value.
    public init<V: Strideable>(
        value: Binding<V>, step: V.Stride = 1,
        @ViewBuilder label: () -> Label, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        increment = {
            onEditingChanged(true)
            value.wrappedValue = value.wrappedValue.advanced(by: step)
            onEditingChanged(false)
        }
        decrement = {
            onEditingChanged(true)
            value.wrappedValue = value.wrappedValue.advanced(by: -step)
            onEditingChanged(false)
        }
        canIncrement = { true }
        canDecrement = { true }
        key = value.trackingKey
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension Stepper where Label == Text {
    /// A stepper with a text label over a bounded value.
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper with a text label over an unbounded value.
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, step: step, label: { Text(title) }, onEditingChanged: onEditingChanged)
    }

    /// A stepper with a text label and custom actions.
    public init<S: StringProtocol>(
        _ title: S, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(
            label: { Text(title) }, onIncrement: onIncrement, onDecrement: onDecrement,
            onEditingChanged: onEditingChanged)
    }
}

@_spi(ShojiRuntime) extension Stepper: PrimitiveView {
    public func makeBehavior() -> StepperBehavior { StepperBehavior() }
    public func update(_ behavior: StepperBehavior) -> Invalidation {
        behavior.update(
            increment: increment, decrement: decrement, canIncrement: canIncrement,
            canDecrement: canDecrement, key: key)
    }
    public func children(into list: inout ChildList) { list.append(label, key: .index(0)) }
}

/// Lays out the label, then `[ − | + ]` at the trailing edge of the offered width.
@_spi(ShojiRuntime) public final class StepperBehavior: FormRowBehavior {
    private var increment: (@MainActor () -> Void)?
    private var decrement: (@MainActor () -> Void)?
    private var canUp = true
    private var canDown = true
    /// Whether each step was possible, as last read.
    private struct Limits: Equatable {
        var up: Bool
        var down: Bool
    }
    private var shownLimits: Limits?
    private static let control = "[ − | + ]"
    private static let controlWidth = 9

    /// Takes the stepper's actions and follows whether each can step.
    func update(
        increment: (@MainActor () -> Void)?, decrement: (@MainActor () -> Void)?,
        canIncrement: @escaping @MainActor () -> Bool, canDecrement: @escaping @MainActor () -> Bool,
        key: TrackingKey?
    ) -> Invalidation {
        self.increment = increment
        self.decrement = decrement
        guard follow(key: key, shown: &shownLimits, { Limits(up: canIncrement(), down: canDecrement()) }) else {
            return []
        }
        canUp = shownLimits?.up ?? true
        canDown = shownLimits?.down ?? true
        return [.paint]
    }

    @_spi(ShojiRuntime) public override var canTakeFocus: Bool { true }
    override var controlWidth: Int { Self.controlWidth }
    override var controlFlexible: Bool { false }

    private var controlRect: Rect { controlFrame }

    @_spi(ShojiRuntime) public override func draw(in canvas: CellCanvas) {
        let r = controlRect
        var style = CellStyle(foreground: node.environment.tint ?? .accentColor)
        canvas.draw("[ ", at: r.origin, style: style)
        style.attributes = canDown ? [] : [.dim]
        canvas.draw("−", at: Point(x: r.minX + 2, y: r.minY), style: style)
        canvas.draw(
            " | ", at: Point(x: r.minX + 3, y: r.minY),
            style: CellStyle(foreground: node.environment.tint ?? .accentColor))
        style.attributes = canUp ? [] : [.dim]
        canvas.draw("+", at: Point(x: r.minX + 6, y: r.minY), style: style)
        canvas.draw(
            " ]", at: Point(x: r.minX + 7, y: r.minY),
            style: CellStyle(foreground: node.environment.tint ?? .accentColor))
    }

    @_spi(ShojiRuntime) public override func drawOverlay(in canvas: CellCanvas) {
        if isFocused { canvas.restyle(controlRect) { $0.attributes.insert(.reverse) } }
        if !node.environment.isEnabled { canvas.restyle(node.frame) { $0.attributes.insert(.dim) } }
    }

    @_spi(ShojiRuntime) public override func handleKey(_ key: KeyPress) -> Bool {
        guard node.environment.isEnabled else { return false }
        switch key.key {
        case .character("+"), .character("="), .right: step(up: true)
        case .character("-"), .character("_"), .left: step(up: false)
        default: return false
        }
        return true
    }

    @_spi(ShojiRuntime) public override func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.kind == .click, node.environment.isEnabled else { return false }
        let r = controlRect
        guard r.contains(event.location) else { return false }
        step(up: event.location.x >= r.minX + 4)
        return true
    }

    private func step(up: Bool) {
        if up, canUp { increment?() }
        if !up, canDown { decrement?() }
    }
}
