@_spi(ShojiRuntime) import ShojiCore

/// A control for choosing a value from a range: a bar with a knob, `━━━━●─────`.
///
/// ← / → move by `step` (or by 1/20 of the range when no step is given), Home / End go to the ends,
/// and a click on the bar sets the value there. Works with `Double`, `Float` and `CGFloat` bindings.
///
/// ```swift
/// Slider(value: $settings.fontSize, in: 12...24, step: 1) { Text("Font size") }
/// ```
public struct Slider<Label: View, ValueLabel: View>: View {
    let get: @MainActor () -> Double
    let set: @MainActor (Double) -> Void
    let bounds: ClosedRange<Double>
    let step: Double?
    let label: Label
    let minimumLabel: ValueLabel?
    let maximumLabel: ValueLabel?
    let onEditingChanged: (Bool) -> Void
    let key: TrackingKey?

    init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride?, label: Label,
        minimumLabel: ValueLabel?, maximumLabel: ValueLabel?, onEditingChanged: @escaping (Bool) -> Void
    )
    where V.Stride: BinaryFloatingPoint {
        get = { Double(value.wrappedValue) }
        set = { value.wrappedValue = V($0) }
        key = value.trackingKey
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.step = step.map { Double($0) }
        self.label = label
        self.minimumLabel = minimumLabel
        self.maximumLabel = maximumLabel
        self.onEditingChanged = onEditingChanged
    }

    /// A slider with a label and labels for the ends of the range.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride,
        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, step: step, label: label(), minimumLabel: minimumValueLabel(),
            maximumLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    /// A slider with a label and labels for the ends of the range.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label, @ViewBuilder minimumValueLabel: () -> ValueLabel,
        @ViewBuilder maximumValueLabel: () -> ValueLabel,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, step: nil, label: label(), minimumLabel: minimumValueLabel(),
            maximumLabel: maximumValueLabel(), onEditingChanged: onEditingChanged)
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension Slider where ValueLabel == EmptyView {
    /// A slider with a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride,
        @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, step: step, label: label(), minimumLabel: nil, maximumLabel: nil,
            onEditingChanged: onEditingChanged)
    }

    /// A slider with a label.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        @ViewBuilder label: () -> Label,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, step: nil, label: label(), minimumLabel: nil, maximumLabel: nil,
            onEditingChanged: onEditingChanged)
    }
}

extension Slider where Label == EmptyView, ValueLabel == EmptyView {
    /// A slider.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1, step: V.Stride,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, step: step, label: EmptyView(), minimumLabel: nil, maximumLabel: nil,
            onEditingChanged: onEditingChanged)
    }

    /// A slider.
    public init<V: BinaryFloatingPoint>(
        value: Binding<V>, in bounds: ClosedRange<V> = 0...1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) where V.Stride: BinaryFloatingPoint {
        self.init(
            value: value, in: bounds, step: nil, label: EmptyView(), minimumLabel: nil, maximumLabel: nil,
            onEditingChanged: onEditingChanged)
    }
}

@_spi(ShojiRuntime) extension Slider: PrimitiveView {
    public func makeBehavior() -> SliderBehavior { SliderBehavior() }
    public func update(_ behavior: SliderBehavior) -> Invalidation {
        behavior.update(get: get, set: set, bounds: bounds, step: step, key: key)
    }
    public func children(into list: inout ChildList) {
        list.append(label, key: .index(0))
        if let minimumLabel { list.append(minimumLabel, key: .index(1)) }
        if let maximumLabel { list.append(maximumLabel, key: .index(2)) }
    }
}

/// Draws the bar (with the end labels) and moves the value.
@_spi(ShojiRuntime) public final class SliderBehavior: FormRowBehavior {
    private var model:
        (get: @MainActor () -> Double, set: @MainActor (Double) -> Void, bounds: ClosedRange<Double>, step: Double?)?
    private(set) var value = 0.0
    /// The value last read through the binding.
    private var shownValue: Double?
    /// Where the bar itself was drawn (between the end labels).
    private var bar = Rect.zero

    /// Takes the slider's value accessors and range, and follows the value.
    func update(
        get: @escaping @MainActor () -> Double, set: @escaping @MainActor (Double) -> Void,
        bounds: ClosedRange<Double>, step: Double?, key: TrackingKey?
    ) -> Invalidation {
        model = (get, set, bounds, step)
        guard follow(key: key, shown: &shownValue, get) else { return [] }
        value = shownValue ?? value
        return [.paint]
    }

