/// A stack of screens with a title bar: `.navigationTitle` shows at the top, `.toolbar` items at the
/// right of the title bar, and `NavigationLink` pushes a screen (Esc or "‹ Back" pops it).
///
/// ```swift
/// NavigationStack {
///     List(model.items) { item in NavigationLink(item.name) { ItemDetail(item: item) } }
///         .navigationTitle("Items")
///         .toolbar { Button { add() } label: { Image(systemName: "plus") } }
/// }
/// ```
///
/// Pushed screens keep their state while covered. `@Environment(\.dismiss)` in a pushed screen pops it.
public struct NavigationStack<Root: View>: View {
    let root: Root

    /// Creates a stack whose first screen is `root`.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension NavigationStack: PrimitiveView {
    func makeBehavior() -> NodeBehavior { NavigationStackBehavior() }
    func children(into list: inout ChildList) { list.append(root, key: .index(1)) }
}

/// A pushed screen.
struct NavigationDestinationEntry {
    let id: Int
    let view: any View
}

/// Lays out the title bar and the top screen, keeps the pushed screens, and shows toolbar items.
final class NavigationStackBehavior: NodeBehavior {
    private(set) var pushed: [NavigationDestinationEntry] = []
    private var nextID = 1
    private var titles: [(node: ViewNode, title: String)] = []
    private var toolbars: [ViewNode] = []
    private var destinations: [(node: ViewNode, type: ObjectIdentifier, build: (Any) -> (any View)?)] = []
    private var shownTitle = ""
    private var barRect = Rect.zero

    override func update(from view: any View) -> Invalidation { [] }

    override func modifyEnvironment(_ environment: inout EnvironmentValues) {
        environment.navigationStack = NavigationStackReference(node: node)
    }

    // MARK: Screens

    /// The node of the screen on top.
    private var topScreen: ViewNode? {
        let key = ChildKey.index(pushed.last.map { 1 + $0.id } ?? 1)
        return node.children.first { $0.key == key }
    }

    func push(_ view: any View) {
        pushed.append(NavigationDestinationEntry(id: nextID, view: view))
        nextID += 1
        node.graph.markDirty(node)
    }

    /// Pushes the destination registered for the type of `value`.
    func push(value: Any) {
        let type = ObjectIdentifier(Swift.type(of: value))
        for entry in destinations.reversed() where entry.node.isMounted && entry.type == type {
            if let view = entry.build(value) {
                push(view)
                return
            }
        }
    }

    func pop() {
        guard !pushed.isEmpty else { return }
        pushed.removeLast()
        node.graph.markDirty(node)
    }

    override func makeChildren(from view: any View, into list: inout ChildList) -> Bool {
        list.append(
            NavigationBar(title: shownTitle, showsBack: !pushed.isEmpty, back: { [weak self] in self?.pop() }),
            key: .index(0))
        node.appendViewChildren(into: &list)
        for entry in pushed {
            list.append(
                PushedScreen(content: entry.view, pop: { [weak self] in self?.pop() }), key: .index(1 + entry.id))
        }
        return true
    }

    // MARK: Registration from descendants

    func setTitle(_ title: String, from source: ViewNode) {
        if let i = titles.firstIndex(where: { $0.node === source }) {
            if titles[i].title == title { return }
            titles[i].title = title
        } else {
            titles.append((source, title))
        }
        refreshTitle()
    }

    func removeTitle(from source: ViewNode) {
        titles.removeAll { $0.node === source }
        refreshTitle()
    }

    private func refreshTitle() {
        titles.removeAll { !$0.node.isMounted }
        let top = topScreen
        let title = titles.first { entry in top.map { entry.node.isDescendant(of: $0) } ?? true }?.title ?? ""
        if title != shownTitle {
            shownTitle = title
            node.graph.markDirty(node)
        }
    }

    func addToolbar(_ host: ViewNode) {
        toolbars.append(host)
        node.setNeedsRelayoutInPlace()
    }

    func toolbarNeedsLayout() {
        node.setNeedsRelayoutInPlace()
    }

    func addDestination(from source: ViewNode, type: ObjectIdentifier, build: @escaping (Any) -> (any View)?) {
        destinations.removeAll { $0.node === source || !$0.node.isMounted }
        destinations.append((source, type, build))
    }

    /// Toolbars that belong to the screen on top.
    private var visibleToolbars: [ViewNode] {
        toolbars.removeAll { !$0.isMounted }
        guard let top = topScreen else { return [] }
        return toolbars.filter { $0.isDescendant(of: top) }
    }

    override var auxiliaryNodes: [ViewNode] { visibleToolbars }

    // MARK: Layout

