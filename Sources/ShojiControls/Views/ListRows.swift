@_spi(ShojiRuntime) import ShojiCore

/// The rows of a `List`, described without building them: static rows are views, a `ForEach` is one
/// *lazy segment* that knows its count and can build the view, id and element of any index on demand.
/// A list over 100,000 elements is one segment; only the rows shown are ever built.
struct ListRows {
    /// One stretch of rows.
    enum Segment {
        /// One row from a view written in the list's content.
        case row(any View, tag: AnyHashable?, isHeader: Bool)
        /// The rows of a `ForEach`: the id of a row alone (the list re-anchors its cursor by id), and a
        /// whole row, built from the element fetched once (one closure call a row shown, not three).
        case lazy(count: Int, id: (Int) -> ElementID, row: (Int) -> LazyRow)
    }

    /// A row of a lazy segment: its id, its element and its view.
    typealias LazyRow = (id: ElementID, element: Any, view: any View)

    private(set) var segments: [Segment] = []
    /// The first row index of each segment.
    private(set) var starts: [Int] = []
    /// Total rows.
    private(set) var count = 0
    /// Whether collecting read state that decides which rows exist (a collapsible section's binding, an
    /// outline's expansion), so the list must collect again when it changes.
    var readsState = false
    /// For the segments that are outlines (by segment index): each row's outline facts.
    private var outlines: [Int: (Int) -> OutlineRowInfo] = [:]
    /// After ``release(keeping:_:)``: the rows kept (the realized ones, from row `start`); every other row
    /// is a blank until the list's next update.
    private var kept: (start: Int, rows: [Row], blank: any View)?

    /// Lets go of the segments (and the data their closures capture), keeping the count and `rows`, the
    /// rows from `start` on as they were built.
    @MainActor mutating func release(keeping start: Int, _ rows: [Row]) {
        segments = []
        starts = []
        outlines = [:]
        kept = (start, rows, EmptyView())
    }

    /// A released list's row `index`: kept, or a blank.
    private static func keptRow(_ index: Int, _ kept: (start: Int, rows: [Row], blank: any View)) -> Row {
        if index >= kept.start, index - kept.start < kept.rows.count { return kept.rows[index - kept.start] }
        return Row(key: .index(-1 - index), view: kept.blank, elementID: nil, element: nil, isHeader: false)
    }

    /// Appends an outline's rows, with the facts the list's keyboard needs about each.
    mutating func appendOutline(_ segment: Segment, info: @escaping (Int) -> OutlineRowInfo) {
        outlines[segments.count] = info
        append(segment)
    }

    /// The outline facts of row `index`, if it is an outline's row.
    func outline(at index: Int) -> OutlineRowInfo? {
        guard kept == nil, !outlines.isEmpty, index >= 0, index < count else { return nil }
        let (s, offset) = locate(index)
        return outlines[s]?(offset)
    }

    mutating func append(_ segment: Segment) {
        starts.append(count)
        segments.append(segment)
        switch segment {
        case .row: count += 1
        case .lazy(let n, _, _): count += n
        }
    }

