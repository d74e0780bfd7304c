import Shoji
import Testing

@MainActor
@Suite struct ScreenMismatchTests {
    private func host() -> TestHost {
        TestHost(
            VStack(alignment: .leading) {
                Text("Name  Ada")
                Text("日本 wide")
                Text("[ Save ]")
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), width: 12, height: 4)
    }

    @Test func aMatchingScreenIsNoMismatchWhateverTheTrailingSpacesAndBlankRows() {
        let host = host()
        #expect(host.screenMismatch(["Name  Ada   ", "日本 wide", "[ Save ]"]) == nil)
        expectScreen(host, ["Name  Ada", "日本 wide", "[ Save ]", ""])
    }

    @Test func aMismatchNamesTheRowsAndMarksTheFirstDifferingColumn() throws {
        let host = host()
        let mismatch = try #require(host.screenMismatch(["Name Ada", "日本 wide", "[ Save ]", "extra"]))
        #expect(mismatch.rows == [0, 3])
        #expect(mismatch.actual == ["Name  Ada", "日本 wide", "[ Save ]", ""])
        let text = mismatch.description
        #expect(text.hasPrefix("screen differs in rows 0, 3 (expected ≠ actual):"))
        #expect(text.contains("  0 │Name Ada │ expected"))
        #expect(text.contains("    │Name  Ada│ actual"))
        #expect(text.contains("    │     ^   │"))
    }

    @Test func aRegionIsComparedByCellsWithWideCharactersWhole() {
        let host = host()
        #expect(host.screenMismatch(["本 wi"], in: Rect(x: 2, y: 1, width: 5, height: 1)) == nil)
        // A wide character cut by the region's edge is left out.
        #expect(host.screenMismatch([" wide"], in: Rect(x: 3, y: 1, width: 9, height: 1)) == nil)
        #expect(host.screenMismatch(["Save"], in: Rect(x: 2, y: 2, width: 4, height: 1)) == nil)
        #expect(host.screenMismatch(["Sav"], in: Rect(x: 2, y: 2, width: 4, height: 1))?.rows == [0])
    }
}