    @_spi(ShojiRuntime) public override var canTakeFocus: Bool { true }
    override var controlWidth: Int { 12 }
    override var controlFlexible: Bool { true }

    /// The end labels are the second and third layout children; the row layout only knows the first.
    @_spi(ShojiRuntime) public override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        let ends = endWidths(children)
        var size = super.sizeThatFits(proposal, children: Array(children.prefix(1)))
        if proposal.width == nil { size.width += ends }
        return size
    }

    private func endWidths(_ children: [ViewNode]) -> Int {
        children.dropFirst().reduce(0) { $0 + $1.size(for: .unspecified).width + 1 }
    }

    @_spi(ShojiRuntime) public override func place(in rect: Rect, children: [ViewNode]) {
        super.place(in: rect, children: Array(children.prefix(1)))
        var r = controlFrame
        if children.count > 1 {
            let minimum = children[1]
            let size = minimum.size(for: .unspecified)
            minimum.place(in: Rect(x: r.minX, y: r.minY, width: min(size.width, r.width), height: 1))
            r = Rect(x: r.minX + size.width + 1, y: r.minY, width: max(0, r.width - size.width - 1), height: 1)
        }
        if children.count > 2 {
            let maximum = children[2]
            let size = maximum.size(for: .unspecified)
            maximum.place(
                in: Rect(x: max(r.minX, r.maxX - size.width), y: r.minY, width: min(size.width, r.width), height: 1))
            r = Rect(x: r.minX, y: r.minY, width: max(0, r.width - size.width - 1), height: 1)
        }
        bar = r
    }

    private var fraction: Double {
        guard let b = model?.bounds, b.upperBound > b.lowerBound else { return 0 }
        return min(1, max(0, (value - b.lowerBound) / (b.upperBound - b.lowerBound)))
    }

    @_spi(ShojiRuntime) public override func draw(in canvas: CellCanvas) {
        guard bar.width > 0 else { return }
        let knob = Int((fraction * Double(bar.width - 1)).rounded())
        let filled = CellStyle(foreground: node.environment.tint ?? .accentColor)
        canvas.fill(Rect(x: bar.minX, y: bar.minY, width: knob, height: 1), with: "━", style: filled)
        canvas.draw("●", at: Point(x: bar.minX + knob, y: bar.minY), style: filled)
        if knob + 1 < bar.width {
            canvas.fill(
                Rect(x: bar.minX + knob + 1, y: bar.minY, width: bar.width - knob - 1, height: 1), with: "─",
                style: CellStyle(attributes: [.dim]))
        }
    }

    @_spi(ShojiRuntime) public override func drawOverlay(in canvas: CellCanvas) {
        if isFocused {
            let knob = Int((fraction * Double(max(1, bar.width) - 1)).rounded())
            canvas.restyle(Rect(x: bar.minX + knob, y: bar.minY, width: 1, height: 1)) {
                $0.attributes.insert(.reverse)
            }
        }
        if !node.environment.isEnabled { canvas.restyle(node.frame) { $0.attributes.insert(.dim) } }
    }

    private func setValue(_ v: Double) {
        guard let model else { return }
        var new = min(model.bounds.upperBound, max(model.bounds.lowerBound, v))
        if let step = model.step, step > 0 {
            new = model.bounds.lowerBound + ((new - model.bounds.lowerBound) / step).rounded() * step
            new = min(model.bounds.upperBound, new)
        }
        model.set(new)
    }

    private var increment: Double {
        guard let model else { return 0 }
        return model.step ?? (model.bounds.upperBound - model.bounds.lowerBound) / 20
    }

    @_spi(ShojiRuntime) public override func handleKey(_ key: KeyPress) -> Bool {
        guard node.environment.isEnabled, let model else { return false }
        switch key.key {
        case .right, .character("+"): setValue(value + increment)
        case .left, .character("-"): setValue(value - increment)
        case .home: setValue(model.bounds.lowerBound)
        case .end: setValue(model.bounds.upperBound)
        default: return false
        }
        return true
    }

    @_spi(ShojiRuntime) public override func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.kind == .click, node.environment.isEnabled, let model, bar.contains(event.location) else {
            return false
        }
        let f = bar.width > 1 ? Double(event.location.x - bar.minX) / Double(bar.width - 1) : 0
        setValue(model.bounds.lowerBound + f * (model.bounds.upperBound - model.bounds.lowerBound))
        return true
    }
}
