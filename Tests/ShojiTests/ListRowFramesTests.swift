import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// A list keeps its shown rows' frames in order (``ListRowFrames``) and asks which meet a damaged
/// rectangle: the answer must be what testing every frame gives, for every shape of rows and clip.
struct ListRowFramesTests {
    /// Rows from index `first`, of the given heights (0: an empty row), stacked from row 2 of the screen,
    /// 20 columns wide.
    private func frames(first: Int, heights: [Int]) -> ListRowFrames {
        var frames = ListRowFrames()
        var y = 2
        for (offset, h) in heights.enumerated() {
            frames.append(Rect(x: 0, y: y, width: 20, height: h), index: first + offset)
            y += h
        }
        return frames
    }

    @Test func rowsMeetingAClipAreTheOnesWhoseFramesIntersectIt() {
        let shapes: [(Int, [Int])] = [(0, []), (0, [1]), (5, [1, 1, 1, 1]), (3, [2, 0, 1, 3, 0, 0, 1]), (9, [0, 0])]
        let clips = [
            Rect(x: 0, y: 0, width: 20, height: 1), Rect(x: 0, y: 2, width: 20, height: 1),
            Rect(x: 0, y: 3, width: 5, height: 3), Rect(x: 25, y: 2, width: 3, height: 9),
            Rect(x: 19, y: 0, width: 1, height: 40), Rect(x: 0, y: 40, width: 20, height: 2),
            Rect(x: 0, y: 4, width: 20, height: 0),
        ]
        for (first, heights) in shapes {
            let rows = frames(first: first, heights: heights)
            for clip in clips {
                let expected = heights.indices.compactMap { offset -> Int? in
                    rows[first + offset]!.intersects(clip) ? first + offset : nil
                }
                let found = rows.rows(meeting: clip).filter { rows[$0]!.intersects(clip) }
                #expect(found == expected, "rows from \(first) \(heights), clip \(clip)")
                // The range holds no row outside the frames.
                #expect(rows.rows(meeting: clip).allSatisfy { rows[$0] != nil })
            }
        }
    }

    @Test func aRowIsFoundByIndexAndByPoint() {
        let rows = frames(first: 4, heights: [1, 2, 0, 1])
        #expect(rows[3] == nil && rows[8] == nil)
        #expect(rows[5] == Rect(x: 0, y: 3, width: 20, height: 2))
        #expect(rows.row(containing: Point(x: 3, y: 4)) == 5)
        #expect(rows.row(containing: Point(x: 3, y: 5)) == 7)
        #expect(rows.row(containing: Point(x: 30, y: 2)) == nil)
        #expect(ListRowFrames() == ListRowFrames())
        #expect(rows != frames(first: 5, heights: [1, 2, 0, 1]))
    }
}
