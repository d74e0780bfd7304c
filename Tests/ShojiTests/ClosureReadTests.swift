import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// A `ForEach` whose content closure reads the parent's `@State`: the body itself never reads it.
private struct SuffixRows: View {
    @State private var suffix = "a"
    var body: some View {
        VStack(alignment: .leading) {
            Button("Grow") { suffix += "b" }
            ForEach(0..<3) { i in
                Text("row \(i) \(suffix)")
            }
        }
    }
}

private struct Item: Identifiable {
    let id: Int
}

/// A lazy `List` whose row closure reads a model property the screen's body never reads.
private struct MarkedList: View {
    let marker: Marker
    let items = (0..<1_000).map(Item.init)
    var body: some View {
        List(items) { item in
            Text("item \(item.id) \(marker.suffix)")
        }
    }
}

@MainActor
@Suite struct ClosureReadTests {
    @Test func forEachContentReadingParentStateUpdates() throws {
        let host = TestHost(SuffixRows(), width: 40, height: 10)
        #expect(host.text.contains("row 2 a"))
        let frame = try #require(host.press("Enter"))
        #expect(host.text.contains("row 0 ab"))
        #expect(host.text.contains("row 2 ab"))
        #expect(frame.evaluated["SuffixRows"] == nil, "the body never read the state: only the rows change")
    }

    @Test func lazyListRowClosureReadingAModelUpdates() throws {
        let marker = Marker()
        let host = TestHost(MarkedList(marker: marker), width: 40, height: 10)
        #expect(host.text.contains("item 3 a"))
        marker.suffix = "z"
        let frame = try #require(host.update())
        #expect(host.text.contains("item 3 z"))
        #expect(frame.evaluated["MarkedList"] == nil)
        marker.unrelated += 1
        #expect(host.update() == nil, "a property no closure read changes nothing")
    }
}
