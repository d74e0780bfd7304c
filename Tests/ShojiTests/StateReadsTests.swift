import Foundation
import Observation
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// A view with only `@State`: a button that counts its presses (also used by `InPlaceWriteTests`).
struct StepperOnlyState: View {
    @State private var count = 0
    var body: some View {
        Button("count \(count)") { count += 1 }
    }
}

private struct CartTotal: View {
    let cart: Cart
    var body: some View { Text("total \(cart.total)") }
}

private struct TwoTotals: View {
    let cart: Cart
    @State private var second = false
    var body: some View {
        VStack {
            CartTotal(cart: cart)
            if second { CartTotal(cart: cart) }
            Button("second") { second.toggle() }
        }
    }
}

/// The generation a test's readers count as current.
private final class Generation: @unchecked Sendable {
    var value: UInt64 = 1
}

/// `@State` is followed by the graph (``StateReads``), not by Observation: a window that reads only
/// `@State` registers nothing with Observation, a window that reads a model learns to carry its switch,
/// and the boxes' own bookkeeping holds for other threads, repeated reads and readers that moved on.
@MainActor
@Suite struct StateReadsTests {
    private static func node(_ host: TestHost, named name: String) -> [ViewNode] {
        host.graph.allNodes.filter { $0.isMounted && $0.typeName == name }.sorted { $0.id < $1.id }
    }

    private static func drain(_ queue: InvalidationQueue) -> [InvalidationToken] {
        var tokens: [InvalidationToken] = []
        var changes: [ObservedChange?] = []
        _ = queue.drain(into: &tokens, changes: &changes)
        return tokens
    }

    @Test func aWindowThatReadsOnlyStateRegistersNothingWithObservation() throws {
        let host = TestHost(StepperOnlyState(), width: 30, height: 3, recordsCauses: false)
        host.press("Tab")
        for n in 1...3 {
            host.press("Enter")
            #expect(host.text.contains("count \(n)"), "\(host.text)")
        }
        let node = try #require(Self.node(host, named: "StepperOnlyState").first)
        #expect(node.evaluationCount == 4)
        #expect(node.ownRegistration == .none)
    }

    @Test func windowsCarryTheirSwitchesOnceRegistrationsHaveBeenAbandoned() throws {
        let cart = Cart()
        let host = TestHost(TwoTotals(cart: cart), width: 30, height: 5, recordsCauses: false)
        host.graph.abandonedRegistrationLimit = 3
        let first = try #require(Self.node(host, named: "CartTotal").first)
        // A window that read a model registered without its switch.
        #expect(first.ownRegistration == .unswitched)
        cart.prices.append(5)
        host.update()
        #expect(host.text.contains("total 12"), "\(host.text)")
        #expect(first.ownRegistration == .unswitched, "it fired and registered again")
        #expect(host.graph.abandonedRegistrations == 0, "a registration that fired is not abandoned")
        // A second total comes and goes: each time it leaves, its registration is abandoned.
        host.press("Tab")
        for round in 1...3 {
            host.press("Enter")
            #expect(Self.node(host, named: "CartTotal").count == 2)
            host.press("Enter")
            #expect(host.graph.abandonedRegistrations == round)
        }
        // From now on every window carries its switch, and leaving flips it.
        host.press("Enter")
        let nodes = Self.node(host, named: "CartTotal")
        try #require(nodes.count == 2)
        #expect(nodes[1].ownRegistration == .switched)
        host.press("Enter")
        #expect(host.graph.abandonedRegistrations == 3)
        cart.prices.append(1)
        host.update()
        #expect(host.text.contains("total 13"), "\(host.text)")
        #expect(first.ownRegistration == .switched)
    }

    @Test func trackingSaysWhetherAWindowRegistered() {
        let cart = Cart()
        var registered = false
        _ = Tracking.track({ 1 }, registered: &registered, onChange: { {} })
        #expect(!registered, "a window that read nothing")
        _ = Tracking.track({ cart.total }, registered: &registered, onChange: { {} })
        #expect(registered, "a window that read a model")
    }

    @Test func aReadIsNotedOncePerWindowAndTheLatestGenerationIsNotified() {
        let box = StateBox(0)
        let queue = InvalidationQueue(requestFrame: nil)
        let window = StateReadWindow(queue: queue)
        for generation in 1...3 {
            StateReads.reading(in: window, token: InvalidationToken(nodeID: 7, generation: UInt64(generation))) {
                _ = box.value
                _ = box.value
            }
        }
        StateReads.reading(in: window, token: InvalidationToken(nodeID: 7, generation: 9, children: true)) {
            _ = box.value
        }
        #expect(box.readerCount == 2)
        _ = box.value  // outside any window: noted by no one
        #expect(box.readerCount == 2)
        box.value = 1
        let tokens = Self.drain(queue)
        #expect(tokens.count == 2)
        #expect(tokens.contains { $0.nodeID == 7 && $0.generation == 3 && !$0.children && $0.state })
        #expect(tokens.contains { $0.nodeID == 7 && $0.generation == 9 && $0.children && $0.state })
        // Taken: the next write notifies only windows that read again.
        #expect(box.readerCount == 0)
        box.value = 2
        #expect(Self.drain(queue).isEmpty)
    }

    @Test func aReadOnAnotherThreadNotesNothingAndAWriteThereNotifies() {
        let box = StateBox("a")
        let queue = InvalidationQueue(requestFrame: nil)
        let window = StateReadWindow(queue: queue)
        let done = DispatchSemaphore(value: 0)
        StateReads.reading(in: window, token: InvalidationToken(nodeID: 1, generation: 1)) {
            Thread {
                _ = box.value
                done.signal()
            }.start()
            done.wait()
        }
        #expect(box.readerCount == 0, "a read on another thread while a window runs here")
        StateReads.reading(in: window, token: InvalidationToken(nodeID: 1, generation: 2)) { _ = box.value }
        Thread {
            box.value = "b"
            done.signal()
        }.start()
        done.wait()
        #expect(box.value == "b")
        #expect(Self.drain(queue).map(\.generation) == [2])
    }

    @Test func readersWhoseWindowsMovedOnAreSwept() {
        let box = StateBox(0)
        let queue = InvalidationQueue(requestFrame: nil)
        let window = StateReadWindow(queue: queue)
        let current = Generation()
        window.isCurrent = { token in token.generation == current.value }
        // 1,000 rows read the box once each, then moved on (scrolled past): a sweep drops them.
        for id in 0..<1000 {
            StateReads.reading(in: window, token: InvalidationToken(nodeID: id, generation: 0)) { _ = box.value }
        }
        #expect(box.readerCount < 64, "\(box.readerCount) stale readers kept")
        // Current readers are all kept.
        current.value = 0
        for id in 1000..<1200 {
            StateReads.reading(in: window, token: InvalidationToken(nodeID: id, generation: 0)) { _ = box.value }
        }
        let kept = box.readerCount
        #expect(kept >= 200)
        box.value = 1
        #expect(Self.drain(queue).count == kept)
    }
}
