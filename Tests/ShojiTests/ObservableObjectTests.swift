import Foundation
import Testing

@testable import Articles
@testable import Combine
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// A settings model in the pre-2023 style.
private final class Prefs: ObservableObject {
    @Published var name = "Ada"
    @Published var size = 14
    nonisolated(unsafe) static var made = 0
    nonisolated(unsafe) static var freed = 0
    init() { Prefs.made += 1 }
    deinit { Prefs.freed += 1 }
}

private struct NameLabel: View {
    @ObservedObject var prefs: Prefs
    var body: some View { Text("Name \(prefs.name)") }
}

private struct SizeLabel: View {
    @ObservedObject var prefs: Prefs
    var body: some View { Text("Size \(prefs.size)") }
}

private struct PrefsScreen: View {
    @StateObject private var prefs = Prefs()
    @State private var bump = 0

    var body: some View {
        VStack {
            NameLabel(prefs: prefs)
            SizeLabel(prefs: prefs)
            TextField("Name", text: $prefs.name)
            Button("Bump \(bump)") { bump += 1 }
            Button("Grow") { prefs.size += 1 }
        }
    }
}

/// Shows a child that owns a `@StateObject`, or not.
private struct Toggler: View {
    @State private var shown = true
    var body: some View {
        VStack {
            Button("Toggle") { shown.toggle() }
            if shown { PrefsScreen() }
        }
    }
}

/// A model whose `objectWillChange` is its own, sent by hand.
private final class Manual: ObservableObject {
    let objectWillChange = PassthroughSubject<Void, Never>()
    var count = 0
    func step() {
        objectWillChange.send()
        count += 1
    }
}

private struct ManualView: View {
    @ObservedObject var model: Manual
    var body: some View { Text("Count \(model.count)") }
}

private struct CartBadge: View {
    @EnvironmentObject var prefs: Prefs
    var body: some View { Text("Badge \(prefs.size)") }
}

@MainActor
@Suite(.serialized) struct ObservableObjectTests {
    @Test func everyHolderRunsOnAnyPublishedChangeAndTheUnreadOnesAreMarked() throws {
        let host = TestHost(PrefsScreen(), width: 40, height: 10)
        let frame = try #require(host.click("Grow"))
        #expect(host.text.contains("Size 15"))
        // SwiftUI's rule: every view holding the object runs, whichever property changed.
        #expect(frame.causes["SizeLabel"] == ["Prefs.size"])
        #expect(frame.causes["NameLabel"] == ["Prefs.size (unread: @Observable would skip)"])
        #expect(frame.causes["PrefsScreen"] == ["Prefs.size (unread: @Observable would skip)"])
        #expect(frame.objectWillChange["Prefs"] == ObjectWillChangeCount(evaluations: 3, unread: 2))
    }

    @Test func aBindingToAPublishedPropertyWritesTheModel() throws {
        let host = TestHost(PrefsScreen(), width: 40, height: 10)
        host.click("Ada")
        host.type("!")
        #expect(host.text.contains("Name Ada!"))
    }

    @Test func aStateObjectIsMadeOncePerIdentityAndFreedWithIt() throws {
        Prefs.made = 0
        Prefs.freed = 0
        let host = TestHost(Toggler(), width: 40, height: 12)
        #expect(Prefs.made == 1)
        host.click("Bump 0")
        host.click("Bump 1")
        host.click("Grow")
        #expect(Prefs.made == 1)
        #expect(host.text.contains("Size 15"))
        host.click("Toggle")
        #expect(Prefs.freed == 1, "the object goes with its view: nothing holds it, no subscription leaks")
        host.click("Toggle")
        #expect(Prefs.made == 2)
        #expect(host.text.contains("Size 14"))
    }

