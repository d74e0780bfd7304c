@_spi(ShojiRuntime) import ShojiCore

/// Realizes, lays out and drives the rows of a ``List``.
///
/// State: the row index at the top of the viewport (`top`), the keyboard cursor (`cursor`), and the
/// window of realized rows. Both indices are re-anchored to their element ids when the data changes, so
/// inserting above the viewport does not move what the user sees or selected.
@_spi(ShojiRuntime) public final class ListBehavior: NodeBehavior {
    /// A list keeps its rows from a `Form` around it.
    @_spi(ShojiRuntime) public override func traitValue(_ key: ObjectIdentifier) -> Any? {
        key == ObjectIdentifier(FormBoundaryTrait.self) ? true : nil
    }

    @_spi(ShojiRuntime) public override var showsPartOfItsContent: Bool { true }

    @_spi(ShojiRuntime) public override var realizesChildrenLazily: Bool { true }
    @_spi(ShojiRuntime) public override var keepsDescendantsOutOfTabOrder: Bool { true }
    private var rows = ListRows()
    @exclusivity(unchecked) private var selection: ListSelection?
    private var lastSnapshot: Any?
    /// The selection the rows were drawn with, kept from an update that collected the rows again and
    /// changed the selection until ``makeChildren(from:into:)`` compares the window's rows before and after.
    private var selectionBeforeUpdate: Any?
    // `@exclusivity(unchecked)`: read and assigned whole only, never passed `inout` (ViewNode's rule).
    @exclusivity(unchecked) private var cursor = 0
    private var cursorID: ElementID?
    @exclusivity(unchecked) private var top = 0
    private var topID: ElementID?
    @exclusivity(unchecked) private var viewport = Rect.zero
    /// Realized rows: their indices and what was built for them.
    @exclusivity(unchecked) private var window = 0..<0
    @exclusivity(unchecked) private var windowRows: [ListRows.Row] = []
    /// The rows of the window before the last ``makeChildren(from:into:)`` (its capacity is reused).
    private var previousWindowRows: [ListRows.Row] = []
    /// Frames of the rows shown, by row index.
    @exclusivity(unchecked) private var rowFrames = ListRowFrames()
    @exclusivity(unchecked) private var keepCursorVisible = false
    /// Which rows of the list's outlines are expanded.
    private let expansion = OutlineExpansion()
    private static let margin = 2

    @_spi(ShojiRuntime) public override var sizeIsIndependentOfChildren: Bool { true }

    /// Focus shows on the cursor row only.
    @_spi(ShojiRuntime) public override var focusIndicatorRect: Rect { rowFrames[cursor] ?? .zero }
    /// An empty list is no Tab stop: there is no row to show focus on (as in SwiftUI).
    @_spi(ShojiRuntime) public override var canTakeFocus: Bool { rows.count > 0 }
    @_spi(ShojiRuntime) public override var mayTakeFocus: Bool { true }

    // MARK: Updates

    /// Takes the list's content (collected into rows, none built yet) and its selection, and follows
    /// the selection.
    func update(content: any View, selection: ListSelection?) -> Invalidation {
        if node.isRefreshingTrackedReads && keepsChildrenWhenTrackedReadsChange {
            // The list's own window fired, and it read only the selection (its rows read no state): the
            // content is the view it was, so the rows and the realized children stay; only the rows whose
            // highlight changed are repainted.
            self.selection = selection
            followSelectionIfChanged(rowsKept: true)
            return []
        }
        var collected = ListRows()
        ListRowCollector.expansion = expansion
        defer { ListRowCollector.expansion = nil }
        ListRowCollector.collect(content, into: &collected)
        var readSnapshot: Any?
        if collected.readsState {
            // Collapsible sections and outlines read their expansion while rows are collected. A node has
            // one tracking window, so those reads and the selection's are made in the same one.
            (collected, readSnapshot) = node.tracked {
                var again = ListRows()
                ListRowCollector.collect(content, into: &again)
                return (again, selection?.snapshot())
            }
        }
        node.graph.retire(rows)  // may hold the model's previous array: freed after the frame is written
        rows = collected
        self.selection = selection
        let cursorBefore = cursor
        reanchor()
        if cursor != cursorBefore {
            damageRow(cursorBefore)
            damageRow(cursor)
        }
        followSelectionIfChanged(snapshot: readSnapshot, rowsKept: false)
        return [.layout]
    }

