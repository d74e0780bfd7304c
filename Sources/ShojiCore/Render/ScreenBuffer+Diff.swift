extension ScreenBuffer {
    /// Calls `body` with each run of cells in this buffer that differs from `shown` (every cell when
    /// `everything` is set), row by row, left to right, and returns how many cells differ.
    ///
    /// A run is widened so it never starts or ends inside a wide character: the terminal must receive a
    /// wide character whole. When `shown` has another size, every cell counts as changed. With `areas`
    /// (disjoint rectangles), only the cells in them are compared (the caller knows the others are
    /// unchanged: nothing was painted there), which for a changed digit is a few cells rather than its
    /// whole row; cells outside the buffer are skipped.
    @discardableResult
    func forEachChangedRun(
        comparedWith shown: ScreenBuffer, everything: Bool = false, areas: [Rect]? = nil,
        _ body: (_ row: Int, _ start: Int, _ end: Int) -> Void
    ) -> Int {
        let everything = everything || size != shown.size
        var changed = 0
        cells.withUnsafeBufferPointer { new in
            shown.cells.withUnsafeBufferPointer { old in
                // Compared field by field where the cells are stored: a subscript would copy each cell
                // (retaining its text) to compare it.
                // (With `everything` the shown buffer is not read: it may be empty.)
                guard let n = new.baseAddress else { return }
                let s = old.baseAddress ?? n
                /// Reports the changed runs of row `y` between columns `from` and `to`.
                func scan(_ y: Int, _ from: Int, _ to: Int) {
                    let row = y * width
                    var x = from
                    while x < to {
                        if !everything && Cell.same(n + row + x, s + row + x) {
                            x += 1
                            continue
                        }
                        var end = x
                        while end < to && (everything || !Cell.same(n + row + end, s + row + end)) { end += 1 }
                        var start = x
                        if n[row + start].isContinuation && start > 0 { start -= 1 }
                        if end < width && n[row + end].isContinuation { end += 1 }
                        changed += end - x
                        body(y, start, end)
                        x = end
                    }
                }
                if let areas, !everything {
                    // Only where painting happened (disjoint rectangles): elsewhere the two are equal.
                    for area in areas {
                        let x0 = max(0, area.minX)
                        let x1 = min(width, area.maxX)
                        guard x0 < x1 else { continue }
                        for y in max(0, area.minY)..<max(max(0, area.minY), min(height, area.maxY)) { scan(y, x0, x1) }
                    }
                    return
                }
                for y in 0..<height { scan(y, 0, width) }
            }
        }
        return changed
    }
}
