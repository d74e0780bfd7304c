import Foundation
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// The cell diff: which runs of a frame reach the backend.
@Suite struct CellDiffTests {
    private func buffer(_ rows: [String]) -> ScreenBuffer {
        setlocale(LC_ALL, "C.UTF-8")  // character widths need a UTF-8 locale
        var b = ScreenBuffer(size: Size(width: 6, height: rows.count))
        for (y, row) in rows.enumerated() {
            var x = 0
            for ch in row {
                let w = TextWidth.of(ch)
                b.set(x: x, y: y, Cell(text: String(ch), width: UInt8(w)))
                x += w
            }
        }
        return b
    }

    private func runs(_ new: ScreenBuffer, _ old: ScreenBuffer, everything: Bool = false) -> ([[Int]], Int) {
        var found: [[Int]] = []
        let changed = new.forEachChangedRun(comparedWith: old, everything: everything) { found.append([$0, $1, $2]) }
        return (found, changed)
    }

    @Test func onlyChangedRunsRowByRow() {
        let (found, changed) = runs(buffer(["abcdef", "ghijkl"]), buffer(["abXdef", "ghijYZ"]))
        #expect(found == [[0, 2, 3], [1, 4, 6]])
        #expect(changed == 3)
        #expect(runs(buffer(["abc"]), buffer(["abc"])).0.isEmpty, "an identical frame sends nothing")
    }

    @Test func onlyTheGivenRowsAreCompared() {
        let new = buffer(["Xbcdef", "gYijkl", "mnZpqr"])
        let old = buffer(["abcdef", "ghijkl", "mnopqr"])
        var found: [[Int]] = []
        new.forEachChangedRun(
            comparedWith: old, areas: [Rect(x: 0, y: 0, width: 6, height: 1), Rect(x: 0, y: 2, width: 6, height: 7)]
        ) { found.append([$0, $1, $2]) }
        #expect(found == [[0, 0, 1], [2, 2, 3]], "row 1 was not painted, so it is not compared")
        found = []
        new.forEachChangedRun(comparedWith: old, everything: true, areas: []) { found.append([$0, $1, $2]) }
        #expect(found.count == 3, "everything overrides the areas")
        found = []
        new.forEachChangedRun(
            comparedWith: old, areas: [Rect(x: 0, y: -5, width: 6, height: 5), Rect(x: 0, y: 7, width: 6, height: 2)]
        ) { found.append([$0, $1, $2]) }
        #expect(found.isEmpty, "rows outside the buffer are skipped")
    }

    @Test func onlyTheGivenAreasAreCompared() {
        let new = buffer(["Xbcdef", "gYijkZ", "mnZpqr"])
        let old = buffer(["abcdef", "ghijkl", "mnopqr"])
        var found: [[Int]] = []
        let areas = [
            Rect(x: 0, y: 0, width: 3, height: 2), Rect(x: 4, y: 1, width: 9, height: 1),
            Rect(x: 9, y: 9, width: 2, height: 2),
        ]
        let changed = new.forEachChangedRun(comparedWith: old, areas: areas) { found.append([$0, $1, $2]) }
        #expect(found == [[0, 0, 1], [1, 1, 2], [1, 5, 6]], "row 2 was not painted; areas outside are skipped")
        #expect(changed == 3)
        // A run stops at the area's edge, and a wide character at the edge is sent whole.
        let wide = buffer(["ab日ef"])
        found = []
        wide.forEachChangedRun(comparedWith: buffer(["abcdef"]), areas: [Rect(x: 0, y: 0, width: 3, height: 1)]) {
            found.append([$0, $1, $2])
        }
        #expect(found == [[0, 2, 4]])
    }

    @Test func everythingSendsEveryRow() {
        let (found, changed) = runs(buffer(["ab", "cd"]), buffer(["ab", "cd"]), everything: true)
        #expect(found == [[0, 0, 6], [1, 0, 6]])
        #expect(changed == 12)
    }

    @Test func runsNeverSplitAWideCharacter() {
        // "日" takes columns 2 and 3; only its right half's cell differs from before.
        var old = buffer(["ab日ef"])
        old.set(x: 3, y: 0, Cell(text: "x"))
        let (found, _) = runs(buffer(["ab日ef"]), old)
        #expect(found == [[0, 2, 4]], "the run starts at the wide character's first column")
        let (second, _) = runs(buffer(["ab日ef"]), buffer(["abcdef"]))
        #expect(second.first?[1] == 2 && second.first?[2] == 4)
    }

    @Test func buffersOfDifferentSizesCountAsAllChanged() {
        let (found, changed) = runs(buffer(["ab"]), ScreenBuffer(size: Size(width: 3, height: 3)))
        #expect(found == [[0, 0, 6]])
        #expect(changed == 6)
    }
}
