import Foundation
import Shoji

// shoji-bench — `make bench`. Drives the real demo views through the real runtime, in the three
// invalidation modes, in memory and through ncurses on a pseudo-terminal; runs the release demos in a
// pseudo-terminal for latency and idle cost; prints a table and writes bench-results.json.
@testable import Articles

// A child run: measure the todo screen's startup, print microseconds, exit (the parent reads max RSS).
if CommandLine.arguments.count == 3, CommandLine.arguments[1] == "--startup", let items = Int(CommandLine.arguments[2])
{
    let elapsed = await MainActor.run { Workloads.todoStartup(items: items) }
    print(Int(elapsed))
    exit(0)
}

// Profiling run (for `perf record`): many counter steps through ncurses on a pseudo-terminal.
if CommandLine.arguments.count == 2, CommandLine.arguments[1] == "--profile-pty" {
    await MainActor.run {
        let host = TestHost(CounterView(), width: 100, height: 30, terminal: .pseudoTerminal)
        host.press("Tab", "Tab")
        for _ in 0..<20_000 {
            host.press("Enter")
            host.forgetFrames()
        }
        host.close()
    }
    exit(0)
}

// Profiling runs (for `perf record`): many toggles at 10,000 rows (or the given count), or many pages at
// 100,000.
if (2...3).contains(CommandLine.arguments.count), CommandLine.arguments[1].hasPrefix("--profile-") {
    await MainActor.run {
        let paging = CommandLine.arguments[1] == "--profile-page"
        let items = CommandLine.arguments.count == 3 ? Int(CommandLine.arguments[2]) ?? 10_000 : 10_000
        let host = TestHost(
            TodoDemoView(model: .seeded(count: paging ? 100_000 : items)), width: 100, height: 30, recordsCauses: false)
        host.press("Tab", "Tab")
        for _ in 0..<(paging ? 400 : 2_000) {
            host.press(paging ? "PageDown" : "Space")
            host.forgetFrames()
        }
    }
    exit(0)
}

