import Foundation

/// A trace as one self-contained HTML page, with no network: a timeline of frames, the cause & effect
/// graph (drawn as SVG) and a table of views sortable by column.
public struct ReportPage: Sendable {
    /// What the page shows.
    public var summary: TraceSummary

    /// A page for `summary`.
    public init(_ summary: TraceSummary) {
        self.summary = summary
    }

    /// The colours of the phases, in stacking order.
    static let phaseColors: [(String, String)] = [
        ("mount", "#d1d5db"), ("input", "#9aa5b1"), ("evaluate", "#3b82f6"), ("layout", "#8b5cf6"),
        ("paint", "#10b981"),
        ("diff", "#f59e0b"), ("write", "#ef4444"),
    ]

    /// The colour of each kind of cause.
    static func color(of kind: TraceSummary.SourceKind) -> String {
        switch kind {
        case .property: "#2563eb"
        case .objectWillChange: "#dc2626"
        case .state: "#16a34a"
        case .environment: "#9333ea"
        case .parent: "#d97706"
        case .newView: "#6b7280"
        case .other: "#0891b2"
        }
    }

    /// The whole page.
    public var html: String {
        let title = "Shoji trace: \(summary.processName)"
        let evaluations = summary.views.reduce(0) { $0 + $1.evaluations }
        let longest = summary.views.map(\.longestMicros).max() ?? 0
        return """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8"><title>\(escape(title))</title>
            <style>
            body { font: 14px/1.4 system-ui, sans-serif; margin: 24px; color: #1f2937; background: #fff; }
            h1 { font-size: 20px; margin: 0 0 4px; } h2 { font-size: 16px; margin: 28px 0 8px; }
            .note { color: #6b7280; } code { font: 13px ui-monospace, monospace; }
            table { border-collapse: collapse; font-variant-numeric: tabular-nums; }
            th, td { padding: 3px 10px; border-bottom: 1px solid #e5e7eb; text-align: right; }
            th { cursor: pointer; background: #f3f4f6; user-select: none; }
            th:first-child, td:first-child, td.causes, th.causes { text-align: left; }
            text.weight { font-size: 11px; fill: #374151; paint-order: stroke; stroke: #fff; stroke-width: 3px; }
            td.causes { font: 12px ui-monospace, monospace; color: #4b5563; }
            .legend span { display: inline-block; margin-right: 14px; }
            .legend i { display: inline-block; width: 10px; height: 10px; margin-right: 4px; vertical-align: middle; }
            svg text { font: 12px ui-monospace, monospace; fill: #111827; }
            </style></head><body>
            <h1>\(escape(title))</h1>
            <p class="note">\(summary.frames.count) frames · \(evaluations) body evaluations of \(summary.views.count) \
            view types (and \(summary.shojiEvaluations) of Shoji's own views) · longest body \
            \(format(longest)) µs · open the same trace in Perfetto (ui.perfetto.dev) for every slice and arrow</p>
            <h2>Cause &amp; effect</h2>
            <p class="note">What changed (left) and the views whose bodies it ran (right); an edge's number and \
            width are how many evaluations it caused.</p>
            \(legend)
            \(causeGraph)
            <h2>Frames</h2>
            <p class="note">One bar per frame, its height the frame's time from input to the last byte, split \
            by phase. Hover for its figures.</p>
            \(phaseLegend)
            \(timeline)
            <h2>Views</h2>
            <p class="note">Click a column to sort. Times are the bodies' own (children are evaluated after).</p>
            \(viewTable)
            <script>
            document.querySelectorAll('table.sortable th').forEach(function (th, column) {
              th.addEventListener('click', function () {
                var body = th.closest('table').tBodies[0];
                var rows = Array.prototype.slice.call(body.rows);
                var down = th.dataset.down !== '1';
                th.dataset.down = down ? '1' : '0';
                rows.sort(function (a, b) {
                  var x = a.cells[column].dataset.v || a.cells[column].textContent;
                  var y = b.cells[column].dataset.v || b.cells[column].textContent;
                  var nx = parseFloat(x), ny = parseFloat(y);
                  var c = (!isNaN(nx) && !isNaN(ny)) ? nx - ny : x.localeCompare(y);
                  return down ? -c : c;
                });
                rows.forEach(function (r) { body.appendChild(r); });
              });
            });
            </script>
            </body></html>

            """
    }

