@_spi(ShojiRuntime) import ShojiCore

/// A container for settings-style controls: sections with headers and footers, rows of a label and a
/// control, the labels of all rows in one aligned column, scrolling when it does not fit.
///
/// ```swift
/// Form {
///     Section("Display") {
///         Toggle("Dark mode", isOn: $settings.darkMode)
///         Slider(value: $settings.fontSize, in: 12...24, step: 1) { Text("Font size") }
///     }
///     Section { Stepper("Retries", value: $settings.retries, in: 0...5) } footer: { Text("Per request") }
/// }
/// ```
public struct Form<Content: View>: View {
    let content: Content

    /// Creates a form.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: some View {
        ScrollView {
            FormContainer(content: content)
        }
    }
}

/// The form's rows, stacked with a blank row between sections.
struct FormContainer<Content: View>: View, BuiltinView {
    let content: Content
    var body: Never { primitiveBody(Self.self) }
}

extension FormContainer: PrimitiveView {
    func makeBehavior() -> NodeBehavior { FormBehavior() }
    func children(into list: inout ChildList) { list.append(content, key: .index(0)) }
}

/// Aligns the labels of every row in the form and stacks the sections.
final class FormBehavior: NodeBehavior {
    /// It measures its rows' labels itself.
    @_spi(ShojiRuntime) public override var measuresBelowItsChildren: Bool { true }

    private let stack = StackBehavior(axis: .vertical)

    override func traitValue(_ key: ObjectIdentifier) -> Any? {
        key == ObjectIdentifier(FormBoundaryTrait.self) ? true : nil
    }
    private var column: Int?

    override func didMount() {
        stack.node = node
        stack.parameters = StackBehavior.Parameters(alignment: 0, spacing: 1)
    }

    override func update(from view: any View) -> Invalidation { [] }

    override func modifyEnvironment(_ environment: inout EnvironmentValues) {
        environment.isInForm = true
    }

    /// Every labelled control in the form (not inside a nested list or form).
    private func rows() -> [(node: ViewNode, slot: FormRowSlot)] {
        var found: [(ViewNode, FormRowSlot)] = []
        let rowKey = ObjectIdentifier(FormRowTrait.self)
        let boundaryKey = ObjectIdentifier(FormBoundaryTrait.self)
        func walk(_ n: ViewNode) {
            for child in n.children where !child.key.isDetached {
                if let slot = child.behavior.traitValue(rowKey) as? FormRowSlot {
                    found.append((child, slot))
                } else if child.behavior.traitValue(boundaryKey) == nil {
                    walk(child)
                }
            }
        }
        walk(node)
        return found
    }

    /// Sets the shared label column on every row, before anything is measured.
    private func alignLabels(width: Int?) {
        let rows = rows()
        var widest = 0
        for (row, _) in rows {
            guard let label = row.layoutChildren.first else { continue }
            widest = max(widest, label.size(for: .unspecified).width)
        }
        let limit = width.map { max(8, $0 * 2 / 5) } ?? widest
        let newColumn = min(widest, limit)
        for (row, slot) in rows where slot.labelWidth != newColumn {
            slot.labelWidth = newColumn
            row.invalidateLayout()
        }
        column = newColumn
    }

    override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        alignLabels(
            width: proposal.width.map(ProposedSize.normalized).flatMap { $0 == ProposedSize.infinity ? nil : $0 })
        let size = stack.sizeThatFits(proposal, children: children)
        return Size(
            width: proposal.width.map(ProposedSize.normalized).flatMap { $0 == ProposedSize.infinity ? nil : $0 }
                ?? size.width,
            height: size.height)
    }

    override func place(in rect: Rect, children: [ViewNode]) {
        let proposal = ProposedSize(width: rect.width, height: nil)
        var y = rect.minY
        for child in children {
            let size = child.size(for: proposal)
            child.place(
                in: Rect(
                    x: rect.minX + 1, y: y, width: min(max(0, rect.width - 2), max(size.width, rect.width - 2)),
                    height: size.height))
            y += size.height + 1
        }
    }
}

private struct IsInFormKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether the view is inside a `Form`.
    var isInForm: Bool {
        get { self[IsInFormKey.self] }
        set { self[IsInFormKey.self] = newValue }
    }
}

@_spi(ShojiRuntime) extension Form: BuiltinView {}
