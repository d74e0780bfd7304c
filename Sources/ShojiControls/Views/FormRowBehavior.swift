@_spi(ShojiRuntime) import ShojiCore

/// The layout shared by labelled controls (`Toggle`, `Stepper`, `Slider`, `Picker`): the label (the
/// node's first layout child) and a control part the behavior draws itself.
///
/// - On its own, the row takes the width it is offered, label on the leading side and control on the
///   trailing side (as SwiftUI does on iOS); a control that reads better first (`[x] Title`) sets
///   ``controlLeading``.
/// - In a `Form`, the form sets ``formLabelWidth`` on every row so the labels share one column and the
///   controls start in the next.
/// The trait a labelled control hands the `Form` around it: its ``FormRowSlot``.
enum FormRowTrait {}

/// The trait of a container that keeps its rows from the `Form` around it (a nested list or form).
enum FormBoundaryTrait {}

/// What a labelled control and the `Form` around it share.
@MainActor
final class FormRowSlot {
    /// The width of the form's label column (`nil` outside a form).
    var labelWidth: Int?
}

@_spi(ShojiRuntime) public class FormRowBehavior: NodeBehavior {
    /// The control part's width in cells (its ideal width, for a flexible control).
    var controlWidth: Int { 0 }
    /// Whether the control part takes all the width left (a slider's bar).
    var controlFlexible: Bool { false }
    /// Whether the control comes before the label (outside forms).
    var controlLeading: Bool { false }
    /// Whether the row takes all the width offered (a control at the trailing edge), or only what it needs.
    var fillsWidth: Bool { !controlLeading }
    /// Columns between the label and the control.
    let gap = 2
    /// What the row and the `Form` around it share: the label column's width.
    let formSlot = FormRowSlot()
    /// The label column width, when the row is in a `Form`.
    var formLabelWidth: Int? { formSlot.labelWidth }

    @_spi(ShojiRuntime) public override func traitValue(_ key: ObjectIdentifier) -> Any? {
        key == ObjectIdentifier(FormRowTrait.self) ? formSlot : nil
    }
    /// Where the control part was placed.
    /// A popup the control opens (a menu picker's list) opens at the control, not at the row's label.
    @_spi(ShojiRuntime) public override var presentationAnchor: Rect? { controlFrame.isEmpty ? nil : controlFrame }

    private(set) var controlFrame = Rect.zero {
        // The control is drawn by the row itself: when it moves inside an unchanged row frame (the form's
        // label column widened), nothing else asks for the row to be drawn again.
        didSet { if controlFrame != oldValue { node.setNeedsPaint() } }
    }

    private func labelSize(_ proposal: ProposedSize, children: [ViewNode], width: Int?) -> Size {
        guard !children.isEmpty else { return .zero }
        return super.sizeThatFits(
            ProposedSize(width: width.map { max(0, $0) }, height: proposal.height), children: children)
    }

    @_spi(ShojiRuntime) public override func sizeThatFits(_ proposal: ProposedSize, children allChildren: [ViewNode])
        -> Size
    {
        let children = node.environment.labelsHidden ? [] : allChildren
        let available = proposal.width.map(ProposedSize.normalized)
        if let column = formLabelWidth {
            let label = labelSize(proposal, children: children, width: column)
            let width = available ?? (column + gap + controlWidth)
            return Size(width: min(width, ProposedSize.infinity), height: max(1, label.height))
        }
        let labelAvailable = available.map { $0 == ProposedSize.infinity ? $0 : $0 - controlWidth - gap }
        let label = labelSize(proposal, children: children, width: labelAvailable)
        let gapWidth = label.width > 0 ? gap : 0
        let natural = label.width + gapWidth + controlWidth
        var width = natural
        if let available, fillsWidth || controlFlexible { width = max(natural, available) }
        if let available, available < natural { width = available }
        return Size(width: min(width, ProposedSize.infinity), height: max(1, label.height))
    }

    @_spi(ShojiRuntime) public override func place(in rect: Rect, children: [ViewNode]) {
        if node.environment.labelsHidden {
            // `.labelsHidden()`: the label takes no room and is not drawn.
            for child in children { child.place(in: Rect(origin: rect.origin, size: .zero)) }
        }
        let labelNode = node.environment.labelsHidden ? nil : children.first
        if let column = formLabelWidth {
            if let labelNode {
                let size = labelNode.size(for: ProposedSize(width: column, height: rect.height))
                labelNode.place(
                    in: Rect(
                        x: rect.minX, y: rect.minY, width: min(size.width, column),
                        height: min(size.height, rect.height)))
            }
            let x = rect.minX + column + gap
            let width = controlFlexible ? max(0, rect.maxX - x) : min(controlWidth, max(0, rect.maxX - x))
            controlFrame = Rect(x: x, y: rect.minY, width: width, height: 1)
            return
        }
        if controlLeading {
            controlFrame = Rect(x: rect.minX, y: rect.minY, width: min(controlWidth, rect.width), height: 1)
            if let labelNode {
                let x = rect.minX + controlWidth + 1
                let size = labelNode.size(for: ProposedSize(width: max(0, rect.maxX - x), height: rect.height))
                labelNode.place(
                    in: Rect(
                        x: x, y: rect.minY, width: min(size.width, max(0, rect.maxX - x)),
                        height: min(size.height, rect.height)))
            }
            return
        }
        var labelWidth = 0
        if let labelNode {
            let size = labelNode.size(
                for: ProposedSize(width: max(0, rect.width - controlWidth - gap), height: rect.height))
            labelWidth = min(size.width, rect.width)
            labelNode.place(
                in: Rect(x: rect.minX, y: rect.minY, width: labelWidth, height: min(size.height, rect.height)))
        }
        if controlFlexible {
            let x = rect.minX + labelWidth + (labelWidth > 0 ? gap : 0)
            controlFrame = Rect(x: x, y: rect.minY, width: max(0, rect.maxX - x), height: 1)
        } else {
            let width = min(controlWidth, rect.width)
            controlFrame = Rect(x: rect.maxX - width, y: rect.minY, width: width, height: 1)
        }
    }
}

private struct LabelsHiddenKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether controls here hide their labels (`.labelsHidden()`).
    var labelsHidden: Bool {
        get { self[LabelsHiddenKey.self] }
        set { self[LabelsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Hides the labels of controls in this view (a toggle, picker, stepper or slider shows only its
    /// control); the label still names the control in the overlay and the stats.
    public func labelsHidden() -> ModifiedContent<Self, EnvironmentModifier> {
        environmentModifier("labelsHidden", true) { $0.labelsHidden = true }
    }
}
