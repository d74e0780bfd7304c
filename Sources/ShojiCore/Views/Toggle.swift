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

extension Toggle: PrimitiveView {
    func makeBehavior() -> ToggleBehavior { ToggleBehavior() }
    func update(_ behavior: ToggleBehavior) -> Invalidation { behavior.update(isOn: isOn) }
    func children(into list: inout ChildList) { list.append(label, key: .index(0)) }
}

/// The toggle styles a terminal can draw (see `.toggleStyle(_:)`).
enum ToggleStyleKind: Hashable, Sendable {
    case automatic, checkbox, switchStyle, button
}

/// A toggle style, chosen with `.toggleStyle(_:)`: `.automatic`, `.checkbox`, `.switch`, `.button`.
public protocol ToggleStyle {}
/// The default style: `[x] Title`.
public struct DefaultToggleStyle: ToggleStyle { public init() {} }
/// `☑ Title`.
public struct CheckboxToggleStyle: ToggleStyle { public init() {} }
/// `Title … [━●]`.
public struct SwitchToggleStyle: ToggleStyle { public init() {} }
/// The label as a button that shows its state by reverse video.
public struct ButtonToggleStyle: ToggleStyle { public init() {} }

extension ToggleStyle where Self == DefaultToggleStyle {
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
extension ToggleStyle where Self == CheckboxToggleStyle {
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

extension View {
    /// Sets the style of toggles in this view.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentModifier> {
        let kind: ToggleStyleKind
        switch style {
        case is CheckboxToggleStyle: kind = .checkbox
        case is SwitchToggleStyle: kind = .switchStyle
        case is ButtonToggleStyle: kind = .button
        default: kind = .automatic
        }
        return environmentModifier("toggleStyle", kind) { $0.toggleStyle = kind }
    }
}

/// Draws the toggle's mark and flips the binding.
final class ToggleBehavior: FormRowBehavior {
    private var binding: Binding<Bool>?
    private var shownValue: Bool?

    /// Takes the toggle's binding and follows its value.
    func update(isOn binding: Binding<Bool>) -> Invalidation {
        self.binding = binding
        return follow(key: binding.trackingKey, shown: &shownValue) { binding.wrappedValue } ? [.paint] : []
    }

    override var canTakeFocus: Bool { true }

    private var style: ToggleStyleKind { node.environment.toggleStyle }

    override var controlWidth: Int {
        switch style {
        case .switchStyle: return 4
        case .checkbox: return 1
        case .button: return 0
        case .automatic: return 3
        }
    }

    override var controlLeading: Bool { style == .automatic || style == .checkbox }

    override func draw(in canvas: Canvas) {
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

    override func drawOverlay(in canvas: Canvas) {
        if style == .button {
            if (shownValue ?? false) != isFocused { canvas.restyle(node.frame) { $0.attributes.insert(.reverse) } }
            if isFocused { canvas.restyle(node.frame) { $0.attributes.insert(.underline) } }
        } else if isFocused {
            canvas.restyle(controlFrame) { $0.attributes.insert(.reverse) }
        }
        if !node.environment.isEnabled { canvas.restyle(node.frame) { $0.attributes.insert(.dim) } }
    }

    override func handleKey(_ key: KeyPress) -> Bool {
        key.isActivation ? activate() : false
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        event.kind == .click ? activate() : false
    }

    override func activate() -> Bool {
        guard node.environment.isEnabled, let binding else { return false }
        binding.wrappedValue.toggle()
        return true
    }
}

private struct ToggleStyleKey: EnvironmentKey { static let defaultValue = ToggleStyleKind.automatic }

extension EnvironmentValues {
    /// The style of toggles here (`.toggleStyle(_:)`).
    var toggleStyle: ToggleStyleKind {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }
}
