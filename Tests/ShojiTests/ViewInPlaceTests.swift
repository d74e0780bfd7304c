import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

// `View.inPlace` hands a view's stored value to a closure as its own type without copying it out of the
// existential. These are the odd shapes it must handle (the suite also runs under AddressSanitizer):
// nothing stored, a value stored inline in the existential, a value in a heap box, references, a
// generic value, and a view of another type (which must give `nil`, never a reinterpretation).

private final class InPlaceCounter {
    var value = 0
}

private struct Nothing: View {
    var body: some View { EmptyView() }
}

private struct Inline: View {
    var a: Int
    var body: some View { EmptyView() }
}

private struct Boxed: View {
    var title: String
    var numbers: [Int]
    var more: (Int, Int, Int, Int)
    var body: some View { EmptyView() }
}

private struct Holding: View {
    let counter: InPlaceCounter
    var body: some View { EmptyView() }
}

@MainActor
struct ViewInPlaceTests {
    @Test func emptyValue() {
        #expect(Nothing.inPlace(Nothing()) { _ in 1 } == 1)
    }

    @Test func inlineValue() {
        #expect(Inline.inPlace(Inline(a: 42)) { $0.a } == 42)
    }

    @Test func boxedValue() {
        let view: any View = Boxed(
            title: String(repeating: "é", count: 40), numbers: Array(0..<100), more: (1, 2, 3, 4))
        #expect(Boxed.inPlace(view) { "\($0.title.count) \($0.numbers.reduce(0, +)) \($0.more.3)" } == "40 4950 4")
        // The value is still intact afterwards (nothing was moved out of the box).
        #expect((view as? Boxed)?.numbers.count == 100)
    }

    @Test func referencesAreNotRetainedOrReleasedAway() {
        let counter = InPlaceCounter()
        let view: any View = Holding(counter: counter)
        for _ in 0..<1000 { Holding.inPlace(view) { $0.counter.value += 1 } }
        #expect(counter.value == 1000)
    }

    @Test func genericValue() {
        let view: any View = Text("hi").padding(8).border(.red)
        let type = type(of: Text("hi").padding(8).border(.red))
        func check<V: View>(_: V.Type) -> Bool { V.inPlace(view) { _ in true } ?? false }
        #expect(check(type))
    }

    @Test func anotherTypeGivesNil() {
        #expect(Inline.inPlace(Nothing()) { $0.a } == nil)
        #expect(Boxed.inPlace(Inline(a: 1)) { $0.title } == nil)
        #expect(Text.inPlace(Text("a").padding(8)) { _ in 1 } == nil)
    }
}
