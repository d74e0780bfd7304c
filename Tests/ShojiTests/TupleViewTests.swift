import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// A composite view that stores the views it is given, as custom containers do.
private struct Card<Content: View>: View {
    let content: Content
    var body: some View { content }
}

/// A view that re-evaluates on every press and hands a card the same two texts each time.
private struct Parent: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Button("More \(count)") { count += 1 }
            Card(content: TupleView(Text("one"), Text("two")))
        }
    }
}

/// `TupleView` keeps its views in an array its copies share (each as `any View`); it must still behave
/// as a value, and give its views back as their own types.
@MainActor
@Suite struct TupleViewTests {
    @Test func tupleViewsCompareByTheirViewsNotByTheirBox() {
        let a = TupleView(Text("a"), Text("b"))
        #expect(ViewComparator.compare(a, TupleView(Text("a"), Text("b"))) == .equal)
        #expect(ViewComparator.compare(a, a) == .equal)
        #expect(ViewComparator.compare(a, TupleView(Text("a"), Text("c"))) == .different)
        #expect(
            ViewComparator.compare(TupleView(Text("a"), Button("x") {}), TupleView(Text("a"), Button("x") {}))
                == .actionsDiffer)
        #expect(
            ViewComparator.compare(TupleView(Text("a"), Button("x") {}), TupleView(Text("b"), Button("x") {}))
                == .different)
        // Inside a view that stores it, read in place.
        let card = Card(content: TupleView(Text("a"), Text("b")))
        #expect(ViewComparator.compareViews(card, Card(content: TupleView(Text("a"), Text("b")))) == .equal)
        #expect(ViewComparator.compareViews(card, Card(content: TupleView(Text("a"), Text("z")))) == .different)
    }

    @Test func settingTheValueLeavesCopiesAlone() {
        var views = TupleView(Text("a"), Text("b"))
        let copy = views
        views.value.0 = Text("c")
        #expect(ViewComparator.compare(copy, TupleView(Text("a"), Text("b"))) == .equal)
        #expect(ViewComparator.compare(views, TupleView(Text("c"), Text("b"))) == .equal)
        views.value = (Text("x"), Text("y"))
        #expect(ViewComparator.compare(views, TupleView(Text("x"), Text("y"))) == .equal)
        #expect(ViewComparator.compare(copy, TupleView(Text("a"), Text("b"))) == .equal)
    }

    /// Every view comes back as its own type, in order — an optional (empty or not), an empty view, a
    /// class-free and a closure-holding view — and the children are listed under their positions.
    @Test func theValueReadsBackEveryShape() {
        let views = TupleView(Text("a"), Text?.none, Text?.some(Text("c")), EmptyView(), Button("b") {}, Text("d"))
        #expect(ViewComparator.compare(views.value.0, Text("a")) == .equal)
        #expect(views.value.1 == nil)
        #expect(views.value.2.map { ViewComparator.compare($0, Text("c")) } == .equal)
        #expect(ViewComparator.compare(views.value.5, Text("d")) == .equal)
        var list = ChildList()
        views.children(into: &list)
        #expect(list.entries.map(\.key) == (0..<6).map { ChildKey.index($0) })
        #expect(list.entries[4].type == ObjectIdentifier(Button<Text>.self))
        let empty = TupleView()
        var none = ChildList()
        empty.children(into: &none)
        #expect(none.isEmpty)
        let one = TupleView(Text("only"))
        #expect(ViewComparator.compare(one.value, Text("only")) == .equal)
    }

    @Test func aCompositeWhoseTupleIsUnchangedIsNotEvaluatedAgain() throws {
        let host = TestHost(Parent(), width: 20, height: 4)
        #expect(host.text.contains("one") && host.text.contains("two"))
        let frame = try #require(host.press("Enter"))
        #expect(host.text.contains("More 1"))
        #expect(frame.evaluated["Parent"] == 1)
        #expect(!frame.evaluated.keys.contains { $0.hasPrefix("Card") }, "\(frame.evaluated)")
    }
}
