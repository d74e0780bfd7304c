import Observation
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

@Observable private final class Ranking {
    var names = (1...30).map { "item \($0)" }
}

/// A list whose data is sorted again under its selection (a process monitor's refresh).
private struct RankingList: View {
    let ranking: Ranking
    @State var selection: String? = "item 1"
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Sort") { ranking.names.reverse() }
            List(ranking.names, id: \.self, selection: $selection) { Text($0) }
        }
    }
}

/// Found by `make explore` on the monitor: a sort that moved the selected row away left its highlight in
/// the row's margin, where the row that took its place does not draw.
@MainActor
@Suite struct ListReorderRepaintTests {
    @Test func aResortedListRepaintsTheRowsThatChanged() {
        let ranking = Ranking()
        let host = TestHost(RankingList(ranking: ranking), width: 30, height: 10)
        #expect(host.style(x: 0, y: 1).background != nil, "the selected row is tinted, margin included")
        ranking.names.reverse()
        host.update()
        #expect(host.rowsDifferingFromFullRepaint() == [], "\(host.lines)")
        #expect(host.style(x: 0, y: 1).background == nil)
        // Focused (the cursor row is reversed, margin included), sorted back.
        host.press("Tab")
        #expect(host.focusedView?.kind == "List")
        ranking.names.reverse()
        host.update()
        #expect(host.rowsDifferingFromFullRepaint() == [], "\(host.lines)")
    }

    /// A selection that follows the data's order (the monitor's bar on its first row until a process is
    /// chosen): set in the same update that sorts the rows again, the cursor went to the row that took
    /// the old selected row's place, not to the newly selected one.
    @Test func aSelectionSetAsTheRowsAreSortedAgainMovesTheCursorToIt() throws {
        let ranking = Ranking()
        let host = TestHost(FirstRowList(ranking: ranking), width: 30, height: 10)
        host.press("Tab")
        #expect(host.focusedView?.kind == "List")
        #expect(host.style(x: 2, y: 1).attributes.contains(.reverse), "the first row has the cursor")
        ranking.names.swapAt(0, 2)  // item 3 first, item 1 third
        host.update()
        #expect(host.lines[1].contains("item 3"), "\(host.lines)")
        #expect(host.style(x: 2, y: 1).attributes.contains(.reverse), "the cursor is on the new first row")
        #expect(!host.style(x: 2, y: 3).attributes.contains(.reverse), "\(host.lines)")
    }
}

/// A list whose selection is its first row until one is chosen.
private struct FirstRowList: View {
    let ranking: Ranking
    @State var chosen: String?
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Button("Sort") { ranking.names.reverse() }
            List(
                ranking.names, id: \.self,
                selection: Binding(get: { chosen ?? ranking.names.first }, set: { chosen = $0 })
            ) { Text($0) }
        }
    }
}
