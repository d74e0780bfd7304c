// Targets.swift — the issue's targets, checked against one run's figures.
import Foundation

/// The performance targets of `make bench`, each with the figure this run measured.
enum Targets {
    /// One target: what it asks, what was measured, and whether the figure meets it.
    struct Row {
        var workload: String
        var target: String
        var measured: String
        var met: Bool
    }

    /// Markdown lines of the targets table.
    static func table(results: [Result], extra: [String: [String: Double]]) -> [String] {
        func find(_ prefix: String, _ mode: String = "property") -> Result? {
            results.first { $0.workload.hasPrefix(prefix) && $0.mode == mode }
        }
        func fmt(_ v: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", v) }
        var rows: [Row] = []
        for (items, limit) in [(10_000, 1000.0), (100_000, 2000.0)] {
            if let r = find("todo: toggle one row, N = \(items)") {
                rows.append(
                    Row(
                        workload: "todo: toggle one row, N = \(items)",
                        target: "frame ≤ \(fmt(limit / 1000, 0)) ms; 2 bodies (screen + row)",
                        measured: "\(fmt(r.time.median)) µs; \(fmt(r.evaluations, 0)) bodies",
                        met: r.time.median <= limit && r.evaluations <= 2))
            }
        }
        if let s = extra["startup, N = 100,000"], let micros = s["micros"], let rss = s["maxRSSMB"] {
            rows.append(
                Row(
                    workload: "todo: startup, N = 100,000", target: "≤ 100 ms; max RSS ≤ 80 MB",
                    measured: "\(fmt(micros / 1000)) ms; \(fmt(rss)) MB", met: micros <= 100_000 && rss <= 80))
        }
        if let r = find("todo: page down") {
            let rows24 = r.notes["rowBodiesPerPage"] ?? r.evaluations
            rows.append(
                Row(
                    workload: "todo: page down, N = 100,000", target: "≤ 2 ms; only newly visible rows evaluated",
                    measured: "\(fmt(r.time.median)) µs; \(fmt(rows24, 0)) row bodies for a 24-row page",
                    met: r.time.median <= 2000 && rows24 <= 24))
        }
        if let r = find("todo: toggle bytes") {
            rows.append(
                Row(
                    workload: "bytes per todo toggle (100×30)", target: "≤ 40, in one write",
                    measured:
                        "\(fmt(r.bytes, 0))–\(fmt(r.bytesMax, 0)) B (both directions); \(fmt(r.writesMax, 0)) write",
                    met: r.bytesMax <= 40 && r.writesMax == 1))
        }
        if let r = find("counter: step bytes") {
            rows.append(
                Row(
                    workload: "bytes per counter step", target: "≤ 12",
                    measured: "\(fmt(r.bytes, 0)) B (max \(fmt(r.bytesMax, 0)) when the width changes)",
                    met: r.bytes <= 12))
        }
        let counter = extra["key → last byte: counter step"]?["median"]
        let todo = extra["key → last byte: todo toggle, N = 10,000"]?["median"]
        if let counter, let todo {
            rows.append(
                Row(
                    workload: "key → last byte (pty): counter / todo 10,000", target: "≤ 1 ms / ≤ 2 ms",
                    measured: "\(fmt(counter / 1000, 2)) ms / \(fmt(todo / 1000, 2)) ms",
                    met: counter <= 1000 && todo <= 2000))
        }
        if let r = find("profile: one follower"), let b = find("profile: follower bytes") {
            rows.append(
                Row(
                    workload: "profile: one follower", target: "1 body; ≤ 20 bytes",
                    measured: "\(fmt(r.evaluations, 0)) body; \(fmt(b.bytesMax, 0)) B",
                    met: r.evaluations == 1 && b.bytesMax <= 20))
        }
        let levels = [8, 16, 32]
        let depths = levels.compactMap { find("stacks nested \($0) deep") }
        if depths.count == levels.count {
            let perLevel = zip(depths, levels).map { $0.sizeComputations / Double($1) }
            let counts = depths.map { fmt($0.sizeComputations, 0) }.joined(separator: " / ")
            let linear = (perLevel.max() ?? 0) <= 1.5 * (perLevel.min() ?? 0)
            rows.append(
                Row(
                    workload: "stacks nested 8 / 16 / 32, one leaf change", target: "work linear in depth",
                    measured:
                        "\(counts) size computations (\(perLevel.map { fmt($0) }.joined(separator: " / ")) per level)",
                    met: linear))
        }
        if let r = find("text entry: one key"), let b = find("text entry: bytes per key") {
            rows.append(
                Row(
                    workload: "typing 100 characters into a TextField", target: "per key ≤ 0.5 ms; ≤ 12 bytes per key",
                    measured:
                        "\(fmt(r.time.median)) µs; \(fmt(b.bytesMean)) B per key (median \(fmt(b.bytes, 0)); the 100th key scrolls the full field: \(fmt(b.bytesMax, 0)) B)",
                    met: r.time.median <= 500 && b.bytesMean <= 12))
        }
        if let idle = extra["idle"], let frames = idle["frames"], let bytes = idle["bytes"], let cpu = idle["cpuMillis"]
        {
            rows.append(
                Row(
                    workload: "idle", target: "0 frames, 0 bytes, ~0% CPU",
                    measured:
                        "\(fmt(frames, 0)) frames, \(fmt(bytes, 0)) B, \(fmt(cpu, 0)) ms CPU in \(fmt(idle["seconds"] ?? 0, 0)) s",
                    met: frames == 0 && bytes == 0 && cpu <= 10))
        }
        if let soak = extra["soak"], let n0 = soak["nodesAt10%"], let n1 = soak["nodesAtEnd"],
            let m0 = soak["residentMBAt10%"], let m1 = soak["residentMBAtEnd"]
        {
            let updates = Int(soak["updates"] ?? 0).formatted()
            rows.append(
                Row(
                    workload: "\(updates) consecutive updates", target: "live nodes and RSS flat",
                    measured: "nodes \(fmt(n0, 0)) → \(fmt(n1, 0)); RSS \(fmt(m0)) → \(fmt(m1)) MB",
                    met: n1 <= n0 && m1 <= m0 + 2))
        }
        var lines = [
            "Targets (property mode, medians)", "", "| workload | target | measured | met |", "|---|---|---|---|",
        ]
        for row in rows {
            lines.append("| \(row.workload) | \(row.target) | \(row.measured) | \(row.met ? "yes" : "**no**") |")
        }
        return lines
    }
}
