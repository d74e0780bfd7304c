@_spi(ShojiRuntime) import ShojiCore

/// A table's header row: the column titles, the sort indicator, and sorting by a column.
struct TableHeader: View {
    let titles: [String]
    let sortable: [Bool]
    let sortKey: TrackingKey?
    let current: @MainActor () -> (column: Int, ascending: Bool)?
    let sortBy: @MainActor (Int) -> Void

    var body: Never { primitiveBody(Self.self) }
}

extension TableHeader: PrimitiveView {
    func makeBehavior() -> TableHeaderBehavior { TableHeaderBehavior() }
    func update(_ behavior: TableHeaderBehavior) -> Invalidation { behavior.update(self) }
    func children(into list: inout ChildList) {
        for (index, title) in titles.enumerated() { list.append(Text(title), key: .index(index)) }
    }
}

/// Draws the header, follows the sort order, and sorts on Enter or a click.
final class TableHeaderBehavior: TableCellsBehavior {
    private var header: TableHeader?
    private var shownSort: SortState?
    private var cursor = 0

    private struct SortState: Equatable {
        var column: Int?
        var ascending: Bool
    }

    func update(_ new: TableHeader) -> Invalidation {
        header = new
        let changed = follow(key: new.sortKey, shown: &shownSort) {
            let current = new.current()
            return SortState(column: current?.column, ascending: current?.ascending ?? true)
        }
        return changed ? [.paint] : []
    }

    override var leadingInset: Int { 1 }
    override var canTakeFocus: Bool { true }
    override var isFocusable: Bool { (header?.sortable.contains(true) ?? false) && node.environment.isEnabled }

    private var starts: [Int] {
        let children = node.layoutChildren
        return columnStarts(widths(for: children), in: node.frame)
    }

    override func draw(in canvas: CellCanvas) {
        canvas.fill(node.frame, style: CellStyle())
    }

    override func drawOverlay(in canvas: CellCanvas) {
        canvas.restyle(node.frame) {
            $0.attributes.insert(.bold)
            $0.attributes.insert(.underline)
        }
        let widths = widths(for: node.layoutChildren)
        let starts = columnStarts(widths, in: node.frame)
        if let sort = shownSort, let column = sort.column, column < widths.count, widths[column] > 0 {
            // A trailing column's title ends at its right edge: the mark goes before the title.
            let x = alignment(column) == .trailing ? starts[column] : starts[column] + widths[column] - 1
            let ascii = node.environment.glyphSupport == .ascii
            canvas.draw(
                sort.ascending ? (ascii ? "^" : "▲") : (ascii ? "v" : "▼"), at: Point(x: x, y: node.frame.minY),
                style: CellStyle(attributes: [.bold]))
        }
        if isFocused, cursor < widths.count {
            canvas.restyle(Rect(x: starts[cursor], y: node.frame.minY, width: widths[cursor], height: 1)) {
                $0.attributes.insert(.reverse)
            }
        }
    }

    override var focusIndicatorRect: Rect { node.frame }

    override func handleKey(_ key: KeyPress) -> Bool {
        let count = header?.titles.count ?? 0
        switch key.key {
        case .left where cursor > 0:
            cursor -= 1
        case .right where cursor + 1 < count:
            cursor += 1
        case .enter, .character(" "):
            header?.sortBy(cursor)
        default:
            return false
        }
        node.setNeedsPaint()
        return true
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.kind == .click else { return false }
        let widths = widths(for: node.layoutChildren)
        let starts = columnStarts(widths, in: node.frame)
        guard let column = starts.indices.last(where: { starts[$0] <= event.location.x }),
            event.location.x < starts[column] + widths[column]
        else { return false }
        cursor = column
        header?.sortBy(column)
        node.setNeedsPaint()
        return true
    }
}