    @Test func aCustomObjectWillChangeRunsItsHolders() throws {
        let model = Manual()
        let host = TestHost(ManualView(model: model), width: 30, height: 4)
        model.step()
        let frame = try #require(host.update())
        #expect(host.text.contains("Count 1"))
        #expect(frame.causes["ManualView"] == ["Manual.objectWillChange"])
    }

    @Test func anEnvironmentObjectIsFoundAndFollowed() throws {
        let prefs = Prefs()
        let host = TestHost(VStack { CartBadge() }.environmentObject(prefs), width: 30, height: 4)
        #expect(host.text.contains("Badge 14"))
        prefs.size = 20
        host.update()
        #expect(host.text.contains("Badge 20"))
    }

    @Test func aMissingEnvironmentObjectShowsOneLineNamingTheType() throws {
        let host = TestHost(VStack { CartBadge() }, width: 120, height: 4)
        #expect(host.text.contains("No ObservableObject of type Prefs in the environment of CartBadge"))
        #expect(!host.didQuit)
    }

    @Test func aChangeFromAnotherThreadIsRenderedOnTheMainActor() async throws {
        let prefs = Prefs()
        let host = TestHost(SizeLabel(prefs: prefs), width: 30, height: 4)
        nonisolated(unsafe) let model = prefs
        await Task.detached { model.size = 99 }.value
        host.update()
        #expect(host.text.contains("Size 99"))
    }

    @Test func theOverlayTotalsUnreadEvaluationsPerType() throws {
        let host = TestHost(PrefsScreen(), width: 40, height: 10)
        host.click("Grow")
        host.click("Grow")
        let totals = host.graph.stats.totalObjectWillChange["Prefs"]
        #expect(totals == ObjectWillChangeCount(evaluations: 6, unread: 4))
        let panel = ExplainPanel(
            recent: [], selected: nil, log: [], hudAtTop: true, objectTotals: host.graph.stats.totalObjectWillChange)
        #expect(panel.lines.first == "Prefs: 4 of 6 evaluations unread (@Observable would skip them)")
    }

    @Test func theMigrationDemoCountsTheSameEditsBothWays() throws {
        let host = TestHost(MigrationDemoView(), width: 80, height: 24)
        host.forgetFrames()
        var old = 0
        var new = 0
        for _ in 0..<3 {
            let frame = try #require(host.click("+"))
            old += frame.evaluated.filter { $0.key.hasPrefix("Old") }.values.reduce(0, +)
            new += frame.evaluated.filter { $0.key.hasPrefix("New") }.values.reduce(0, +)
        }
        #expect(host.text.contains("Font: 17 pt"))
        // Before: the three views holding the old model (and the screen, which owns it); after: only the
        // one that reads the font size.
        #expect(new == 3)
        #expect(old == 9)
        #expect(
            host.graph.stats.totalObjectWillChange["OldSettingsModel"]
                == ObjectWillChangeCount(evaluations: 12, unread: 9))
    }
}

/// Shows each value a subject sends.
private struct Listener: View {
    let subject: PassthroughSubject<Int, Never>
    @State private var last = 0
    var body: some View {
        Text("Last \(last)").onReceive(subject) { last = $0 }
    }
}

private struct ListenerHost: View {
    let subject: PassthroughSubject<Int, Never>
    @State private var shown = true
    var body: some View {
        VStack {
            Button("Hide") { shown = false }
            if shown { Listener(subject: subject) }
        }
    }
}

@MainActor
@Suite(.serialized) struct OnReceiveTests {
    @Test func valuesSentOnTheMainActorArriveAtOnce() async throws {
        let subject = PassthroughSubject<Int, Never>()
        let host = TestHost(ListenerHost(subject: subject), width: 30, height: 4)
        await Task.yield()
        subject.send(7)
        await settle(host)
        #expect(host.text.contains("Last 7"))
    }

    @Test func valuesFromAnotherThreadArriveOnTheMainActor() async throws {
        let subject = PassthroughSubject<Int, Never>()
        let host = TestHost(ListenerHost(subject: subject), width: 30, height: 4)
        await Task.detached { subject.send(42) }.value
        await settle(host)
        #expect(host.text.contains("Last 42"))
    }

