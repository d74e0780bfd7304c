extension ScreenBuffer {
    /// Calls `body` with each run of cells in this buffer that differs from `shown` (every cell when
    /// `everything` is set), row by row, left to right, and returns how many cells differ.
    ///
    /// A run is widened so it never starts or ends inside a wide character: the terminal must receive a
    /// wide character whole. When `shown` has another size, every cell counts as changed. With `rows`,
    /// only those rows are compared (the caller knows the others are unchanged: nothing was painted
    /// there); rows outside the buffer are skipped.
    @discardableResult
    func forEachChangedRun(
        comparedWith shown: ScreenBuffer, everything: Bool = false, rows: [Range<Int>]? = nil,
        _ body: (_ row: Int, _ start: Int, _ end: Int) -> Void
    ) -> Int {
        let everything = everything || size != shown.size
        let rows = everything ? [0..<height] : (rows ?? [0..<height])
        var changed = 0
        cells.withUnsafeBufferPointer { new in
            shown.cells.withUnsafeBufferPointer { old in
                // Compared field by field where the cells are stored: a subscript would copy each cell
                // (retaining its text) to compare it.
                // (With `everything` the shown buffer is not read: it may be empty.)
                guard let n = new.baseAddress else { return }
                let s = old.baseAddress ?? n
                for range in rows {
                    for y in max(0, range.lowerBound)..<max(max(0, range.lowerBound), min(height, range.upperBound)) {
                        let row = y * width
                        var x = 0
                        while x < width {
                            if !everything && Cell.same(n + row + x, s + row + x) {
                                x += 1
                                continue
                            }
                            var end = x
                            while end < width && (everything || !Cell.same(n + row + end, s + row + end)) { end += 1 }
                            var start = x
                            if n[row + start].isContinuation && start > 0 { start -= 1 }
                            if end < width && n[row + end].isContinuation { end += 1 }
                            changed += end - x
                            body(y, start, end)
                            x = end
                        }
                    }
                }
            }
        }
        return changed
    }
}
