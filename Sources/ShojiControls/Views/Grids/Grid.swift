import Foundation
@_spi(ShojiRuntime) import ShojiCore

/// A static grid of rows and columns, as SwiftUI's `Grid`.
///
/// ```swift
/// Grid(alignment: .leading) {
///     GridRow { Text("Name"); Text("Role") }
///     Divider()
///     GridRow { Text("Ada"); Text("Engineer") }
///     GridRow { Text("Notes").gridCellColumns(2) }
/// }
/// ```
///
/// Each ``GridRow``'s cells go in consecutive columns; a column is as wide as its widest cell. A view
/// that is not a `GridRow` takes a row of its own across every column. `gridCellColumns(_:)` makes a
/// cell span columns. Spacing is in points (8 per column, 16 per row); by default one column between
/// columns and no row between rows.
public struct Grid<Content: View>: View {
    let alignment: Alignment
    let horizontalSpacing: CGFloat?
    let verticalSpacing: CGFloat?
    let content: Content

    /// Creates a grid.
    public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
}

/// A row of a ``Grid``: each of its views is a cell.
public struct GridRow<Content: View>: View {
    let alignment: VerticalAlignment?
    let content: Content

    /// Creates a row; `alignment` overrides the grid's vertical alignment for it.
    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> Content) {
        self.alignment = alignment
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
}

@_spi(ShojiRuntime) extension Grid: PrimitiveView {
    public func makeBehavior() -> GridBehavior { GridBehavior() }
    public func update(_ behavior: GridBehavior) -> Invalidation {
        behavior.update(
            GridBehavior.Parameters(
                alignment: alignment, horizontalSpacing: horizontalSpacing.map { CellMetrics.columns($0) } ?? 1,
                verticalSpacing: verticalSpacing.map { CellMetrics.rows($0) } ?? 0))
    }
    public func children(into list: inout ChildList) { list.append(content, key: .index(0)) }
}

@_spi(ShojiRuntime) extension GridRow: PrimitiveView {
    public func makeBehavior() -> GridRowBehavior { GridRowBehavior() }
    public func update(_ behavior: GridRowBehavior) -> Invalidation { behavior.update(alignment: alignment) }
    public func children(into list: inout ChildList) { list.append(content, key: .index(0)) }
}

/// Measures the rows and columns and places every cell.
@_spi(ShojiRuntime) public final class GridBehavior: NodeBehavior {
    /// It measures its rows' cells itself.
    @_spi(ShojiRuntime) public override var measuresBelowItsChildren: Bool { true }

    struct Parameters: Equatable {
        var alignment: Alignment
        var horizontalSpacing: Int
        var verticalSpacing: Int
    }

    private var parameters = Parameters(alignment: .center, horizontalSpacing: 1, verticalSpacing: 0)

    func update(_ new: Parameters) -> Invalidation {
        guard new != parameters else { return [] }
        parameters = new
        return [.layout, .paint]
    }

    /// The grid's measurement: column widths and row heights, and each row's cells.
    private struct Measure {
        var widths: [Int]
        var heights: [Int]
        var rows: [(node: ViewNode, cells: [(node: ViewNode, column: Int, span: Int)])]
        var width: Int
        var height: Int
    }

    private func measure(_ rows: [ViewNode]) -> Measure {
        var layoutRows: [(node: ViewNode, cells: [(node: ViewNode, column: Int, span: Int)])] = []
        var cells: [GridLayout.Cell] = []
        var columnCount = 0
        for row in rows {
            guard row.trait(GridRowTrait.self, as: GridRowSlot.self) != nil else {
                layoutRows.append((row, []))
                continue
            }
            var column = 0
            var rowCells: [(node: ViewNode, column: Int, span: Int)] = []
            for cell in row.layoutChildren {
                let span = max(1, cell.trait(GridCellTrait.self, as: GridCellModifier.self)?.columns ?? 1)
                rowCells.append((cell, column, span))
                cells.append(
                    GridLayout.Cell(column: column, span: span, width: cell.size(for: .unspecified).width))
                column += span
            }
            columnCount = max(columnCount, column)
            layoutRows.append((row, rowCells))
        }
        let spacing = parameters.horizontalSpacing
        let widths = GridLayout.columnWidths(cells: cells, columnCount: columnCount, spacing: spacing)
        let cellsWidth = widths.reduce(0, +) + spacing * max(0, columnCount - 1)
        var fullWidth = cellsWidth
        for row in layoutRows where row.cells.isEmpty && row.node.trait(GridRowTrait.self, as: GridRowSlot.self) == nil
        {
            fullWidth = max(fullWidth, min(row.node.size(for: .unspecified).width, max(cellsWidth, 0)))
        }
        var heights: [Int] = []
        for row in layoutRows {
            if row.cells.isEmpty {
                heights.append(row.node.size(for: ProposedSize(width: fullWidth, height: nil)).height)
            } else {
                heights.append(
                    row.cells.map { cell in
                        cell.node.size(for: ProposedSize(width: spanWidth(widths, cell.column, cell.span), height: nil))
                            .height
                    }.max() ?? 0)
            }
        }
        let height = heights.reduce(0, +) + parameters.verticalSpacing * max(0, heights.count - 1)
        return Measure(widths: widths, heights: heights, rows: layoutRows, width: fullWidth, height: height)
    }

    private func spanWidth(_ widths: [Int], _ column: Int, _ span: Int) -> Int {
        let last = min(widths.count, column + span)
        guard column < last else { return 0 }
        return widths[column..<last].reduce(0, +) + parameters.horizontalSpacing * (last - column - 1)
    }

