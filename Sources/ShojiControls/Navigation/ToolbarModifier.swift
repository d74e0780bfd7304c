@_spi(ShojiRuntime) import ShojiCore

/// Adds items to the title bar of the enclosing navigation stack (on the right; `cancellationAction`
/// and leading placements on the left), while this view's screen is on top. The items are focusable and
/// reachable by Tab and click like any control.
public struct ToolbarModifier<Items: View>: ViewModifier {
    public typealias Body = Never
    let items: Items
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { ToolbarModifierBehavior<Items>(self) }
}

final class ToolbarModifierBehavior<Items: View>: ModifierBehavior<ToolbarModifier<Items>> {
    override var isTransparent: Bool { true }

    override func changes(from old: ToolbarModifier<Items>, to new: ToolbarModifier<Items>) -> Invalidation { [] }

    override func makeChildren(from view: any View, into list: inout ChildList) -> Bool {
        let items = modifier.items
        node.appendViewChildren(into: &list)
        // The items stay children of this node (they are rebuilt whenever the view that declared them
        // is), but the navigation stack lays them out and draws them in its title bar.
        if node.environment.navigationStack != nil {
            list.append(ToolbarHost(items: items, isLeading: false), key: .detached(0))
        }
        return true
    }

    override func didMountDetached(_ child: ViewNode) {
        node.environment.navigationStack?.behavior?.addToolbar(child)
    }

    override func detachedChildNeedsLayout(_ child: ViewNode) {
        node.environment.navigationStack?.behavior?.toolbarNeedsLayout()
    }
}

/// The toolbar items of one `.toolbar` modifier, laid out in a row.
struct ToolbarHost<Items: View>: View, BuiltinView {
    let items: Items
    let isLeading: Bool
    var body: Never { primitiveBody(Self.self) }
}

extension ToolbarHost: PrimitiveView {
    func makeBehavior() -> NodeBehavior { ToolbarHostBehavior() }
    func children(into list: inout ChildList) { list.append(items, key: .index(0)) }
}

final class ToolbarHostBehavior: NodeBehavior {
    override var holdsChrome: Bool { true }
    /// Frames the navigation stack assigned to the items (its title bar decides where each goes).
    var assignedFrames: [ObjectIdentifier: Rect] = [:]

    /// Toolbar buttons are borderless unless a style was chosen (as in SwiftUI).
    override func modifyEnvironment(_ environment: inout EnvironmentValues) {
        if environment.buttonStyle == .automatic { environment.buttonStyle = .borderless }
    }

    override func update(from view: any View) -> Invalidation { [] }

    /// The items, each with whether it goes on the leading side.
    var items: [(node: ViewNode, isLeading: Bool)] {
        node.layoutChildren.map { ($0, $0.trait(ToolbarLeadingTrait.self, as: Bool.self) ?? false) }
    }

    override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        let widths = children.map { $0.size(for: ProposedSize(width: nil, height: 1)).width }
        return Size(width: widths.reduce(0, +) + max(0, widths.count - 1), height: 1)
    }

    override func place(in rect: Rect, children: [ViewNode]) {
        for child in children {
            child.place(
                in: assignedFrames[ObjectIdentifier(child)] ?? Rect(x: rect.minX, y: rect.minY, width: 0, height: 0))
        }
    }
}

/// Where a toolbar item goes.
public struct ToolbarItemPlacement: Hashable, Sendable {
    let isLeading: Bool
    public static let automatic = ToolbarItemPlacement(isLeading: false)
    public static let primaryAction = ToolbarItemPlacement(isLeading: false)
    public static let secondaryAction = ToolbarItemPlacement(isLeading: false)
    public static let confirmationAction = ToolbarItemPlacement(isLeading: false)
    public static let destructiveAction = ToolbarItemPlacement(isLeading: false)
    public static let cancellationAction = ToolbarItemPlacement(isLeading: true)
    public static let navigation = ToolbarItemPlacement(isLeading: true)
    public static let principal = ToolbarItemPlacement(isLeading: false)
    public static let status = ToolbarItemPlacement(isLeading: false)
    public static let bottomBar = ToolbarItemPlacement(isLeading: false)
    public static let topBarLeading = ToolbarItemPlacement(isLeading: true)
    public static let topBarTrailing = ToolbarItemPlacement(isLeading: false)
    public static let navigationBarLeading = ToolbarItemPlacement(isLeading: true)
    public static let navigationBarTrailing = ToolbarItemPlacement(isLeading: false)
    public static let keyboard = ToolbarItemPlacement(isLeading: false)
}

/// One item of a toolbar, with a placement.
public struct ToolbarItem<ID, Content: View>: View {
    let placement: ToolbarItemPlacement
    let content: Content

    public var body: Never { primitiveBody(Self.self) }
}

extension ToolbarItem where ID == () {
    /// An item at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

extension ToolbarItem where ID == String {
    /// An item with an id, at `placement`.
    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Several toolbar items with one placement.
public struct ToolbarItemGroup<Content: View>: View {
    let placement: ToolbarItemPlacement
    let content: Content

    /// A group of items at `placement`.
    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
}

@_spi(ShojiRuntime) extension ToolbarItem: PrimitiveView {
    public func makeBehavior() -> ToolbarItemBehavior { ToolbarItemBehavior() }
    public func update(_ behavior: ToolbarItemBehavior) -> Invalidation { behavior.update(placement: placement) }
    public func children(into list: inout ChildList) { list.append(content, key: .index(0)) }
}

@_spi(ShojiRuntime) extension ToolbarItemGroup: PrimitiveView {
    public func makeBehavior() -> ToolbarItemBehavior { ToolbarItemBehavior() }
    public func update(_ behavior: ToolbarItemBehavior) -> Invalidation { behavior.update(placement: placement) }
    public func children(into list: inout ChildList) { list.append(content, key: .index(0)) }
}

/// Lays out an item's content in a row and remembers its placement.
/// The trait a toolbar item hands its toolbar: whether it goes on the leading side (a `Bool`).
enum ToolbarLeadingTrait {}

@_spi(ShojiRuntime) public final class ToolbarItemBehavior: NodeBehavior {
    private let stack = StackBehavior(axis: .horizontal)
    private(set) var isLeading = false

    @_spi(ShojiRuntime) public override func traitValue(_ key: ObjectIdentifier) -> Any? {
        key == ObjectIdentifier(ToolbarLeadingTrait.self) ? isLeading : nil
    }

    @_spi(ShojiRuntime) public override func didMount() {
        stack.node = node
        stack.parameters = StackBehavior.Parameters(alignment: 1, spacing: 1)
    }

    /// Takes the item's placement.
    func update(placement: ToolbarItemPlacement) -> Invalidation {
        isLeading = placement.isLeading
        return [.layout]
    }

    @_spi(ShojiRuntime) public override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        stack.sizeThatFits(proposal, children: children)
    }

    @_spi(ShojiRuntime) public override func place(in rect: Rect, children: [ViewNode]) {
        stack.place(in: rect, children: children)
    }
}

extension View {
    /// Adds toolbar items (views, `ToolbarItem`s or `ToolbarItemGroup`s) to the enclosing navigation
    /// stack's title bar.
    public func toolbar<Items: View>(@ViewBuilder content: () -> Items) -> ModifiedContent<Self, ToolbarModifier<Items>>
    {
        modifier(ToolbarModifier(items: content()))
    }
}

@_spi(ShojiRuntime) extension ToolbarModifier: PrimitiveModifier {}
