import Shoji

/// Sorting the processes and laying them out as a tree: pure functions of the items, tested apart.
@MainActor
enum ProcessOrdering {
    /// `items` sorted by `column`; ties by PID ascending. Keys are read once per item (a comparison
    /// reads no observed property), then sorted by a function that is not the main actor's: a closure
    /// formed in a main-actor function and handed to `sort` checks the executor on every comparison
    /// (a third of a 10,000-process sort).
    static func sorted(_ items: [ProcessItem], by column: ProcessColumn, ascending: Bool) -> [ProcessItem] {
        let ids = items.map(\.id)
        let order: [Int]
        if column.sortsAsText {
            order = Self.order(items.map { column.textKey($0) }, ids: ids, ascending: ascending)
        } else {
            order = Self.order(items.map { column.numericKey($0) }, ids: ids, ascending: ascending)
        }
        return order.map { items[$0] }
    }

    /// The indices of `keys` in order (`ascending` or not), ties by `ids` ascending.
    nonisolated static func order<Key: Comparable>(_ keys: [Key], ids: [Int], ascending: Bool) -> [Int] {
        var indices = Array(keys.indices)
        indices.sort { a, b in
            if keys[a] != keys[b] { return ascending ? keys[a] < keys[b] : keys[a] > keys[b] }
            return ids[a] < ids[b]
        }
        return indices
    }

    /// The deepest level whose branch lines are drawn; deeper processes show `…` before theirs.
    static let deepestDrawnLevel = 24

    /// `ordered` as a tree: each process after its parent, siblings in `ordered`'s order; a process whose
    /// parent is not among them is a root. Sets each item's ``ProcessItem/treePrefix``. Iterative, so
    /// a chain of 10,000 processes is fine.
    static func tree(_ ordered: [ProcessItem]) -> [ProcessItem] {
        var present = Set<Int>()
        present.reserveCapacity(ordered.count)
        for item in ordered { present.insert(item.id) }
        var children: [Int: [ProcessItem]] = [:]
        var roots: [ProcessItem] = []
        for item in ordered {
            if item.parentID != item.id, present.contains(item.parentID) {
                children[item.parentID, default: []].append(item)
            } else {
                roots.append(item)
            }
        }
        var result: [ProcessItem] = []
        result.reserveCapacity(ordered.count)
        var placed = Set<Int>()
        // Each entry: the item, its ancestors' "has a later sibling" flags, whether it is its parent's last.
        var stack: [(item: ProcessItem, lines: [Bool], last: Bool, depth: Int)] = roots.reversed().map {
            ($0, [], true, 0)
        }
        while let (item, lines, last, depth) = stack.popLast() {
            guard placed.insert(item.id).inserted else { continue }
            result.append(item)
            var prefix = ""
            if depth > 0 {
                if depth - 1 > lines.count { prefix = "…" }
                for more in lines { prefix += more ? "│ " : "  " }
                prefix += last ? "└─ " : "├─ "
            }
            item.setTreePrefix(prefix)
            let kids = children[item.id] ?? []
            // Only the drawn levels are kept: a chain of 10,000 copies 24 flags per process, not 10,000.
            let childLines = depth > 0 ? Array((lines + [!last]).suffix(deepestDrawnLevel)) : lines
            for (i, child) in kids.enumerated().reversed() {
                stack.append((child, childLines, i == kids.count - 1, depth + 1))
            }
        }
        // Cycles (a fixture's, or PIDs reused mid-read) leave items unplaced: they go last, as roots.
        if result.count < ordered.count {
            for item in ordered where !placed.contains(item.id) {
                item.setTreePrefix("")
                result.append(item)
            }
        }
        return result
    }
}