/// Runs the person's-pace section and prints its table (`warm` gives each interaction's warm-loop
/// frame time, from the in-process rows, when they were measured).
func personsPace(warm: [String: Double], only: [String] = []) -> [String: [String: Double]] {
    var extra: [String: [String: Double]] = [:]
    var paceFrames: [String: Double] = [:]
    var lines = [
        "Person's pace (release demo in a pseudo-terminal, 100×30, 50 samples after 5 warm-ups):",
        "",
        "| interaction | key → last byte µs, 300 ms apart | frame µs, 300 ms | key → last byte µs, 50 ms apart | frame µs, 50 ms | warm frame µs | 300 ms frame / warm |",
        "|---|---|---|---|---|---|---|",
    ]
    func fmt(_ s: Summary) -> String { String(format: "%.0f (%.0f–%.0f)", s.median, s.p10, s.p90) }
    var split = [
        "Where a key's time goes, 300 ms apart (medians, µs): the key reaching the app (pseudo-terminal and "
            + "wake-up), the app (input to bytes written), the bytes reaching the reader:", "",
        "| interaction | key → app | app | app → last byte | total |", "|---|---|---|---|---|",
    ]
    var phases = [
        "The app's part by phase, 300 ms apart (medians, µs; `FrameStats.phases`): the key's action and "
            + "observation (input), bodies, updates and layout (evaluate), drawing (paint), comparing with the "
            + "screen (diff), ncurses and the write (output):", "",
        "| interaction | " + PersonsPace.phaseNames.joined(separator: " | ") + " |",
        "|---|" + PersonsPace.phaseNames.map { _ in "---|" }.joined(),
    ]
    for interaction in PersonsPace.interactions
    where only.isEmpty || only.contains(where: { interaction.name.contains($0) }) {
        FileHandle.standardError.write(Data("  \(interaction.name)…\n".utf8))
        do {
            let slow = try PersonsPace.measure(interaction, interval: 0.3)
            let fast = try PersonsPace.measure(interaction, interval: 0.05)
            let warmFrame = warm[interaction.warm]
            let ratio = warmFrame.map { String(format: "%.1f×", slow.frameMicros.median / $0) } ?? "—"
            split.append(
                "| \(interaction.name) | \(String(format: "%.0f", slow.wake.median)) | \(String(format: "%.0f", slow.inApp.median)) | \(String(format: "%.0f", slow.tail.median)) | \(String(format: "%.0f", slow.keyToLastByte.median)) |"
            )
            lines.append(
                "| \(interaction.name) | \(fmt(slow.keyToLastByte)) | \(fmt(slow.frameMicros)) | \(fmt(fast.keyToLastByte)) | \(fmt(fast.frameMicros)) | \(warmFrame.map { String(format: "%.0f", $0) } ?? "—") | \(ratio) |"
            )
            phases.append(
                "| \(interaction.name) | "
                    + PersonsPace.phaseNames.map { String(format: "%.0f", slow.phases[$0]?.median ?? 0) }.joined(
                        separator: " | ") + " |")
            paceFrames[interaction.name] = slow.frameMicros.median
            extra["person's pace: \(interaction.name)"] = [
                "keyToLastByte300": slow.keyToLastByte.median, "frame300": slow.frameMicros.median,
                "keyToLastByte50": fast.keyToLastByte.median, "frame50": fast.frameMicros.median,
                "warmFrame": warmFrame ?? 0,
            ]
        } catch {
            lines.append("| \(interaction.name) | failed: \(error) | | | | | |")
        }
    }
    print(lines.joined(separator: "\n"))
    print("")
    print(split.joined(separator: "\n"))
    print("")
    print(phases.joined(separator: "\n"))
    print("")
    let toggles = [(10_000, "todo toggle, N = 10,000"), (100_000, "todo toggle, N = 100,000")]
    if toggles.contains(where: { paceFrames[$0.1] != nil }) || only.contains("model") {
        // The article model's own work inside a todo toggle frame, measured alone in this process: what
        // is left of the demo's frame is Shoji's share.
        var share = [
            "The model's own work in a todo toggle (in process, 40 samples). The graph lets go of the list's "
                + "array before the key's action writes it (StaleOutputRelease.swift), so `toggleTodo` writes in "
                + "place: its cost is the scan for the index. Beside it, what the same toggle costs while something "
                + "else holds the previous array (the copy it made before, and the free after the frame). Shoji's "
                + "share is the demo's frame at 300 ms minus the toggle in place:", "",
            "| N | toggle µs, warm | toggle µs, 300 ms | with the array held: toggle, free µs, 300 ms | demo frame µs, 300 ms | Shoji's share µs |",
            "|---|---|---|---|---|---|",
        ]
        MainActor.assumeIsolated {
            for (items, name) in toggles {
                let warm = Workloads.modelWork(items: items, holdingPreviousArray: false, pauseMicros: 0, count: 40)
                let paced = Workloads.modelWork(
                    items: items, holdingPreviousArray: false, pauseMicros: 300_000, count: 40)
                let held = Workloads.modelWork(
                    items: items, holdingPreviousArray: true, pauseMicros: 300_000, count: 40)
                let frame = paceFrames[name]
                let shoji = frame.map { String(format: "%.0f", $0 - paced.toggle.median) } ?? "—"
                share.append(
                    "| \(items) | \(String(format: "%.0f", warm.toggle.median)) | "
                        + "\(String(format: "%.0f", paced.toggle.median)) | "
                        + "\(String(format: "%.0f", held.toggle.median)), \(String(format: "%.0f", held.free.median)) | "
                        + "\(frame.map { String(format: "%.0f", $0) } ?? "—") | \(shoji) |")
                extra["model's work in a toggle, N = \(items)"] = [
                    "toggleWarm": warm.toggle.median, "toggle300": paced.toggle.median,
                    "heldToggle300": held.toggle.median, "heldFree300": held.free.median,
                    "demoFrame300": frame ?? 0,
                ]
            }
        }
        print(share.joined(separator: "\n"))
        print("")
    }
    if only.isEmpty || only.contains("in-process") {
        // The same in-process operations as the warm loop, with a person's pause before each: what the
        // idle gap alone costs, without another process, a pseudo-terminal or a wake-up in between.
        var paced: [String] = [
            "In process, 300 ms before each operation (40 samples), against the warm loop:", "",
            "| workload | warm µs | after 300 ms µs | ratio |", "|---|---|---|---|",
        ]
        MainActor.assumeIsolated {
            let runs: [(String, () -> Result)] = [
                ("counter", { Workloads.counterStep(mode: .property) }),
                ("counter (pty)", { Workloads.counterStep(mode: .property, terminal: .pseudoTerminal) }),
                ("typing", { Workloads.typing(mode: .property) }),
                ("todo 8", { Workloads.todoToggle(items: 8, mode: .property) }),
                ("todo 10,000", { Workloads.todoToggle(items: 10_000, mode: .property) }),
            ]
            for (_, run) in runs {
                Workloads.pauseMicros = 0
                let warmResult = run()
                Workloads.pauseMicros = 300_000
                let pacedResult = run()
                Workloads.pauseMicros = 0
                paced.append(
                    "| \(warmResult.workload) | \(String(format: "%.0f", warmResult.time.median)) | "
                        + "\(String(format: "%.0f", pacedResult.time.median)) | "
                        + "\(String(format: "%.1f×", pacedResult.time.median / max(1, warmResult.time.median))) |")
                extra["paced in process: \(warmResult.workload)"] = [
                    "warm": warmResult.time.median, "paced": pacedResult.time.median,
                ]
            }
        }
        print(paced.joined(separator: "\n"))
        print("")
    }
    return extra
}

