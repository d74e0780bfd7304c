// PersonsPace.swift — latency as a person feels it: the release demo in a pseudo-terminal, one key every
// 300 ms (and every 50 ms), measured from the key's write to the last byte of the answer, with the frame's
// own time from SHOJI_STATS. A warm loop (200 presses back to back in one process) hides costs a person
// meets: caches gone cold between keys, first-time lookups, page faults, the scheduler waking the app.
import Foundation
import TerminalFixtures

enum PersonsPace {
    /// One interaction a person does.
    struct Interaction {
        var name: String
        var demo: String
        var arguments: [String] = []
        /// Text on screen once the demo is ready.
        var ready: String
        /// Keys that put focus where the interaction happens (sent once, slowly).
        var setup: [String]
        /// The keys pressed in turn (the state cycles back); only the first one's samples are kept when
        /// `measureFirstOnly` is set (typing a character, not deleting it).
        var keys: [String]
        var measureFirstOnly = false
        /// The warm-loop row of `make bench` this compares with.
        var warm: String
    }

    static let interactions: [Interaction] = [
        Interaction(
            name: "counter step", demo: "counter", ready: "Counter: 0", setup: ["\t", "\t"], keys: ["\r"],
            warm: "counter: one step"),
        Interaction(
            name: "profile follower", demo: "profile", ready: "1815 followers", setup: [], keys: ["\r"],
            warm: "profile: one follower"),
        Interaction(
            name: "todo toggle, N = 8", demo: "todo", ready: "Buy oat milk", setup: ["\t", "\t"], keys: [" "],
            warm: "todo: toggle one row, N = 8"),
        Interaction(
            name: "todo toggle, N = 10,000", demo: "todo", arguments: ["--items", "10000"], ready: "Task 1",
            setup: ["\t", "\t"], keys: [" "], warm: "todo: toggle one row, N = 10000"),
        Interaction(
            name: "todo toggle, N = 100,000", demo: "todo", arguments: ["--items", "100000"], ready: "Task 1",
            setup: ["\t", "\t"], keys: [" "], warm: "todo: toggle one row, N = 100000"),
        Interaction(
            name: "todo page down, N = 100,000", demo: "todo", arguments: ["--items", "100000"], ready: "Task 1",
            // Ever deeper, as the warm loop pages: each key shows a page of rows never shown before (55
            // pages reach row 1,600). Alternating PageDown and PageUp near the top scrolled one row per key.
            setup: ["\t", "\t"], keys: ["\u{1b}[6~"], warm: "todo: page down, N = 100000"),
        Interaction(
            name: "todo select next, N = 100,000", demo: "todo", arguments: ["--items", "100000"],
            ready: "Task 1",
            // Down and Up in turn: the selection moves between two rows, and the screen's body (which reads
            // the selection) runs each time; no scrolling.
            setup: ["\t", "\t"], keys: ["\u{1b}[B", "\u{1b}[A"], warm: "todo: select next, N = 100000"),
        Interaction(
            name: "typing one character", demo: "todo", ready: "Buy oat milk", setup: ["+"], keys: ["a", "\u{7f}"],
            measureFirstOnly: true, warm: "text entry: one key (100 keys)"),
        Interaction(
            name: "cart quantity", demo: "cart", ready: "Your cart is empty.", setup: ["\r", "\t", "\t", "\t", "\t"],
            keys: ["+", "-"], warm: "cart: change one quantity"),
    ]

    /// Why an interaction could not be measured.
    enum PaceError: Error {
        /// Five keys in a row drew no output.
        case noAnswer(key: String)
    }

    /// What one interaction measured at one pace.
    struct Figures {
        var keyToLastByte: Summary
        var frameMicros: Summary
        /// From the key's write to the app handling it (the pseudo-terminal, and the app's threads waking).
        var wake: Summary
        /// From the app's handling of the key to its bytes handed to the terminal.
        var inApp: Summary
        /// From the app's write to the benchmark reading the last byte.
        var tail: Summary
        /// The app's own time by phase (`FrameStats.phases`: input, evaluate, paint, diff, output).
        var phases: [String: Summary]
    }

    /// The phases of a frame, in order, as `SHOJI_STATS` names them.
    static let phaseNames = ["input", "evaluate", "paint", "diff", "output"]

