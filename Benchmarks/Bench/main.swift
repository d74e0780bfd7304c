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

// Profiling runs (for `perf record`): many toggles at 10,000 rows, or many pages at 100,000.
if CommandLine.arguments.count == 2, CommandLine.arguments[1].hasPrefix("--profile-") {
    await MainActor.run {
        let paging = CommandLine.arguments[1] == "--profile-page"
        let host = TestHost(TodoDemoView(model: .seeded(count: paging ? 100_000 : 10_000)), width: 100, height: 30)
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
func personsPace(warm: [String: Double]) -> [String: [String: Double]] {
    var extra: [String: [String: Double]] = [:]
    var lines = [
        "Person's pace (release demo in a pseudo-terminal, 100×30, 50 samples after 5 warm-ups):",
        "",
        "| interaction | key → last byte µs, 300 ms apart | frame µs, 300 ms | key → last byte µs, 50 ms apart | frame µs, 50 ms | warm frame µs | 300 ms frame / warm |",
        "|---|---|---|---|---|---|---|",
    ]
    func fmt(_ s: Summary) -> String { String(format: "%.0f (%.0f–%.0f)", s.median, s.p10, s.p90) }
    for interaction in PersonsPace.interactions {
        FileHandle.standardError.write(Data("  \(interaction.name)…\n".utf8))
        do {
            let slow = try PersonsPace.measure(interaction, interval: 0.3)
            let fast = try PersonsPace.measure(interaction, interval: 0.05)
            let warmFrame = warm[interaction.warm]
            let ratio = warmFrame.map { String(format: "%.1f×", slow.frameMicros.median / $0) } ?? "—"
            lines.append(
                "| \(interaction.name) | \(fmt(slow.keyToLastByte)) | \(fmt(slow.frameMicros)) | \(fmt(fast.keyToLastByte)) | \(fmt(fast.frameMicros)) | \(warmFrame.map { String(format: "%.0f", $0) } ?? "—") | \(ratio) |"
            )
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
    return extra
}

// Only the person's-pace section (for working on latency).
if CommandLine.arguments.count == 2, CommandLine.arguments[1] == "--persons-pace" {
    _ = personsPace(warm: [:])
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
        results.append(Workloads.todoToggle(items: 10_000, mode: mode))
        results.append(Workloads.todoToggle(items: 100_000, mode: mode))
        results.append(Workloads.todoPageDown(items: 100_000, mode: mode))
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
