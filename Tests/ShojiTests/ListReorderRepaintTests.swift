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
}
