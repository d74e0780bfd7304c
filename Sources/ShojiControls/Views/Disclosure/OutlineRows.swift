@_spi(ShojiRuntime) import ShojiCore

/// One visible row of an outline: an element, how deep it is, and whether it can be and is expanded.
struct OutlineEntry<Element> {
    let element: Element
    let depth: Int
    let canExpand: Bool
    let isExpanded: Bool
}

/// What a list needs to know about an outline's row to expand, collapse and walk it from the keyboard.
struct OutlineRowInfo {
    let id: AnyHashable
    let depth: Int
    let canExpand: Bool
    let isExpanded: Bool
    /// The ids of the row and all its descendants that can expand (for "expand all").
    let expandableSubtree: @MainActor () -> [AnyHashable]
}

/// Flattens hierarchical data into the rows a list shows: each element, then — if it is expanded — its
/// children, depth first.
///
/// Iterative (a chain of thousands of levels costs no stack), and an element whose id is already among
/// its own ancestors (a cycle in the data) is shown once more as a leaf rather than walked forever.
@MainActor
enum OutlineFlattening {
    /// Indentation stops growing after this many levels, so a deep chain keeps its rows readable.
    static let maximumIndentedDepth = 24

    /// The visible rows of `data`, expanded as `isExpanded` says.
    static func entries<Data: RandomAccessCollection, ID: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        isExpanded: (AnyHashable) -> Bool
    ) -> [OutlineEntry<Data.Element>] {
        var entries: [OutlineEntry<Data.Element>] = []
        entries.reserveCapacity(data.count)
        // One frame per open level: its elements and where the walk is in them.
        var stack: [(items: Data, index: Data.Index)] = [(data, data.startIndex)]
        var path: [AnyHashable] = []
        var onPath: Set<AnyHashable> = []
        while var top = stack.popLast() {
            guard top.index != top.items.endIndex else {
                if let last = path.popLast() { onPath.remove(last) }
                continue
            }
            let element = top.items[top.index]
            top.index = top.items.index(after: top.index)
            stack.append(top)
            let rowID = AnyHashable(element[keyPath: id])
            let kids = element[keyPath: children]
            let cyclic = onPath.contains(rowID)
            let open = kids != nil && !cyclic && isExpanded(rowID)
            entries.append(
                OutlineEntry(element: element, depth: path.count, canExpand: kids != nil && !cyclic, isExpanded: open))
            if open, let kids {
                path.append(rowID)
                onPath.insert(rowID)
                stack.append((kids, kids.startIndex))
            }
        }
        return entries
    }

    /// The ids of `root` and of every descendant that has children (what "expand all" expands).
    static func expandableSubtree<Data: RandomAccessCollection, ID: Hashable>(
        _ root: Data.Element, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>
    ) -> [AnyHashable] {
        var result: [AnyHashable] = []
        var seen: Set<AnyHashable> = []
        var pending: [Data.Element] = [root]
        while let element = pending.popLast() {
            guard let kids = element[keyPath: children] else { continue }
            let rowID = AnyHashable(element[keyPath: id])
            guard seen.insert(rowID).inserted else { continue }
            result.append(rowID)
            pending.append(contentsOf: kids)
        }
        return result
    }

    /// Appends the outline's rows to `rows` as one lazy segment (only the rows shown are built), with
    /// what the list needs to expand and collapse them from the keyboard.
    static func append<Data: RandomAccessCollection, ID: Hashable>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        into rows: inout ListRows,
        row: @escaping (OutlineEntry<Data.Element>, _ toggle: @escaping @MainActor () -> Void) -> any View
    ) {
        rows.readsState = true
        let store = ListRowCollector.expansion
        let entries = entries(data, id: id, children: children) { store?.isExpanded($0) ?? false }
        rows.appendOutline(
            .lazy(
                count: entries.count,
                id: { ElementID(entries[$0].element[keyPath: id]) },
                row: { index in
                    let entry = entries[index]
                    let rowID = entry.element[keyPath: id]
                    return (ElementID(rowID), entry.element, row(entry) { store?.toggle(AnyHashable(rowID)) })
                }),
            info: { index in
                let entry = entries[index]
                return OutlineRowInfo(
                    id: AnyHashable(entry.element[keyPath: id]), depth: entry.depth, canExpand: entry.canExpand,
                    isExpanded: entry.isExpanded,
                    expandableSubtree: { expandableSubtree(entry.element, id: id, children: children) })
            })
    }
}
