import Observation
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

@Observable private final class FanCounter {
    var value = 0
}

/// Shows one counter's value.
private struct CounterLabel: View {
    let counter: FanCounter
    var body: some View { Text("\(counter.value)") }
}

/// 30 labels of one shared counter, or of 30 counters of their own.
private struct Labels: View {
    let counters: [FanCounter]
    var body: some View {
        VStack {
            ForEach(0..<30, id: \.self) { i in CounterLabel(counter: counters[i % counters.count]) }
        }
    }
}

/// The overlay's fan-out warning names one write that invalidated many views, and not many writes that
/// invalidated one view each (a process monitor's refresh that changed 30 processes' CPU%).
@MainActor
@Suite struct FanOutWarningTests {
    @Test func oneWriteReadByThirtyViewsWarns() throws {
        let shared = FanCounter()
        let host = TestHost(Labels(counters: [shared]), width: 10, height: 32)
        shared.value = 1
        let frame = try #require(host.update())
        #expect(
            frame.warnings.contains { $0.contains("one change invalidated 30 CounterLabel views") }, "\(frame.warnings)"
        )
    }

    @Test func thirtyWritesReadByOneViewEachDoNot() throws {
        let counters = (0..<30).map { _ in FanCounter() }
        let host = TestHost(Labels(counters: counters), width: 10, height: 32)
        for counter in counters { counter.value = 1 }
        let frame = try #require(host.update())
        #expect(frame.evaluated["CounterLabel"] == 30)
        #expect(!frame.warnings.contains { $0.contains("fan-out") || $0.contains("one change") }, "\(frame.warnings)")
        // The same write twice in one batch is still one view per write.
        for counter in counters { counter.value = 2 }
        counters[0].value = 3
        let again = try #require(host.update())
        #expect(again.warnings.isEmpty, "\(again.warnings)")
    }
}
