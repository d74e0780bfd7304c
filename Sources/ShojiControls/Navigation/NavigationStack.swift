@_spi(ShojiRuntime) import ShojiCore

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
///
/// With `path:`, the screens above the root are the path's values (each built by the
/// `.navigationDestination(for:)` registered for its type): appending to the path pushes, removing pops,
/// and `NavigationLink(value:)`, Esc, Alt-← and "‹ Back" change the path. The back button names the
/// screen below (`‹ People`).
public struct NavigationStack<Root: View>: View {
    let root: Root
    let path: NavigationPathBinding?

    /// Creates a stack whose first screen is `root`.
    public init(@ViewBuilder root: () -> Root) {
        self.root = root()
        path = nil
    }

    /// Creates a stack whose pushed screens are the values in `path`, of any `Hashable` types.
    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.root = root()
        self.path = NavigationPathBinding(
            key: path.trackingKey, get: { path.wrappedValue.elements },
            set: { path.wrappedValue = NavigationPath(elements: $0) }, accepts: { _ in true })
    }

    /// Creates a stack whose pushed screens are the values in `path`.
    public init<Data>(path: Binding<Data>, @ViewBuilder root: () -> Root)
    where
        Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
        Data.Element: Hashable
    {
        self.root = root()
        self.path = NavigationPathBinding(
            key: path.trackingKey, get: { path.wrappedValue.map { AnyHashable($0) } },
            set: { path.wrappedValue = Data($0.compactMap { $0.base as? Data.Element }) },
            accepts: { $0 is Data.Element })
    }

    public var body: Never { primitiveBody(Self.self) }
}

@_spi(ShojiRuntime) extension NavigationStack: PrimitiveView {
    public func makeBehavior() -> NavigationStackBehavior { NavigationStackBehavior() }
    public func update(_ behavior: NavigationStackBehavior) -> Invalidation { behavior.update(path: path) }
    public func children(into list: inout ChildList) { list.append(root, key: .index(1)) }
}

/// A stack's path binding with its element type erased.
struct NavigationPathBinding {
    var key: TrackingKey?
    var get: @MainActor () -> [AnyHashable]
    var set: @MainActor ([AnyHashable]) -> Void
    /// Whether a value pushed by a link can go into this path.
    var accepts: (Any) -> Bool
}

/// A pushed screen that is not in the path: a `NavigationLink(destination:)`'s view, or a
/// `navigationDestination(isPresented:)` / `(item:)` screen (which has a `source` and is told when
/// it is popped).
struct NavigationDestinationEntry {
    let id: Int
    let view: any View
    var source: ObjectIdentifier?
    var onPop: (@MainActor () -> Void)?
}

/// Lays out the title bar and the top screen, keeps the pushed screens, and shows toolbar items.
@_spi(ShojiRuntime) public final class NavigationStackBehavior: NodeBehavior {
    private(set) var pushed: [NavigationDestinationEntry] = []
    private var path: NavigationPathBinding?
    private var shownPath: [AnyHashable]?
    /// The types of path values that had no destination registered when the screens were built.
    private var unresolvedTypes: Set<ObjectIdentifier> = []
    private var nextID = 1
    private var titles: [(node: ViewNode, title: String)] = []
    private var toolbars: [ViewNode] = []
    private var destinations: [(node: ViewNode, type: ObjectIdentifier, build: (Any) -> (any View)?)] = []
    private var shownTitle = ""
    private var barRect = Rect.zero
    /// The key of the screen on top at the last layout, and how many screens there were.
    private var lastTop: (key: ChildKey, depth: Int)?
    /// What had focus when each covered screen was covered (restored when it shows again).
    private var coveredFocus: [Int: WeakNode] = [:]

    /// Takes the stack's path binding and follows the path.
    func update(path: NavigationPathBinding?) -> Invalidation {
        self.path = path
        guard let path else {
            shownPath = nil
            return []
        }
        return follow(key: path.key, shown: &shownPath) { path.get() } ? [.layout, .paint] : []
    }

    /// The edit mode of the views in this stack, unless the app provides one (`EditButton`).
    private let editMode = EditModeBox()

    @_spi(ShojiRuntime) public override func modifyEnvironment(_ environment: inout EnvironmentValues) {
        environment.navigationStack = NavigationStackReference(node: node)
        if environment.editMode == nil {
            let box = editMode
            environment.editMode = Binding(get: { box.mode }, set: { box.mode = $0 })
        }
    }

    // MARK: Screens

    /// The keys of the screens, bottom (the root) to top.
    private var screenKeys: [ChildKey] {
        var keys = [ChildKey.index(1)]
        for (index, value) in (shownPath ?? []).enumerated() { keys.append(Self.pathKey(index, value)) }
        for entry in pushed { keys.append(.index(1 + entry.id)) }
        return keys
    }

    private static func pathKey(_ index: Int, _ value: AnyHashable) -> ChildKey {
        .explicit(AnyHashable([AnyHashable(index), value]))
    }

