import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

private struct TwoToggles: View {
    @State var a = false
    @State var b = false
    var body: some View {
        VStack {
            Toggle("A", isOn: $a)
            Toggle("B", isOn: $b)
            Text("\(a ? "a" : "-")\(b ? "b" : "-")")
        }
    }
}

/// The app loop on its own: what each backend event does, and how many frames it renders.
@MainActor
@Suite struct AppLoopTests {
    private func makeLoop(_ view: some View = TwoToggles()) -> (AppLoop, MemoryBackend) {
        let backend = MemoryBackend(size: Size(width: 20, height: 4))
        let graph = ViewGraph(content: view, backend: backend, recordsCauses: false, requestFrame: nil)
        let loop = AppLoop(graph: graph)
        loop.render()
        return (loop, backend)
    }

    @Test func aBatchOfEventsRendersOneFrameAndEachEventGoesWhereTheLastMovedFocus() {
        let (loop, _) = makeLoop()
        let before = loop.framesRendered
        for key in [KeyPress(.tab), KeyPress(.character(" "))] { loop.handle(.input(.key(key))) }
        #expect(loop.framesRendered == before)
        loop.handle(.inputBatchEnded)
        #expect(loop.framesRendered == before + 1)
        // Tab moved focus from A to B before Space arrived: B is on, A is not.
        #expect(loop.graph.screenLines.contains { $0.contains("-b") })
    }

    @Test func aChangeInsideABatchOnTheMainThreadAsksForNoFrameOfItsOwn() {
        let (loop, _) = makeLoop()
        #expect(loop.requestsFrame(onMainThread: true))
        loop.handle(.input(.key(KeyPress(.character(" ")))))
        #expect(!loop.requestsFrame(onMainThread: true))
        #expect(loop.requestsFrame(onMainThread: false))
        loop.handle(.inputBatchEnded)
        #expect(loop.requestsFrame(onMainThread: true))
    }

    @Test func terminatingEndsTheLoopOnceAndLaterEventsDoNothing() {
        let (loop, _) = makeLoop()
        var codes: [Int32] = []
        loop.onFinish = { codes.append($0) }
        loop.handle(.terminate(143))
        loop.handle(.terminate(129))
        loop.finish(0)
        #expect(codes == [143])
        let frames = loop.framesRendered
        loop.handle(.input(.key(KeyPress(.character(" ")))))
        loop.handle(.inputBatchEnded)
        loop.render()
        #expect(loop.framesRendered == frames)
        #expect(loop.graph.screenLines.contains { $0.contains("--") })
    }

    @Test func resumingSendsTheWholeScreenAgain() {
        let (loop, _) = makeLoop()
        var stats: FrameStats?
        loop.didRender = { stats = $0 }
        loop.render()
        #expect(stats == nil || stats?.cellsChanged == 0)
        loop.handle(.resumed)
        #expect((stats?.cellsChanged ?? 0) >= 3)
    }
}
