@_spi(ShojiRuntime) import ShojiCore

/// One row of a table: its cells, laid out in the table's column widths.
struct TableRow: View {
    let cells: [any View]
    var body: Never { primitiveBody(Self.self) }
}

extension TableRow: PrimitiveView {
    func makeBehavior() -> TableCellsBehavior { TableCellsBehavior() }
    func children(into list: inout ChildList) {
        for (index, cell) in cells.enumerated() { list.append(any: cell, key: .index(index)) }
    }
}

/// Places a row's (or the header's) cells side by side in the table's column widths.
class TableCellsBehavior: NodeBehavior {
    override func update(from view: any View) -> Invalidation { [] }

    /// Columns before the first cell: a list row is already inset by one, the header is not.
    var leadingInset: Int { 0 }

    /// The table's widths (or, outside a table, each cell's own width).
    func widths(for children: [ViewNode]) -> [Int] {
        if let widths = node.environment.tableWidths?.widths, widths.count == children.count { return widths }
        return children.map { $0.size(for: .unspecified).width }
    }

    override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        let widths = widths(for: children)
        var height = 1
        for (child, width) in zip(children, widths) {
            height = max(height, min(3, child.size(for: ProposedSize(width: width, height: nil)).height))
        }
        let natural = widths.reduce(0, +) + max(0, widths.count - 1)
        return Size(
            width: proposal.width.map(ProposedSize.normalized).map { min($0, natural) } ?? natural, height: height
        )
        .clampedWidth(to: natural)
    }

    /// Where each column starts, from `rect`'s left edge.
    func columnStarts(_ widths: [Int], in rect: Rect) -> [Int] {
        var x = rect.minX + leadingInset
        return widths.map { width in
            defer { x += width + 1 }
            return x
        }
    }

    /// The alignment of column `index` (leading outside a table).
    func alignment(_ index: Int) -> TableColumnAlignment {
        guard let alignments = node.environment.tableWidths?.alignments, index < alignments.count else {
            return .leading
        }
        return alignments[index]
    }

    override func place(in rect: Rect, children: [ViewNode]) {
        let widths = widths(for: children)
        let starts = columnStarts(widths, in: rect)
        // Looked up once per row, not once per cell.
        let alignments = node.environment.tableWidths?.alignments ?? []
        for (index, child) in children.enumerated() where index < widths.count {
            let column = index < alignments.count ? alignments[index] : .leading
            let alignment = Alignment(horizontal: column.horizontal, vertical: .center)
            let cell = Rect(
                x: starts[index], y: rect.minY, width: max(0, min(widths[index], rect.maxX - starts[index])),
                height: rect.height)
            let size = child.size(for: ProposedSize(cell.size))
            child.place(
                in: alignment.place(
                    Size(width: min(size.width, cell.width), height: min(size.height, cell.height)), in: cell))
        }
    }
}

extension Size {
    /// The size with its width at least `width` (a table row is as wide as its columns).
    func clampedWidth(to width: Int) -> Size { Size(width: Swift.max(self.width, width), height: height) }
}