    @Test func aViewThatLeftNoLongerReceives() async throws {
        let subject = PassthroughSubject<Int, Never>()
        let host = TestHost(ListenerHost(subject: subject), width: 30, height: 4)
        host.click("Hide")
        await settle(host)
        #expect(!host.text.contains("Last"))
        #expect(!subjectHasSubscribers(subject), "the subscription ended with the view")
    }

    @Test func aTimerPublisherTicksOnTheMainQueue() async throws {
        nonisolated(unsafe) var ticks = 0
        let cancellable = Timer.publish(every: 0.01, on: .main, in: .common).autoconnect().sink { _ in ticks += 1 }
        for _ in 0..<50 where ticks < 3 { try await Task.sleep(for: .milliseconds(10)) }
        #expect(ticks >= 3)
        cancellable.cancel()
        let after = ticks
        try await Task.sleep(for: .milliseconds(50))
        #expect(ticks == after, "cancelling stops the timer")
    }

    /// Lets the main queue run what was scheduled on it, then renders.
    private func settle(_ host: TestHost) async {
        for _ in 0..<5 { await Task.yield() }
        try? await Task.sleep(for: .milliseconds(5))
        host.update()
    }

    private func subjectHasSubscribers(_ subject: PassthroughSubject<Int, Never>) -> Bool {
        subject.core.hasSubscribers
    }
}

private struct PrintingLabel: View {
    @ObservedObject var prefs: Prefs
    var body: some View {
        let _ = Self._printChanges()
        Text("Printing \(prefs.name)")
    }
}

private struct SelectedTwoLineRows: View {
    @State private var selection: String? = "Ada"
    var body: some View {
        VStack {
            Button("Elsewhere") {}
            List(["Ada", "Grace"], id: \.self, selection: $selection) { name in
                VStack(alignment: .leading) {
                    Text(name)
                    Text("second line of \(name)")
                }
            }
        }
    }
}

@MainActor
@Suite(.serialized) struct MigrationExplanationTests {
    @Test func printChangesAndStatsLinesNameTheUnreadProperty() throws {
        ChangeLog.clear()
        let prefs = Prefs()
        let host = TestHost(PrintingLabel(prefs: prefs), width: 40, height: 4)
        prefs.size = 30
        let frame = try #require(host.update())
        #expect(ChangeLog.lines.last == "PrintingLabel: Prefs.size (unread: @Observable would skip) changed.")
        #expect(frame.jsonLine.contains(#""objectWillChange":{"Prefs":{"evaluations":1,"unread":1}}"#))
        prefs.name = "Grace"
        #expect(host.update()?.causes["PrintingLabel"] == ["Prefs.name"])
    }

    @Test func unreadChangesAreKnownFromTheFirstChangeAfterTheOverlayTurnsOn() throws {
        let host = TestHost(PrefsScreen(), width: 40, height: 10, recordsCauses: false)
        host.graph.recordsCauses = true  // as F2 or F6 does in a running app
        let frame = try #require(host.click("Grow"))
        #expect(frame.causes["NameLabel"] == ["Prefs.size (unread: @Observable would skip)"])
        #expect(frame.causes["SizeLabel"] == ["Prefs.size"])
    }

    @Test func aSelectedTwoLineRowIsHighlightedOnBothLines() throws {
        let host = TestHost(SelectedTwoLineRows(), width: 40, height: 10)
        #expect(host.focusedView?.text.contains("Elsewhere") == true)
        let first = try #require(host.find("second line of Ada"))
        let title = try #require(host.find("Ada"))
        #expect(host.style(x: title.x, y: title.y) == host.style(x: first.x, y: first.y))
        #expect(host.style(x: first.x, y: first.y) != host.style(x: first.x, y: first.y + 2))
    }
}