    /// The node of the screen on top.
    ///
    /// Read several times a frame: loops, not closures handed to the standard library (each call of a
    /// closure formed in a main-actor method checks the executor).
    private var topScreen: ViewNode? {
        let key = screenKeys.last ?? .index(1)
        for child in node.children where child.key == key { return child }
        return nil
    }

    /// The node of the screen under the top one.
    private var previousScreen: ViewNode? {
        let keys = screenKeys
        guard keys.count >= 2 else { return nil }
        return node.children.first { $0.key == keys[keys.count - 2] }
    }

    /// Whether there is a screen to pop.
    private var canPop: Bool { !pushed.isEmpty || !(shownPath ?? []).isEmpty }

    func push(_ view: any View, source: ObjectIdentifier? = nil, onPop: (@MainActor () -> Void)? = nil) {
        pushed.append(NavigationDestinationEntry(id: nextID, view: view, source: source, onPop: onPop))
        nextID += 1
        node.graph.markDirty(node)
    }

    /// Pushes `value`: onto the path when the stack has one that takes it, else the destination
    /// registered for its type.
    func push(value: AnyHashable) {
        if let path, path.accepts(value.base) {
            path.set(path.get() + [value])
            return
        }
        if let view = destination(for: value) { push(view) }
    }

    /// The screen the destinations registered for `value`'s type build.
    private func destination(for value: AnyHashable) -> (any View)? {
        let type = ObjectIdentifier(Swift.type(of: value.base))
        for entry in destinations.reversed() where entry.node.isMounted && entry.type == type {
            if let view = entry.build(value.base) { return view }
        }
        return nil
    }

    /// Pops the top screen: a pushed view, else the path's last value.
    func pop() {
        if let entry = pushed.popLast() {
            node.graph.markDirty(node)
            entry.onPop?()
        } else if let path, !(shownPath ?? []).isEmpty {
            path.set(Array(path.get().dropLast()))
        }
    }

    /// Pops every pushed screen (each one's `onPop` runs), leaving the root: a split view's detail
    /// column before it shows what a link in the sidebar chose.
    func popToRoot() {
        while let entry = pushed.popLast() {
            node.graph.markDirty(node)
            entry.onPop?()
        }
    }

    /// Removes the screen `source` presented (`navigationDestination(isPresented:)` turned false).
    func dismissPresented(from source: ObjectIdentifier) {
        let before = pushed.count
        pushed.removeAll { $0.source == source }
        if pushed.count != before { node.graph.markDirty(node) }
    }

    /// Whether `source` has a screen pushed.
    func isPresenting(from source: ObjectIdentifier) -> Bool { pushed.contains { $0.source == source } }

    @_spi(ShojiRuntime) public override func makeChildren(from view: any View, into list: inout ChildList) -> Bool {
        list.append(
            NavigationBar(title: shownTitle, back: canPop ? backTitle : nil, pop: { [weak self] in self?.pop() }),
            key: .index(0))
        node.appendViewChildren(into: &list)
        unresolvedTypes = []
        for (index, value) in (shownPath ?? []).enumerated() {
            let screen = destination(for: value)
            if screen == nil { unresolvedTypes.insert(ObjectIdentifier(Swift.type(of: value.base))) }
            list.append(
                PushedScreen(
                    content: screen ?? MissingDestination(type: "\(Swift.type(of: value.base))"),
                    pop: { [weak self] in self?.pop() }),
                key: Self.pathKey(index, value))
        }
        for entry in pushed {
            list.append(
                PushedScreen(content: entry.view, pop: { [weak self] in self?.pop() }), key: .index(1 + entry.id))
        }
        return true
    }

    /// What the back button says: "‹ " and the title of the screen below, or "‹ Back".
    private var backTitle: String {
        guard let below = previousScreen else { return "Back" }
        titles.removeAll { !$0.node.isMounted }
        let title = titles.first { $0.node.isDescendant(of: below) }?.title ?? ""
        return title.isEmpty ? "Back" : title
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
        var allMounted = true
        for entry in titles where !entry.node.isMounted { allMounted = false }
        if !allMounted { titles.removeAll { !$0.node.isMounted } }
        let top = topScreen
        var title = ""
        for entry in titles {
            if let top, !entry.node.isDescendant(of: top) { continue }
            title = entry.title
            break
        }
        let back = canPop ? backTitle : nil
        if title != shownTitle || back != shownBack {
            shownTitle = title
            shownBack = back
            node.graph.markDirty(node)
        }
    }

