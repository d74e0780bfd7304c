@_spi(ShojiRuntime) import ShojiCore

/// A control that performs an action when pressed: Enter or Space while focused, or a click.
///
/// ```swift
/// Button("+ 1") { count += 1 }
/// Button { isAdding = true } label: { Image(systemName: "plus") }
/// Button("Delete", role: .destructive) { model.remove(item) }
/// ```
///
/// Its look follows `.buttonStyle(_:)`: `.automatic` and `.bordered` draw `[ label ]`,
/// `.borderedProminent` draws ` label ` on the accent color, `.plain` and `.borderless` draw the label
/// alone. The focused button is shown in reverse video; a disabled one is dimmed and skipped by Tab.
public struct Button<Label: View>: View {
    let label: Label
    let role: ButtonRole?
    let action: @MainActor () -> Void

    /// Creates a button with a custom label.
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = nil
        self.action = action
    }

    /// Creates a button with a role and a custom label.
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.role = role
        self.action = action
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension Button where Label == Text {
    /// Creates a button with a text label.
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }

    /// Creates a button with a text label and a role.
    public init<S: StringProtocol>(_ title: S, role: ButtonRole?, action: @escaping @MainActor () -> Void) {
        self.init(role: role, action: action) { Text(title) }
    }
}

/// What a button does, which changes how it looks: `.destructive` is red.
public struct ButtonRole: Hashable, Sendable {
    let name: String
    /// Deletes or discards something.
    public static let destructive = ButtonRole(name: "destructive")
    /// Cancels.
    public static let cancel = ButtonRole(name: "cancel")
}

@_spi(ShojiRuntime) extension Button: PrimitiveView {
    public func makeBehavior() -> ButtonBehavior { ButtonBehavior() }
    public func update(_ behavior: ButtonBehavior) -> Invalidation { behavior.update(action: action, role: role) }
    public func children(into list: inout ChildList) { list.append(label, key: .index(0)) }
}

/// Lays out a button's label inside its decoration, draws it and presses it.
///
/// Its fields are read and assigned whole (the action is read, then called): they skip the run-time
/// exclusivity check (`@exclusivity(unchecked)`), seven accesses a press.
@_spi(ShojiRuntime) public final class ButtonBehavior: NodeBehavior {
    @exclusivity(unchecked) private var action: (@MainActor () -> Void)?
    @exclusivity(unchecked) private var role: ButtonRole?

    /// Takes the button's new action and role.
    func update(action: @escaping @MainActor () -> Void, role: ButtonRole?) -> Invalidation {
        self.action = action
        if role != self.role {
            self.role = role
            return [.paint, .environment]
        }
        return []
    }

    @_spi(ShojiRuntime) public override var canTakeFocus: Bool { true }

    /// A primitive style of the app's own makes the button its body, which takes the input.
    @_spi(ShojiRuntime) public override var isFocusable: Bool {
        node.environment.isEnabled && !(custom?.isPrimitive ?? false)
    }

    /// The built-in style, read from the environment whenever it changes (``modifyEnvironment(_:)`` runs
    /// then, before layout, drawing and the children), not at every measurement and draw.
    @exclusivity(unchecked) private var style = ButtonStyleKind.automatic
    /// The app's own style, if any: it draws the button, so the behavior draws no decoration.
    @exclusivity(unchecked) private var custom: CustomButtonStyle?
    /// Whether the button shows as pressed, for a ``ButtonStyle``.
    private let press = ButtonPressState()

    @_spi(ShojiRuntime) public override func makeChildren(from view: any View, into list: inout ChildList) -> Bool {
        guard let custom, let button = view as? any StyleableButton else { return false }
        list.append(button.styledContent(custom, press: press), key: .index(0))
        return true
    }

    private var insets: CellInsets {
        if custom != nil { return CellInsets() }
        switch style {
        case .automatic, .bordered: return CellInsets(leading: 2, trailing: 2)
        case .borderedProminent: return CellInsets(leading: 1, trailing: 1)
        case .plain, .borderless: return CellInsets()
        }
    }

    @_spi(ShojiRuntime) public override func modifyEnvironment(_ environment: inout EnvironmentValues) {
        style = environment.buttonStyle
        custom = environment.customButtonStyle
        guard custom == nil else { return }
        if role == .destructive { environment.textStyle.foreground = .red }
        if style == .borderedProminent {
            environment.textStyle.bold = true
            environment.textStyle.foreground = .white
        }
    }

    @_spi(ShojiRuntime) public override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        let i = insets
        let inner = super.sizeThatFits(proposal.inset(by: i), children: children)
        return Size(width: inner.width + i.horizontal, height: inner.height + i.vertical)
    }

    @_spi(ShojiRuntime) public override func place(in rect: Rect, children: [ViewNode]) {
        super.place(in: rect.inset(by: insets), children: children)
    }

    @_spi(ShojiRuntime) public override func draw(in canvas: CellCanvas) {
        let f = node.frame
        if custom != nil { return }
        switch style {
        case .automatic, .bordered:
            var s = CellStyle()
            s.foreground = node.environment.tint ?? .accentColor
            canvas.draw("[", at: f.origin, style: s)
            canvas.draw("]", at: Point(x: f.maxX - 1, y: f.minY), style: s)
        case .borderedProminent:
            canvas.fill(
                f, style: CellStyle(background: role == .destructive ? .red : (node.environment.tint ?? .accentColor)))
        case .plain, .borderless:
            break
        }
    }

    @_spi(ShojiRuntime) public override func drawOverlay(in canvas: CellCanvas) {
        if custom?.isPrimitive ?? false { return }
        if isFocused {
            canvas.restyle(node.frame) { $0.attributes.insert(.reverse) }
        }
        if !node.environment.isEnabled {
            canvas.restyle(node.frame) { $0.attributes.insert(.dim) }
        }
    }

    @_spi(ShojiRuntime) public override func handleKey(_ key: KeyPress) -> Bool {
        key.isActivation ? activate() : false
    }

    @_spi(ShojiRuntime) public override func handleMouse(_ event: MouseEvent) -> Bool {
        event.kind == .click ? activate() : false
    }

    @_spi(ShojiRuntime) public override func willUnmount() {
        if press.isPressed { node.graph.clock.unsubscribe(node) }
    }

    @_spi(ShojiRuntime) public override func activate() -> Bool {
        guard node.environment.isEnabled, let action else { return false }
        if let custom, custom.isPrimitive { return false }
        if custom != nil { showPressed() }
        action()
        if node.environment.dismissesOnAction { node.environment.dismiss() }
        return true
    }

    /// Shows the button pressed for one tick of the shared clock (a terminal reports no release).
    private func showPressed() {
        let clock = node.graph.clock
        guard clock.canTick, !press.isPressed else { return }
        press.isPressed = true
        clock.subscribe(node) { [weak self] in
            guard let self else { return false }
            self.press.isPressed = false
            self.node.graph.clock.unsubscribe(self.node)
            return true
        }
    }
}

extension Button where Label == TitleAndIconLabel {
    /// Creates a button whose label is a title and an SF Symbol.
    public init<S: StringProtocol>(_ title: S, systemImage: String, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Label(title, systemImage: systemImage) }
    }

    /// Creates a button with a role whose label is a title and an SF Symbol.
    public init<S: StringProtocol>(
        _ title: S, systemImage: String, role: ButtonRole?, action: @escaping @MainActor () -> Void
    ) {
        self.init(role: role, action: action) { Label(title, systemImage: systemImage) }
    }
}
