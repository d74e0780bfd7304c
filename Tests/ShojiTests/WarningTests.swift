import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// Shows one book but reads the whole shelf (the articles' "unnecessary dependency").
private struct GreedyRow: View {
    let shelf: Shelf
    let index: Int
    var body: some View {
        let _ = shelf.books.count
        Text(shelf.books[index])
    }
}

/// Shows one book, given only that book.
private struct PoliteRow: View {
    let title: String
    var body: some View { Text(title) }
}

@MainActor
@Suite struct WarningTests {
    @Test func eagerContainersWithThousandsOfChildrenAreReported() throws {
        struct Eager: View {
            var body: some View { VStack { ForEach(0..<2_000) { Text("row \($0)") } } }
        }
        let host = TestHost(Eager(), width: 40, height: 10)
        let first = try #require(host.frames.first)
        #expect(
            first.warnings.contains { $0.contains("Eager builds 2000 views") && $0.contains("LazyVStack") },
            "\(first.warnings)")
        #expect(first.jsonLine.contains("\"warnings\":["))
    }

    @Test func oneChangeInvalidatingManyViewsOfOneTypeIsReported() throws {
        let shelf = Shelf()
        let host = TestHost(
            VStack { ForEach(0..<30) { i in GreedyRow(shelf: shelf, index: i) } }, width: 40, height: 40)
        shelf.books.append("New book")
        let frame = try #require(host.update())
        #expect(frame.warnings.contains { $0.contains("30 GreedyRow views") }, "\(frame.warnings)")
        // Once per cause.
        shelf.books.append("Another")
        #expect(host.update().map { Self.countWarnings($0.warnings) } == [])
    }

    /// A slow frame is reported once, naming what it evaluated most; later slow frames add nothing.
    @Test func aSlowFrameIsReportedOnce() {
        let warnings = PerformanceWarnings()
        var first = FrameStats()
        first.evaluated = ["Row": 30, "Header": 1]
        warnings.checkFrame(&first, micros: PerformanceWarnings.slowFrameMicros - 1)
        #expect(first.warnings.isEmpty)
        warnings.checkFrame(&first, micros: 20_000)
        #expect(first.warnings == ["a frame took 20 ms (over 16 ms); it evaluated Row×30, Header×1"])
        var second = FrameStats()
        second.evaluated = ["Row": 30]
        warnings.checkFrame(&second, micros: 40_000)
        #expect(second.warnings.isEmpty)
        #expect(warnings.latest == first.warnings.first)
    }

    /// The warnings about counts, without the one about a frame's wall time (a loaded machine can stall
    /// any frame; tests assert counts, never time).
    static func countWarnings(_ warnings: [String]) -> [String] {
        warnings.filter { !$0.hasPrefix("a frame took") }
    }

    @Test func viewsGivenOnlyWhatTheyShowRaiseNothing() throws {
        let shelf = Shelf()
        struct Polite: View {
            let shelf: Shelf
            var body: some View { VStack { ForEach(shelf.books, id: \.self) { PoliteRow(title: $0) } } }
        }
        let host = TestHost(Polite(shelf: shelf), width: 40, height: 40)
        shelf.books.append("New book")
        let frame = try #require(host.update())
        #expect(Self.countWarnings(frame.warnings).isEmpty, "\(frame.warnings)")
        #expect(frame.evaluated["PoliteRow"] == 1)
    }
}
