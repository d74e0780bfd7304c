@_spi(ShojiRuntime) import ShojiCore

/// Actions attached to a view for a menu: `.swipeActions` and `.contextMenu`.
///
/// A terminal has neither swipes nor a secondary click, so both open the same popup menu, on F10 (or
/// Shift-F10) while the view — or, in a `List`, its row under the cursor — has focus. The menu lists the
/// leading swipe actions, then the trailing ones, then the context menu's items, with a divider between
/// the groups. It is a menu like `Menu`'s: ↑/↓ move, Enter chooses and closes it, Esc closes it.
public struct RowActionsModifier: ViewModifier {
    public typealias Body = Never
    /// What kind of actions, which orders them in the menu.
    let kind: RowActionsKind
    /// The actions, built only when the menu opens.
    let content: @MainActor () -> AnyView

    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { RowActionsBehavior(self) }
}

/// Which actions a ``RowActionsModifier`` holds.
enum RowActionsKind: Int, Comparable {
    case leadingSwipe, trailingSwipe, contextMenu

    static func < (a: RowActionsKind, b: RowActionsKind) -> Bool { a.rawValue < b.rawValue }
}

/// The trait of a view with row actions: its ``RowActionsEntry`` (for the list whose row it is, and for the
/// row-action modifiers around it, which show its actions in the same menu).
enum RowActionsTrait {}

/// What a row-actions modifier hands the list and the modifiers around it.
@MainActor
struct RowActionsEntry {
    /// What kind of actions.
    let kind: RowActionsKind
    /// The actions, built when the menu opens.
    let content: @MainActor () -> AnyView
    /// Opens the menu (of the outermost modifier, which lists every group).
    let open: @MainActor () -> Void
}

/// Opens the menu of a view's row actions.
final class RowActionsBehavior: ModifierBehavior<RowActionsModifier> {
    private(set) var isOpen = false

    override var isTransparent: Bool { true }

    override func traitValue(_ key: ObjectIdentifier) -> Any? {
        guard key == ObjectIdentifier(RowActionsTrait.self) else { return nil }
        return RowActionsEntry(kind: modifier.kind, content: modifier.content) { [weak self] in self?.open() }
    }

    override func changes(from old: RowActionsModifier, to new: RowActionsModifier) -> Invalidation {
        isOpen ? [.paint] : []
    }

    /// The actions of this view: this modifier's and those of the row-action modifiers directly inside it.
    private var groups: [(RowActionsKind, AnyView)] {
        var result: [(RowActionsKind, AnyView)] = []
        let key = ObjectIdentifier(RowActionsTrait.self)
        var current: ViewNode? = node
        while let n = current, let entry = n.behavior.traitValue(key) as? RowActionsEntry {
            result.append((entry.kind, entry.content()))
            current = n.children.first
        }
        return result.sorted { $0.0 < $1.0 }
    }

    override func makeChildren(from view: any View, into list: inout ChildList) -> Bool {
        node.appendViewChildren(into: &list)
        if isOpen {
            let close: @MainActor () -> Void = { [weak self] in self?.close() }
            let menu = MenuItems(content: RowActionsMenu(groups: groups.map(\.1)), closeAll: close)
            list.append(PresentationHost(style: .menu, content: menu, dismiss: close), key: .detached(0))
        }
        return true
    }

    override func didMountDetached(_ child: ViewNode) {
        node.graph.present(child)
    }

    /// Opens the menu.
    func open() {
        guard !isOpen, node.environment.isEnabled else { return }
        isOpen = true
        node.graph.markDirty(node)
    }

    private func close() {
        guard isOpen else { return }
        isOpen = false
        node.graph.markDirty(node)
    }

    override func handleKey(_ key: KeyPress) -> Bool {
        guard key.key == .function(10) else { return false }
        open()
        return true
    }

    /// The outermost row actions in `row`'s first few levels (a list row's content).
    static func find(in row: ViewNode) -> RowActionsEntry? {
        row.traitAlongFirstChildren(ObjectIdentifier(RowActionsTrait.self), depth: 6) as? RowActionsEntry
    }
}

/// The groups of actions in a row's menu, with dividers between them.
struct RowActionsMenu: View, BuiltinView {
    let groups: [AnyView]

    var body: some View {
        ForEach(groups.indices, id: \.self) { index in
            if index > 0 { Divider() }
            groups[index]
        }
    }
}

extension View {
    /// Adds actions that a swipe would show in SwiftUI. Here they are in the view's action menu (F10;
    /// see ``RowActionsModifier``), leading ones first. `allowsFullSwipe` is accepted.
    public func swipeActions<T: View>(
        edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true, @ViewBuilder content: @escaping () -> T
    ) -> ModifiedContent<Self, RowActionsModifier> {
        modifier(
            RowActionsModifier(kind: edge == .leading ? .leadingSwipe : .trailingSwipe, content: { AnyView(content()) })
        )
    }

    /// Adds a context menu: F10 (or Shift-F10) on the focused view, or on a list's row under the cursor,
    /// opens it (see ``RowActionsModifier``).
    public func contextMenu<MenuItems: View>(@ViewBuilder menuItems: @escaping () -> MenuItems) -> ModifiedContent<
        Self, RowActionsModifier
    > {
        modifier(RowActionsModifier(kind: .contextMenu, content: { AnyView(menuItems()) }))
    }
}

@_spi(ShojiRuntime) extension RowActionsModifier: PrimitiveModifier {}
