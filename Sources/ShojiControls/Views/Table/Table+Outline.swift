@_spi(ShojiRuntime) import ShojiCore

/// Hierarchical tables, as SwiftUI's `Table(_:children:…)`.
///
/// ```swift
/// Table(folders, children: \.subfolders, selection: $selected) {
///     TableColumn("Name", value: \.name)
///     TableColumn("Size") { Text($0.size.formatted()) }
/// }
/// ```
///
/// An element whose `children` is `nil` is a leaf; one with children (even none) shows `▸` in the first
/// column and can be expanded: a click on it, → (← collapses, or goes to the parent), ⌥→ or `*` for the
/// row and everything below it. Rows start collapsed, indented two columns per level in the first
/// column; the table keeps which are expanded and builds only the rows shown.
extension Table where Data.Element: Identifiable, ID == Data.Element.ID {
    private static func outlineRows(
        _ data: Data, _ children: KeyPath<Data.Element, Data?>, _ columns: [AnyTableColumn<Data.Element>],
        _ selection: ListSelection?
    ) -> any View {
        List<Never, TableOutlineRows<Data>>(
            content: TableOutlineRows(data: data, children: children, columns: columns), selection: selection
        )
        .modifier(TableRowsFocus())
    }

    /// A hierarchical table of `data`, whose elements' children are found at `children`.
    public init(
        _ data: Data, children: KeyPath<Data.Element, Data?>,
        @TableColumnBuilder<Data.Element, Never> columns: () -> [AnyTableColumn<Data.Element>]
    ) {
        let columns = columns()
        self.columns = columns
        rows = Self.outlineRows(data, children, columns, nil)
        sort = nil
    }

    /// A hierarchical table of `data` with single selection.
    public init(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<ID?>,
        @TableColumnBuilder<Data.Element, Never> columns: () -> [AnyTableColumn<Data.Element>]
    ) {
        let columns = columns()
        self.columns = columns
        rows = Self.outlineRows(data, children, columns, .single(selection))
        sort = nil
    }

    /// A hierarchical table of `data` with multiple selection.
    public init(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<ID>>,
        @TableColumnBuilder<Data.Element, Never> columns: () -> [AnyTableColumn<Data.Element>]
    ) {
        let columns = columns()
        self.columns = columns
        rows = Self.outlineRows(data, children, columns, .multiple(selection))
        sort = nil
    }

    /// A sortable hierarchical table of `data`.
    public init<Sort: SortComparator>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Data.Element, Sort> columns: () -> [AnyTableColumn<Data.Element>]
    ) where Sort.Compared == Data.Element {
        let columns = columns()
        self.columns = columns
        rows = Self.outlineRows(data, children, columns, nil)
        sort = TableSort(sortOrder)
    }

    /// A sortable hierarchical table of `data` with single selection.
    public init<Sort: SortComparator>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<ID?>, sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Data.Element, Sort> columns: () -> [AnyTableColumn<Data.Element>]
    ) where Sort.Compared == Data.Element {
        let columns = columns()
        self.columns = columns
        rows = Self.outlineRows(data, children, columns, .single(selection))
        sort = TableSort(sortOrder)
    }

    /// A sortable hierarchical table of `data` with multiple selection.
    public init<Sort: SortComparator>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<ID>>,
        sortOrder: Binding<[Sort]>,
        @TableColumnBuilder<Data.Element, Sort> columns: () -> [AnyTableColumn<Data.Element>]
    ) where Sort.Compared == Data.Element {
        let columns = columns()
        self.columns = columns
        rows = Self.outlineRows(data, children, columns, .multiple(selection))
        sort = TableSort(sortOrder)
    }
}

/// The rows of a hierarchical table: only ever collected by its list (one lazy segment of the visible
/// rows), never drawn as a view of its own.
struct TableOutlineRows<Data: RandomAccessCollection>: View, ListRowsProviding where Data.Element: Identifiable {
    let data: Data
    let children: KeyPath<Data.Element, Data?>
    let columns: [AnyTableColumn<Data.Element>]

    var body: some View { EmptyView() }

    func collectRows(into rows: inout ListRows) {
        let columns = self.columns
        OutlineFlattening.append(data, id: \.id, children: children, into: &rows) { entry, toggle in
            var cells = columns.map { $0.cell(entry.element) }
            if let first = cells.first {
                cells[0] = OutlineRow(
                    depth: entry.depth, canExpand: entry.canExpand, isExpanded: entry.isExpanded, toggle: toggle,
                    content: AnyView(first))
            }
            return TableRow(cells: cells)
        }
    }
}
