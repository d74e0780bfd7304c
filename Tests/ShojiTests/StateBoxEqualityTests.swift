import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// `StateBox` compares a written value with the stored one through `==` made once per box, reading both
/// values where they are stored as the concrete `Equatable` type. These are the odd shapes that must
/// compare correctly that way: empty, inline, boxed-size, class, generic, optional, enum with payloads,
/// strings large enough to live on the heap; and values that are not `Equatable` always notify.
@MainActor
struct StateBoxEqualityTests {
    private struct Empty: Equatable {}

    private struct Large: Equatable {
        var a = 1
        var b = "a string long enough to be stored on the heap, not inline"
        var c = [1, 2, 3]
        var d = 4.5
        var e: Int?
    }

    private final class Reference: Equatable {
        let value: Int
        init(_ value: Int) { self.value = value }
        static func == (a: Reference, b: Reference) -> Bool { a.value == b.value }
    }

    private struct Wrapper<T: Equatable>: Equatable {
        var inner: T
    }

    private enum Shape: Equatable {
        case none
        case dot(Int)
        case named(String, Large)
    }

    private struct NotEquatable {
        var value = 0
    }

    /// How many of `writes` notified the window that read the box just before.
    private func notifications<V>(_ initial: V, writes: [V]) -> Int {
        let box = StateBox(initial)
        let queue = InvalidationQueue(requestFrame: nil)
        let window = StateReadWindow(queue: queue)
        var notified = 0
        for (i, value) in writes.enumerated() {
            StateReads.reading(in: window, token: InvalidationToken(nodeID: 1, generation: UInt64(i))) {
                _ = box.value
            }
            box.value = value
            var tokens: [InvalidationToken] = []
            var changes: [ObservedChange?] = []
            _ = queue.drain(into: &tokens, changes: &changes)
            if !tokens.isEmpty { notified += 1 }
        }
        return notified
    }

    @Test func equalWritesNotifyNoOneAndDifferentOnesDo() {
        #expect(notifications(Empty(), writes: [Empty(), Empty()]) == 0)
        #expect(notifications(1, writes: [1, 2, 2]) == 1)
        let text = String(repeating: "é", count: 40)
        #expect(notifications(text, writes: [String(text), text + "!", text + "!"]) == 1)
        #expect(notifications(Large(), writes: [Large(), Large(e: 1), Large(e: 1)]) == 1)
        #expect(notifications(Reference(1), writes: [Reference(1), Reference(2), Reference(2)]) == 1)
        #expect(notifications(Wrapper(inner: "x"), writes: [Wrapper(inner: "x"), Wrapper(inner: "y")]) == 1)
        #expect(notifications(Int?.none, writes: [nil, 3, 3, nil]) == 2)
        #expect(
            notifications(
                Shape.none, writes: [.none, .dot(1), .dot(1), .named("a", Large()), .named("a", Large()), .dot(2)])
                == 3)
    }

    @Test func valuesThatAreNotEquatableAlwaysNotify() {
        #expect(notifications(NotEquatable(), writes: [NotEquatable(), NotEquatable()]) == 2)
        let closure: () -> Void = {}
        #expect(notifications(closure, writes: [closure, closure]) == 2)
    }
}