// A/B at a person's pace: this build's demos against another build's, side by side, keys in turn
// (`--persons-pace-ab <directory of the other build's release binaries> [names…]`).
if CommandLine.arguments.count >= 3, CommandLine.arguments[1] == "--persons-pace-ab" {
    let other = CommandLine.arguments[2]
    let only = Array(CommandLine.arguments.dropFirst(3))
    print("A/B, side by side, a key to each every 300 ms (medians of 50; this build first, then \(other)):")
    print("")
    print("| interaction | key → last byte µs, this | other | frame µs, this | other |")
    print("|---|---|---|---|---|")
    for interaction in PersonsPace.interactions
    where only.isEmpty || only.contains(where: { interaction.name.contains($0) }) {
        FileHandle.standardError.write(Data("  \(interaction.name)…\n".utf8))
        do {
            let (this, that) = try PersonsPace.measurePair(interaction, other: other, interval: 0.3)
            print(
                "| \(interaction.name) | \(Int(this.keyToLastByte.median)) | \(Int(that.keyToLastByte.median)) | "
                    + "\(Int(this.frame.median)) | \(Int(that.frame.median)) |")
        } catch {
            print("| \(interaction.name) | failed: \(error) | | | |")
        }
    }
    exit(0)
}

// Only the peer comparison (issue 29): `--peers [rounds]`.
if CommandLine.arguments.count >= 2, CommandLine.arguments[1] == "--peers" {
    let rounds = CommandLine.arguments.count >= 3 ? Int(CommandLine.arguments[2]) ?? 3 : 3
    _ = Peers.run(rounds: rounds)
    exit(0)
}

// Only the process monitor beside htop (issue 30): `--monitor [seconds]` (60 by default).
if CommandLine.arguments.count >= 2, CommandLine.arguments[1] == "--monitor" {
    let seconds = CommandLine.arguments.count >= 3 ? Int(CommandLine.arguments[2]) ?? 60 : 60
    _ = MonitorVsHtop.run(seconds: seconds)
    exit(0)
}

// Only the person's-pace section (for working on latency).
if CommandLine.arguments.count >= 2, CommandLine.arguments[1] == "--persons-pace" {
    // `--persons-pace [name…]`: only the interactions whose names contain one of the words.
    _ = personsPace(warm: [:], only: Array(CommandLine.arguments.dropFirst(2)))
    exit(0)
}

let quick = CommandLine.arguments.contains("--quick")
var results: [Result] = []
var extra: [String: [String: Double]] = [:]

func log(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

await MainActor.run {
    for mode in Workloads.modes {
        log("mode \(mode.rawValue)…")
        results.append(Workloads.counterStep(mode: mode))
        results.append(Workloads.profileFollower(mode: mode))
        results.append(Workloads.cartQuantity(mode: mode))
        results.append(Workloads.typing(mode: mode))
        results.append(Workloads.todoToggle(items: 8, mode: mode))
        results.append(Workloads.todoToggle(items: 10_000, mode: mode))
        results.append(Workloads.todoToggle(items: 100_000, mode: mode))
        results.append(Workloads.todoPageDown(items: 100_000, mode: mode))
        results.append(Workloads.todoSelectNext(items: 100_000, mode: mode))
        for depth in [8, 16, 32] { results.append(Workloads.nesting(depth: depth, mode: mode)) }
    }
    log("terminal bytes…")
    results.append(Workloads.counterStep(mode: .property, terminal: .pseudoTerminal))
    results.append(Workloads.profileFollower(mode: .property, terminal: .pseudoTerminal))
    results.append(Workloads.todoToggle(items: 100_000, mode: .property, terminal: .pseudoTerminal))
    results.append(Workloads.typing(mode: .property, terminal: .pseudoTerminal))
    for held in [false, true] {
        let s = Workloads.modelToggle(items: 100_000, holdingPreviousArray: held)
        extra["model only: toggleTodo, N = 100,000\(held ? ", previous array held" : "")"] = [
            "median": s.median, "p10": s.p10, "p90": s.p90,
        ]
    }
    log("soak…")
    extra["soak"] = Workloads.soak(updates: quick ? 10_000 : 100_000)
}

log("startup…")
if let startup = Processes.startup(items: 100_000) {
    extra["startup, N = 100,000"] = ["micros": startup.micros, "maxRSSMB": startup.maxRSSMB]
}
log("latency and idle (release demos in a pseudo-terminal)…")
do {
    for (name, summary) in try Processes.keyToLastByte() {
        extra["key → last byte: \(name)"] = ["median": summary.median, "p10": summary.p10, "p90": summary.p90]
    }
    extra["idle"] = try Processes.idle(seconds: quick ? 1 : 3)
} catch {
    log("pseudo-terminal workloads failed: \(error)")
}

Report.print(results: results, extra: extra)
log("peers…")
for (key, value) in Peers.run(rounds: quick ? 1 : 3) { extra[key] = value }
log("process monitor vs htop…")
for (key, value) in MonitorVsHtop.run(seconds: quick ? 10 : 60) { extra[key] = value }
log("person's pace…")
let warmFrames = Dictionary(
    results.filter { $0.mode == "property" }.map { ($0.workload, $0.time.median) }, uniquingKeysWith: { a, _ in a })
for (key, value) in personsPace(warm: warmFrames) { extra[key] = value }
let encoder = JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
struct Output: Codable {
    var results: [Result]
    var extra: [String: [String: Double]]
}
if let data = try? encoder.encode(Output(results: results, extra: extra)) {
    try? data.write(to: URL(fileURLWithPath: "bench-results.json"))
    log("wrote bench-results.json")
}