    /// Measures `interaction` with `interval` seconds between keys: `warmup` presses, then `samples`.
    static func measure(_ interaction: Interaction, interval: Double, samples: Int = 50, warmup: Int = 5) throws
        -> Figures
    {
        let stats = FileManager.default.temporaryDirectory.appendingPathComponent(
            "shoji-pace-\(UUID().uuidString).jsonl"
        ).path
        let pty = try Processes.start(interaction.demo, interaction.arguments, stats: stats)
        defer {
            pty.send("\u{03}")
            _ = pty.waitForExit()
            try? FileManager.default.removeItem(atPath: stats)
        }
        _ = pty.waitUntil(timeout: 20) { $0.text.contains(interaction.ready) }
        for key in interaction.setup {
            pty.send(key)
            _ = pty.readAvailable(waitMilliseconds: 150)
        }
        usleep(300_000)
        var latencies: [Double] = []
        var frames: [Double] = []
        var wakes: [Double] = []
        var inApp: [Double] = []
        var tails: [Double] = []
        var phases: [String: [Double]] = [:]
        var press = 0
        var unanswered = 0
        while latencies.count < samples {
            let key = interaction.keys[press % interaction.keys.count]
            let measured = !interaction.measureFirstOnly || press % interaction.keys.count == 0
            let linesBefore = statsLines(stats).count
            // A person's pace: nothing happens between keys.
            usleep(useconds_t(interval * 1_000_000))
            let (latency, written) = Processes.timedKey(pty, key: key)
            // Keys that get no answer mean the setup did not reach the control: stop instead of waiting.
            unanswered = latency > 0 ? 0 : unanswered + 1
            if unanswered == 5 { throw PaceError.noAnswer(key: key) }
            let lines = statsLines(stats).dropFirst(linesBefore)
            let frame = lines.compactMap { $0["frameMicros"] as? Int }.max()
            if press >= warmup && measured && latency > 0 {
                latencies.append(latency)
                if let frame { frames.append(Double(frame)) }
                // The phases of the frame that answered the key (the slowest, as for `frame`).
                if let line = lines.max(by: { ($0["frameMicros"] as? Int ?? 0) < ($1["frameMicros"] as? Int ?? 0) }),
                    let split = line["phases"] as? [String: Int]
                {
                    for name in phaseNames { phases[name, default: []].append(Double(split[name] ?? 0)) }
                }
                // Clocks: the app's stats and this process both read CLOCK_MONOTONIC.
                if let input = lines.compactMap({ $0["inputAtMicros"] as? Int }).min(),
                    let flushed = lines.compactMap({ $0["flushedAtMicros"] as? Int }).max()
                {
                    let key = Double(written / 1000)
                    let last = Double(pty.lastReadTime / 1000)
                    wakes.append(Double(input) - key)
                    inApp.append(Double(flushed - input))
                    tails.append(last - Double(flushed))
                }
            }
            press += 1
            if press > (samples + warmup) * interaction.keys.count * 2 { break }
        }
        return Figures(
            keyToLastByte: Summary(latencies), frameMicros: Summary(frames), wake: Summary(wakes),
            inApp: Summary(inApp), tail: Summary(tails), phases: phases.mapValues { Summary($0) })
    }

    /// A/B at a person's pace with the machine's drift cancelled: the demo built here and the one in
    /// `other` (a directory holding another build's release binaries) run side by side, and keys go to
    /// them in turn, `interval` / 2 apart, so each gets a key every `interval` and both live through the
    /// same moments of the machine. Returns the key → last byte and frame medians of each (this build's
    /// first).
    static func measurePair(_ interaction: Interaction, other: String, interval: Double, samples: Int = 50)
        throws -> (this: (keyToLastByte: Summary, frame: Summary), other: (keyToLastByte: Summary, frame: Summary))
    {
        struct Side {
            let pty: PseudoTerminal
            let stats: String
            var latencies: [Double] = []
            var frames: [Double] = []
        }
        func open(_ directory: String?) throws -> Side {
            let stats = FileManager.default.temporaryDirectory.appendingPathComponent(
                "shoji-pace-\(UUID().uuidString).jsonl"
            ).path
            let pty = try Processes.start(interaction.demo, interaction.arguments, stats: stats, directory: directory)
            _ = pty.waitUntil(timeout: 20) { $0.text.contains(interaction.ready) }
            for key in interaction.setup {
                pty.send(key)
                _ = pty.readAvailable(waitMilliseconds: 150)
            }
            return Side(pty: pty, stats: stats)
        }
        var sides = [try open(nil), try open(other)]
        defer {
            for side in sides {
                side.pty.send("\u{03}")
                _ = side.pty.waitForExit()
                try? FileManager.default.removeItem(atPath: side.stats)
            }
        }
        usleep(300_000)
        var press = 0
        let warmup = 5
        while sides.contains(where: { $0.latencies.count < samples }) {
            let key = interaction.keys[press % interaction.keys.count]
            let measured = !interaction.measureFirstOnly || press % interaction.keys.count == 0
            for i in sides.indices {
                let before = statsLines(sides[i].stats).count
                usleep(useconds_t(interval * 500_000))
                let (latency, _) = Processes.timedKey(sides[i].pty, key: key)
                let frame = statsLines(sides[i].stats).dropFirst(before).compactMap { $0["frameMicros"] as? Int }.max()
                if press >= warmup && measured && latency > 0 && sides[i].latencies.count < samples {
                    sides[i].latencies.append(latency)
                    if let frame { sides[i].frames.append(Double(frame)) }
                }
            }
            press += 1
            if press > (samples + warmup) * interaction.keys.count * 2 { break }
        }
        return (
            (Summary(sides[0].latencies), Summary(sides[0].frames)),
            (Summary(sides[1].latencies), Summary(sides[1].frames))
        )
    }

    private static func statsLines(_ path: String) -> [[String: Any]] {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap {
            try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
        }
    }
}
