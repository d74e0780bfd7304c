import DemoCatalog
import Foundation
import ShojiTraceReport
import TerminalFixtures
import Testing

@testable import Articles
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// `SHOJI_TRACE`: the Chrome trace-event JSON a run writes, and the report made from it (`make report`).
/// Every assertion is about events, counts and names, never about how long anything took.
@MainActor
@Suite(.serialized) struct TraceTests {
    /// The profile demo after one new follower: of everything that changed, the follower count ran one
    /// view, once — the article's claim, as an edge of the cause & effect graph.
    @Test func followerCountRunsFollowerCountViewOnly() throws {
        let host = TestHost(ProfileDemoView(), width: 120, height: 40, recordsTrace: true)
        try #require(host.click("Simulate new follower") != nil)
        let trace = try TraceFile(data: Data(try #require(host.traceJSON).utf8))
        try trace.validate()
        let summary = TraceSummary(trace)
        #expect(summary.effects(of: "ProfileModel.followerCount") == ["FollowerCountView": 1])
        // Its arrow: a change instant on the changes track, a flow from it to that evaluation.
        let flowEnds = trace.events.filter { $0.phase == "f" }
        #expect(flowEnds.count == 1)
        let body = try #require(
            trace.events.last { $0.phase == "X" && $0.category.hasPrefix("body") && $0.name == "FollowerCountView" })
        #expect(body.strings("causes") == ["ProfileModel.followerCount"])
        #expect(flowEnds.first?.timestamp == body.timestamp)
        #expect(trace.events.contains { $0.phase == "i" && $0.name == "ProfileModel.followerCount" && $0.tid == 2 })
        // The mount shows as new views; nothing else ran since.
        #expect(Set(summary.edges.map(\.source)) == ["@identity", "ProfileModel.followerCount"])
    }

    /// A trace from every demo, driven by a few keys, is valid and agrees with the frames' own counts.
    @Test(arguments: DemoCatalog.names) func everyDemosTraceIsValid(_ name: String) throws {
        // The demo's files, and its `@AppStorage`, in a directory of the test's own.
        let directory = TemporaryConfigDirectory.begin()
        defer { TemporaryConfigDirectory.end(directory) }
        let view = try #require(DemoCatalog.rootView(name, directory: directory))
        let host = TestHost(AnyView(view), width: 100, height: 30, recordsTrace: true)
        for key in ["Tab", "Enter", "Down", "Tab", "Space", "Right", "Escape"] { host.press(key) }
        let trace = try TraceFile(data: Data(try #require(host.traceJSON).utf8))
        try trace.validate()
        for event in trace.events {
            #expect(["X", "i", "s", "f", "C", "M"].contains(event.phase))
        }
        let frames = trace.events.filter { $0.category == "frame" }
        #expect(frames.count == host.frames.count)
        let ownBodies = trace.events.filter { $0.category.hasPrefix("body") && $0.flag("own") }.count
        #expect(ownBodies == host.frames.reduce(0) { $0 + $1.bodyEvaluations })
        let summary = TraceSummary(trace)
        #expect(summary.frames.map(\.bodies) == host.frames.map(\.bodyEvaluations))
        #expect(summary.frames.allSatisfy { $0.phases["paint"] != nil && $0.phases["write"] != nil })
        let page = ReportPage(summary).html
        #expect(page.contains("<svg") && page.contains("</html>"))
        #expect(!page.contains("http://") || page.contains("xmlns=\"http://www.w3.org/2000/svg\""))
    }

    /// An `ObservableObject`'s `@Published` change gets its instant and arrow too.
    @Test func aPublishedChangeHasItsArrow() throws {
        let box = TracedBox()
        let host = TestHost(TracedBoxView(box: box), width: 20, height: 2, recordsTrace: true)
        box.count += 1
        host.update()
        let trace = try TraceFile(data: Data(try #require(host.traceJSON).utf8))
        try trace.validate()
        let body = try #require(trace.events.last { $0.name == "TracedBoxView" && $0.phase == "X" })
        #expect(body.strings("causes") == ["TracedBox.count"])
        #expect(trace.events.filter { $0.phase == "f" }.map(\.timestamp) == [body.timestamp])
        #expect(TraceSummary(trace).effects(of: "TracedBox.count") == ["TracedBoxView": 1])
    }

    /// A body over a millisecond is marked, so Perfetto and the report single it out.
    @Test func aLongBodyIsMarked() throws {
        let host = TestHost(SlowBody(), width: 20, height: 3, recordsTrace: true)
        let trace = try TraceFile(data: Data(try #require(host.traceJSON).utf8))
        let body = try #require(trace.events.first { $0.name == "SlowBody" })
        #expect(body.category == "body,long")
        #expect(body.flag("long"))
        #expect(TraceSummary(trace).views.first?.longEvaluations == 1)
    }

    /// A trace cut short (the app crashed mid-run: no closing bracket) still loads; a broken one does not
    /// validate.
    @Test func aCutShortTraceLoadsAndBrokenOnesFail() throws {
        let recorder = TraceRecorder(processName: "cut")
        #expect(!recorder.text.hasSuffix("]\n"))
        let cut = try TraceFile(data: Data(recorder.text.utf8))
        try cut.validate()
        #expect(cut.events.count == 4)

        let unpaired = #"[{"ph":"s","id":1,"cat":"cause","name":"cause","ts":1,"pid":1,"tid":2}]"#
        #expect(throws: TraceError.self) { try TraceFile(data: Data(unpaired.utf8)).validate() }
        let noPid = #"[{"ph":"i","name":"x","ts":1,"tid":2}]"#
        #expect(throws: TraceError(description: "event 0 has no \"pid\"")) { try TraceFile(data: Data(noPid.utf8)) }
        let overlapping =
            #"[{"ph":"X","name":"a","ts":0,"dur":10,"pid":1,"tid":1},{"ph":"X","name":"b","ts":5,"dur":10,"pid":1,"tid":1}]"#
        #expect(throws: TraceError.self) { try TraceFile(data: Data(overlapping.utf8)).validate() }
    }

    /// Without a trace, nothing is recorded (a frame does no work for one).
    @Test func noTraceUnlessAsked() {
        let host = TestHost(ProfileScreen(), width: 60, height: 12)
        #expect(host.traceJSON == nil)
        #expect(host.graph.tracer == nil)
    }

    /// The real profile binary in a pseudo-terminal with `SHOJI_TRACE`: after a follower and Ctrl-C, the
    /// file is a closed, valid trace whose graph has the follower's one edge.
    @Test func theProfileBinaryWritesAValidTrace() throws {
        let path = DemoBinaries.path("profile")
        try #require(FileManager.default.isExecutableFile(atPath: path), "build the demos first: swift build")
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("shoji-trace-\(UUID()).json")
        defer { try? FileManager.default.removeItem(at: url) }
        let pty = try PseudoTerminal(
            executable: path, environment: ["SHOJI_TRACE": url.path], width: 120, height: 40)
        #expect(pty.waitUntil { $0.text.contains("Simulate new follower") })
        #expect(pty.click("Simulate new follower"))
        #expect(pty.waitUntil { $0.text.contains("1 followers") || $0.text.contains("1 follower") })
        pty.press("Ctrl-C")
        #expect(pty.waitForExit() == 0)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.hasSuffix("\n]\n"))
        let trace = try TraceFile(contentsOf: url)
        try trace.validate()
        #expect(TraceSummary(trace).effects(of: "ProfileModel.followerCount") == ["FollowerCountView": 1])
    }

    /// A trace file that cannot be written does not stop the app; it is named on standard error once the
    /// terminal is back.
    @Test func anUnwritableTraceIsReportedAtExit() throws {
        let path = DemoBinaries.path("counter")
        try #require(FileManager.default.isExecutableFile(atPath: path), "build the demos first: swift build")
        let pty = try PseudoTerminal(
            executable: path,
            environment: [
                "SHOJI_TRACE": "/nonexistent-shoji/trace.json", "SHOJI_RECORD": "/nonexistent-shoji/s.jsonl",
            ],
            width: 80, height: 24)
        #expect(pty.waitUntil { $0.text.contains("Counter") })
        pty.press("Ctrl-C")
        #expect(pty.waitForExit() == 0)
        let output = String(decoding: pty.output, as: UTF8.self)
        #expect(
            output.contains(
                "counter: SHOJI_TRACE: cannot write /nonexistent-shoji/trace.json: No such file or directory"))
        #expect(output.contains("counter: SHOJI_RECORD: cannot write /nonexistent-shoji/s.jsonl"))
    }
}

private final class TracedBox: ObservableObject {
    @Published var count = 0
}

private struct TracedBoxView: View {
    @ObservedObject var box: TracedBox
    var body: some View { Text("count \(box.count)") }
}

/// A view whose body takes a few milliseconds.
private struct SlowBody: View {
    var body: some View {
        usleep(3000)
        return Text("slow")
    }
}
