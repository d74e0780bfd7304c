import Foundation
@_spi(ShojiRuntime) import ShojiCore

/// A `ForEach` with `onDelete` and/or `onMove` actions: in a `List`, its rows can be deleted and moved.
///
/// Keys on the list's selected row: Delete or Backspace deletes it (when `onDelete` is set); Alt-↑ and
/// Alt-↓ move it (when `onMove` is set). In edit mode (`EditButton`, `\.editMode`), rows also show a `⊖`
/// to click and a `≡` handle. Outside a list, the actions do nothing and the rows show as in `ForEach`.
public struct EditableForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    let base: ForEach<Data, ID, Content>
    var onDelete: (@MainActor (IndexSet) -> Void)?
    var onMove: (@MainActor (IndexSet, Int) -> Void)?

    public var body: some View { base }

    /// Also deletes rows.
    public func onDelete(perform action: (@MainActor (IndexSet) -> Void)?) -> EditableForEach {
        var copy = self
        copy.onDelete = action
        return copy
    }

    /// Also moves rows.
    public func onMove(perform action: (@MainActor (IndexSet, Int) -> Void)?) -> EditableForEach {
        var copy = self
        copy.onMove = action
        return copy
    }
}

extension ForEach {
    /// Lets a list delete this `ForEach`'s rows: `action` gets the offsets to remove.
    public func onDelete(perform action: (@MainActor (IndexSet) -> Void)?) -> EditableForEach<Data, ID, Content> {
        EditableForEach(base: self, onDelete: action, onMove: nil)
    }

    /// Lets a list move this `ForEach`'s rows: `action` gets the offsets and the destination offset.
    public func onMove(perform action: (@MainActor (IndexSet, Int) -> Void)?) -> EditableForEach<Data, ID, Content> {
        EditableForEach(base: self, onDelete: nil, onMove: action)
    }
}

extension EditableForEach: ListRowsProviding {
    func collectRows(into rows: inout ListRows) {
        let data = base.data
        let content = base.content
        let identify = base.identify
        let start = data.startIndex
        let count = data.count
        let onDelete = self.onDelete
        let onMove = self.onMove
        rows.append(
            .lazy(
                count: count,
                id: { ElementID(identify(data[data.index(start, offsetBy: $0)])) },
                row: { offset in
                    let element = data[data.index(start, offsetBy: offset)]
                    var delete: (@MainActor () -> Void)?
                    var moveUp: (@MainActor () -> Void)?
                    var moveDown: (@MainActor () -> Void)?
                    if let onDelete { delete = { onDelete(IndexSet(integer: offset)) } }
                    if let onMove {
                        if offset > 0 { moveUp = { onMove(IndexSet(integer: offset), offset - 1) } }
                        if offset + 1 < count { moveDown = { onMove(IndexSet(integer: offset), offset + 2) } }
                    }
                    let view = EditableRow(
                        content: content(element), delete: delete, moveUp: moveUp, moveDown: moveDown)
                    return (ElementID(identify(element)), element, view)
                }))
    }
}

/// A row of an editable `ForEach`: its content, the edit-mode marks, and its delete and move actions
/// for the list's keys.
struct EditableRow<Content: View>: View {
    let content: Content
    let delete: (@MainActor () -> Void)?
    let moveUp: (@MainActor () -> Void)?
    let moveDown: (@MainActor () -> Void)?

    var body: Never { primitiveBody(Self.self) }
}

extension EditableRow: PrimitiveView {
    func makeBehavior() -> EditableRowBehavior { EditableRowBehavior() }
    func update(_ behavior: EditableRowBehavior) -> Invalidation {
        behavior.update(delete: delete, moveUp: moveUp, moveDown: moveDown, canMove: moveUp != nil || moveDown != nil)
    }
    func children(into list: inout ChildList) { list.append(content, key: .index(0)) }
}

/// The trait of an editable `ForEach`'s row: its ``RowEditing`` (what its list runs on Delete and
/// Option-↑/↓).
enum RowEditingTrait {}

/// The editing actions of one row of an editable `ForEach`.
struct RowEditing {
    let delete: (@MainActor () -> Void)?
    let moveUp: (@MainActor () -> Void)?
    let moveDown: (@MainActor () -> Void)?
}

/// Lays out the row with room for the marks in edit mode, draws them, and runs the actions.
final class EditableRowBehavior: NodeBehavior {
    override func traitValue(_ key: ObjectIdentifier) -> Any? {
        key == ObjectIdentifier(RowEditingTrait.self)
            ? RowEditing(delete: delete, moveUp: moveUp, moveDown: moveDown) : nil
    }

    private(set) var delete: (@MainActor () -> Void)?
    private(set) var moveUp: (@MainActor () -> Void)?
    private(set) var moveDown: (@MainActor () -> Void)?
    private var canMove = false
    private var editing: Bool?

    func update(
        delete: (@MainActor () -> Void)?, moveUp: (@MainActor () -> Void)?, moveDown: (@MainActor () -> Void)?,
        canMove: Bool
    ) -> Invalidation {
        self.delete = delete
        self.moveUp = moveUp
        self.moveDown = moveDown
        self.canMove = canMove
        let mode = node.environment.editMode
        return follow(key: mode?.trackingKey, shown: &editing) { mode?.wrappedValue.isEditing ?? false }
            ? [.layout, .paint] : []
    }

    private var leading: Int { editing == true && delete != nil ? 2 : 0 }
    private var trailing: Int { editing == true && canMove ? 2 : 0 }

    override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        let extra = leading + trailing
        let inner = super.sizeThatFits(
            ProposedSize(width: proposal.width.map { max(0, $0 - extra) }, height: proposal.height), children: children)
        var width = inner.width + extra
        if extra > 0, let offered = proposal.width.map(ProposedSize.normalized), offered < ProposedSize.infinity {
            width = max(width, offered)
        }
        return Size(width: width, height: max(1, inner.height))
    }

    override func place(in rect: Rect, children: [ViewNode]) {
        let inner = Rect(
            x: rect.minX + leading, y: rect.minY, width: max(0, rect.width - leading - trailing), height: rect.height)
        for child in children {
            child.place(in: Alignment.leading.place(child.size(for: ProposedSize(inner.size)), in: inner))
        }
    }

    override func draw(in canvas: CellCanvas) {
        guard editing == true else { return }
        let ascii = node.environment.glyphSupport == .ascii
        if delete != nil {
            canvas.draw(ascii ? "-" : "⊖", at: node.frame.origin, style: CellStyle(foreground: .red))
        }
        if canMove {
            canvas.draw(
                ascii ? "=" : "≡", at: Point(x: node.frame.maxX - 1, y: node.frame.minY),
                style: CellStyle(attributes: [.dim]))
        }
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.kind == .click, editing == true, let delete, event.location.x < node.frame.minX + 2 else {
            return false
        }
        delete()
        return true
    }
}