    @_spi(ShojiRuntime) public override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        let m = measure(children)
        return Size(width: m.width, height: m.height)
    }

    @_spi(ShojiRuntime) public override func place(in rect: Rect, children: [ViewNode]) {
        let m = measure(children)
        var y = rect.minY
        for (index, row) in m.rows.enumerated() {
            let height = m.heights[index]
            let rowRect = Rect(x: rect.minX, y: y, width: m.width, height: height)
            if row.cells.isEmpty {
                let size = row.node.size(for: ProposedSize(rowRect.size))
                row.node.place(in: parameters.alignment.place(size, in: rowRect))
            } else if let slot = row.node.trait(GridRowTrait.self, as: GridRowSlot.self) {
                var frames: [ObjectIdentifier: Rect] = [:]
                let vertical = slot.alignment ?? parameters.alignment.vertical
                for cell in row.cells {
                    let x =
                        rect.minX + spanWidth(m.widths, 0, cell.column)
                        + (cell.column > 0 ? parameters.horizontalSpacing : 0)
                    let width = spanWidth(m.widths, cell.column, cell.span)
                    let cellRect = Rect(x: x, y: y, width: width, height: height)
                    let size = cell.node.size(for: ProposedSize(cellRect.size))
                    let alignment = Alignment(
                        horizontal: cell.node.trait(GridCellTrait.self, as: GridCellModifier.self)?.alignment
                            ?? parameters.alignment.horizontal, vertical: vertical)
                    frames[ObjectIdentifier(cell.node)] = alignment.place(
                        Size(width: min(size.width, width), height: min(size.height, height)), in: cellRect)
                }
                slot.assignedFrames = frames
                row.node.place(in: rowRect)
            }
            y += height + parameters.verticalSpacing
        }
    }
}

/// The trait a `GridRow` hands its grid: the row's ``GridRowSlot``.
enum GridRowTrait {}

/// The trait `.gridCellColumns`/`.gridColumnAlignment` hand a grid: the ``GridCellModifier``.
enum GridCellTrait {}

/// What a grid row and its grid share: the row's alignment, and the frames the grid gave its cells.
@MainActor
final class GridRowSlot {
    /// The row's vertical alignment, if it sets one.
    var alignment: VerticalAlignment?
    /// The frames the grid gave the cells.
    var assignedFrames: [ObjectIdentifier: Rect] = [:]
}

/// A grid row: its grid decides where each cell goes (through the row's ``GridRowSlot``).
@_spi(ShojiRuntime) public final class GridRowBehavior: NodeBehavior {
    private let slot = GridRowSlot()

    func update(alignment: VerticalAlignment?) -> Invalidation {
        guard alignment != slot.alignment else { return [] }
        slot.alignment = alignment
        return [.layout]
    }

    @_spi(ShojiRuntime) public override func traitValue(_ key: ObjectIdentifier) -> Any? {
        key == ObjectIdentifier(GridRowTrait.self) ? slot : nil
    }

    @_spi(ShojiRuntime) public override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        var size = Size.zero
        for child in children {
            let s = child.size(for: .unspecified)
            size.width += s.width + (size.width > 0 ? 1 : 0)
            size.height = max(size.height, s.height)
        }
        return size
    }

    @_spi(ShojiRuntime) public override func place(in rect: Rect, children: [ViewNode]) {
        var x = rect.minX
        for child in children {
            if let frame = slot.assignedFrames[ObjectIdentifier(child)] {
                child.place(in: frame)
            } else {
                // Outside a grid, a row lays its cells out like an `HStack`.
                let size = child.size(for: .unspecified)
                child.place(in: Rect(x: x, y: rect.minY, width: size.width, height: min(size.height, rect.height)))
                x += size.width + 1
            }
        }
    }
}

/// Makes a grid cell span columns, or aligns it in its column (`gridCellColumns`, `gridColumnAlignment`).
public struct GridCellModifier: ViewModifier, Equatable {
    public typealias Body = Never
    let columns: Int?
    let alignment: HorizontalAlignment?
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { GridCellColumnsBehavior(self) }
}

/// Keeps a cell's span and alignment for its grid; lays out like its content.
final class GridCellColumnsBehavior: ModifierBehavior<GridCellModifier> {
    override func traitValue(_ key: ObjectIdentifier) -> Any? {
        key == ObjectIdentifier(GridCellTrait.self) ? modifier : nil
    }

    override func changes(from old: GridCellModifier, to new: GridCellModifier) -> Invalidation {
        old == new ? [] : [.layout, .paint]
    }

    override func place(in rect: Rect, children: [ViewNode]) {
        for child in children {
            child.place(in: Alignment.topLeading.place(child.size(for: ProposedSize(rect.size)), in: rect))
        }
    }
}

extension View {
    /// Makes this grid cell span `count` columns.
    public func gridCellColumns(_ count: Int) -> ModifiedContent<Self, GridCellModifier> {
        modifier(GridCellModifier(columns: max(1, count), alignment: nil))
    }

    /// Aligns this cell in its grid column.
    public func gridColumnAlignment(_ guide: HorizontalAlignment) -> ModifiedContent<Self, GridCellModifier> {
        modifier(GridCellModifier(columns: nil, alignment: guide))
    }

    /// Accepted: a cell's size in a terminal grid comes from its content.
    public func gridCellUnsizedAxes(_ axes: Axis.Set) -> Self { self }

    /// Accepted.
    public func gridCellAnchor(_ anchor: UnitPoint) -> Self { self }
}

@_spi(ShojiRuntime) extension GridCellModifier: PrimitiveModifier {}
