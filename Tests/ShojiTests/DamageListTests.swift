import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// Damaged rectangles are merged so each cell is drawn once per frame.
@Suite struct DamageListTests {
    @Test func overlappingRectanglesMerge() {
        let merged = DamageList.merge([Rect(x: 0, y: 0, width: 4, height: 2), Rect(x: 2, y: 1, width: 4, height: 2)])
        #expect(merged == [Rect(x: 0, y: 0, width: 6, height: 3)])
    }

    @Test func nearbyPiecesOfOneRowMerge() {
        let merged = DamageList.merge([Rect(x: 0, y: 5, width: 1, height: 1), Rect(x: 3, y: 5, width: 10, height: 1)])
        #expect(merged == [Rect(x: 0, y: 5, width: 13, height: 1)], "at most two cells apart on the same rows")
        let apart = DamageList.merge([Rect(x: 0, y: 5, width: 1, height: 1), Rect(x: 4, y: 5, width: 10, height: 1)])
        #expect(apart.count == 2)
    }

    @Test func separateRectanglesStaySeparate() {
        let rects = [Rect(x: 0, y: 0, width: 2, height: 1), Rect(x: 0, y: 5, width: 2, height: 1)]
        #expect(DamageList.merge(rects) == rects)
    }

    @Test func aChainMergesTransitively() {
        let merged = DamageList.merge([
            Rect(x: 0, y: 0, width: 2, height: 2), Rect(x: 10, y: 0, width: 2, height: 2),
            Rect(x: 1, y: 1, width: 10, height: 1),
        ])
        #expect(merged == [Rect(x: 0, y: 0, width: 12, height: 2)])
    }

    @Test func manyRectanglesBecomeTheirBounds() {
        let rects = (0..<30).map { Rect(x: 0, y: $0 * 2, width: 1, height: 1) }
        #expect(DamageList.merge(rects) == [Rect(x: 0, y: 0, width: 1, height: 59)])
    }

    @Test func mergingIntoAnArrayKeepsItsStorage() {
        let rects = [
            Rect(x: 0, y: 0, width: 4, height: 2), Rect(x: 2, y: 1, width: 4, height: 2),
            Rect(x: 0, y: 9, width: 2, height: 1),
        ]
        var result = [Rect](repeating: Rect(x: 7, y: 7, width: 1, height: 1), count: 6)
        let storage = result.withUnsafeBufferPointer { $0.baseAddress }
        DamageList.merge(rects, into: &result)
        #expect(result == DamageList.merge(rects), "what was in the array before is gone")
        #expect(result.withUnsafeBufferPointer { $0.baseAddress } == storage, "the same storage, not a new array")
        DamageList.merge((0..<30).map { Rect(x: 0, y: $0 * 2, width: 1, height: 1) }, into: &result)
        #expect(result == [Rect(x: 0, y: 0, width: 1, height: 59)])
    }

    @MainActor @Test func aDrainedListGetsItsStorageBack() {
        let graph = ViewGraph(
            content: EmptyView(), backend: MemoryBackend(size: Size(width: 4, height: 1)), recordsCauses: false,
            requestFrame: nil)
        let root: ViewNode = graph.root
        var list = [root]
        list.reserveCapacity(8)
        let storage = list.withUnsafeBufferPointer { $0.baseAddress }
        var taken: [ViewNode] = []
        swap(&taken, &list)
        taken.removeAllKeepingStorage()
        ViewGraph.giveBack(&taken, to: &list)
        #expect(list.isEmpty && taken.isEmpty)
        #expect(list.withUnsafeBufferPointer { $0.baseAddress } == storage, "the drained storage is the list's again")
        list.append(root)
        var refilled = [root, root]
        refilled.removeAllKeepingStorage()
        ViewGraph.giveBack(&refilled, to: &list)
        #expect(list.count == 1, "a list added to meanwhile keeps what was added")
    }
}
