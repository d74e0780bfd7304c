import Testing

@testable import Articles
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

private struct TotalView: View {
    let cart: Cart
    var body: some View { Text("total \(cart.total)") }
}

private struct NoteView: View {
    let cart: Cart
    var body: some View { Text("note \(cart.note)") }
}

@MainActor
@Suite struct ObservationTests {
    @Test func registrationsDoNotPileUpOverManyUpdates() {
        // Toggling rows re-evaluates the screen every time, but the list's selection and the filter
        // never change: their observations must not be registered again and again.
        let host = TestHost(TodoDemoView(model: .seeded(count: 200)), width: 80, height: 24)
        host.press("Tab", "Tab")
        host.press("Space")
        let start = host.controlObservationRegistrations
        for _ in 0..<300 { host.press("Space") }
        #expect(
            host.controlObservationRegistrations - start < 10,
            "\(host.controlObservationRegistrations - start) registrations piled up over 300 toggles")
    }

    /// Takes the tokens waiting in `host`'s invalidation queue.
    private static func drain(_ host: TestHost) -> [InvalidationToken] {
        var tokens: [InvalidationToken] = []
        var changes: [ObservedChange?] = []
        _ = host.graph.invalidations.drain(into: &tokens, changes: &changes)
        return tokens
    }

    @Test func aFrameLeavesNoStaleTokenBehind() {
        // A node ends the registration of a window it replaces (a row evaluated again because its parent
        // passed a new value) or leaves (rows paged out of a list) by firing it. That token is stale; if
        // it waited in the queue, an app would wake for an empty frame after each such frame, and the
        // next frame would be timed from this one.
        let host = TestHost(TodoDemoView(model: .seeded(count: 10_000)), width: 100, height: 30)
        host.press("Tab", "Tab")
        host.press("Space")
        #expect(Self.drain(host).isEmpty, "after a toggle")
        for page in 1...3 {
            host.press("PageDown")
            let left = Self.drain(host)
            #expect(left.isEmpty, "page \(page): \(left.count) tokens left in the queue")
        }
        // A real change still gets through.
        host.press("Space")
        #expect(host.lastFrame?.evaluated["TodoRowView"] == 1)
    }

    @Test func computedPropertyReadersFollowTheStoredProperties() {
        let cart = Cart()
        let host = TestHost(
            VStack {
                TotalView(cart: cart)
                NoteView(cart: cart)
            }, width: 30, height: 3)
        cart.prices.append(5)
        let frame = host.update()
        #expect(frame?.evaluated == ["TotalView": 1])
        #expect(host.text.contains("total 12"))
    }

    @Test func ignoredPropertyNeverInvalidates() {
        let cart = Cart()
        let host = TestHost(
            VStack {
                TotalView(cart: cart)
                NoteView(cart: cart)
            }, width: 30, height: 3)
        cart.note = "changed"
        #expect(host.update() == nil)
        #expect(host.text.contains("note ignored"))
    }

    @Test func manyWritesMakeOneFrame() {
        let cart = Cart()
        let host = TestHost(TotalView(cart: cart), width: 30, height: 3)
        let before = host.frames.count
        for i in 0..<50 { cart.prices.append(i) }
        host.update()
        #expect(host.frames.count == before + 1)
        #expect(host.lastFrame?.evaluated == ["TotalView": 1])
    }

    @Test func idleRendersNothing() {
        let host = TestHost(TotalView(cart: Cart()), width: 30, height: 3)
        #expect(host.update() == nil)
        #expect(host.update() == nil)
    }
}
