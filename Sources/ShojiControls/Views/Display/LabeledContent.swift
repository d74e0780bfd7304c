@_spi(ShojiRuntime) import ShojiCore

/// A label and a value on one row: the label at the leading edge, the value (secondary) at the
/// trailing edge, as in a `Form` on iOS.
///
/// ```swift
/// LabeledContent("Version", value: "1.2")
/// LabeledContent("Volume") { Slider(value: $volume) }
/// ```
public struct LabeledContent<Label: View, Content: View>: View {
    let label: Label
    let content: Content

    /// A row with a custom label and content.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
    }

    public var body: some View {
        HStack(spacing: 16) {
            label
            Spacer(minLength: 0)
            content.foregroundStyle(.secondary)
        }
    }
}

extension LabeledContent where Label == Text {
    /// A row with a text label and custom content.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}

extension LabeledContent where Label == Text, Content == Text {
    /// A row with a text label and a text value.
    public init<S1: StringProtocol, S2: StringProtocol>(_ title: S1, value: S2) {
        self.init(content: { Text(value) }, label: { Text(title) })
    }

    /// A row with a text label and a value shown in `format`.
    public init<S: StringProtocol, F: FormatStyle>(_ title: S, value: F.FormatInput, format: F)
    where F.FormatOutput == String {
        self.init(content: { Text(value, format: format) }, label: { Text(title) })
    }
}

@_spi(ShojiRuntime) extension LabeledContent: BuiltinView {}