    private var shownBack: String?

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
        // A path set before its destinations were registered (at launch) is built again now. (Only for a
        // type that was missing: every update of the root registers its destinations again.)
        if unresolvedTypes.contains(type) { node.graph.markDirty(node) }
    }

    /// Toolbars that belong to the screen on top.
    private var visibleToolbars: [ViewNode] {
        if !toolbars.allMounted { toolbars.removeAll { !$0.isMounted } }
        guard let top = topScreen else { return [] }
        var visible: [ViewNode] = []
        for toolbar in toolbars where toolbar.isDescendant(of: top) { visible.append(toolbar) }
        return visible
    }

    @_spi(ShojiRuntime) public override var auxiliaryNodes: [ViewNode] { visibleToolbars }

    // MARK: Layout

    @_spi(ShojiRuntime) public override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
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

    @_spi(ShojiRuntime) public override func place(in rect: Rect, children: [ViewNode]) {
        barRect = Rect(x: rect.minX, y: rect.minY, width: rect.width, height: 1)
        let content = Rect(x: rect.minX, y: rect.minY + 2, width: rect.width, height: max(0, rect.height - 2))
        let top = topScreen
        func units(_ n: ViewNode) -> [ViewNode] { n.behavior.isTransparent ? n.layoutChildren : [n] }
        func width(_ n: ViewNode) -> Int { n.size(for: ProposedSize(width: nil, height: 1)).width }

        // The title bar: back button, leading items and title from the left; other items from the right.
        var hosts: [(ViewNode, ToolbarHostBehavior)] = []
        for host in visibleToolbars {
            if let behavior = host.behavior as? ToolbarHostBehavior { hosts.append((host, behavior)) }
        }
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
        var barUnits: [ViewNode] = []
        for child in node.children where child.key == .index(0) {
            barUnits = units(child)
            break
        }
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
        moveFocusIfTheTopChanged()
    }

    /// A push moves focus into the new screen (its first control); a pop gives it back to the view that
    /// had it on the screen now shown (the link that pushed), as SwiftUI does.
    private func moveFocusIfTheTopChanged() {
        let keys = screenKeys
        guard let key = keys.last else { return }
        defer { lastTop = (key, keys.count) }
        guard let last = lastTop, last.key != key, let top = topScreen else { return }
        let focus = node.graph.focus!
        guard focus.focused.map({ $0.isDescendant(of: node) }) ?? true else { return }
        if keys.count <= last.depth, let saved = coveredFocus[keys.count]?.node, saved.isMounted,
            saved.isDescendant(of: top)
        {
            focus.setFocus(saved, byUser: false)
        } else {
            if keys.count > last.depth, let current = focus.focused {
                coveredFocus[last.depth] = WeakNode(current)
            }
            if let first = focus.defaultTarget(in: focus.orderedCandidates().filter { $0.isDescendant(of: top) }) {
                focus.setFocus(first, byUser: false)
            }
        }
        coveredFocus = coveredFocus.filter { $0.key < keys.count }
    }

    @_spi(ShojiRuntime) public override func draw(in canvas: CellCanvas) {
        let line = Rect(x: barRect.minX, y: barRect.maxY, width: barRect.width, height: 1)
        canvas.fill(line, with: "─", style: CellStyle(attributes: [.dim]))
    }

    @_spi(ShojiRuntime) public override func handleKey(_ key: KeyPress) -> Bool {
        let back = key.key == .escape || (key.key == .left && key.modifiers.contains(.option))
        if back && canPop {
            pop()
            return true
        }
        return false
    }
}

/// A reference to the nearest navigation stack, passed down the environment.
typealias NavigationStackReference = AncestorReference<NavigationStackBehavior>

private struct NavigationStackKey: EnvironmentKey {
    static let defaultValue: NavigationStackReference? = nil
}

extension EnvironmentValues {
    var navigationStack: NavigationStackReference? {
        get { self[NavigationStackKey.self] }
        set { self[NavigationStackKey.self] = newValue }
    }
}

/// The title bar's own views: "‹ People" (the title of the screen below) when a screen is pushed,
/// and the title.
struct NavigationBar: View, BuiltinView {
    let title: String
    let back: String?
    let pop: @MainActor () -> Void

    var body: some View {
        if let back {
            Button("‹ \(back)", action: pop).buttonStyle(.plain)
        }
        Text(title).bold()
    }
}

/// Shown for a path value whose type has no `.navigationDestination(for:)` (SwiftUI shows nothing and
/// logs; a terminal says so on screen).
struct MissingDestination: View, BuiltinView {
    let type: String
    var body: some View {
        Text("No navigationDestination for \(type)").foregroundStyle(.secondary)
    }
}

/// A list of values of any `Hashable` types: the path of a `NavigationStack(path:)`.
public struct NavigationPath: Equatable {
    var elements: [AnyHashable]

    init(elements: [AnyHashable]) { self.elements = elements }

    /// An empty path.
    public init() { elements = [] }

    /// A path of `elements`.
    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// How many values the path has (screens above the root).
    public var count: Int { elements.count }
    /// Whether the path is empty (the root shows).
    public var isEmpty: Bool { elements.isEmpty }

    /// Appends a value (pushes its screen).
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Removes the last `k` values (pops `k` screens).
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(min(k, elements.count)) }
}

/// A pushed screen: `@Environment(\.dismiss)` inside pops it.
struct PushedScreen: View, BuiltinView {
    let content: any View
    let pop: @MainActor () -> Void

    var body: some View {
        AnyView(content).environment(\.dismiss, DismissAction(action: { pop() }))
    }
}

extension Array where Element == ViewNode {
    /// Whether every node is mounted (checked with a loop before a `removeAll` that would call a closure
    /// per node).
    @MainActor fileprivate var allMounted: Bool {
        for node in self where !node.isMounted { return false }
        return true
    }
}
