import Foundation
@_spi(ShojiRuntime) import ShojiCore

/// A column of a ``Table``: a title, how each row's cell is drawn and, for columns made from a key path,
/// how the column sorts.
///
/// ```swift
/// TableColumn("Name", value: \.name)
/// TableColumn("Age", value: \.age) { Text("\($0.age)") }
/// TableColumn("Status") { person in Image(systemName: person.isActive ? "checkmark" : "xmark") }
///     .width(8)
/// ```
///
/// Widths are in points (8 per column); columns without a width share what the fixed ones leave.
public struct TableColumn<RowValue, Sort, Content: View, Label: View> {
    let title: String
    let cell: @MainActor (RowValue) -> Content
    let comparator: KeyPathComparator<RowValue>?
    var width: TableColumnWidth = .flexible(minimum: nil, maximum: nil)
    var alignment: TableColumnAlignment = .automatic

    /// Sets the alignment of the column's title and of its cells (numbers read best `.numeric`).
    public func alignment(_ alignment: TableColumnAlignment) -> TableColumn {
        var copy = self
        copy.alignment = alignment
        return copy
    }

    /// Sets a fixed width, in points.
    public func width(_ width: CGFloat?) -> TableColumn {
        var copy = self
        if let width { copy.width = .fixed(CellMetrics.columns(Double(width))) }
        return copy
    }

    /// Sets the width's bounds, in points (the ideal width is used when given).
    public func width(min: CGFloat? = nil, ideal: CGFloat? = nil, max: CGFloat? = nil) -> TableColumn {
        var copy = self
        if let ideal {
            copy.width = .fixed(CellMetrics.columns(Double(ideal)))
        } else {
            copy.width = .flexible(
                minimum: min.map { CellMetrics.columns(Double($0)) },
                maximum: max.map { CellMetrics.columns(Double($0)) })
        }
        return copy
    }
}

/// The alignment of a table column's title and cells, as SwiftUI's `TableColumnAlignment`.
///
/// ```swift
/// TableColumn("Size", value: \.size) { Text("\($0.size)") }
///     .alignment(.numeric)
/// ```
///
/// A trailing column's sort indicator (`▲`/`▼`) goes before its title, so the title's last letter stays
/// above the last digit of the numbers.
public struct TableColumnAlignment: Hashable, Sendable {
    let horizontal: HorizontalAlignment

    /// The default alignment: leading.
    public static let automatic = TableColumnAlignment(horizontal: .leading)
    /// Leading alignment.
    public static let leading = TableColumnAlignment(horizontal: .leading)
    /// Centered.
    public static let center = TableColumnAlignment(horizontal: .center)
    /// Trailing alignment.
    public static let trailing = TableColumnAlignment(horizontal: .trailing)
    /// The alignment for numbers: trailing (Shoji writes left to right).
    public static let numeric = TableColumnAlignment(horizontal: .trailing)
    /// The alignment for numbers of `numberingSystem`: trailing (Shoji writes left to right).
    public static func numeric(_ numberingSystem: Locale.NumberingSystem) -> TableColumnAlignment { .numeric }
}

/// How wide a table column is, in cells.
enum TableColumnWidth: Equatable {
    case fixed(Int)
    case flexible(minimum: Int?, maximum: Int?)
}

extension TableColumn where Content == Text, Label == Text, Sort == KeyPathComparator<RowValue> {
    /// A column showing a string property, sortable by it.
    public init<S: StringProtocol>(_ title: S, value: KeyPath<RowValue, String> & Sendable) {
        self.title = String(title)
        cell = { Text($0[keyPath: value]) }
        comparator = KeyPathComparator(value)
    }
}

extension TableColumn where Label == Text, Sort == KeyPathComparator<RowValue> {
    /// A column sortable by a comparable property, with custom cells.
    public init<S: StringProtocol, V: Comparable>(
        _ title: S, value: KeyPath<RowValue, V> & Sendable,
        @ViewBuilder content: @escaping @MainActor (RowValue) -> Content
    ) {
        self.title = String(title)
        cell = content
        comparator = KeyPathComparator(value)
    }
}

extension TableColumn where Label == Text, Sort == Never {
    /// A column with custom cells (not sortable).
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: @escaping @MainActor (RowValue) -> Content) {
        self.title = String(title)
        cell = content
        comparator = nil
    }
}

/// A table column with its cell type erased: what ``TableColumnBuilder`` collects.
public struct AnyTableColumn<RowValue> {
    let title: String
    let cell: @MainActor (RowValue) -> any View
    let comparator: KeyPathComparator<RowValue>?
    let width: TableColumnWidth
    let alignment: TableColumnAlignment
}

/// Builds a table's columns, as SwiftUI's `TableColumnBuilder`.
@resultBuilder
public enum TableColumnBuilder<RowValue, Sort> {
    public static func buildExpression<S, C: View, L: View>(_ column: TableColumn<RowValue, S, C, L>)
        -> [AnyTableColumn<RowValue>]
    {
        [
            AnyTableColumn(
                title: column.title, cell: column.cell, comparator: column.comparator, width: column.width,
                alignment: column.alignment)
        ]
    }

    /// Columns built elsewhere (a helper marked `@TableColumnBuilder`), used as one expression.
    public static func buildExpression(_ columns: [AnyTableColumn<RowValue>]) -> [AnyTableColumn<RowValue>] {
        columns
    }

    public static func buildBlock(_ parts: [AnyTableColumn<RowValue>]...) -> [AnyTableColumn<RowValue>] {
        parts.flatMap { $0 }
    }

    public static func buildOptional(_ part: [AnyTableColumn<RowValue>]?) -> [AnyTableColumn<RowValue>] {
        part ?? []
    }

    public static func buildEither(first: [AnyTableColumn<RowValue>]) -> [AnyTableColumn<RowValue>] { first }
    public static func buildEither(second: [AnyTableColumn<RowValue>]) -> [AnyTableColumn<RowValue>] { second }
}

/// The widths of a table's columns, shared by its header and rows (they are laid out after the table
/// computes them for its width).
@MainActor
final class TableWidths {
    /// Each column's width in cells.
    var widths: [Int] = []
    /// Each column's alignment (title and cells).
    var alignments: [TableColumnAlignment] = []

    /// Computes the widths of `columns` in `available` cells (one cell between columns): fixed widths
    /// first, the flexible columns share the rest (within their bounds, at least 3 cells).
    static func compute(_ columns: [TableColumnWidth], available: Int) -> [Int] {
        guard !columns.isEmpty else { return [] }
        var left = max(0, available - (columns.count - 1))
        var widths = [Int](repeating: 0, count: columns.count)
        var flexible: [Int] = []
        for (i, column) in columns.enumerated() {
            if case .fixed(let w) = column {
                widths[i] = min(w, left)
                left -= widths[i]
            } else {
                flexible.append(i)
            }
        }
        var remaining = flexible.count
        for i in flexible {
            var share = remaining > 0 ? left / remaining : 0
            if case .flexible(let minimum, let maximum) = columns[i] {
                if let minimum { share = max(share, minimum) }
                if let maximum { share = min(share, maximum) }
            }
            widths[i] = max(0, min(max(3, share), left))
            left -= widths[i]
            remaining -= 1
        }
        return widths
    }
}
