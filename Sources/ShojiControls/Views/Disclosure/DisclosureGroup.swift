@_spi(ShojiRuntime) import ShojiCore

/// A label that shows or hides its content, as SwiftUI's `DisclosureGroup`.
///
/// ```swift
/// DisclosureGroup("Advanced") { Toggle("Verbose", isOn: $verbose) }
/// DisclosureGroup(isExpanded: $showsDetails) { Text(details) } label: { Label("Details", systemImage: "info.circle") }
/// ```
///
/// The label row starts with `▸` (collapsed) or `▾` (expanded) (`>` and `v` on ASCII terminals) and is a
/// button: Enter, Space or a click toggles it. The content is indented by two columns. Without an
/// `isExpanded` binding the group keeps its own state, collapsed at first.
public struct DisclosureGroup<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let isExpanded: Binding<Bool>?
    @State private var ownExpansion = false

    /// A group with a custom label that keeps its own expansion.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        isExpanded = nil
    }

    /// A group with a custom label whose expansion follows `isExpanded`.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.isExpanded = isExpanded
    }

    public var body: some View {
        let expansion = isExpanded ?? $ownExpansion
        VStack(alignment: .leading, spacing: 0) {
            DisclosureLabel(isExpanded: expansion, label: label)
            CollapsibleContent(isExpanded: expansion, content: content.padding(.leading, 16))
        }
    }
}

extension DisclosureGroup where Label == Text {
    /// A group with a text label that keeps its own expansion.
    public init<S: StringProtocol>(_ label: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(label) }
    }

    /// A group with a text label whose expansion follows `isExpanded`.
    public init<S: StringProtocol>(_ label: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(label) }
    }
}

/// The row that toggles a disclosure: `▸ Label` / `▾ Label`.
struct DisclosureLabel<Label: View>: View, BuiltinView {
    let isExpanded: Binding<Bool>
    let label: Label
    @Environment(\.glyphSupport) private var glyphs

    var body: some View {
        let open = isExpanded.wrappedValue
        let mark = glyphs == .ascii ? (open ? "v" : ">") : (open ? "▾" : "▸")
        Button {
            isExpanded.wrappedValue.toggle()
        } label: {
            HStack(spacing: 8) {
                Text(mark).foregroundStyle(.secondary)
                label
            }
        }
        .buttonStyle(.plain)
    }
}

/// Shows `content` only while `isExpanded` is true (its own body reads the binding, so a toggle
/// evaluates only this view and the label).
struct CollapsibleContent<Content: View>: View, BuiltinView {
    let isExpanded: Binding<Bool>
    let content: Content

    var body: some View {
        if isExpanded.wrappedValue { content }
    }
}

@_spi(ShojiRuntime) extension DisclosureGroup: BuiltinView {}
