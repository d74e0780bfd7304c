// make screenshots: the README's pictures of the demos (docs/screens/<name>.svg), taken headless with
// TestHost after the keys the README describes (DemoCatalog/ReadmeScreens.swift), and the trace report of
// the profile demo after a few presses (docs/screens/report.html; the Makefile has Chromium, when
// installed, take report.png of it).
//
//   shoji-screenshots [OUTPUT-DIRECTORY]   (default: docs/screens)
import DemoCatalog
import Foundation
import Shoji
import ShojiTraceReport

setlocale(LC_ALL, "C.UTF-8")
let output = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "docs/screens")
try FileManager.default.createDirectory(at: output, withIntermediateDirectories: true)
let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("shoji-screenshots-\(UUID())")
defer { try? FileManager.default.removeItem(at: scratch) }
// The demos' `@AppStorage` in the scratch directory too: the pictures show the defaults, whatever the
// user's own ~/.config holds, and taking them changes nothing there.
setenv("XDG_CONFIG_HOME", scratch.appendingPathComponent("config").path, 1)

MainActor.assumeIsolated {
    // Once before the pictures: naming the first cause reads the binary's symbol table, a frame slow
    // enough for the overlay to warn about it.
    _ = ReadmeScreen.all.first { $0.overlay }?.render(directory: scratch.appendingPathComponent("warm-up"))
    for screen in ReadmeScreen.all {
        guard let (svg, host) = screen.render(directory: scratch.appendingPathComponent(screen.name)) else {
            FileHandle.standardError.write(Data("shoji-screenshots: no demo \(screen.demo)\n".utf8))
            exit(1)
        }
        let url = output.appendingPathComponent("\(screen.name).svg")
        do {
            try Data(svg.utf8).write(to: url, options: .atomic)
        } catch {
            FileHandle.standardError.write(Data("shoji-screenshots: \(url.path): \(error)\n".utf8))
            exit(1)
        }
        print(url.path)
        if ProcessInfo.processInfo.environment["SHOJI_SCREENSHOTS_TEXT"] == "1" { print(host.text) }
    }

    // The report: the profile demo, the follower button twice, a rename and a post.
    let host = TestHost(
        AnyView(DemoCatalog.rootView("profile", directory: scratch)!), width: 120, height: 30, recordsTrace: true)
    for label in ["Simulate new follower", "Simulate new follower", "New follower", "Change name", "Add post"] {
        host.click(label)
    }
    do {
        let trace = try TraceFile(data: Data(host.traceJSON!.utf8))
        try trace.validate()
        let url = output.appendingPathComponent("report.html")
        try Data(ReportPage(TraceSummary(trace)).html.utf8).write(to: url, options: .atomic)
        print(url.path)
    } catch {
        FileHandle.standardError.write(Data("shoji-screenshots: the report: \(error)\n".utf8))
        exit(1)
    }
}