    /// Keeps the cursor on the selection and repaints what the selection changed, when it changed since
    /// the last update (read in the list's tracking window, unless `snapshot` was read already). With
    /// `rowsKept`, the realized rows are those the last selection was drawn on, and only the rows whose
    /// selected state differs are repainted. Otherwise the rows were collected again (a body that reads
    /// the selection ran: a detail pane beside the list), and ``makeChildren(from:into:)``, which follows
    /// at once, repaints the rows of the window whose selected state differs between the rows before and
    /// after, by index (the rows' own views repaint what they changed).
    private func followSelectionIfChanged(snapshot readSnapshot: Any? = nil, rowsKept: Bool) {
        guard let selection else { return }
        let snapshot = readSnapshot ?? node.tracked(key: selection.key) { selection.snapshot() }
        let before = lastSnapshot
        if let before, selection.same(before, snapshot) { return }
        lastSnapshot = snapshot
        followSelection()
        guard let before else {
            damageVisibleRows()
            return
        }
        if !rowsKept {
            // The oldest: that is what the rows were drawn with.
            if selectionBeforeUpdate == nil { selectionBeforeUpdate = before }
            return
        }
        for offset in selection.changedRows(before, snapshot, windowRows) { damageRow(window.lowerBound + offset) }
    }

    /// Repaints row `index` across the list's width (its highlight covers the margin too), if shown.
    private func damageRow(_ index: Int) {
        if let frame = rowFrames[index] { node.graph.addDamage(frame) }
    }

    /// The rows capture the data's collection (a model's array): they are let go of until the next update,
    /// but for the realized ones, which the event being handled may still act on.
    @_spi(ShojiRuntime) public override var mayHoldAppCollections: Bool { true }

    @_spi(ShojiRuntime) public override func releaseHeldValues() {
        rows.release(keeping: window.lowerBound, windowRows)
    }

    /// The list's window reads only the selection unless its rows read state (outline expansion).
    @_spi(ShojiRuntime) public override var keepsChildrenWhenTrackedReadsChange: Bool { !rows.readsState }

    /// Keeps `cursor` and `top` on the same elements after the data changed.
    private func reanchor() {
        if let id = cursorID, rows.count > 0, cursor >= rows.count || rows.id(of: cursor) != id {
            if let i = rows.index(of: id) { cursor = i }
        }
        // Once scrolled, the top row stays on its element; at the very top, new rows above appear.
        if top > 0, let id = topID, rows.count > 0, top >= rows.count || rows.id(of: top) != id {
            if let i = rows.index(of: id) { top = i }
        }
        cursor = min(max(0, cursor), max(0, rows.count - 1))
        // The cursor never rests on a section header.
        while cursor < rows.count - 1 && rows.row(cursor).isHeader { cursor += 1 }
        top = min(max(0, top), max(0, rows.count - 1))
        cursorID = rows.count > 0 ? rows.id(of: cursor) : nil
        topID = rows.count > 0 ? rows.id(of: top) : nil
    }

    /// After the selection changed from outside, moves the cursor to a selected row (the one under the
    /// cursor, else one in the window, else the first anywhere).
    private func followSelection() {
        guard let selection, rows.count > 0 else { return }
        func selected(_ i: Int) -> Bool {
            let r = rows.row(i)
            return !r.isHeader && selection.isRowSelected(r.elementID, r.element)
        }
        if cursor < rows.count && selected(cursor) { return }
        // The window's indices in the new rows: the rows it built are the data's before this update (a
        // selection set as the data was sorted again put the cursor on whatever row took the old one's
        // place).
        for i in window.clamped(to: 0..<rows.count) where selected(i) {
            moveCursor(to: i)
            return
        }
        if rows.count <= 5_000, let i = (0..<rows.count).first(where: selected) { moveCursor(to: i) }
    }

    @_spi(ShojiRuntime) public override var buildsChildrenInClosures: Bool { true }

