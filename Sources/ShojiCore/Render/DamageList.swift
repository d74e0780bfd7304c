/// Merges damaged rectangles so each cell is drawn once per frame.
@_spi(ShojiRuntime) public enum DamageList {
    /// The union of `rects` as few rectangles as overlap or nearly touch on the same rows; more than
    /// 24 become their bounding rectangle.
    static func merge(_ rects: [Rect]) -> [Rect] {
        var result: [Rect] = []
        merge(rects, into: &result)
        return result
    }

    /// ``merge(_:)`` into `result`, emptied first and keeping its storage (a frame's damage is merged into
    /// the same array every frame instead of a fresh one).
    static func merge(_ rects: [Rect], into result: inout [Rect]) {
        result.removeAllKeepingStorage()
        for rect in rects {
            var r = rect
            var merged = true
            while merged {
                merged = false
                for i in result.indices.reversed() where result[i].intersects(r) || touches(result[i], r) {
                    r = r.union(result[i])
                    result.remove(at: i)
                    merged = true
                }
            }
            result.append(r)
        }
        if result.count > 24 {
            let whole = result.reduce(Rect.zero) { $0.union($1) }
            result.removeAllKeepingStorage()
            result.append(whole)
        }
    }

    /// On the same rows and at most two cells apart (so a line changed in pieces — a row's glyph and its
    /// title — is drawn in one pass).
    private static func touches(_ a: Rect, _ b: Rect) -> Bool {
        a.minY == b.minY && a.maxY == b.maxY && (b.minX - a.maxX <= 2 && a.minX - b.maxX <= 2)
    }

    /// `rects` widened until no wide character of `buffer` straddles a left or right edge, merged again
    /// when any grew: filling a rectangle that cuts a wide character blanks both its halves (one outside
    /// the rectangle), where a repaint of the whole screen keeps it whole.
    static func wholeGlyphs(_ rects: [Rect], in buffer: ScreenBuffer) -> [Rect] {
        let width = buffer.size.width
        var grown = false
        var result = rects
        buffer.cells.withUnsafeBufferPointer { cells in
            guard let base = cells.baseAddress else { return }
            for i in result.indices {
                var r = result[i]
                var changed = true
                while changed {
                    changed = false
                    for y in max(0, r.minY)..<max(max(0, r.minY), min(buffer.size.height, r.maxY)) {
                        if r.minX > 0 && r.minX < width && base[y * width + r.minX].width == 0 {
                            r = Rect(x: r.minX - 1, y: r.minY, width: r.width + 1, height: r.height)
                            changed = true
                        }
                        if r.maxX < width && r.maxX > 0 && base[y * width + r.maxX - 1].width == 2 {
                            r = Rect(x: r.minX, y: r.minY, width: r.width + 1, height: r.height)
                            changed = true
                        }
                    }
                }
                if r != result[i] {
                    result[i] = r
                    grown = true
                }
            }
        }
        return grown ? merge(result) : rects
    }
}
