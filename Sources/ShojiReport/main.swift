// shoji-report: a trace written with SHOJI_TRACE as one self-contained HTML page (`make report`).
//
//     shoji-report trace.json [report.html]      writes the page (default: the trace's name with .html)
//     shoji-report --check trace.json            checks the trace against the trace-event format
import Foundation
import ShojiTraceReport

var arguments = Array(CommandLine.arguments.dropFirst())
let checkOnly = arguments.first == "--check"
if checkOnly { arguments.removeFirst() }
guard let input = arguments.first, arguments.count <= 2 else {
    FileHandle.standardError.write(Data("usage: shoji-report [--check] trace.json [report.html]\n".utf8))
    exit(2)
}
do {
    let trace = try TraceFile(contentsOf: URL(fileURLWithPath: input))
    try trace.validate()
    if checkOnly {
        print("\(input): \(trace.events.count) events, valid")
        exit(0)
    }
    let output =
        arguments.count == 2
        ? arguments[1] : URL(fileURLWithPath: input).deletingPathExtension().appendingPathExtension("html").path
    let page = ReportPage(TraceSummary(trace))
    try Data(page.html.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
    print(
        "\(output): \(page.summary.frames.count) frames, \(page.summary.views.count) views, "
            + "\(page.summary.edges.count) cause → view edges")
} catch {
    FileHandle.standardError.write(Data("shoji-report: \(input): \(error)\n".utf8))
    exit(1)
}
