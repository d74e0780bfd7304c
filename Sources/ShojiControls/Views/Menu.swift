@_spi(ShojiRuntime) import ShojiCore

/// A control that shows a menu of actions, as SwiftUI's `Menu`.
///
/// ```swift
/// Menu("File") {
///     Button("New") { model.new() }
///     Divider()
///     Menu("Export") { Button("PDF") { model.export(.pdf) } }
///     Picker("Sort", selection: $sort) { Text("Name").tag(Sort.name); Text("Date").tag(Sort.date) }
/// }
/// ```
///
/// The control draws its label and `▾` (`›` for a menu inside a menu). Enter, Space, ↓ or a click opens
/// the menu below it (a menu inside a menu opens beside its item, with → too, and ← closes it); ↑/↓ (or
/// Tab) move through the items, Enter chooses one, Esc closes. Choosing a button runs its action and
/// closes every open menu. A picker inside shows its options as items: ↑/↓ move, Enter or a click
/// chooses one and closes the menus. With `primaryAction`, Enter and a click run the action and ↓ opens
/// the menu.
public struct Menu<Label: View, Content: View>: View {
    let label: Label
    let content: Content
    let primaryAction: (@MainActor () -> Void)?

    /// A menu with a custom label.
    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        primaryAction = nil
    }

    /// A menu with a custom label and an action for a plain press.
    public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
        primaryAction: @escaping @MainActor () -> Void
    ) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension Menu where Label == Text {
    /// A menu with a text label.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu with a text label and an action for a plain press.
    public init<S: StringProtocol>(
        _ title: S, @ViewBuilder content: () -> Content, primaryAction: @escaping @MainActor () -> Void
    ) {
        self.init(content: content, label: { Text(title) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == TitleAndIconLabel {
    /// A menu with a title and an SF Symbol.
    public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Label(title, systemImage: systemImage) }
    }
}

@_spi(ShojiRuntime) extension Menu: PrimitiveView {
    public func makeBehavior() -> MenuBehavior { MenuBehavior() }
    public func update(_ behavior: MenuBehavior) -> Invalidation {
        behavior.update(content: content, primaryAction: primaryAction)
    }
    public func children(into list: inout ChildList) { list.append(label, key: .index(0)) }
}

/// Draws the menu's control and opens its popup.
@_spi(ShojiRuntime) public final class MenuBehavior: LabelWithMarkBehavior {
    private var content: (any View)?
    private var primaryAction: (@MainActor () -> Void)?
    private(set) var isOpen = false

    func update(content: any View, primaryAction: (@MainActor () -> Void)?) -> Invalidation {
        self.content = content
        self.primaryAction = primaryAction
        return isOpen ? [.paint] : []
    }

    @_spi(ShojiRuntime) public override var canTakeFocus: Bool { true }

    /// Whether this menu is inside another menu's popup.
    private var isNested: Bool { node.environment.closeMenus != nil }

    @_spi(ShojiRuntime) public override func makeChildren(from view: any View, into list: inout ChildList) -> Bool {
        node.appendViewChildren(into: &list)
        if isOpen, let content {
            let parentClose = node.environment.closeMenus
            let closeAll: @MainActor () -> Void = { [weak self] in
                self?.close()
                parentClose?()
            }
            list.append(
                PresentationHost(
                    style: isNested ? .submenu : .menu, content: MenuItems(content: content, closeAll: closeAll),
                    dismiss: { [weak self] in self?.close() }),
                key: .detached(0))
        }
        return true
    }

    @_spi(ShojiRuntime) public override func didMountDetached(_ child: ViewNode) {
        node.graph.present(child)
    }

    private func open() {
        guard node.environment.isEnabled, !isOpen else { return }
        isOpen = true
        node.graph.markDirty(node)
    }

    /// Closes the popup.
    func close() {
        guard isOpen else { return }
        isOpen = false
        node.graph.markDirty(node)
    }

    // MARK: Layout and drawing

    @_spi(ShojiRuntime) public override func draw(in canvas: CellCanvas) {
        let ascii = node.environment.glyphSupport == .ascii
        let mark = isNested ? (ascii ? ">" : "›") : (ascii ? "v" : "▾")
        drawMark(mark, in: canvas)
    }

    @_spi(ShojiRuntime) public override func drawOverlay(in canvas: CellCanvas) {
        if isFocused || isOpen { canvas.restyle(node.frame) { $0.attributes.insert(.reverse) } }
        if !node.environment.isEnabled { canvas.restyle(node.frame) { $0.attributes.insert(.dim) } }
    }

    // MARK: Input

    @_spi(ShojiRuntime) public override func handleKey(_ key: KeyPress) -> Bool {
        switch key.key {
        case .enter, .character(" "):
            return activate()
        case .down where !isNested, .right where isNested:
            open()
            return true
        default:
            return false
        }
    }

    @_spi(ShojiRuntime) public override func handleMouse(_ event: MouseEvent) -> Bool {
        event.kind == .click ? activate() : false
    }

    @_spi(ShojiRuntime) public override func activate() -> Bool {
        guard node.environment.isEnabled else { return false }
        if let primaryAction {
            primaryAction()
        } else {
            open()
        }
        return true
    }
}

/// A menu's popup content: its items in a column, buttons plain, pickers inline; choosing a button
/// closes every open menu.
struct MenuItems: View, BuiltinView {
    let content: any View
    let closeAll: @MainActor () -> Void

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            AnyView(content)
        }
        .fixedSize(horizontal: true, vertical: false)
        .buttonStyle(.plain)
        .pickerStyle(.inline)
        .environment(\.dismissesOnAction, true)
        .environment(\.dismiss, DismissAction(action: closeAll))
        .environment(\.closeMenus, closeAll)
    }
}

private struct CloseMenusKey: EnvironmentKey {
    static var defaultValue: (@MainActor () -> Void)? { nil }
}

extension EnvironmentValues {
    /// Closes every menu open around this view (set inside a menu's popup).
    var closeMenus: (@MainActor () -> Void)? {
        get { self[CloseMenusKey.self] }
        set { self[CloseMenusKey.self] = newValue }
    }
}

/// Related controls side by side, as SwiftUI's `ControlGroup`: in a terminal, a row with one column
/// between them (the label, when given, is not shown).
public struct ControlGroup<Content: View>: View {
    let content: Content

    /// A group of controls.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// A group of controls with a label (not shown).
    public init<L: View>(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> L) {
        self.content = content()
    }

    /// A group of controls with a title (not shown).
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        HStack(spacing: 8) { content }
    }
}

extension View {
    /// Accepted: control groups are drawn one way.
    public func controlGroupStyle<S>(_ style: S) -> Self { self }
}

@_spi(ShojiRuntime) extension ControlGroup: BuiltinView {}
