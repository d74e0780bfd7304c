@_spi(ShojiRuntime) import ShojiCore

/// A view that switches between children with a tab bar, as SwiftUI's `TabView`.
///
/// ```swift
/// TabView(selection: $tab) {
///     InboxView().tabItem { Label("Inbox", systemImage: "tray") }.tag(Screen.inbox).badge(3)
///     Tab("Settings", systemImage: "gear", value: Screen.settings) { SettingsView() }
/// }
/// ```
///
/// The tab bar is the top row: each tab's label (`.tabItem` or `Tab`) with its badge, the selected one
/// bold and underlined. The bar is one Tab stop: ←/→ (and Home/End) switch tabs while it is focused, a
/// click picks a tab, and anywhere inside the tab view Alt-1…Alt-9 jump to a tab and Ctrl-PageDown /
/// Ctrl-PageUp go to the next / previous one. Every tab stays mounted and keeps its state while
/// another is shown, as in SwiftUI; a hidden tab draws nothing and takes no focus.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
    let selection: Binding<SelectionValue>?
    let content: Content

    /// A tab view whose selected tab follows `selection` (matched with each tab's tag or value).
    public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
        self.selection = selection
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension TabView where SelectionValue == Int {
    /// A tab view that keeps its own selection (the first tab at the start).
    public init(@ViewBuilder content: () -> Content) {
        self.init(selection: nil, content: content)
    }
}

@_spi(ShojiRuntime) extension TabView: PrimitiveView {
    public func makeBehavior() -> TabViewBehavior { TabViewBehavior() }
    public func update(_ behavior: TabViewBehavior) -> Invalidation {
        behavior.update(
            selection: selection.map { binding in
                TabSelection(
                    key: binding.trackingKey, get: { AnyHashable(binding.wrappedValue) },
                    set: { tag in if let value = tag.base as? SelectionValue { binding.wrappedValue = value } })
            })
    }
    public func children(into list: inout ChildList) { list.append(content, key: .index(1)) }
}

/// A tab view's selection binding with its type erased.
struct TabSelection {
    var key: TrackingKey?
    var get: @MainActor () -> AnyHashable
    var set: @MainActor (AnyHashable) -> Void
}

/// What the tab bar shows for one tab, found on the tab's node.
struct TabInfo {
    let unit: ViewNode
    let tag: AnyHashable
    let label: any View
    let badge: String?
}

/// Keeps the selection, builds the tab bar and shows the selected tab.
@_spi(ShojiRuntime) public final class TabViewBehavior: NodeBehavior {
    private var selection: TabSelection?
    private var shownSelection: AnyHashable?
    private var localIndex = 0
    private var barSignature: [String] = []

    func update(selection: TabSelection?) -> Invalidation {
        self.selection = selection
        guard let selection else { return [] }
        return follow(key: selection.key, shown: &shownSelection) { selection.get() } ? [.layout, .paint] : []
    }

    @_spi(ShojiRuntime) public override func modifyEnvironment(_ environment: inout EnvironmentValues) {
        environment.tabView = TabViewReference(node: node)
    }

    // MARK: Tabs

    private var contentNode: ViewNode? { node.children.first { $0.key == .index(1) } }

    /// The tabs, in order, with what their nodes say about them.
    var tabs: [TabInfo] {
        guard let content = contentNode else { return [] }
        let units = content.behavior.isTransparent ? content.layoutChildren : [content]
        return units.enumerated().map { index, unit in TabInfo.find(in: unit, index: index, under: content) }
    }

    /// The index of the tab shown.
    var selectedIndex: Int {
        let tabs = self.tabs
        guard !tabs.isEmpty else { return 0 }
        if selection != nil {
            return tabs.firstIndex { $0.tag == shownSelection } ?? 0
        }
        return min(localIndex, tabs.count - 1)
    }

    /// Shows the tab at `index`.
    func select(_ index: Int) {
        let tabs = self.tabs
        guard tabs.indices.contains(index) else { return }
        if let selection {
            selection.set(tabs[index].tag)
        } else if index != localIndex {
            localIndex = index
            node.graph.markDirty(node)
            node.setNeedsRelayoutInPlace()
            node.setNeedsPaint()
        }
    }

