import ShojiTesting
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

@MainActor
@Suite struct GridTests {
    @Test func gridColumnsAreAsWideAsTheirWidestCell() {
        let host = TestHost(
            Grid(alignment: .leading) {
                GridRow {
                    Text("Name")
                    Text("Role")
                }
                Divider()
                GridRow {
                    Text("Ada Lovelace")
                    Text("Engineer")
                }
                GridRow {
                    Text("Notes span both").gridCellColumns(2)
                }
                GridRow {
                    Text("1")
                    Text("2").gridColumnAlignment(.trailing)
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading),
            width: 30, height: 6)
        host.expectSnapshot("screen")
    }

    @Test func lazyVGridFillsFlexibleColumnsRowByRow() {
        let host = TestHost(
            LazyVGrid(columns: [GridItem(), GridItem(), GridItem()]) {
                ForEach(1...7, id: \.self) { Text("c\($0)") }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top),
            width: 32, height: 4)
        host.expectSnapshot("screen")
        let c1 = host.find("c1")!
        let c4 = host.find("c4")!
        #expect(c1.x == c4.x, "columns line up")
    }

    @Test func adaptiveColumnsFitTheWidthAndFocusMovesInTwoDimensions() {
        let host = TestHost(
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], spacing: 16) {
                ForEach(1...6, id: \.self) { n in Button("B\(n)") {} }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top),
            width: 40, height: 6)
        let first = host.find("B1")!
        let second = host.find("B2")!
        #expect(first.y == second.y, "\(host.lines)")
        let rowsUsed = Set(["B1", "B2", "B3", "B4", "B5", "B6"].compactMap { host.find($0)?.y }).count
        #expect(rowsUsed == 2, "adaptive columns of ≥ 10 cells in 40: three per row: \(host.lines)")
        #expect(host.focusedView?.text == "[ B1 ]")
        host.press("Down")
        #expect(host.focusedView?.text == "[ B4 ]")
        host.press("Right")
        #expect(host.focusedView?.text == "[ B5 ]")
    }

    @Test func lazyHGridFillsRowsColumnByColumn() {
        let host = TestHost(
            LazyHGrid(rows: [GridItem(.fixed(16)), GridItem(.fixed(16))]) {
                ForEach(1...4, id: \.self) { Text("r\($0)") }
            }, width: 20, height: 2)
        host.expectSnapshot("screen")
    }
}
