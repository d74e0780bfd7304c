import Foundation
@_spi(ShojiRuntime) import ShojiCore

/// Rows of data in columns, as SwiftUI's `Table`.
///
/// ```swift
/// Table(people, selection: $selected, sortOrder: $sortOrder) {
///     TableColumn("Name", value: \.name)
///     TableColumn("Email", value: \.email)
/// }
/// .onChange(of: sortOrder) { people.sort(using: sortOrder) }
/// ```
///
/// The header is the first row (bold, underlined), the rows are a `List` below it: they are realized
/// lazily (100,000 rows cost what the visible ones cost), and selection, the keyboard and the mouse work
/// as in a list. Columns share the width (see ``TableColumn``). The header is a Tab stop of its own:
/// ←/→ choose a column, Enter sorts by it, and a click on a title sorts by that column; sorting by the
/// column already first reverses it. The sort column shows `▲` (ascending) or `▼`. As in SwiftUI, the
/// table changes the `sortOrder` binding and the app sorts its data.
public struct Table<Data: RandomAccessCollection, ID: Hashable>: View {
    let columns: [AnyTableColumn<Data.Element>]
    let rows: any View
    let sort: TableSort<Data.Element>?

    public var body: Never { primitiveBody(Self.self) }
}

extension Table where Data.Element: Identifiable, ID == Data.Element.ID {
    private static func rows(_ data: Data, _ columns: [AnyTableColumn<Data.Element>], _ selection: ListSelection?)
        -> any View
    {
        List<Never, ForEach<Data, ID, TableRow>>(
            content: ForEach(data) { element in TableRow(cells: columns.map { $0.cell(element) }) },
            selection: selection
        )
        .modifier(TableRowsFocus())
    }

    /// A table of `data`.
    public init(_ data: Data, @TableColumnBuilder<Data.Element, Never> columns: () -> [AnyTableColumn<Data.Element>]) {
        let columns = columns()
        self.columns = columns
        rows = Self.rows(data, columns, nil)
        sort = nil
    }

    /// A table of `data` with single selection.
    public init(
        _ data: Data, selection: Binding<ID?>,
        @TableColumnBuilder<Data.Element, Never> columns: () -> [AnyTableColumn<Data.Element>]
    ) {
        let columns = columns()
        self.columns = columns
        rows = Self.rows(data, columns, .single(selection))
        sort = nil
    }

    /// A table of `data` with multiple selection.
    public init(
        _ data: Data, selection: Binding<Set<ID>>,
        @TableColumnBuilder<Data.Element, Never> columns: () -> [AnyTableColumn<Data.Element>]
    ) {
        let columns = columns()
        self.columns = columns
        rows = Self.rows(data, columns, .multiple(selection))
        sort = nil
    }

    /// A sortable table of `data`.
    public init<Sort: SortComparator>(
        _ data: Data, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Data.Element, Sort> columns: () -> [AnyTableColumn<Data.Element>]
    ) where Sort.Compared == Data.Element {
        let columns = columns()
        self.columns = columns
        rows = Self.rows(data, columns, nil)
        sort = TableSort(sortOrder)
    }

    /// A sortable table of `data` with single selection.
    public init<Sort: SortComparator>(
        _ data: Data, selection: Binding<ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Data.Element, Sort> columns: () -> [AnyTableColumn<Data.Element>]
    ) where Sort.Compared == Data.Element {
        let columns = columns()
        self.columns = columns
        rows = Self.rows(data, columns, .single(selection))
        sort = TableSort(sortOrder)
    }

    /// A sortable table of `data` with multiple selection.
    public init<Sort: SortComparator>(
        _ data: Data, selection: Binding<Set<ID>>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Data.Element, Sort> columns: () -> [AnyTableColumn<Data.Element>]
    ) where Sort.Compared == Data.Element {
        let columns = columns()
        self.columns = columns
        rows = Self.rows(data, columns, .multiple(selection))
        sort = TableSort(sortOrder)
    }
}

/// A table's sort order binding with its comparator type erased to the key-path comparators Shoji can
/// make from columns.
struct TableSort<RowValue> {
    let key: TrackingKey?
    /// The first comparator's key path and whether it is ascending.
    let current: @MainActor () -> (keyPath: AnyKeyPath, ascending: Bool)?
    /// Sorts by `comparator` first (reversing it if it already is first).
    let sortBy: @MainActor (KeyPathComparator<RowValue>) -> Void