    /// The segment holding row `index`, and the offset in it.
    func locate(_ index: Int) -> (segment: Int, offset: Int) {
        var low = 0
        var high = starts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if starts[mid] <= index { low = mid } else { high = mid - 1 }
        }
        return (low, index - starts[low])
    }

    /// Everything known about one row.
    struct Row {
        var key: ChildKey
        var view: any View
        /// The value `ForEach` identified the element by, or the static row's tag.
        var elementID: ElementID?
        /// ``elementID`` as `AnyHashable` (what selections work with), made when asked for.
        var id: AnyHashable? { elementID?.anyHashable }
        /// The element itself (lazy rows only): lets `List(todos, selection: $selectedTodo)` select by value.
        var element: Any?
        var isHeader: Bool
    }

    /// Builds row `index`.
    func row(_ index: Int) -> Row {
        if let kept { return Self.keptRow(index, kept) }
        let (s, offset) = locate(index)
        switch segments[s] {
        case .row(let view, let tag, let isHeader):
            return Row(
                key: .index(s), view: view, elementID: tag.map(ElementID.other), element: nil, isHeader: isHeader)
        case .lazy(_, _, let build):
            let row = build(offset)
            return Row(
                key: .row(segment: s, id: row.id), view: row.view, elementID: row.id, element: row.element,
                isHeader: false)
        }
    }

    /// The id of row `index` without building its view.
    func id(of index: Int) -> ElementID? {
        if let kept { return Self.keptRow(index, kept).elementID }
        let (s, offset) = locate(index)
        switch segments[s] {
        case .row(_, let tag, _): return tag.map(ElementID.other)
        case .lazy(_, let id, _): return id(offset)
        }
    }

    /// The index of the row whose id is `target` (a linear search; used only after the data moved).
    func index(of target: ElementID) -> Int? {
        if let kept {
            return kept.rows.firstIndex { $0.elementID == target }.map { kept.start + $0 }
        }
        for (s, segment) in segments.enumerated() {
            switch segment {
            case .row(_, let tag, _): if let tag, ElementID.other(tag) == target { return starts[s] }
            case .lazy(let n, let id, _):
                for i in 0..<n where id(i) == target { return starts[s] + i }
            }
        }
        return nil
    }
}

/// Views that contribute rows to a `List` in their own way (everything else is one row).
@MainActor
protocol ListRowsProviding {
    func collectRows(into rows: inout ListRows)
}

@MainActor
enum ListRowCollector {
    /// The expansion of outlines in the list collecting now (set by the list around collection).
    static var expansion: OutlineExpansion?

    static func collect(_ view: any View, into rows: inout ListRows) {
        if let provider = view as? any ListRowsProviding {
            provider.collectRows(into: &rows)
        } else {
            let tag = (view as? any TaggedView)?.viewTag
            rows.append(.row(view, tag: tag, isHeader: false))
        }
    }
}

extension TupleView: ListRowsProviding {
    func collectRows(into rows: inout ListRows) {
        for child in children { ListRowCollector.collect(child.view, into: &rows) }
    }
}

extension _ConditionalContent: ListRowsProviding {
    func collectRows(into rows: inout ListRows) {
        withBranch({ ListRowCollector.collect($0, into: &rows) }, { ListRowCollector.collect($0, into: &rows) })
    }
}

extension Optional: ListRowsProviding where Wrapped: View {
    func collectRows(into rows: inout ListRows) {
        if let view = self { ListRowCollector.collect(view, into: &rows) }
    }
}

extension EmptyView: ListRowsProviding {
    func collectRows(into rows: inout ListRows) {}
}

extension Group: ListRowsProviding {
    func collectRows(into rows: inout ListRows) { ListRowCollector.collect(content, into: &rows) }
}

extension ForEach: ListRowsProviding {
    func collectRows(into rows: inout ListRows) {
        let data = self.data
        let content = self.content
        let identify = self.identify
        let start = data.startIndex
        rows.append(
            .lazy(
                count: data.count,
                id: { ElementID(identify(data[data.index(start, offsetBy: $0)])) },
                row: { offset in
                    let element = data[data.index(start, offsetBy: offset)]
                    return (ElementID(identify(element)), element, content(element))
                }))
    }
}

extension Section: ListRowsProviding {
    func collectRows(into rows: inout ListRows) {
        if let isExpanded {
            // A collapsible section: its header is a row that toggles it (Enter, a click).
            rows.readsState = true
            rows.append(
                .row(
                    DisclosureLabel(isExpanded: isExpanded, label: SectionHeader(content: header)), tag: nil,
                    isHeader: false))
            guard isExpanded.wrappedValue else { return }
        } else if !(header is EmptyView) {
            rows.append(.row(SectionHeader(content: header), tag: nil, isHeader: true))
        }
        ListRowCollector.collect(content, into: &rows)
        if !(footer is EmptyView) { rows.append(.row(SectionFooter(content: footer), tag: nil, isHeader: true)) }
    }
}
