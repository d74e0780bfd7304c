import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

private struct Grid: View {
    var body: some View {
        VStack {
            HStack {
                Button("A") {}
                Button("B") {}
            }
            HStack {
                Button("C") {}
                Button("D") {}
            }
        }
    }
}

private struct DisabledHost: View {
    let flags: Flags
    var body: some View {
        VStack {
            Button("First") { flags.log.append("first") }
                .disabled(!flags.enabled)
            Button("Second") { flags.log.append("second") }
        }
    }
}

/// Focus movement and focus styling.
@MainActor
@Suite struct FocusTests {
    @Test func arrowsMoveFocusSpatially() {
        let host = TestHost(Grid(), width: 20, height: 4)
        #expect(host.focusedView?.text == "[ A ]")
        host.press("Right")
        #expect(host.focusedView?.text == "[ B ]")
        host.press("Down")
        #expect(host.focusedView?.text == "[ D ]")
        host.press("Left")
        #expect(host.focusedView?.text == "[ C ]")
        host.press("Up")
        #expect(host.focusedView?.text == "[ A ]")
        host.press("Shift-Tab")
        #expect(host.focusedView?.text == "[ D ]")
        host.press("Tab")
        #expect(host.focusedView?.text == "[ A ]")
    }

    @Test func focusedButtonIsShownInReverseVideo() {
        let host = TestHost(Grid(), width: 20, height: 4)
        let a = host.find("A")!
        let b = host.find("B")!
        #expect(host.style(x: a.x, y: a.y).attributes.contains(.reverse))
        #expect(!host.style(x: b.x, y: b.y).attributes.contains(.reverse))
    }

    @Test func disabledControlsAreSkippedDimmedAndInert() {
        let flags = Flags()
        flags.enabled = false
        let host = TestHost(DisabledHost(flags: flags), width: 20, height: 3)
        #expect(host.focusedView?.text == "[ Second ]")
        let first = host.find("First")!
        #expect(host.style(x: first.x, y: first.y).attributes.contains(.dim))
        host.click("First")
        #expect(flags.log.isEmpty)
        flags.enabled = true
        host.update()
        host.click("First")
        #expect(flags.log == ["first"])
    }
}
