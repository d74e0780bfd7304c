import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// `.offset` moves a view's drawing and clicks by whole cells and leaves the layout alone.
@MainActor
@Suite struct OffsetTests {
    @Test func offsetMovesTheDrawingNotTheLayout() {
        let host = TestHost(
            VStack(alignment: .leading, spacing: 0) {
                Text("A").frame(maxWidth: .infinity, alignment: .leading)
                Text("B").offset(x: 16, y: 16)
                Text("C")
                Text("D").offset(CGSize(width: -100, height: CGFloat.nan))
            }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), width: 10, height: 5)
        #expect(host.lines[0] == "A")
        #expect(host.lines[1] == "", "B left its row")
        #expect(host.lines[2] == "C B", "two columns right, one row down; C keeps its place")
        #expect(host.lines[3] == "", "D moved off the screen to the left; a NaN is no vertical offset")
        #expect(host.rowsDifferingFromFullRepaint() == [])
    }

    @Test func clicksFollowTheOffset() {
        final class Count { var value = 0 }
        let count = Count()
        let host = TestHost(
            VStack(alignment: .leading, spacing: 0) {
                Button("Go") { count.value += 1 }.offset(x: 40)
                Text("row").frame(maxWidth: .infinity)
            }.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading), width: 20, height: 3)
        #expect(host.lines[0].hasPrefix("     [ Go ]"), "\(host.lines)")
        host.click("Go")
        #expect(count.value == 1)
    }
}
