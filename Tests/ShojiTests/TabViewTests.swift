import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

private enum Screen: Hashable { case home, mail, settings }

@Observable
private final class TabModel {
    var screen = Screen.home
    var unread = 3
}

private struct TabCounter: View {
    @State private var count = 0
    var body: some View { Button("Count \(count)") { count += 1 } }
}

private struct Tabbed: View {
    @Bindable var model: TabModel
    var body: some View {
        TabView(selection: $model.screen) {
            TabCounter()
                .tabItem { Label("Home", systemImage: "house") }
                .tag(Screen.home)
            Text("Mail list")
                .tabItem { Label("Mail", systemImage: "envelope") }
                .tag(Screen.mail)
                .badge(model.unread)
            Tab("Settings", systemImage: "gear", value: Screen.settings) {
                Text("Settings screen")
            }
        }
    }
}

private struct Untagged: View {
    var body: some View {
        TabView {
            Tab("One") { Text("First") }
            Tab("Two") { Text("Second") }
        }
    }
}

@MainActor
@Suite struct TabViewTests {
    @Test func barShowsLabelsBadgesAndTheSelection() {
        let model = TabModel()
        let host = TestHost(Tabbed(model: model), width: 50, height: 6)
        #expect(host.lines[0].hasPrefix(" ⌂ Home │ ✉ Mail 3 │ ⚙ Settings"), "\(host.lines)")
        let home = host.find("Home")!
        #expect(host.style(x: home.x, y: 0).attributes.contains(.underline))
        #expect(host.style(x: host.find("Mail")!.x, y: 0).attributes.contains(.dim))
        #expect(host.text.contains("Count 0"))
        #expect(!host.text.contains("Mail list"))
        model.unread = 12
        host.update()
        #expect(host.lines[0].contains("Mail 12"), "\(host.lines[0])")
        model.unread = 0
        host.update()
        #expect(host.lines[0].contains("✉ Mail │"), "a zero badge shows nothing: \(host.lines[0])")
    }

    @Test func clickKeysAndBindingSwitchTabsAndStateSurvives() {
        let model = TabModel()
        let host = TestHost(Tabbed(model: model), width: 50, height: 6)
        host.click("Count 0")
        #expect(host.text.contains("Count 1"))
        host.click("Mail")
        #expect(model.screen == .mail)
        #expect(host.text.contains("Mail list") && !host.text.contains("Count"))
        host.press("Alt-3")
        #expect(model.screen == .settings)
        #expect(host.text.contains("Settings screen"))
        host.send(.key(KeyPress(.pageUp, modifiers: .control)))
        #expect(model.screen == .mail)
        model.screen = .home
        host.update()
        #expect(host.text.contains("Count 1"), "the tab kept its state while hidden")
        // The bar is a Tab stop: ←/→ switch.
        while host.focusedView?.kind != "TabBar" { host.press("Tab") }
        host.press("Right")
        #expect(model.screen == .mail)
        host.press("Right", "Right")
        #expect(model.screen == .settings)
        host.press("Home")
        #expect(model.screen == .home)
    }

    @Test func hiddenTabsTakeNoFocus() {
        let host = TestHost(Tabbed(model: TabModel()), width: 50, height: 6)
        var seen: Set<String> = []
        for _ in 0..<6 {
            host.press("Tab")
            seen.insert(host.focusedView?.kind ?? "")
        }
        #expect(seen == ["TabBar", "Button"], "\(seen)")
    }

    @Test func untaggedTabsSelectByPosition() {
        let host = TestHost(Untagged(), width: 30, height: 4)
        #expect(host.text.contains("First"))
        host.click("Two")
        #expect(host.text.contains("Second") && !host.text.contains("First"))
        host.press("Alt-1")
        #expect(host.text.contains("First"))
    }
}
