// PeersWarmth.swift — the peer toggle (issue 29) at several pauses between keys, one program at a time: from
// keys back to back (each sent 0.5 ms after the last answer) to a person's pace (300 ms). On this machine
// a program's caches, TLB and branch predictors stay warm across a pause of a millisecond or two and are
// gone after ten or more: the rows show what a key costs warm and what the pause adds, so a gap at a
// person's pace can be told apart from a gap in the work itself.
import Foundation
import TerminalFixtures

extension Peers {
    /// The pauses measured, in seconds.
    static let pauses: [Double] = [0.0005, 0.002, 0.01, 0.05, 0.3]

    /// Key → last byte (µs, median of `samples`) per program and pause, at `size` tasks; Bubble Tea is left
    /// out (it answers on its 60 fps tick, whatever the pause).
    static func warmth(_ programs: [Program], size: Int = 10_000, samples: Int = 15) -> [String: [Double]] {
        var result: [String: [Double]] = [:]
        for program in programs where program.binary != "bubbletea" {
            guard let (pty, _) = startMeasured(program, size: size) else { continue }
            for key in program.setup {
                pty.send(key)
                _ = pty.readAvailable(waitMilliseconds: 200)
            }
            // What the setup drew, until 100 ms pass without a byte.
            while now() &- pty.lastReadTime < 100_000_000, pty.readAvailable(waitMilliseconds: 20) {}
            var medians: [Double] = []
            for pause in pauses {
                var values: [Double] = []
                for press in 0..<(samples + 3) {
                    usleep(useconds_t(pause * 1_000_000))
                    // Each program answers a toggle in one write: 0.5 ms without a byte ends the answer.
                    let latency = Processes.timedKey(pty, key: " ", quietMicros: 500, drainingFirst: false).micros
                    if press >= 3, latency > 0 { values.append(latency) }
                }
                medians.append(values.isEmpty ? -1 : Summary(values).median)
            }
            pty.send("q")
            pty.send("\u{03}")
            _ = pty.waitForExit()
            result[program.name] = medians
        }
        return result
    }

    /// Prints ``warmth(_:size:samples:)``'s table and returns its figures for bench-results.json.
    static func printWarmth(_ programs: [Program], size: Int = 10_000) -> [String: [String: Double]] {
        let figures = warmth(programs, size: size)
        print("\nPeer toggle by pause between keys, N = \(size) (key → last byte, µs; one program at a time)")
        print(
            "  " + "pause".padding(toLength: 16, withPad: " ", startingAt: 0)
                + pauses.map(pauseLabel).map { String(repeating: " ", count: max(1, 9 - $0.count)) + $0 }.joined())
        var extra: [String: [String: Double]] = [:]
        for program in programs {
            guard let row = figures[program.name] else { continue }
            print(
                "  \(program.name.padding(toLength: 16, withPad: " ", startingAt: 0))"
                    + row.map { String(format: "%9.0f", $0) }.joined())
            for (pause, value) in zip(pauses, row) {
                extra["peer toggle by pause, \(program.name), \(pauseLabel(pause))"] = ["median": value]
            }
        }
        return extra
    }

    private static func pauseLabel(_ pause: Double) -> String {
        pause < 0.001 ? String(format: "%.1f ms", pause * 1000) : String(format: "%.0f ms", pause * 1000)
    }
}