    @_spi(ShojiRuntime) public override func makeChildren(from view: any View, into list: inout ChildList) -> Bool {
        let height = viewport.height > 0 ? viewport.height : node.graph.screenSize.height
        let start = max(0, top - Self.margin)
        let end = min(rows.count, top + height + Self.margin)
        let oldWindow = window
        // The previous window's rows stay in the spare array (two buffers swapped: no allocation).
        swap(&windowRows, &previousWindowRows)
        window = start..<max(start, end)
        // A loop, not `map`: the closure would check the executor once per row.
        windowRows.removeAll(keepingCapacity: true)
        for index in window { windowRows.append(rows.row(index)) }
        // After an update that changed the selection: whether each row was selected as drawn, and is now.
        var selectedBefore: [Bool] = []
        var selectedNow: [Bool] = []
        if let before = selectionBeforeUpdate, let selection, let now = lastSnapshot {
            selectionBeforeUpdate = nil
            selectedBefore = selection.selectedRows(before, previousWindowRows)
            selectedNow = selection.selectedRows(now, windowRows)
        }
        // A row that now shows another element (the data was sorted again), or whose highlight changed, is
        // repainted whole: the list draws its highlight across the row's margin too, which the new row's
        // own view does not cover.
        for index in window
        where oldWindow.contains(index) && index - oldWindow.lowerBound < previousWindowRows.count {
            let old = index - oldWindow.lowerBound
            let new = index - window.lowerBound
            let highlightChanged = !selectedBefore.isEmpty && selectedBefore[old] != selectedNow[new]
            if highlightChanged || windowRows[new].elementID != previousWindowRows[old].elementID,
                let frame = rowFrames[index]
            {
                node.graph.addDamage(frame)
            }
        }
        previousWindowRows.removeAll(keepingCapacity: true)
        list.reserve(windowRows.count)
        // Each row's view is a child of the list itself: no wrapper node per row (see ``placeRow``).
        for row in windowRows { list.append(any: row.view, key: row.key) }
        return true
    }

    // MARK: Layout

