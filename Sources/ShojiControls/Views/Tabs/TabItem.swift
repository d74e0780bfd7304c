@_spi(ShojiRuntime) import ShojiCore

/// Sets the label a tab shows in its tab view's bar (`.tabItem { Label("Inbox", systemImage: "tray") }`).
public struct TabItemModifier: ViewModifier {
    public typealias Body = Never
    let label: any View
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { TabItemBehavior(self) }
}

/// Keeps a tab's label for the tab bar; lays out its content like the content alone.
/// The trait `.tabItem` (or a `Tab`) hands its tab view: the tab's label (`any View`).
enum TabItemTrait {}

final class TabItemBehavior: ModifierBehavior<TabItemModifier> {
    override func traitValue(_ key: ObjectIdentifier) -> Any? {
        key == ObjectIdentifier(TabItemTrait.self) ? label : nil
    }

    /// The label.
    var label: (any View)? { modifier.label }

    override func changes(from old: TabItemModifier, to new: TabItemModifier) -> Invalidation {
        if ViewComparator.compare(old.label, new.label) != .equal {
            node.environment.tabView?.behavior?.itemsChanged()
        }
        return []
    }

    override func place(in rect: Rect, children: [ViewNode]) {
        for child in children { child.place(in: rect) }
    }
}

extension View {
    /// The label of this view's tab in a `TabView`.
    public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> ModifiedContent<Self, TabItemModifier> {
        modifier(TabItemModifier(label: label()))
    }
}

/// A tab of a `TabView` (SwiftUI's `Tab`): a label, a value that selects it, and its content.
///
/// ```swift
/// Tab("Inbox", systemImage: "tray", value: Screen.inbox) { InboxView() }
/// ```
public struct Tab<Value: Hashable, Content: View, Label: View>: View {
    let label: Label
    let value: Value?
    let content: Content

    /// A tab with a custom label.
    public init(value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.value = value
        self.content = content()
        self.label = label()
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension Tab where Label == TitleAndIconLabel {
    /// A tab with a title and an SF Symbol, selected by `value`.
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
    ) {
        self.init(value: value, content: content) { Label(title, systemImage: systemImage) }
    }
}

extension Tab where Label == TitleAndIconLabel, Value == Never {
    /// A tab with a title and an SF Symbol (selected by its position).
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.label = Label(title, systemImage: systemImage)
        self.value = nil
        self.content = content()
    }
}

extension Tab where Label == Text, Value == Never {
    /// A tab with a title (selected by its position).
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.label = Text(title)
        self.value = nil
        self.content = content()
    }
}

extension Tab where Label == Text {
    /// A tab with a title, selected by `value`.
    public init<S: StringProtocol>(_ title: S, value: Value, @ViewBuilder content: () -> Content) {
        self.init(value: value, content: content) { Text(title) }
    }
}

@_spi(ShojiRuntime) extension Tab: PrimitiveView {
    public func makeBehavior() -> TabBehavior { TabBehavior() }
    public func update(_ behavior: TabBehavior) -> Invalidation {
        behavior.update(label: label, value: value.map { AnyHashable($0) })
    }
    public func children(into list: inout ChildList) { list.append(content, key: .index(0)) }
}

/// Keeps a `Tab`'s label and value for its tab view.
@_spi(ShojiRuntime) public final class TabBehavior: NodeBehavior {
    private(set) var label: (any View)?
    private(set) var value: AnyHashable?

    /// A `Tab` is a tab's label and value, and its own content: it passes no other trait through.
    @_spi(ShojiRuntime) public override func traitValue(_ key: ObjectIdentifier) -> Any? {
        switch key {
        case ObjectIdentifier(TabItemTrait.self): return label
        case ObjectIdentifier(TagTrait.self): return value
        default: return nil
        }
    }

    func update(label: any View, value: AnyHashable?) -> Invalidation {
        let changed = value != self.value || self.label.map { ViewComparator.compare($0, label) != .equal } ?? true
        self.label = label
        self.value = value
        if changed { node.environment.tabView?.behavior?.itemsChanged() }
        return []
    }

    @_spi(ShojiRuntime) public override func place(in rect: Rect, children: [ViewNode]) {
        for child in children { child.place(in: rect) }
    }
}

@_spi(ShojiRuntime) extension TabItemModifier: PrimitiveModifier {}
