import Shoji
import Testing

/// A layout that puts each subview one row below and two columns right of the previous one, counting
/// its cache's making and updating.
private struct Staircase: Layout {
    final class Counts: @unchecked Sendable {
        var made = 0
        var updated = 0
    }
    let counts: Counts
    var step: CGFloat = 16

    func makeCache(subviews: Subviews) -> Int {
        counts.made += 1
        return subviews.count
    }

    func updateCache(_ cache: inout Int, subviews: Subviews) {
        counts.updated += 1
        cache = subviews.count
    }

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) -> CGSize {
        var width: CGFloat = 0
        for (i, subview) in subviews.enumerated() {
            width = max(width, CGFloat(i) * step + subview.sizeThatFits(.unspecified).width)
        }
        return CGSize(width: width, height: CGFloat(cache) * 16)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Int) {
        for (i, subview) in subviews.enumerated() {
            subview.place(
                at: CGPoint(x: bounds.minX + CGFloat(i) * step, y: bounds.minY + CGFloat(i) * 16),
                proposal: .unspecified)
        }
    }
}

private struct Rank: LayoutValueKey { static let defaultValue = 0 }

/// Orders its subviews by their `Rank`, one per row.
private struct RankedColumn: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        return CGSize(width: widest, height: CGFloat(subviews.count) * 16)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let ordered = subviews.sorted { $0[Rank.self] < $1[Rank.self] }
        for (row, subview) in ordered.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX, y: bounds.minY + CGFloat(row) * 16), proposal: .unspecified)
        }
    }
}

/// Places nothing: Shoji centres every subview.
private struct Lazy: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {}
}

/// Returns sizes and positions no screen has.
private struct Wild: Layout {
    let value: CGFloat
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: value, height: value)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(
                at: CGPoint(x: value, y: -value), anchor: .bottomTrailing,
                proposal: ProposedViewSize(width: value, height: value))
        }
    }
}

@Observable @MainActor
private final class Toggle2 {
    var wide = false
    var stairs = 3
}

private struct TapCounter: View {
    @State var count = 0
    var body: some View { Button("n=\(count)") { count += 1 } }
}

private struct Switcher: View {
    let model: Toggle2
    var body: some View {
        let layout = model.wide ? AnyLayout(HStackLayout(spacing: 8)) : AnyLayout(VStackLayout())
        layout {
            TapCounter()
            Text("B")
        }
    }
}

private struct Stairs: View {
    let model: Toggle2
    let counts: Staircase.Counts
    var body: some View {
        Staircase(counts: counts) {
            ForEach(0..<model.stairs, id: \.self) { Text("s\($0)") }
        }
    }
}

@MainActor
@Suite struct LayoutProtocolTests {
    @Test func aCustomLayoutPlacesItsSubviewsInCells() {
        let counts = Staircase.Counts()
        let host = TestHost(
            Staircase(counts: counts) {
                Text("one")
                Text("two")
                Text("three")
            }, width: 9, height: 3)
        #expect(host.lines == ["one", "  two", "    three"])
        #expect(counts.made == 1)
    }

    @Test func theCacheIsMadeAgainWhenTheSubviewsChange() {
        let counts = Staircase.Counts()
        let model = Toggle2()
        let host = TestHost(Stairs(model: model, counts: counts), width: 10, height: 4)
        #expect(host.lines == ["  s0", "    s1", "      s2", ""])
        let made = counts.made
        model.stairs = 4
        host.update()
        #expect(host.lines == [" s0", "   s1", "     s2", "       s3"])
        #expect(counts.made == made + 1)
    }

    @Test func layoutValuesReachTheLayout() {
        let host = TestHost(
            RankedColumn {
                Text("third").layoutValue(key: Rank.self, value: 3)
                Text("first").layoutValue(key: Rank.self, value: 1)
                Text("zero").padding(.leading, 0)
                Text("second").layoutValue(key: Rank.self, value: 2)
            }, width: 6, height: 4)
        #expect(host.lines == ["zero", "first", "second", "third"])
    }

    @Test func aSubviewTheLayoutDoesNotPlaceIsCentred() {
        let host = TestHost(Lazy { Text("hi") }, width: 10, height: 3)
        #expect(host.lines == ["", "    hi", ""])
    }

    @Test func anyLayoutSwitchesWhileSubviewsKeepTheirState() {
        let model = Toggle2()
        let host = TestHost(Switcher(model: model), width: 12, height: 2)
        host.press("Enter")
        #expect(host.lines == ["  [ n=1 ]", "     B"])
        model.wide = true
        host.update()
        #expect(host.lines == [" [ n=1 ] B", ""])
    }

    @Test func stackLayoutsArrangeAsTheStacks() {
        let a = TestHost(
            HStackLayout(spacing: 16) {
                Text("a")
                Text("b")
            }, width: 5, height: 1)
        let b = TestHost(
            HStack(spacing: 16) {
                Text("a")
                Text("b")
            }, width: 5, height: 1)
        #expect(a.lines == b.lines)
        let c = TestHost(
            VStackLayout(alignment: .leading) {
                Text("a")
                Text("bbb")
            }, width: 5, height: 2)
        let d = TestHost(
            VStack(alignment: .leading) {
                Text("a")
                Text("bbb")
            }, width: 5, height: 2)
        #expect(c.lines == d.lines)
    }

    @Test(arguments: [CGFloat.nan, .infinity, -.infinity, -1e300, 1e300, 0])
    func sizesNoScreenHasNeitherCrashNorDrawOutside(value: CGFloat) {
        let host = TestHost(
            VStack {
                Wild(value: value) { Text("x") }
                Text("end")
            }, width: 8, height: 3)
        #expect(host.rowsDifferingFromFullRepaint().isEmpty)
        #expect(host.lines.count <= 3)
    }
}