    private var legend: String {
        let kinds = Set(summary.edges.map { TraceSummary.SourceKind(cause: $0.source) })
        let items = TraceSummary.SourceKind.allCases.filter(kinds.contains).map {
            "<span><i style=\"background:\(Self.color(of: $0))\"></i>\(escape($0.title))</span>"
        }
        return "<p class=\"legend\">\(items.joined())</p>"
    }

    private var phaseLegend: String {
        "<p class=\"legend\">"
            + Self.phaseColors.map { "<span><i style=\"background:\($0.1)\"></i>\($0.0)</span>" }.joined() + "</p>"
    }

    /// The cause & effect graph: causes on the left, views on the right, an edge per pair.
    var causeGraph: String {
        guard !summary.edges.isEmpty else { return "<p class=\"note\">No body evaluations were recorded.</p>" }
        func totals(_ key: (TraceSummary.CauseEdge) -> String) -> [String: Int] {
            summary.edges.reduce(into: [:]) { $0[key($1), default: 0] += $1.weight }
        }
        let sourceTotals = totals(\.source)
        let viewTotals = totals(\.view)
        let kinds = TraceSummary.SourceKind.allCases
        let sources = sourceTotals.keys.sorted {
            let a = kinds.firstIndex(of: .init(cause: $0))!
            let b = kinds.firstIndex(of: .init(cause: $1))!
            return a != b
                ? a < b : sourceTotals[$0]! != sourceTotals[$1]! ? sourceTotals[$0]! > sourceTotals[$1]! : $0 < $1
        }
        let views = viewTotals.keys.sorted {
            viewTotals[$0]! != viewTotals[$1]! ? viewTotals[$0]! > viewTotals[$1]! : $0 < $1
        }
        let rowHeight = 30.0
        let boxWidth = 300.0
        let gap = 260.0
        let width = boxWidth * 2 + gap + 20
        let height = Double(max(sources.count, views.count)) * rowHeight + 20
        let maxWeight = Double(summary.edges.map(\.weight).max() ?? 1)
        func y(_ index: Int, of count: Int) -> Double {
            // Centre the shorter column against the taller one.
            let offset = (height - 20 - Double(count) * rowHeight) / 2
            return 10 + offset + Double(index) * rowHeight + rowHeight / 2
        }
        var svg = "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(height))\" "
        svg += "viewBox=\"0 0 \(Int(width)) \(Int(height))\" role=\"img\" aria-label=\"cause and effect graph\">"
        let sourceIndex = Dictionary(uniqueKeysWithValues: sources.enumerated().map { ($1, $0) })
        let viewIndex = Dictionary(uniqueKeysWithValues: views.enumerated().map { ($1, $0) })
        let left = 10 + boxWidth
        let right = left + gap
        // Light edges first, so heavy ones are drawn on top.
        for edge in summary.edges.reversed() {
            let y1 = y(sourceIndex[edge.source]!, of: sources.count)
            let y2 = y(viewIndex[edge.view]!, of: views.count)
            let stroke = 1.5 + 6 * log2(1 + Double(edge.weight)) / log2(1 + maxWeight)
            let color = Self.color(of: .init(cause: edge.source))
            svg += "<g><title>\(escape(edge.source)) → \(escape(edge.view)): \(edge.weight) evaluation"
            svg += edge.weight == 1 ? "" : "s"
            svg +=
                "</title><path d=\"M\(f(left)) \(f(y1)) C\(f(left + gap / 2)) \(f(y1)) \(f(right - gap / 2)) \(f(y2)) "
            svg += "\(f(right)) \(f(y2))\" fill=\"none\" stroke=\"\(color)\" stroke-opacity=\"0.55\" "
            svg += "stroke-width=\"\(f(stroke))\"/>"
            // The number at the curve's middle (where edges into one view have not met yet).
            svg += "<text x=\"\(f(left + gap / 2))\" y=\"\(f((y1 + y2) / 2 - 3))\" text-anchor=\"middle\" "
            svg += "class=\"weight\">\(edge.weight)</text></g>"
        }
        for (index, source) in sources.enumerated() {
            let kind = TraceSummary.SourceKind(cause: source)
            svg += box(
                x: 10, y: y(index, of: sources.count) - 11, width: boxWidth, text: source,
                detail: "\(kind.title): \(sourceTotals[source]!) evaluations", color: Self.color(of: kind))
        }
        for (index, view) in views.enumerated() {
            svg += box(
                x: right, y: y(index, of: views.count) - 11, width: boxWidth, text: view,
                detail: "\(viewTotals[view]!) evaluations", color: "#374151")
        }
        return svg + "</svg>"
    }