    /// A tab's label, tag or badge changed: the bar is built again.
    func itemsChanged() {
        node.graph.markDirty(node)
    }

    @_spi(ShojiRuntime) public override func makeChildren(from view: any View, into list: inout ChildList) -> Bool {
        let tabs = self.tabs
        let selected = selectedIndex
        list.append(
            TabBar(
                labels: tabs.map(\.label), badges: tabs.map(\.badge), selected: selected,
                select: { [weak self] in self?.select($0) }),
            key: .index(0))
        node.appendViewChildren(into: &list)
        return true
    }

    // MARK: Layout

    @_spi(ShojiRuntime) public override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        // Like SwiftUI's, a tab view fills the space it is offered.
        Size(
            width: proposal.width.map(ProposedSize.normalized) ?? 40,
            height: proposal.height.map(ProposedSize.normalized) ?? 10)
    }

    @_spi(ShojiRuntime) public override func place(in rect: Rect, children: [ViewNode]) {
        if let bar = node.children.first(where: { $0.key == .index(0) }) {
            bar.place(in: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: min(1, rect.height)))
        }
        let content = Rect(x: rect.minX, y: rect.minY + 1, width: rect.width, height: max(0, rect.height - 1))
        let tabs = self.tabs
        let selected = selectedIndex
        let signature = tabs.map { "\($0.tag)|\($0.badge ?? "")" }
        for (index, tab) in tabs.enumerated() {
            if index == selected {
                tab.unit.place(in: content)
            } else {
                tab.unit.place(in: Rect(x: content.minX, y: content.minY, width: 0, height: 0))
            }
        }
        if signature != barSignature {
            barSignature = signature
            node.graph.markDirty(node)
        }
    }

    // MARK: Input

    @_spi(ShojiRuntime) public override func handleKey(_ key: KeyPress) -> Bool {
        let count = tabs.count
        if key.modifiers.contains(.option), case .character(let c) = key.key, let n = c.wholeNumberValue,
            (1...9).contains(n), n <= count
        {
            select(n - 1)
            return true
        }
        if key.modifiers.contains(.control) && (key.key == .pageDown || key.key == .pageUp) {
            let next = selectedIndex + (key.key == .pageDown ? 1 : -1)
            if (0..<count).contains(next) { select(next) }
            return true
        }
        return false
    }
}

extension TabInfo {
    /// Reads a tab's label, tag and badge from the modifiers around it (`.tabItem`, `.tag`, `.badge`,
    /// or a `Tab`), stopping at the tab's own content.
    @MainActor
    static func find(in unit: ViewNode, index: Int, under content: ViewNode) -> TabInfo {
        let label = unit.trait(TabItemTrait.self, as: (any View).self)
        var tag = unit.trait(TagTrait.self, as: AnyHashable.self)
        var badge: String?
        if let (value, node) = unit.trait(ObjectIdentifier(BadgeTrait.self)) {
            node.behavior.traitWasRead(ObjectIdentifier(BadgeTrait.self))
            badge = value as? String
        }
        if tag == nil {
            // Inside a `ForEach` without tags, a tab's tag is its element's id, as for a picker.
            var n: ViewNode? = unit
            while let node = n, node !== content.parent {
                if case .element(let id) = node.key {
                    tag = id.anyHashable
                    break
                }
                n = node.parent
            }
        }
        return TabInfo(
            unit: unit, tag: tag ?? AnyHashable(index), label: label ?? Text("Tab \(index + 1)"), badge: badge)
    }
}

/// A reference to the nearest tab view, passed down the environment.
typealias TabViewReference = AncestorReference<TabViewBehavior>

private struct TabViewKey: EnvironmentKey {
    static let defaultValue: TabViewReference? = nil
}

extension EnvironmentValues {
    var tabView: TabViewReference? {
        get { self[TabViewKey.self] }
        set { self[TabViewKey.self] = newValue }
    }
}
