import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

private struct Lifecycle: View {
    let flags: Flags
    var body: some View {
        VStack {
            if flags.value < 2 {
                Text("shown")
                    .onAppear { flags.log.append("appear") }
                    .onDisappear { flags.log.append("disappear") }
            }
            Text("value \(flags.value)")
                .onChange(of: flags.value) { old, new in flags.log.append("change \(old)->\(new)") }
        }
    }
}

private struct Stateful: View {
    @State private var taps = 0
    var body: some View { Button("taps \(taps)") { taps += 1 } }
}

private struct IdentityHost: View {
    let flags: Flags
    var body: some View { Stateful().id(flags.id) }
}

private struct Highlight: ViewModifier {
    @State private var hits = 0
    func body(content: Content) -> some View {
        HStack {
            content
            Button("hit \(hits)") { hits += 1 }
        }
    }
}

private struct LocalBindable: View {
    let flags: Flags
    var body: some View {
        @Bindable var flags = flags
        Toggle("Enabled", isOn: $flags.enabled)
    }
}

/// Lifecycle callbacks, identity and state, custom modifiers, local bindings.
@MainActor
@Suite struct LifecycleTests {
    @Test func lifecycleCallbacksRunAfterTheirFrame() {
        let flags = Flags()
        let host = TestHost(Lifecycle(flags: flags), width: 20, height: 3)
        #expect(flags.log == ["appear"])
        flags.value = 1
        host.update()
        #expect(flags.log == ["appear", "change 0->1"])
        flags.value = 2
        host.update()
        #expect(flags.log == ["appear", "change 0->1", "disappear", "change 1->2"])
        #expect(!host.text.contains("shown"))
    }

    @Test func changingAnIDResetsState() {
        let flags = Flags()
        let host = TestHost(IdentityHost(flags: flags), width: 20, height: 1)
        host.press("Enter", "Enter")
        #expect(host.text.contains("taps 2"))
        flags.id = 2
        host.update()
        #expect(host.text.contains("taps 0"))
    }

    @Test func customModifierHasItsOwnStateAndTracking() {
        let host = TestHost(Text("x").modifier(Highlight()), width: 20, height: 1)
        let frame = host.press("Enter")
        #expect(host.text.contains("hit 1"))
        #expect(frame?.evaluated == ["Highlight": 1])
    }

    @Test func localBindableInsideBody() {
        let flags = Flags()
        let host = TestHost(LocalBindable(flags: flags), width: 20, height: 1)
        #expect(host.text.contains("[x] Enabled"))
        host.press("Space")
        #expect(flags.enabled == false)
        #expect(host.text.contains("[ ] Enabled"))
    }
}
