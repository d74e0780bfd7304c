@_spi(ShojiRuntime) import ShojiCore

/// A group of views with an optional header and footer.
///
/// In a `List` or `Form`, the header is a dimmed, bold row above the section's rows and the footer a
/// dimmed row below; elsewhere a section stacks its header, content and footer vertically.
public struct Section<Parent: View, Content: View, Footer: View>: View {
    let header: Parent
    let content: Content
    let footer: Footer
    /// Whether the section is expanded, for a collapsible section.
    let isExpanded: Binding<Bool>?

    /// A section with header and footer views.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.header = header()
        self.content = content()
        self.footer = footer()
        isExpanded = nil
    }

    /// A section with header and footer views (older spelling).
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
        isExpanded = nil
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension Section where Footer == EmptyView {
    /// A section with a header view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section with a header view (older spelling).
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Footer == EmptyView {
    /// A collapsible section: its header toggles `isExpanded` (Enter, Space or a click), and the content
    /// shows only while it is true.
    public init(isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.header = header()
        self.content = content()
        footer = EmptyView()
        self.isExpanded = isExpanded
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A collapsible section with a text header.
    public init<S: StringProtocol>(_ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content) {
        self.init(isExpanded: isExpanded, content: content) { Text(title) }
    }
}

extension Section where Parent == EmptyView {
    /// Creates a section with a footer and no header.
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, footer: { footer })
    }

    /// A section with a footer view.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    /// A section without header or footer.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    /// A section with a text header.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

@_spi(ShojiRuntime) extension Section: PrimitiveView {
    public func makeBehavior() -> StackBehavior { StackBehavior(axis: .vertical) }
    public func update(_ behavior: StackBehavior) -> Invalidation { behavior.update(.init(alignment: 0, spacing: 0)) }

    public func children(into list: inout ChildList) {
        if let isExpanded {
            list.append(DisclosureLabel(isExpanded: isExpanded, label: SectionHeader(content: header)), key: .index(3))
            list.append(CollapsibleContent(isExpanded: isExpanded, content: content), key: .index(4))
            return
        }
        list.append(SectionHeader(content: header), key: .index(0))
        list.append(content, key: .index(1))
        list.append(SectionFooter(content: footer), key: .index(2))
    }
}

/// A section's header: dimmed and bold.
struct SectionHeader<Content: View>: View, BuiltinView {
    let content: Content
    var body: some View { content.font(.headline).foregroundStyle(.secondary) }
}

/// A section's footer: dimmed.
struct SectionFooter<Content: View>: View, BuiltinView {
    let content: Content
    var body: some View { content.font(.footnote) }
}
