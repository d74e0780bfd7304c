@_spi(ShojiRuntime) import ShojiCore

/// A tree of disclosure groups over hierarchical data, as SwiftUI's `OutlineGroup`.
///
/// ```swift
/// OutlineGroup(folders, children: \.subfolders) { folder in Label(folder.name, systemImage: "folder") }
/// List(folders, children: \.subfolders) { folder in Text(folder.name) }
/// ```
///
/// An element whose `children` is `nil` is a leaf; one with children (even none) can be expanded. In a
/// `List`, every visible element is a row of its own (selectable, with its element's id as tag),
/// indented two columns per level (up to 24 levels); a click on `▸`, Space, or → expands a row, ←
/// collapses it (or goes to its parent), and ⌥→ or `*` expands it and everything below it, as in an
/// outline view on the Mac. Rows start collapsed; the list keeps which are expanded, and builds only
/// the rows shown. Elsewhere the tree is nested ``DisclosureGroup``s.
public struct OutlineGroup<Data: RandomAccessCollection, ID: Hashable, Leaf: View>: View {
    let data: Data
    let id: KeyPath<Data.Element, ID>
    let children: KeyPath<Data.Element, Data?>
    let content: (Data.Element) -> Leaf

    /// An outline of `data`, whose elements' children are found at `children`.
    public init(
        _ data: Data, children: KeyPath<Data.Element, Data?>, @ViewBuilder content: @escaping (Data.Element) -> Leaf
    ) where Data.Element: Identifiable, ID == Data.Element.ID {
        self.data = data
        id = \.id
        self.children = children
        self.content = content
    }

    /// An outline of `data` identified by `id`.
    public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder content: @escaping (Data.Element) -> Leaf
    ) {
        self.data = data
        self.id = id
        self.children = children
        self.content = content
    }

    public var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            ForEach(data, id: id) { element in
                if let kids = element[keyPath: children] {
                    DisclosureGroup {
                        AnyView(OutlineGroup(kids, id: id, children: children, content: content))
                    } label: {
                        content(element)
                    }
                } else {
                    content(element)
                }
            }
        }
    }
}

extension OutlineGroup: ListRowsProviding {
    /// In a list, every visible element is a row; which are expanded is kept by the list.
    func collectRows(into rows: inout ListRows) {
        let content = self.content
        OutlineFlattening.append(data, id: id, children: children, into: &rows) { entry, toggle in
            OutlineRow(
                depth: entry.depth, canExpand: entry.canExpand, isExpanded: entry.isExpanded, toggle: toggle,
                content: content(entry.element))
        }
    }
}

/// One row of an outline in a list: indentation, the disclosure mark (a button) and the content.
struct OutlineRow<Content: View>: View, BuiltinView {
    let depth: Int
    let canExpand: Bool
    let isExpanded: Bool
    let toggle: @MainActor () -> Void
    let content: Content
    @Environment(\.glyphSupport) private var glyphs

    var body: some View {
        HStack(spacing: 0) {
            Text(String(repeating: "  ", count: min(depth, OutlineFlattening.maximumIndentedDepth)))
            if canExpand {
                Button(glyphs == .ascii ? (isExpanded ? "v " : "> ") : (isExpanded ? "▾ " : "▸ "), action: toggle)
                    .buttonStyle(.plain)
            } else {
                Text("  ")
            }
            content
        }
    }
}

/// Which rows of a list's outlines are expanded. The list owns one; outlines read it while the list
/// collects its rows, so expanding a row collects them again.
@Observable @MainActor
final class OutlineExpansion {
    private var expanded: Set<AnyHashable> = []

    /// Whether the row with `id` is expanded.
    func isExpanded(_ id: AnyHashable) -> Bool { expanded.contains(id) }

    /// Expands or collapses the row with `id`.
    func toggle(_ id: AnyHashable) {
        if expanded.contains(id) { expanded.remove(id) } else { expanded.insert(id) }
    }

    /// Expands the rows with `ids` (one change, however many).
    func expand(_ ids: [AnyHashable]) {
        let new = expanded.union(ids)
        if new != expanded { expanded = new }
    }

    /// Collapses the row with `id`.
    func collapse(_ id: AnyHashable) {
        if expanded.contains(id) { expanded.remove(id) }
    }
}

extension List where SelectionValue == Never {
    /// A list of hierarchical data: each element a row, expandable when it has children.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init { OutlineGroup(data, children: children, content: rowContent) }
    }
}

extension List where SelectionValue: Equatable {
    /// A list of hierarchical data with single selection.
    public init<Data: RandomAccessCollection, RowContent: View>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    ) where Content == OutlineGroup<Data, Data.Element.ID, RowContent>, Data.Element: Identifiable {
        self.init(selection: selection) { OutlineGroup(data, children: children, content: rowContent) }
    }
}

@_spi(ShojiRuntime) extension OutlineGroup: BuiltinView {}
