import Foundation
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

private let clockStart = Date(timeIntervalSince1970: 1_800_000_000)

private struct TimelineTicker: View {
    let date: Date
    var body: some View { Text("t+\(Int(date.timeIntervalSince(clockStart)))") }
}

private struct Clocks: View {
    @State var shown = true
    var body: some View {
        VStack {
            Toggle("Clock", isOn: $shown)
            if shown {
                TimelineView(.periodic(from: clockStart, by: 1)) { context in
                    TimelineTicker(date: context.date)
                }
            }
        }
    }
}

private struct HiddenClock: View {
    var body: some View {
        TabView {
            Text("First tab").tabItem { Text("One") }
            TimelineView(.periodic(from: clockStart, by: 1)) { TimelineTicker(date: $0.date) }
                .tabItem { Text("Two") }
        }
    }
}

@MainActor
@Suite struct TimelineTests {
    @Test func contentIsBuiltOncePerPeriodAndNotWhenRemoved() {
        let host = TestHost(Clocks(), width: 30, height: 3)
        #expect(host.text.contains("t+0"))
        let before = host.totalEvaluations["TimelineTicker"] ?? 0
        #expect(host.advanceClock(ticks: 30) == 3, "30 ticks of 0.1 s: three periods, three frames")
        #expect(host.text.contains("t+3"))
        #expect((host.totalEvaluations["TimelineTicker"] ?? 0) - before == 3)
        host.press("Space")  // remove the timeline
        #expect(!host.text.contains("t+"))
        #expect(host.advanceClock(ticks: 30) == 0, "nothing time-dependent on screen: the clock is stopped")
    }

    @Test func aHiddenTimelineCostsNothing() {
        let host = TestHost(HiddenClock(), width: 30, height: 3)
        let before = host.totalEvaluations["TimelineTicker"] ?? 0
        #expect(host.advanceClock(ticks: 30) == 0, "on a hidden tab")
        #expect((host.totalEvaluations["TimelineTicker"] ?? 0) == before)
        host.press("Alt-2")
        #expect(host.text.contains("t+"), "\(host.lines)")
        #expect(host.advanceClock(ticks: 10) == 1)
    }

    @Test func datesInTextAndInterpolation() {
        let now = Date()
        #expect(DateText.string(now.addingTimeInterval(130), style: .timer, now: now) == "2:10")
        #expect(DateText.string(now.addingTimeInterval(2 * 3600 + 600), style: .relative, now: now) == "2 hr, 10 min")
        #expect(DateText.string(now.addingTimeInterval(-3 * 86_400), style: .offset, now: now) == "-3 days")
        #expect("\(3.14159, specifier: "%.2f")" == "3.14")
        #expect("\(0.25, format: .percent)" == "25%")
        let host = TestHost(Text(clockStart, style: .date), width: 40, height: 1)
        #expect(host.text.contains("2027"), "\(host.lines)")
        // Interpolated with a style, as apps write it (issue 25).
        let updated = TestHost(Text("Updated \(clockStart, style: .date)"), width: 40, height: 1)
        #expect(updated.text.contains("Updated") && updated.text.contains("2027"), "\(updated.lines)")
        #expect("in \(now.addingTimeInterval(130), style: .timer)".hasPrefix("in 2:"))
    }
}
