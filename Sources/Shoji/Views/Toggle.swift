/// A control that turns an option on or off: `[x] Title`. Space, Enter or a click flips it.
///
/// ```swift
/// Toggle("Notifications", isOn: $settings.notifications)
/// ```
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
    func makeBehavior() -> NodeBehavior { ToggleBehavior() }
    func children(into list: inout ChildList) { list.append(label, key: .index(0)) }
}

@MainActor
protocol ToggleRepresentable {
    var toggleBinding: Binding<Bool> { get }
}

extension Toggle: ToggleRepresentable {
    var toggleBinding: Binding<Bool> { isOn }
}

/// The toggle styles a terminal can draw (see `.toggleStyle(_:)`).
enum ToggleStyleKind: Hashable, Sendable {
    case automatic, checkbox, switchStyle, button
}

/// Draws `[x]`/`[ ]` before the label and flips the binding.
final class ToggleBehavior: NodeBehavior {
    private var binding: Binding<Bool>?
    private var shownValue: Bool?

    override func update(from view: any View) -> Invalidation {
        guard let toggle = view as? any ToggleRepresentable else { return [] }
        let binding = toggle.toggleBinding
        self.binding = binding
        // Read the value in the node's own tracking window, so a change made anywhere redraws the toggle.
        let value = node.tracked { binding.wrappedValue }
        if value == shownValue { return [] }
        shownValue = value
        return [.paint]
    }

    override var canTakeFocus: Bool { true }

    private var prefixWidth: Int { node.environment.toggleStyle == .switchStyle ? 5 : 4 }

    override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        let inset = CellInsets(leading: prefixWidth)
        let inner = super.sizeThatFits(proposal.inset(by: inset), children: children)
        return Size(width: inner.width + prefixWidth, height: max(1, inner.height))
    }

    override func place(in rect: Rect, children: [ViewNode]) {
        let inner = rect.inset(by: CellInsets(leading: prefixWidth))
        let proposal = ProposedSize(inner.size)
        for child in children {
            child.place(in: Alignment.leading.place(child.size(for: proposal), in: inner))
        }
    }

    override func draw(in canvas: Canvas) {
        let on = shownValue ?? false
        var style = CellStyle()
        if on { style.foreground = node.environment.tint ?? .accentColor }
        let mark: String
        switch node.environment.toggleStyle {
        case .switchStyle: mark = on ? "[━●]" : "[○━]"
        default: mark = on ? "[x]" : "[ ]"
        }
        canvas.draw(mark, at: node.frame.origin, style: style)
    }

    override func drawOverlay(in canvas: Canvas) {
        if isFocused {
            canvas.restyle(Rect(x: node.frame.minX, y: node.frame.minY, width: prefixWidth - 1, height: 1)) {
                $0.attributes.insert(.reverse)
            }
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
