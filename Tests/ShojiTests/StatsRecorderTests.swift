import Testing

@_spi(ShojiRuntime) @testable import ShojiCore

/// The per-frame tallies of ``StatsRecorder``: a frame that evaluates what the last one did shares its
/// dictionary; any other frame gets its own, exact counts.
@MainActor
@Suite struct StatsRecorderTests {
    /// Records one frame that evaluated `names` (in that order, a name once per evaluation).
    private func frame(_ recorder: StatsRecorder, _ names: [String]) -> [String: Int] {
        for name in names { recorder.recordEvaluation(recorder.tally(named: name)) }
        return recorder.finish(bytes: 0, micros: 0, nodes: 0).evaluated
    }

    @Test func eachFrameCountsWhatItEvaluatedWhateverTheFrameBefore() {
        let recorder = StatsRecorder()
        #expect(frame(recorder, ["Row", "Header"]) == ["Row": 1, "Header": 1])
        // The same views as often: the same counts (the dictionary is shared).
        #expect(frame(recorder, ["Row", "Header"]) == ["Row": 1, "Header": 1])
        // As many views, another one among them.
        #expect(frame(recorder, ["Row", "Footer"]) == ["Row": 1, "Footer": 1])
        // The same views, one of them twice.
        #expect(frame(recorder, ["Row", "Footer", "Row"]) == ["Row": 2, "Footer": 1])
        #expect(frame(recorder, ["Row", "Footer", "Footer"]) == ["Row": 1, "Footer": 2])
        // The same views in another order.
        #expect(frame(recorder, ["Footer", "Row", "Footer"]) == ["Row": 1, "Footer": 2])
        #expect(frame(recorder, ["Header"]) == ["Header": 1])
        #expect(frame(recorder, []) == [:])
        #expect(frame(recorder, ["Header"]) == ["Header": 1])
        #expect(recorder.totalEvaluated == ["Row": 7, "Header": 4, "Footer": 6])
    }
}
