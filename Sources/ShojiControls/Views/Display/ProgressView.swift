@_spi(ShojiRuntime) import ShojiCore

/// Shows progress: a bar for a known fraction, a spinner while the amount is unknown.
///
/// ```swift
/// ProgressView(value: download.received, total: download.size)
/// ProgressView("Loading…")
/// ```
///
/// In a terminal the bar takes one row: the label, a bar that fills the width left (`━━━━────`) and the
/// percentage (or the `currentValueLabel`). An indeterminate progress view is a one-cell spinner (`⠋`,
/// `|` on ASCII terminals) before its label; it turns on the shared frame clock (10 steps a second) only
/// while it is on screen, and costs no frame when it is not.
public struct ProgressView<Label: View, CurrentValueLabel: View>: View {
    let fraction: Double?
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let showsPercent: Bool
    @Environment(\.progressViewStyle) private var style

    /// A progress view with a label and a label for the current value.
    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        fraction = value.map { ProgressFraction.of(Double($0), total: Double(total)) }
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        showsPercent = false
    }

    public var body: some View {
        if let custom = style.custom {
            // Progress views inside the style's body are drawn by the built-in style.
            custom.makeBody(
                ProgressViewStyleConfiguration(
                    fractionCompleted: fraction, label: .init(content: AnyView(label)),
                    currentValueLabel: .init(content: AnyView(currentValueLabel)))
            )
            .environment(\.progressViewStyle, ProgressStyleChoice())
        } else if let fraction, style.kind == .circular {
            HStack(spacing: 1) {
                label
                Text(verbatim: ProgressFraction.pie(fraction)).foregroundStyle(.tint)
                if showsPercent {
                    Text("\(Int((fraction * 100).rounded()))%").foregroundStyle(.secondary)
                } else {
                    currentValueLabel.foregroundStyle(.secondary)
                }
            }
        } else if let fraction {
            HStack(spacing: 8) {
                label
                ProgressBar(fraction: fraction)
                if showsPercent {
                    Text("\(Int((fraction * 100).rounded()))%").foregroundStyle(.secondary)
                } else {
                    currentValueLabel.foregroundStyle(.secondary)
                }
            }
        } else {
            HStack(spacing: 8) {
                ProgressSpinner()
                label
            }
        }
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    /// A progress view with a label; `nil` shows a spinner.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        fraction = value.map { ProgressFraction.of(Double($0), total: Double(total)) }
        self.label = label()
        currentValueLabel = EmptyView()
        showsPercent = true
    }

    /// A spinner with a label.
    public init(@ViewBuilder label: () -> Label) {
        fraction = nil
        self.label = label()
        currentValueLabel = EmptyView()
        showsPercent = false
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    /// A spinner.
    public init() {
        self.init(label: { EmptyView() })
    }

    /// A bar for `value` out of `total`; `nil` shows a spinner.
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { EmptyView() })
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    /// A spinner with a text label.
    public init<S: StringProtocol>(_ title: S) {
        self.init(label: { Text(title) })
    }

    /// A bar with a text label for `value` out of `total`; `nil` shows a spinner.
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(value: value, total: total, label: { Text(title) })
    }
}

/// Clamps a value to a fraction of its total (a total of zero or less, or a value that is not a number,
/// is no progress).
enum ProgressFraction {
    static func of(_ value: Double, total: Double) -> Double {
        guard total > 0, value.isFinite, total.isFinite else { return 0 }
        return min(1, max(0, value / total))
    }

    /// A one-cell pie for a fraction: `○ ◔ ◑ ◕ ●`.
    static func pie(_ fraction: Double) -> String {
        let pies = ["○", "◔", "◑", "◕", "●"]
        return pies[min(4, max(0, Int((fraction * 4).rounded())))]
    }
}

@_spi(ShojiRuntime) extension ProgressView: BuiltinView {}
