import Foundation
import Testing

@testable import CompatStopwatch
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

@MainActor
@Suite struct StopwatchCompatibilityTests {
    @Test func startLapStopAndReset() throws {
        let stopwatch = Stopwatch()
        let host = TestHost(StopwatchView(stopwatch: stopwatch), width: 60, height: 16)
        #expect(host.text.contains("00:00.0"))
        host.click("Start")
        #expect(stopwatch.isRunning)
        #expect(host.text.contains("Stop"))
        #expect(!host.text.contains("Start"))
        stopwatch.tick(by: 65.3)
        host.update()
        #expect(host.text.contains("01:05.3"), "\(host.text)")
        host.click("Lap")
        #expect(host.text.contains("Lap 1"))
        host.click("Stop")
        #expect(!stopwatch.isRunning)
        #expect(host.text.contains("Start"))
        host.click("Reset")
        #expect(host.text.contains("00:00.0"))
        #expect(!host.text.contains("Lap 1"))
    }

    @Test func lapIsDisabledUntilStarted() throws {
        let stopwatch = Stopwatch()
        let host = TestHost(StopwatchView(stopwatch: stopwatch), width: 60, height: 16)
        host.click("Lap")
        #expect(stopwatch.laps.isEmpty)
        #expect(!host.text.contains("Lap 1"))
    }

    @Test func theTimerPublisherAdvancesTheDisplay() async throws {
        let host = TestHost(ContentView(), width: 60, height: 20)
        #expect(host.text.contains("Session: 0s"))
        host.click("Start")
        var sawTime = false
        var sawSession = false
        for _ in 0..<40 {
            try await Task.sleep(for: .milliseconds(100))
            host.update()
            sawTime = sawTime || !host.text.contains("00:00.0")
            sawSession = host.text.contains("Session: ") && !host.text.contains("Session: 0s")
            if sawTime && sawSession { break }
        }
        #expect(sawTime, "Timer.publish in the view model ticks: \(host.text)")
        #expect(sawSession, ".onReceive(Timer.publish) runs: \(host.text)")
        host.click("Stop")
    }
}