    @MainActor
    init<Sort: SortComparator>(_ binding: Binding<[Sort]>) where Sort.Compared == RowValue {
        key = binding.trackingKey
        current = {
            guard let first = binding.wrappedValue.first as? KeyPathComparator<RowValue> else { return nil }
            return (first.keyPath, first.order == .forward)
        }
        sortBy = { comparator in
            var order = binding.wrappedValue
            if var first = order.first as? KeyPathComparator<RowValue>, first.keyPath == comparator.keyPath {
                first.order = first.order == .forward ? .reverse : .forward
                if let sort = first as? Sort { order[0] = sort }
            } else if let sort = comparator as? Sort {
                order.removeAll { ($0 as? KeyPathComparator<RowValue>)?.keyPath == comparator.keyPath }
                order.insert(sort, at: 0)
            }
            binding.wrappedValue = order
        }
    }
}

@_spi(ShojiRuntime) extension Table: PrimitiveView {
    public func makeBehavior() -> TableBehavior { TableBehavior() }

    public func update(_ behavior: TableBehavior) -> Invalidation {
        behavior.update(widths: columns.map(\.width), alignments: columns.map(\.alignment))
    }

    public func children(into list: inout ChildList) {
        let sort = self.sort
        let columns = self.columns
        list.append(
            TableHeader(
                titles: columns.map(\.title), sortable: columns.map { $0.comparator != nil && sort != nil },
                sortKey: sort?.key,
                current: {
                    guard let current = sort?.current() else { return nil }
                    guard let index = columns.firstIndex(where: { $0.comparator?.keyPath == current.keyPath }) else {
                        return nil
                    }
                    return (index, current.ascending)
                },
                sortBy: { index in
                    guard let sort, columns.indices.contains(index), let comparator = columns[index].comparator else {
                        return
                    }
                    sort.sortBy(comparator)
                }),
            key: .index(0))
        list.append(any: rows, key: .index(1))
    }
}

/// Names a table's rows for the table's default focus: when Shoji picks a control on its own (at start,
/// in a new sheet), a table's rows take focus rather than its header above them, as focus on a SwiftUI
/// table is on its rows. The header stays a Tab stop (Shift-Tab from the rows).
struct TableRowsFocus: ViewModifier {
    typealias Body = Never
    /// The tie both the rows and the table name.
    static let tie = FocusTie(key: AnyHashable("Table.rows"), value: nil)
    func makeBehavior() -> NodeBehavior { TableRowsFocusBehavior(self) }
}

@_spi(ShojiRuntime) extension TableRowsFocus: PrimitiveModifier {}

/// Marks the rows with ``TableRowsFocus/tie``.
final class TableRowsFocusBehavior: ModifierBehavior<TableRowsFocus> {
    override var isTransparent: Bool { true }
    override var focusTie: FocusTie? { TableRowsFocus.tie }
    override func changes(from old: TableRowsFocus, to new: TableRowsFocus) -> Invalidation { [] }
}

/// Computes the column widths and lays out the header above the rows.
@_spi(ShojiRuntime) public final class TableBehavior: NodeBehavior {
    private var columnWidths: [TableColumnWidth] = []
    /// The widths header and rows read when they are placed.
    let widths = TableWidths()

    func update(widths new: [TableColumnWidth], alignments: [TableColumnAlignment]) -> Invalidation {
        guard new != columnWidths || alignments != widths.alignments else { return [] }
        columnWidths = new
        widths.alignments = alignments
        return [.layout, .paint]
    }

    @_spi(ShojiRuntime) public override func modifyEnvironment(_ environment: inout EnvironmentValues) {
        environment.tableWidths = widths
    }

    @_spi(ShojiRuntime) public override var defaultFocusTie: FocusTie? { TableRowsFocus.tie }

    @_spi(ShojiRuntime) public override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        Size(
            width: proposal.width.map(ProposedSize.normalized) ?? 60,
            height: proposal.height.map(ProposedSize.normalized) ?? 12)
    }

    @_spi(ShojiRuntime) public override func place(in rect: Rect, children: [ViewNode]) {
        // A list row starts one column in, and the last column is the list's scroll bar.
        let new = TableWidths.compute(columnWidths, available: max(0, rect.width - 2))
        if new != widths.widths {
            widths.widths = new
            node.setNeedsPaint()
        }
        for child in node.children {
            let units = child.behavior.isTransparent ? child.layoutChildren : [child]
            for unit in units {
                if child.key == .index(0) {
                    unit.place(in: Rect(x: rect.minX, y: rect.minY, width: rect.width, height: min(1, rect.height)))
                } else {
                    unit.place(
                        in: Rect(x: rect.minX, y: rect.minY + 1, width: rect.width, height: max(0, rect.height - 1)))
                }
            }
        }
    }
}

private struct TableWidthsKey: EnvironmentKey {
    static var defaultValue: TableWidths? { nil }
}

extension EnvironmentValues {
    /// The column widths of the table around a row.
    var tableWidths: TableWidths? {
        get { self[TableWidthsKey.self] }
        set { self[TableWidthsKey.self] = newValue }
    }
}