    @_spi(ShojiRuntime) public override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        Size(
            width: proposal.width.map(ProposedSize.normalized) ?? 40,
            height: proposal.height.map(ProposedSize.normalized) ?? 10)
    }

    private var needsScrollbar: Bool { rows.count > max(1, viewport.height) }

    private func rowHeight(_ index: Int, width: Int) -> Int {
        guard window.contains(index), let child = child(for: index) else { return 1 }
        return rowHeight(of: child, width: width)
    }

    /// The layout units of a row: its view's node, or, when that node is transparent (a `Group`, a
    /// conditional, a modifier without a frame), the units inside it.
    private func units(of row: ViewNode) -> [ViewNode] {
        row.behavior.isTransparent ? row.layoutChildren : [row]
    }

    /// A row's height at `width`: its tallest unit, offered the width after the one-column margin, and
    /// at least one line.
    private func rowHeight(of row: ViewNode, width: Int) -> Int {
        let proposal = ProposedSize(width: max(0, width - 1), height: nil)
        var height = 1
        for unit in units(of: row) { height = max(height, unit.size(for: proposal).height) }
        return height
    }

    /// Places a row's view in `rect` (the row's full width): one column of margin on the left, then its
    /// units at their sizes, leading-aligned (each row used to be wrapped in a node of its own that did
    /// this; the list does it itself, which is one node fewer to update per visible row on every change
    /// of the list's data).
    private func placeRow(_ row: ViewNode, in rect: Rect) {
        let inner = Rect(x: rect.minX + 1, y: rect.minY, width: max(0, rect.width - 1), height: rect.height)
        let proposal = ProposedSize(inner.size)
        for unit in units(of: row) {
            let size = unit.size(for: proposal)
            unit.place(
                in: Alignment.leading.place(
                    Size(width: min(size.width, inner.width), height: min(size.height, inner.height)), in: inner))
        }
    }

    /// The node of row `index`. The children are exactly the window's rows, in order (that is how
    /// ``makeChildren(from:into:)`` lists them), so the offset finds it without comparing keys.
    private func child(for index: Int) -> ViewNode? {
        let offset = index - window.lowerBound
        guard offset >= 0, offset < windowRows.count, offset < node.children.count else { return nil }
        return node.children[offset]
    }

    @_spi(ShojiRuntime) public override func place(in rect: Rect, children: [ViewNode]) {
        let resized = rect.size != viewport.size
        let topBefore = top
        if selectionBeforeUpdate != nil {
            // The update that changed the selection built no children (cannot happen today): every row.
            selectionBeforeUpdate = nil
            damageVisibleRows()
        }
        viewport = rect
        let width = max(0, rect.width - (needsScrollbar ? 1 : 0))
        if keepCursorVisible {
            keepCursorVisible = false
            if cursor < top { top = cursor }
            var total = 0
            var i = cursor
            while i >= top {
                total += rowHeight(i, width: width)
                if total > rect.height {
                    top = i + 1
                    break
                }
                i -= 1
            }
        }
        top = min(max(0, top), max(0, rows.count - 1))
        topID = rows.count > 0 ? rows.id(of: top) : nil
        // Scrolled: every row moved, and the scroll bar with them.
        if top != topBefore { damageVisibleRows() }
        let needed = top..<min(rows.count, top + rect.height)
        if resized || needed.lowerBound < window.lowerBound || needed.upperBound > window.upperBound {
            node.reconcilePrimitiveChildren()
        }
        var frames = ListRowFrames()
        var y = rect.minY
        let children = node.children
        for offset in windowRows.indices where offset < children.count {
            let index = window.lowerBound + offset
            let child = children[offset]
            if index < top || y >= rect.maxY {
                placeRow(child, in: Rect(x: rect.minX, y: rect.maxY, width: 0, height: 0))
                continue
            }
            let h = rowHeight(of: child, width: width)
            let r = Rect(x: rect.minX, y: y, width: width, height: min(h, rect.maxY - y))
            placeRow(child, in: r)
            frames.append(r, index: index)
            y += h
        }
        if frames != rowFrames {
            rowFrames = frames
            node.graph.addDamage(rect)
        }
        // The scroll bar follows the row count and the top row: rows added or removed below the ones
        // shown leave every row's frame as it was, but move the thumb.
        let bar = ScrollBarState(shown: needsScrollbar, rows: rows.count, top: top)
        if bar != drawnScrollBar {
            drawnScrollBar = bar
            node.graph.addDamage(Rect(x: rect.maxX - 1, y: rect.minY, width: 1, height: rect.height))
        }
    }

    /// What the scroll bar was last laid out for.
    private var drawnScrollBar: ScrollBarState?

    /// What the scroll bar's look depends on.
    private struct ScrollBarState: Equatable {
        let shown: Bool
        let rows: Int
        let top: Int
    }

    // MARK: Drawing

    @_spi(ShojiRuntime) public override func draw(in canvas: CellCanvas) {
        drawRowBackgrounds(in: canvas)
        guard needsScrollbar, viewport.height > 0 else { return }
        ScrollBar.draw(
            in: canvas, x: viewport.maxX - 1, top: viewport.minY, height: viewport.height, total: rows.count,
            first: top)
    }

    /// Rows with a `.listRowBackground` are painted under their content.
    private func drawRowBackgrounds(in canvas: CellCanvas) {
        for index in rowFrames.rows(meeting: canvas.clip) {
            guard let frame = rowFrames[index], frame.intersects(canvas.clip), let row = child(for: index),
                let paint = row.traitAlongFirstChildren(ObjectIdentifier(ListRowBackgroundTrait.self), depth: 6)
                    as? ListRowPaint
            else { continue }
            switch paint {
            case .color(let color): canvas.fill(frame, style: CellStyle(background: color))
            case .gradient(let gradient): canvas.fill(frame, gradient: gradient)
            }
        }
    }

    @_spi(ShojiRuntime) public override func drawOverlay(in canvas: CellCanvas) {
        let focused = isFocused
        let tint = node.environment.tint ?? .accentColor
        for index in rowFrames.rows(meeting: canvas.clip) {
            // Rows outside the damaged area are left alone: asking the selection costs a call per row.
            guard let frame = rowFrames[index], frame.intersects(canvas.clip) else { continue }
            let offset = index - window.lowerBound
            guard offset >= 0, offset < windowRows.count else { continue }
            let row = windowRows[offset]
            let selected = selection?.isRowSelected(row.elementID, row.element) ?? false
            if focused && index == cursor {
                canvas.restyle(frame) { $0.attributes.insert(.reverse) }
            } else if selected {
                canvas.restyle(frame) { $0.background = tint }
            }
        }
    }

    private func damageVisibleRows() {
        if node.hasFrame { node.graph.addDamage(node.frame) }
    }

    // MARK: Input

    private func moveCursor(to index: Int) {
        guard rows.count > 0 else { return }
        var i = min(max(0, index), rows.count - 1)
        // Skip section headers in the direction of travel.
        let step = i >= cursor ? 1 : -1
        while rows.row(i).isHeader {
            let next = i + step
            if next < 0 || next >= rows.count { break }
            i = next
        }
        // The two rows whose highlight moves; if the list scrolls to show the new one, ``place(in:children:)``
        // repaints all of it.
        damageRow(cursor)
        damageRow(i)
        cursor = i
        cursorID = rows.id(of: i)
        keepCursorVisible = true
        node.setNeedsRelayoutInPlace()
    }

    /// Arrow keys move the selection in a single-selection list; in a multiple-selection list they only
    /// move the cursor (Space adds or removes rows).
    /// A single-selection list with nothing selected selects the row under its cursor when it gains focus:
    /// the highlighted row is the selected one, so commands on the selection (edit, delete) apply to it.
    @_spi(ShojiRuntime) public override func modifyEnvironment(_ environment: inout EnvironmentValues) {
        environment.listSelection = selection
    }

    @_spi(ShojiRuntime) public override func didGainFocus() {
        if let selection, !selection.isMultiple, selection.isEmpty() { selectCursor() }
    }

    private func selectCursor() {
        guard let selection, !selection.isMultiple, rows.count > 0 else { return }
        let row = rows.row(cursor)
        if !row.isHeader { selection.select(row.id, row.element) }
    }

    /// Enter / Space: the row's first interactive element, else selection.
    private func activateCursor() {
        guard rows.count > 0 else { return }
        if let rowNode = child(for: cursor), let target = rowNode.firstInteractiveDescendant(),
            let live = node.graph.focus.refreshPath(to: target)
        {
            _ = live.behavior.activate()
            return
        }
        guard let selection else { return }
        let row = rows.row(cursor)
        if selection.isMultiple { selection.toggle(row.id, row.element) } else { selection.select(row.id, row.element) }
        node.environment.splitView?.behavior?.columnActivated(from: node, movingFocus: !selection.isMultiple)
    }

    /// The ids the primary action gets: the row under the cursor, as a `Set<AnyHashable>` (the modifier
    /// casts it to the set of the id type it declared).
    private func primarySelection() -> Any {
        guard let id = rows.row(cursor).id else { return Set<AnyHashable>() }
        return Set([id])
    }

    /// The editing actions of the row under the cursor (an editable `ForEach`'s row), if any.
    private var cursorEditing: RowEditing? {
        guard rows.count > 0, let row = child(for: cursor) else { return nil }
        return row.traitAlongFirstChildren(ObjectIdentifier(RowEditingTrait.self), depth: 4) as? RowEditing
    }

    @_spi(ShojiRuntime) public override func handleKey(_ key: KeyPress) -> Bool {
        let page = max(1, viewport.height - 1)
        // Deleting and moving rows of an editable `ForEach` (onDelete / onMove). The row's trait is
        // looked up only for those keys (a walk down the row's first children, for every key otherwise).
        let editingKey: Bool
        switch key.key {
        case .delete, .backspace: editingKey = true
        case .up, .down: editingKey = key.modifiers.contains(.option)
        default: editingKey = false
        }
        if editingKey, let editing = cursorEditing {
            switch key.key {
            case .delete, .backspace:
                if let delete = editing.delete {
                    delete()
                    return true
                }
            case .up where key.modifiers.contains(.option):
                if let move = editing.moveUp {
                    move()  // the cursor follows the row's id when the rows are collected again
                    return true
                }
            case .down where key.modifiers.contains(.option):
                if let move = editing.moveDown {
                    move()
                    return true
                }
            default:
                break
            }
        }
        // The row's swipe actions and context menu (F10).
        if key.key == .function(10), rows.count > 0, let row = child(for: cursor),
            let actions = RowActionsBehavior.find(in: row)
        {
            actions.open()
            return true
        }
        if rows.count > 0, let outline = rows.outline(at: cursor), handleOutlineKey(key, outline) { return true }
        switch key.key {
        case .up:
            moveCursor(to: cursor - 1)
            selectCursor()
        case .down:
            moveCursor(to: cursor + 1)
            selectCursor()
        case .pageUp:
            moveCursor(to: cursor - page)
            selectCursor()
        case .pageDown:
            moveCursor(to: cursor + page)
            selectCursor()
        case .home:
            moveCursor(to: 0)
            selectCursor()
        case .end:
            moveCursor(to: rows.count - 1)
            selectCursor()
        case .enter:
            if let primary = node.environment.listPrimaryAction, rows.count > 0 {
                primary.run(primarySelection())
            } else {
                activateCursor()
            }
        case .character(" "): activateCursor()
        default: return false
        }
        return true
    }

    /// → expands the outline row under the cursor (or steps into it), ← collapses it (or goes to its
    /// parent), ⌥→ and `*` expand it and everything below it, as an outline view on the Mac.
    private func handleOutlineKey(_ key: KeyPress, _ row: OutlineRowInfo) -> Bool {
        switch key.key {
        case .right where key.modifiers.contains(.option), .character("*"):
            guard row.canExpand else { return false }
            expansion.expand(row.expandableSubtree())
        case .right:
            if row.canExpand && !row.isExpanded {
                expansion.toggle(row.id)
            } else if row.isExpanded {
                moveCursor(to: cursor + 1)
                selectCursor()
            } else {
                return false
            }
        case .left:
            if row.isExpanded {
                expansion.collapse(row.id)
            } else if row.depth > 0,
                let parent = (0..<cursor).reversed().first(where: { rows.outline(at: $0)?.depth == row.depth - 1 })
            {
                moveCursor(to: parent)
                selectCursor()
            } else {
                return false
            }
        default:
            return false
        }
        return true
    }

    @_spi(ShojiRuntime) public override func handleMouse(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .scrollUp, .scrollDown:
            let delta = event.kind == .scrollUp ? -3 : 3
            top = min(max(0, top + delta), max(0, rows.count - max(1, viewport.height)))
            topID = rows.count > 0 ? rows.id(of: top) : nil
            node.setNeedsRelayoutInPlace()
            damageVisibleRows()
            return true
        case .click:
            guard let index = rowFrames.row(containing: event.location) else { return false }
            moveCursor(to: index)
            if let selection, selection.isMultiple {
                let row = rows.row(index)
                if !row.isHeader { selection.select(row.id, row.element) }
            } else {
                selectCursor()
            }
            if selection != nil { node.environment.splitView?.behavior?.columnActivated(from: node) }
            return true
        case .drag, .release:
            return false
        }
    }

    @_spi(ShojiRuntime) public override func scrollToVisible(_ rect: Rect) -> Bool { false }

    @_spi(ShojiRuntime) public override func scrollTo(id: AnyHashable, anchor: UnitPoint?) -> Bool {
        guard let index = rows.index(of: .other(id)) else { return false }
        let height = max(1, viewport.height)
        let fraction = anchor?.y ?? (index < top ? 0 : 1)
        if anchor != nil || index < top || index >= top + height {
            top = max(0, min(index - Int((Double(height - 1) * fraction).rounded()), max(0, rows.count - height)))
            topID = rows.id(of: top)
            node.setNeedsRelayoutInPlace()
            damageVisibleRows()
        }
        return true
    }
}

private struct ListSelectionKey: EnvironmentKey {
    static var defaultValue: ListSelection? { nil }
}

extension EnvironmentValues {
    /// The selection of the list around a row (a `NavigationLink(value:)` in a row with selection selects).
    var listSelection: ListSelection? {
        get { self[ListSelectionKey.self] }
        set { self[ListSelectionKey.self] = newValue }
    }
}