    private func box(x: Double, y: Double, width: Double, text: String, detail: String, color: String) -> String {
        let shown = text.count > 38 ? String(text.prefix(37)) + "…" : text
        return "<g><title>\(escape(text)) — \(escape(detail))</title>"
            + "<rect x=\"\(f(x))\" y=\"\(f(y))\" width=\"\(f(width))\" height=\"22\" rx=\"4\" fill=\"#fff\" "
            + "stroke=\"\(color)\" stroke-width=\"1.5\"/>"
            + "<text x=\"\(f(x + 8))\" y=\"\(f(y + 15))\">\(escape(shown))</text></g>"
    }

    /// The frames as stacked bars.
    var timeline: String {
        let frames = summary.frames
        guard !frames.isEmpty else { return "<p class=\"note\">No frames were recorded.</p>" }
        let chartHeight = 160.0
        let barWidth = max(1.0, min(14.0, 1100.0 / Double(frames.count)))
        let width = barWidth * Double(frames.count) + 60
        let longest = max(frames.map { $0.phases.values.reduce(0) { $0 + max(0, $1) } }.max() ?? 1, 1)
        var svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(Int(width))\" height=\"\(Int(chartHeight + 30))\">"
        svg += "<text x=\"0\" y=\"12\">\(format(longest)) µs</text>"
        svg += "<line x1=\"50\" y1=\"\(f(chartHeight + 10))\" x2=\"\(f(width))\" y2=\"\(f(chartHeight + 10))\" "
        svg += "stroke=\"#9ca3af\"/>"
        for (index, frame) in frames.enumerated() {
            let x = 55 + Double(index) * barWidth
            var top = chartHeight + 10
            svg += "<g><title>frame \(frame.number): \(format(frame.duration)) µs, \(frame.bodies) bodies, "
            svg += "\(frame.cellsChanged) cells, \(frame.bytesWritten) bytes — "
            svg += Self.phaseColors.compactMap { name, _ in
                frame.phases[name].map { "\(name) \(format(max(0, $0)))" }
            }.joined(separator: ", ")
            svg += "</title>"
            for (name, color) in Self.phaseColors {
                let micros = max(0, frame.phases[name] ?? 0)
                guard micros > 0 else { continue }
                let h = micros / longest * chartHeight
                top -= h
                svg += "<rect x=\"\(f(x))\" y=\"\(f(top))\" width=\"\(f(max(barWidth - 1, 1)))\" height=\"\(f(h))\" "
                svg += "fill=\"\(color)\"/>"
            }
            svg += "</g>"
        }
        return svg + "</svg>"
    }

    /// The views, one row each.
    var viewTable: String {
        var html = "<table class=\"sortable\"><thead><tr><th>View</th><th>Evaluations</th><th>Total µs</th>"
        html += "<th>Longest µs</th><th>Over 1 ms</th><th class=\"causes\">Causes</th></tr></thead><tbody>"
        for row in summary.views {
            let causes = row.causes.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }
                .map { "\(escape($0.key)) ×\($0.value)" }.joined(separator: ", ")
            html += "<tr><td>\(escape(row.name))</td><td>\(row.evaluations)</td>"
            html += "<td data-v=\"\(row.totalMicros)\">\(format(row.totalMicros))</td>"
            html += "<td data-v=\"\(row.longestMicros)\">\(format(row.longestMicros))</td>"
            html += "<td>\(row.longEvaluations)</td><td class=\"causes\">\(causes)</td></tr>"
        }
        return html + "</tbody></table>"
    }

    private func f(_ value: Double) -> String { String(format: "%.1f", value) }

    private func format(_ micros: Double) -> String {
        micros >= 100 ? String(format: "%.0f", micros) : String(format: "%.1f", micros)
    }

    private func escape(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
