/// Merges damaged rectangles so each cell is drawn once per frame.
@_spi(ShojiRuntime) public enum DamageList {
    /// The union of `rects` as few rectangles as overlap or nearly touch on the same rows; more than
    /// 24 become their bounding rectangle.
    static func merge(_ rects: [Rect]) -> [Rect] {
        var result: [Rect] = []
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
        if result.count > 24 { return [result.reduce(Rect.zero) { $0.union($1) }] }
        return result
    }

    /// On the same rows and at most two cells apart (so a line changed in pieces — a row's glyph and its
    /// title — is drawn in one pass).
    private static func touches(_ a: Rect, _ b: Rect) -> Bool {
        a.minY == b.minY && a.maxY == b.maxY && (b.minX - a.maxX <= 2 && a.minX - b.maxX <= 2)
    }
}
