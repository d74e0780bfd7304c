import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

private struct Tally: View {
    @State private var count = 0
    var body: some View { Button("count \(count)") { count += 1 } }
}

/// The one backend contract: the core draws through it and takes input from it; and the keys every app
/// has.
@MainActor
@Suite struct BackendTests {
    @Test func recordingBackendSeesTheFramesTheCoreSends() {
        let recording = RecordingBackend(size: Size(width: 20, height: 1))
        let host = TestHost(Tally(), width: 20, height: 1, terminal: .custom { _, _, _ in recording })
        #expect(recording.calls.first == .beginFrame)
        #expect(recording.calls.contains(.write(row: 0, column: 0, text: "    [ count 0 ]     ")))
        #expect(recording.calls.last == .endFrame)
        recording.reset()
        host.press("Enter")
        #expect(
            recording.calls.contains(.write(row: 0, column: 12, text: "1")), "only the changed cell: \(recording.calls)"
        )
        recording.reset()
        host.update()
        #expect(recording.calls.isEmpty, "no frame when nothing changed")
    }

    @Test func ctrlCAsksToQuitAndCtrlZSuspends() {
        let recording = RecordingBackend(size: Size(width: 4, height: 1))
        let host = TestHost(Text("x"), width: 4, height: 1, terminal: .custom { _, _, _ in recording })
        host.press("Ctrl-Z")
        #expect(recording.calls.contains(.suspend))
        host.press("Ctrl-C")
        #expect(host.didQuit)
    }

    @Test func ctrlLRedrawsFromScratchAndChecksTheScreen() {
        let recording = RecordingBackend(size: Size(width: 20, height: 1))
        let host = TestHost(Tally(), width: 20, height: 1, terminal: .custom { _, _, _ in recording })
        recording.reset()
        let frame = host.press("Ctrl-L")
        #expect(frame?.repaintMismatchRows == [])
        #expect(recording.calls.contains(.redrawAll))
        #expect(recording.calls.contains(.write(row: 0, column: 0, text: "    [ count 0 ]     ")), "every cell again")
    }

    @Test func overlayKeys() {
        let host = TestHost(Tally(), width: 40, height: 10)
        host.press("F2")
        #expect(host.overlayIsOn)
        host.press("F4")
        #expect(host.invalidationMode == .object)
        host.press("F2")
        #expect(!host.overlayIsOn)
    }
}
