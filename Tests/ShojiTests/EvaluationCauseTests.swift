import Foundation
import Testing

@testable import Articles
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// Why each body ran: the articles' claims, explained through ``FrameStats/causes``. Each assertion names
/// the exact cause, so a wrong or missing name fails.
@MainActor
@Suite struct EvaluationCauseTests {
    @Test func newFollowerIsCausedByFollowerCount() throws {
        let host = TestHost(ProfileScreen(), width: 60, height: 12)
        let frame = try #require(host.click("Simulate new follower"))
        #expect(frame.causes == ["FollowerCountView": ["ProfileModel.followerCount"]])
    }

    @Test func addingAPostIsCausedByPostsAndGoodPatternIsAbsent() throws {
        let host = TestHost(PatternsPanel(), width: 100, height: 30)
        let frame = try #require(host.click("Add post"))
        #expect(frame.causes["BadPatternView"] == ["ProfileModel.posts"])
        #expect(frame.causes["GoodPatternView"] == nil)
        #expect(frame.causes["ProfilePostsView"] == ["ProfileModel.posts"])
    }

    @Test func changingNameIsCausedByNameEverywhere() throws {
        let host = TestHost(PatternsPanel(), width: 100, height: 30)
        let frame = try #require(host.click("Change name"))
        #expect(!frame.causes.isEmpty)
        for (view, causes) in frame.causes {
            #expect(causes == ["ProfileModel.name"], "\(view): \(causes)")
        }
    }

    @Test func cartQuantityIsCausedByItems() throws {
        let host = TestHost(CartDemoView(), width: 100, height: 30)
        host.press("Enter", "Tab", "Enter")  // add two products
        host.click("−")  // focus the first row's stepper
        let frame = try #require(host.press("+"))
        #expect(frame.causes["CartSummaryView"] == ["CartModel.items"])
    }

    @Test func counterStepIsCausedByItsState() throws {
        let host = TestHost(CounterView(), width: 40, height: 10)
        host.press("Tab")
        let frame = try #require(host.press("Enter"))
        #expect(frame.causes == ["CounterView": ["@state.count"]])
    }

    @Test func objectModeNamesTheHeldObject() throws {
        let host = TestHost(ProfileScreen(), width: 60, height: 12, mode: .object)
        let frame = try #require(host.click("Simulate new follower"))
        #expect(frame.causes["FollowerCountView"] == ["ProfileModel.followerCount"])
        let widened = frame.causes.filter { $0.key != "FollowerCountView" }
        #expect(!widened.isEmpty)
        for (view, causes) in widened { #expect(causes == ["@object(ProfileModel)"], "\(view): \(causes)") }
    }

    @Test func treeModeSaysTree() throws {
        let host = TestHost(ProfileScreen(), width: 60, height: 12, mode: .tree)
        let frame = try #require(host.click("Simulate new follower"))
        #expect(frame.causes["ProfileScreen"] == ["@tree"])
    }

    @Test func aNewViewIsCausedByIdentity() {
        let host = TestHost(ProfileScreen(), width: 60, height: 12)
        #expect(host.frames.first?.causes["FollowerCountView"] == ["@identity"])
    }

    @Test func aParentPassingANewValueNamesTheProperty() throws {
        struct Label: View {
            let title: String
            let unchanged: Int
            var body: some View { Text(title) }
        }
        struct Parent: View {
            @State var title = "a"
            var body: some View {
                VStack {
                    Label(title: title, unchanged: 1)
                    Button("Change") { title += "b" }
                }
            }
        }
        let host = TestHost(Parent(), width: 20, height: 5)
        let frame = try #require(host.click("Change"))
        #expect(frame.causes["Parent"] == ["@state.title"])
        #expect(frame.causes["Label"] == ["@self.title"])
    }

    @Test func printChangesWritesTheCausesToTheLogNotTheScreen() throws {
        struct Counted: View {
            @State var n = 0
            var body: some View {
                let _ = Self._printChanges()
                Button("n \(n)") { n += 1 }
            }
        }
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("shoji-log-\(getpid()).txt").path
        ChangeLog.path = log
        defer {
            ChangeLog.path = nil
            try? FileManager.default.removeItem(atPath: log)
        }
        ChangeLog.clear()
        let host = TestHost(Counted(), width: 20, height: 3)
        host.press("Enter")
        #expect(ChangeLog.lines == ["Counted: @identity changed.", "Counted: @state.n changed."])
        #expect(!host.text.contains("changed"))
        let file = try String(contentsOfFile: log, encoding: .utf8)
        #expect(file.hasSuffix("Counted: @identity changed.\nCounted: @state.n changed.\n"))
    }

    @Test func statsLinesCarryTheCauses() throws {
        let host = TestHost(ProfileScreen(), width: 60, height: 12)
        let frame = try #require(host.click("Simulate new follower"))
        #expect(frame.jsonLine.contains(#""causes":{"FollowerCountView":["ProfileModel.followerCount"]}"#))
    }
}

extension EvaluationCauseTests {
    @Test func anEnvironmentChangeNamesTheValue() throws {
        struct Reader: View {
            @Environment(\.colorScheme) var scheme
            var body: some View { Text(scheme == .dark ? "dark" : "light") }
        }
        struct Switcher: View {
            @State var dark = false
            var body: some View {
                VStack {
                    Reader().environment(\.colorScheme, dark ? .dark : .light)
                    Button("Switch") { dark.toggle() }
                }
            }
        }
        let host = TestHost(Switcher(), width: 20, height: 5)
        let frame = try #require(host.click("Switch"))
        #expect(frame.causes["Reader"] == ["@environment.colorScheme"])
        #expect(host.text.contains("dark"))
    }
}

@Observable
private final class CauseTheme {
    var accent = "blue"
}

extension EvaluationCauseTests {
    @Test func anEnvironmentObjectIsNamedByItsTypeAndItsPropertiesByName() throws {
        struct Reader: View {
            @Environment(CauseTheme.self) var theme
            var body: some View { Text(theme.accent) }
        }
        struct Host: View {
            @State var first = true
            let a = CauseTheme()
            let b = CauseTheme()
            var body: some View {
                VStack {
                    Reader().environment(first ? a : b)
                    Button("Swap") { first.toggle() }
                    Button("Recolor") { (first ? a : b).accent += "!" }
                }
            }
        }
        let host = TestHost(Host(), width: 20, height: 5)
        let swapped = try #require(host.click("Swap"))
        #expect(swapped.causes["Reader"] == ["@environment(CauseTheme)"])
        let recolored = try #require(host.click("Recolor"))
        #expect(recolored.causes["Reader"] == ["CauseTheme.accent"])
    }
}
