@_spi(ShojiRuntime) import ShojiCore

/// A control that pushes a screen onto the enclosing `NavigationStack`: `Label ›`. Enter, Space or a
/// click pushes; in a `List` row it is the row's primary action.
public struct NavigationLink<Label: View, Destination: View>: View {
    let label: Label
    let push: @MainActor (NavigationStackBehavior) -> Void
    /// The value a `NavigationLink(value:)` presents (a list with selection selects it instead).
    var value: AnyHashable?
    /// For a link driven by a binding (`isActive:`, `tag:selection:`): the label with the modifier that
    /// pushes the destination while the binding says so.
    var presentedLabel: (@MainActor (Label) -> any View)?

    /// A link that pushes `destination`.
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
        push = { $0.push(destination) }
    }

    /// A link that pushes the view `destination` builds.
    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.init(destination: destination(), label: label)
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension NavigationLink where Label == Text {
    /// A link with a text label that pushes `destination`.
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.init(destination: destination) { Text(title) }
    }

    /// A link with a text label that pushes the view `destination` builds.
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.init(destination: destination()) { Text(title) }
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes the destination registered with `.navigationDestination(for:)` for `value`'s
    /// type.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
        push = { stack in if let value { stack.push(value: AnyHashable(value)) } }
        self.value = value.map { AnyHashable($0) }
    }
}

extension NavigationLink where Destination == Never, Label == Text {
    /// A link with a text label that pushes the destination registered for `value`'s type.
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.init(value: value) { Text(title) }
    }
}

@_spi(ShojiRuntime) extension NavigationLink: PrimitiveView {
    public func makeBehavior() -> NavigationLinkBehavior { NavigationLinkBehavior() }
    public func update(_ behavior: NavigationLinkBehavior) -> Invalidation { behavior.update(push: push, value: value) }
    public func children(into list: inout ChildList) {
        if let presentedLabel {
            list.append(any: presentedLabel(label), key: .index(0))
        } else {
            list.append(label, key: .index(0))
        }
    }
}

@_spi(ShojiRuntime) public final class NavigationLinkBehavior: FormRowBehavior {
    private var push: (@MainActor (NavigationStackBehavior) -> Void)?
    private var value: AnyHashable?

    /// Takes what the link pushes.
    func update(push: @escaping @MainActor (NavigationStackBehavior) -> Void, value: AnyHashable?) -> Invalidation {
        self.push = push
        self.value = value
        return []
    }

    @_spi(ShojiRuntime) public override var canTakeFocus: Bool { true }
    override var controlWidth: Int { 1 }

    @_spi(ShojiRuntime) public override func draw(in canvas: CellCanvas) {
        canvas.draw("›", at: controlFrame.origin, style: CellStyle(attributes: [.dim]))
    }

    @_spi(ShojiRuntime) public override func drawOverlay(in canvas: CellCanvas) {
        if isFocused { canvas.restyle(node.frame) { $0.attributes.insert(.reverse) } }
        if !node.environment.isEnabled { canvas.restyle(node.frame) { $0.attributes.insert(.dim) } }
    }

    @_spi(ShojiRuntime) public override func handleKey(_ key: KeyPress) -> Bool {
        key.isActivation ? activate() : false
    }
    @_spi(ShojiRuntime) public override func handleMouse(_ event: MouseEvent) -> Bool {
        event.kind == .click ? activate() : false
    }

    @_spi(ShojiRuntime) public override func activate() -> Bool {
        guard node.environment.isEnabled else { return false }
        // In a list with selection, a value link selects its value (as SwiftUI's split views use it).
        if let value, let selection = node.environment.listSelection {
            selection.select(value, value.base)
            if selection.isSelected(value, value.base) {
                node.environment.splitView?.behavior?.columnActivated(from: node)
                return true
            }
        }
        guard let push else { return false }
        // In a split view's sidebar, the destination replaces what the next column shows.
        if let split = node.environment.splitView?.behavior, let column = split.destinationStack(for: node) {
            column.popToRoot()
            push(column)
            split.columnActivated(from: node)
            return true
        }
        guard let stack = node.environment.navigationStack?.behavior else { return false }
        push(stack)
        return true
    }
}

/// Registers how to build the screen for values of a type pushed with `NavigationLink(value:)`.
public struct NavigationDestinationModifier<D: Hashable, C: View>: ViewModifier {
    public typealias Body = Never
    let build: (D) -> C
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { NavigationDestinationBehavior<D, C>(self) }
}

final class NavigationDestinationBehavior<D: Hashable, C: View>: ModifierBehavior<NavigationDestinationModifier<D, C>> {
    override var isTransparent: Bool { true }

    override func changes(from old: NavigationDestinationModifier<D, C>, to new: NavigationDestinationModifier<D, C>)
        -> Invalidation
    {
        register()
        return []
    }

    override func didMount() { register() }

    private func register() {
        let build = modifier.build
        node.environment.navigationStack?.behavior?.addDestination(from: node, type: ObjectIdentifier(D.self)) {
            value in
            (value as? D).map { build($0) as any View }
        }
    }
}

extension View {
    /// Builds the screen pushed for a value of type `D` (`NavigationLink(value:)`).
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> ModifiedContent<Self, NavigationDestinationModifier<D, C>> {
        modifier(NavigationDestinationModifier(build: destination))
    }
}

@_spi(ShojiRuntime) extension NavigationDestinationModifier: PrimitiveModifier {}
