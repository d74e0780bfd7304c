import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// Its stored data never changes; its action is a new closure every time the parent runs.
private struct ActionChild: View {
    let title: String
    let onPress: () -> Void
    var body: some View {
        Text(title).onTapGesture(perform: onPress)
    }
}

/// Wraps its action in another closure, so the button's closure is not the stored property itself.
private struct WrappingChild: View {
    let onPress: () -> Void
    var body: some View {
        Button("Wrapped") { onPress() }
    }
}

private struct WrappingParent: View {
    let source: Source
    var body: some View {
        let version = source.version
        VStack {
            Text("version \(version)")
            WrappingChild { source.log.append(version) }
        }
    }
}

/// Takes a `@ViewBuilder` content closure.
private struct Card<Content: View>: View {
    let content: () -> Content
    init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
    var body: some View {
        VStack { content() }
    }
}

private struct ClosureParent: View {
    let source: Source
    var body: some View {
        let version = source.version
        VStack {
            Text("version \(version)")
            ActionChild(title: "Press") { source.log.append(version) }
            Card { Text("card") }
        }
    }
}

@MainActor
@Suite struct ClosureTests {
    @Test func newActionClosureDoesNotReevaluateChildButTheNewestClosureRuns() throws {
        let source = Source()
        let host = TestHost(ClosureParent(source: source), width: 30, height: 5)
        source.version = 7
        let frame = try #require(host.update())
        #expect(frame.evaluated["ClosureParent"] == 1)
        #expect(frame.evaluated["ActionChild"] == nil)
        #expect(host.text.contains("version 7"))
        #expect(host.graph.nodesWithStaleActions == 1, "the child holds the old closure")
        let press = host.press("Enter")
        // The press ran the closure made in the latest evaluation (capturing 7, not 0)…
        #expect(source.log == [7])
        // …without evaluating the child: its body passes `onPress` straight to the tap gesture, so
        // the gesture was handed the new value's `onPress` (ClosureForwarding).
        #expect(press?.evaluated["ActionChild"] == nil)
        #expect(host.totalEvaluations["ActionChild"] == 1)
    }

    @Test func aWrappedActionIsRefreshedBeforeItRuns() throws {
        let source = Source()
        let host = TestHost(WrappingParent(source: source), width: 30, height: 5)
        source.version = 3
        let frame = try #require(host.update())
        #expect(frame.evaluated["WrappingChild"] == nil)
        let press = host.press("Enter")
        #expect(source.log == [3])
        // A Button's action closure is a conversion of `onPress` (to `@MainActor`), which cannot be
        // matched, so the body runs first.
        #expect(press?.evaluated["WrappingChild"] == 1)
        #expect(host.graph.nodesWithStaleActions == 0, "evaluated: nothing stale is left to walk to")
    }

    @Test func childWithContentClosureIsReevaluated() throws {
        let source = Source()
        let host = TestHost(ClosureParent(source: source), width: 30, height: 5)
        source.version = 1
        let frame = try #require(host.update())
        #expect(frame.evaluated["Card"] == 1)
    }

    @Test func unchangedParentOutputSkipsChildren() throws {
        let source = Source()
        let host = TestHost(ClosureParent(source: source), width: 30, height: 5)
        source.log = [1]  // not read by any body
        #expect(host.update() == nil)
    }
}