    override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        // A navigation stack fills the space it is offered, like SwiftUI's.
        let content =
            topScreen.map { screen -> Size in
                let units = screen.behavior.isTransparent ? screen.layoutChildren : [screen]
                let p = ProposedSize(width: proposal.width, height: proposal.height.map { max(0, $0 - 2) })
                return units.reduce(Size.zero) { s, u in
                    let z = u.size(for: p)
                    return Size(width: max(s.width, z.width), height: max(s.height, z.height))
                }
            } ?? .zero
        return Size(
            width: proposal.width.map(ProposedSize.normalized) ?? max(content.width, 20),
            height: proposal.height.map(ProposedSize.normalized) ?? content.height + 2)
    }

    override func place(in rect: Rect, children: [ViewNode]) {
        barRect = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: 1)
        let content = Rect(x: rect.minX, y: rect.minY + 2, width: rect.width, height: max(0, rect.height - 2))
        let top = topScreen
        func units(_ n: ViewNode) -> [ViewNode] { n.behavior.isTransparent ? n.layoutChildren : [n] }
        func width(_ n: ViewNode) -> Int { n.size(for: ProposedSize(width: nil, height: 1)).width }

        // The title bar: back button, leading items and title from the left; other items from the right.
        let hosts = visibleToolbars.compactMap { host in (host.behavior as? ToolbarHostBehavior).map { (host, $0) } }
        var frames: [ObjectIdentifier: Rect] = [:]
        var right = barRect.maxX
        for (_, host) in hosts.reversed() {
            for item in host.items.reversed() where !item.isLeading {
                let w = width(item.node)
                right -= w
                frames[ObjectIdentifier(item.node)] = Rect(
                    x: max(barRect.minX, right), y: barRect.minY, width: min(w, barRect.width), height: 1)
                right -= 1
            }
        }
        var left = barRect.minX
        func placeLeft(_ unit: ViewNode) {
            let w = min(width(unit), max(0, right - left))
            unit.place(in: Rect(x: left, y: barRect.minY, width: w, height: 1))
            left += w + 1
        }
        let barUnits = node.children.first { $0.key == .index(0) }.map(units) ?? []
        if barUnits.count > 1 { placeLeft(barUnits[0]) }
        for (_, host) in hosts {
            for item in host.items where item.isLeading {
                let w = min(width(item.node), max(0, right - left))
                frames[ObjectIdentifier(item.node)] = Rect(x: left, y: barRect.minY, width: w, height: 1)
                left += w + 1
            }
        }
        if let title = barUnits.last { placeLeft(title) }
        for (host, behavior) in hosts {
            behavior.assignedFrames = frames
            host.place(in: barRect)
        }

        for child in node.children where child.key != .index(0) && !child.key.isDetached {
            if child === top {
                let proposal = ProposedSize(content.size)
                for unit in units(child) {
                    let size = unit.size(for: proposal)
                    unit.place(
                        in: Alignment.top.place(
                            Size(width: min(size.width, content.width), height: min(size.height, content.height)),
                            in: content))
                }
            } else {
                for unit in units(child) { unit.place(in: Rect(x: content.minX, y: content.minY, width: 0, height: 0)) }
            }
        }
        refreshTitle()
    }

    override func draw(in canvas: Canvas) {
        let line = Rect(x: barRect.minX, y: barRect.maxY, width: barRect.width, height: 1)
        canvas.fill(line, with: "─", style: CellStyle(attributes: [.dim]))
    }

    override func handleKey(_ key: KeyPress) -> Bool {
        if key.key == .escape && !pushed.isEmpty {
            pop()
            return true
        }
        return false
    }
}

/// A reference to the nearest navigation stack, passed down the environment.
struct NavigationStackReference {
    weak var node: ViewNode?

    @MainActor
    var behavior: NavigationStackBehavior? { node?.behavior as? NavigationStackBehavior }
}

private struct NavigationStackKey: EnvironmentKey {
    static let defaultValue: NavigationStackReference? = nil
}

extension EnvironmentValues {
    var navigationStack: NavigationStackReference? {
        get { self[NavigationStackKey.self] }
        set { self[NavigationStackKey.self] = newValue }
    }
}

/// The title bar's own views: "‹ Back" when a screen is pushed, and the title.
struct NavigationBar: View, BuiltinView {
    let title: String
    let showsBack: Bool
    let back: @MainActor () -> Void

    var body: some View {
        if showsBack {
            Button("‹ Back", action: back).buttonStyle(.plain)
        }
        Text(title).bold()
    }
}

/// A pushed screen: `@Environment(\.dismiss)` inside pops it.
struct PushedScreen: View, BuiltinView {
    let content: any View
    let pop: @MainActor () -> Void

    var body: some View {
        AnyView(content).environment(\.dismiss, DismissAction(action: { pop() }))
    }
}
