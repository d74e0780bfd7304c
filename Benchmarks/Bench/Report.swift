// Report.swift — the table `make bench` prints.
import Foundation

enum Report {
    static func print(results: [Result], extra: [String: [String: Double]]) {
        func fmt(_ v: Double, _ digits: Int = 1) -> String { String(format: "%.\(digits)f", v) }
        let workloads = results.map(\.workload).reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
        var lines: [String] = []
        lines.append("| workload | mode | time µs (median, p10–p90) | bodies | cells | bytes | size comps |")
        lines.append("|---|---|---|---|---|---|---|")
        for workload in workloads {
            for r in results where r.workload == workload {
                let bytes = r.bytesMax > r.bytes ? "\(fmt(r.bytes, 0)) (max \(fmt(r.bytesMax, 0)))" : fmt(r.bytes, 0)
                lines.append(
                    "| \(workload) | \(r.mode) | \(fmt(r.time.median)) (\(fmt(r.time.p10))–\(fmt(r.time.p90))) | \(fmt(r.evaluations, 0)) | \(fmt(r.cells, 0)) | \(bytes) | \(fmt(r.sizeComputations, 0)) |"
                )
            }
        }
        lines.append("")
        lines.append("Ratios against `property` (the same run): bodies, cells, time")
        lines.append("")
        lines.append("| workload | object/property | tree/property |")
        lines.append("|---|---|---|")
        for workload in workloads {
            guard let p = results.first(where: { $0.workload == workload && $0.mode == "property" }) else { continue }
            func ratio(_ mode: String) -> String {
                guard let r = results.first(where: { $0.workload == workload && $0.mode == mode }) else { return "—" }
                func q(_ a: Double, _ b: Double) -> String { b == 0 ? (a == 0 ? "1.0" : "∞") : fmt(a / b) }
                return
                    "\(q(r.evaluations, p.evaluations))× · \(q(r.cells, p.cells))× · \(q(r.time.median, p.time.median))×"
            }
            if results.contains(where: { $0.workload == workload && $0.mode != "property" }) {
                lines.append("| \(workload) | \(ratio("object")) | \(ratio("tree")) |")
            }
        }
        lines.append("")
        for (key, values) in extra.sorted(by: { $0.key < $1.key }) {
            let text = values.sorted(by: { $0.key < $1.key }).map { "\($0.key) \(fmt($0.value))" }.joined(
                separator: ", ")
            lines.append("- \(key): \(text)")
        }
        lines.append("")
        lines.append(contentsOf: Targets.table(results: results, extra: extra))
        Swift.print(lines.joined(separator: "\n"))
        fflush(nil)
    }
}
