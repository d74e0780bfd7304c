@_spi(ShojiRuntime) import ShojiCore

/// A control that turns an option on or off. Space, Enter or a click flips it.
///
/// ```swift
/// Toggle("Notifications", isOn: $settings.notifications)
///     .toggleStyle(.switch)
/// ```
///
/// Styles: the default draws `[x] Title` / `[ ] Title`; `.checkbox` draws `☑ Title` / `☐ Title`;
/// `.switch` puts the label first and a switch (`[━●]` on, `[○━]` off) at the trailing edge. In a
/// `Form`, every style puts the label in the form's label column.
public struct Toggle<Label: View>: View {
    let isOn: Binding<Bool>
    let label: Label

    /// Creates a toggle with a custom label.
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.label = label()
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension Toggle where Label == Text {
    /// Creates a toggle with a text label.
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

@_spi(ShojiRuntime) extension Toggle: PrimitiveView {
    public func makeBehavior() -> ToggleBehavior { ToggleBehavior() }
    public func update(_ behavior: ToggleBehavior) -> Invalidation { behavior.update(isOn: isOn) }
    public func children(into list: inout ChildList) { list.append(label, key: .index(0)) }
}

/// Draws the toggle's mark and flips the binding.
@_spi(ShojiRuntime) public final class ToggleBehavior: FormRowBehavior {
    private var binding: Binding<Bool>?
    private var shownValue: Bool?

    /// Takes the toggle's binding and follows its value.
    func update(isOn binding: Binding<Bool>) -> Invalidation {
        self.binding = binding
        return follow(key: binding.trackingKey, shown: &shownValue) { binding.wrappedValue } ? [.paint] : []
    }

    @_spi(ShojiRuntime) public override var canTakeFocus: Bool { true }

    /// A style of the app's own makes the toggle its body, which takes the input.
    @_spi(ShojiRuntime) public override var isFocusable: Bool { node.environment.isEnabled && custom == nil }

    /// The built-in style and the app's own, read from the environment whenever it changes
    /// (``modifyEnvironment(_:)`` runs then, before layout, drawing and the children).
    private var style = ToggleStyleKind.automatic
    private var custom: AnyToggleStyle?

    @_spi(ShojiRuntime) public override func modifyEnvironment(_ environment: inout EnvironmentValues) {
        style = environment.toggleStyle
        custom = environment.customToggleStyle
    }

    @_spi(ShojiRuntime) public override func makeChildren(from view: any View, into list: inout ChildList) -> Bool {
        guard let custom, let binding, let toggle = view as? any StyleableToggle else { return false }
        list.append(StyledToggleContent(style: custom, label: toggle.erasedLabel, isOn: binding), key: .index(0))
        return true
    }

    @_spi(ShojiRuntime) public override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        guard custom != nil else { return super.sizeThatFits(proposal, children: children) }
        return children.first?.size(for: proposal) ?? .zero
    }

    @_spi(ShojiRuntime) public override func place(in rect: Rect, children: [ViewNode]) {
        guard custom != nil else { return super.place(in: rect, children: children) }
        for child in children {
            child.place(in: Alignment.topLeading.place(child.size(for: ProposedSize(rect.size)), in: rect))
        }
    }

    override var controlWidth: Int {
        switch style {
        case .switchStyle: return 4
        case .checkbox: return 1
        case .button: return 0
        case .automatic: return 3
        }
    }

    override var controlLeading: Bool { style == .automatic || style == .checkbox }

    @_spi(ShojiRuntime) public override func draw(in canvas: CellCanvas) {
        guard custom == nil else { return }
        let on = shownValue ?? false
        var style = CellStyle()
        if on { style.foreground = node.environment.tint ?? .accentColor }
        let mark: String
        switch self.style {
        case .switchStyle: mark = on ? "[━●]" : "[○━]"
        case .checkbox: mark = on ? "☑" : "☐"
        case .button: mark = ""
        case .automatic: mark = on ? "[x]" : "[ ]"
        }
        canvas.draw(mark, at: controlFrame.origin, style: style)
    }

    @_spi(ShojiRuntime) public override func drawOverlay(in canvas: CellCanvas) {
        guard custom == nil else { return }
        if style == .button {
            if (shownValue ?? false) != isFocused { canvas.restyle(node.frame) { $0.attributes.insert(.reverse) } }
            if isFocused { canvas.restyle(node.frame) { $0.attributes.insert(.underline) } }
        } else if isFocused {
            canvas.restyle(controlFrame) { $0.attributes.insert(.reverse) }
        }
        if !node.environment.isEnabled { canvas.restyle(node.frame) { $0.attributes.insert(.dim) } }
    }

    @_spi(ShojiRuntime) public override func handleKey(_ key: KeyPress) -> Bool {
        key.isActivation ? activate() : false
    }

    @_spi(ShojiRuntime) public override func handleMouse(_ event: MouseEvent) -> Bool {
        event.kind == .click ? activate() : false
    }

    @_spi(ShojiRuntime) public override func activate() -> Bool {
        guard node.environment.isEnabled, custom == nil, let binding else { return false }
        binding.wrappedValue.toggle()
        return true
    }
}
