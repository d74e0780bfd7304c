@_spi(ShojiRuntime) import ShojiCore

/// Shows a value within a range, as SwiftUI's `Gauge`.
///
/// ```swift
/// Gauge(value: battery.level, in: 0...100) { Text("Battery") } currentValueLabel: { Text("\(battery.level)%") }
/// ```
///
/// A terminal draws every gauge style as one row: label, minimum label, a bar filled to the value,
/// maximum label, current value label. `.gaugeStyle(_:)` is accepted.
public struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View {
    let fraction: Double
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel

    /// A gauge with every label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) where MarkedValueLabels == EmptyView {
        fraction = ProgressFraction.of(
            Double(value - bounds.lowerBound), total: Double(bounds.upperBound - bounds.lowerBound))
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
    }

    public var body: some View {
        HStack(spacing: 8) {
            label
            minimumValueLabel.foregroundStyle(.secondary)
            ProgressBar(fraction: fraction)
            maximumValueLabel.foregroundStyle(.secondary)
            currentValueLabel
        }
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label and a current value label.
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: currentValueLabel,
            minimumValueLabel: { EmptyView() }, maximumValueLabel: { EmptyView() })
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    /// A gauge with a label.
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(value: value, in: bounds, label: label, currentValueLabel: { EmptyView() })
    }
}

/// A style of gauge (accepted; a terminal draws one style).
public protocol GaugeStyle {}
/// The default gauge style.
public struct DefaultGaugeStyle: GaugeStyle { public init() {} }
/// A bar filled to the value.
public struct LinearCapacityGaugeStyle: GaugeStyle { public init() {} }
/// A small circular gauge (drawn as a bar).
public struct AccessoryCircularGaugeStyle: GaugeStyle { public init() {} }
/// A small linear gauge.
public struct AccessoryLinearGaugeStyle: GaugeStyle { public init() {} }

extension GaugeStyle where Self == DefaultGaugeStyle {
    /// The default style.
    public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle {
    /// A bar.
    public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
    /// A small circular gauge (drawn as a bar).
    public static var accessoryCircular: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
    /// A small circular gauge (drawn as a bar).
    public static var accessoryCircularCapacity: AccessoryCircularGaugeStyle { AccessoryCircularGaugeStyle() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
    /// A small linear gauge.
    public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
    /// A small linear gauge.
    public static var accessoryLinearCapacity: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension View {
    /// Accepted for SwiftUI compatibility: gauges are drawn one way in a terminal.
    public func gaugeStyle<S: GaugeStyle>(_ style: S) -> Self { self }
}

@_spi(ShojiRuntime) extension Gauge: BuiltinView {}
