import Foundation

/// The layout algorithms of grids, as pure functions of the cells' measurements.
///
/// - ``columnWidths(cells:columnCount:spacing:)``: `Grid`'s columns are as wide as their widest
///   single-column cell; a cell spanning several columns widens the last of them if it needs more.
/// - ``tracks(for:available:spacing:)``: a lazy grid's columns (or rows) from its `GridItem`s — fixed
///   sizes first, then as many adaptive tracks as fit, then flexible ones sharing what is left.
@_spi(ShojiRuntime) public enum GridLayout {
    /// One cell of a `Grid` row: its column, how many columns it spans, its ideal width.
    @_spi(ShojiRuntime) public struct Cell {
        @_spi(ShojiRuntime) public var column: Int
        @_spi(ShojiRuntime) public var span: Int
        @_spi(ShojiRuntime) public var width: Int

        /// Creates a value with every stored property given (the memberwise initializer, public).
        @_spi(ShojiRuntime) public init(column: Int, span: Int, width: Int) {
            self.column = column
            self.span = span
            self.width = width
        }
    }

    /// The width of each of `columnCount` columns.
    @_spi(ShojiRuntime) public static func columnWidths(cells: [Cell], columnCount: Int, spacing: Int) -> [Int] {
        var widths = [Int](repeating: 0, count: columnCount)
        for cell in cells where cell.span == 1 && cell.column < columnCount {
            widths[cell.column] = max(widths[cell.column], cell.width)
        }
        for cell in cells where cell.span > 1 && cell.column < columnCount {
            let last = min(columnCount, cell.column + cell.span) - 1
            let covered = widths[cell.column...last].reduce(0, +) + spacing * (last - cell.column)
            if cell.width > covered { widths[last] += cell.width - covered }
        }
        return widths
    }

    /// One track (column of a `LazyVGrid`, row of a `LazyHGrid`) and its size in cells.
    @_spi(ShojiRuntime) public struct Track: Equatable {
        @_spi(ShojiRuntime) public var size: Int
        @_spi(ShojiRuntime) public var alignment: Alignment?
        @_spi(ShojiRuntime) public var spacing: Int?
    }

    /// The tracks `items` make in `available` cells along the grid's cross axis (`axis` says which:
    /// columns are measured in columns, rows in rows).
    @_spi(ShojiRuntime) public static func tracks(for items: [GridItem], available: Int, axis: Axis) -> [Track] {
        let defaultSpacing = axis == .horizontal ? 1 : 0
        func cells(_ points: CGFloat) -> Int { CellMetrics.cells(Double(points), along: axis) }
        func spacing(_ item: GridItem) -> Int { item.spacing.map { cells($0) } ?? defaultSpacing }
        // Fixed items take their size; what is left goes to adaptive and flexible ones.
        var left = available
        for item in items {
            if case .fixed(let size) = item.size { left -= cells(size) }
        }
        left -= items.dropLast().reduce(0) { $0 + spacing($1) }
        var flexibleCount = items.filter { if case .flexible = $0.size { return true } else { return false } }.count
        var result: [Track] = []
        for item in items {
            switch item.size {
            case .fixed(let size):
                result.append(
                    Track(size: cells(size), alignment: item.alignment, spacing: item.spacing.map { cells($0) }))
            case .adaptive(let minimum, let maximum):
                let minSize = max(1, cells(minimum))
                let room = max(0, left) / max(1, flexibleCount + 1)
                let gap = spacing(item)
                let count = max(1, (room + gap) / (minSize + gap))
                var size = max(minSize, (room - gap * (count - 1)) / count)
                if maximum.isFinite { size = min(size, max(minSize, cells(maximum))) }
                for _ in 0..<count {
                    result.append(Track(size: size, alignment: item.alignment, spacing: item.spacing.map { cells($0) }))
                }
                left -= count * size + gap * (count - 1)
            case .flexible(let minimum, let maximum):
                var size = max(0, left) / max(1, flexibleCount)
                size = max(size, cells(minimum))
                if maximum.isFinite { size = min(size, cells(maximum)) }
                result.append(Track(size: size, alignment: item.alignment, spacing: item.spacing.map { cells($0) }))
                left -= size
                flexibleCount -= 1
            }
        }
        return result
    }
}
