import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// A child with its own state, inside a parent that re-evaluates on every tick.
private struct Parent: View {
    let ticker: Ticker
    var body: some View {
        VStack {
            Text("tick \(ticker.value)")
            CountingChild(label: "child")
        }
    }
}

private struct CountingChild: View {
    let label: String
    @State private var taps = 0
    var body: some View {
        Button("\(label) \(taps)") { taps += 1 }
    }
}

private struct Item: Identifiable, Equatable {
    let id: Int
    var name: String
}

@Observable
private final class ItemList {
    var items: [Item] = [Item(id: 1, name: "one"), Item(id: 2, name: "two")]
}

private struct ItemsView: View {
    let list: ItemList
    var body: some View {
        VStack {
            ForEach(list.items) { item in
                CountingChild(label: item.name)
            }
        }
    }
}

private struct Switcher: View {
    let ticker: Ticker
    var body: some View {
        VStack {
            if ticker.value % 2 == 0 {
                CountingChild(label: "even")
            } else {
                CountingChild(label: "odd")
            }
        }
    }
}

private struct Owner: View {
    @State private var model = OwnedModel()
    var body: some View { Button("n \(model.n)") { model.n += 1 } }
}

private struct OwnerParent: View {
    let ticker: Ticker
    var body: some View {
        VStack {
            Text("\(ticker.value)")
            Owner()
        }
    }
}

@MainActor
@Suite struct StateTests {
    /// Each frame's `evaluated` names the views that ran in it — also when a frame runs exactly what the
    /// one before it ran (the recorder then shares that frame's dictionary) and when it runs something
    /// else in between.
    @Test func everyFrameCountsItsOwnEvaluations() {
        let ticker = Ticker()
        let host = TestHost(Parent(ticker: ticker), width: 30, height: 5)
        host.press("Enter")
        #expect(host.lastFrame?.evaluated == ["CountingChild": 1])
        host.press("Enter")
        #expect(host.lastFrame?.evaluated == ["CountingChild": 1], "the same as the frame before")
        ticker.value += 1
        #expect(host.update()?.evaluated == ["Parent": 1], "another view")
        host.press("Enter")
        #expect(host.lastFrame?.evaluated == ["CountingChild": 1], "the first again")
        #expect(host.text.contains("child 3"))
    }

    @Test func stateSurvivesParentReevaluation() {
        let ticker = Ticker()
        let host = TestHost(Parent(ticker: ticker), width: 30, height: 5)
        host.press("Enter", "Enter")
        #expect(host.text.contains("child 2"))
        ticker.value += 1
        let frame = host.update()
        #expect(frame?.evaluated["Parent"] == 1)
        #expect(host.text.contains("tick 1"))
        #expect(host.text.contains("child 2"))
    }

    @Test func rowStateFollowsItsElementAfterInsertionAtFront() {
        let list = ItemList()
        let host = TestHost(ItemsView(list: list), width: 30, height: 6)
        host.press("Tab", "Enter")  // second row: "two"
        #expect(host.text.contains("two 1"))
        #expect(host.text.contains("one 0"))
        list.items.insert(Item(id: 0, name: "zero"), at: 0)
        host.update()
        #expect(host.lines.contains { $0.contains("zero 0") })
        #expect(host.text.contains("two 1"))
        #expect(host.text.contains("one 0"))
    }

    @Test func switchingIfBranchResetsState() {
        let ticker = Ticker()
        let host = TestHost(Switcher(ticker: ticker), width: 30, height: 5)
        host.press("Enter", "Enter", "Enter")
        #expect(host.text.contains("even 3"))
        ticker.value = 1
        host.update()
        #expect(host.text.contains("odd 0"))
        ticker.value = 2
        host.update()
        #expect(host.text.contains("even 0"))
    }

    @Test func observableObjectInStateIsCreatedOncePerNode() {
        let ticker = Ticker()
        let host = TestHost(OwnerParent(ticker: ticker), width: 20, height: 4)
        let made = OwnedModel.made
        ticker.value = 5
        host.update()
        ticker.value = 6
        host.update()
        host.press("Enter")
        #expect(host.text.contains("n 1"))
        #expect(OwnedModel.made == made)
    }

    @Test func statePassedAsBindingRedrawsOnlyTheReader() {
        struct Reader: View {
            @Binding var flag: Bool
            var body: some View { Text(flag ? "on" : "off") }
        }
        struct Holder: View {
            @State private var flag = false
            var body: some View {
                VStack {
                    Reader(flag: $flag)
                    Toggle("Flag", isOn: $flag)
                }
            }
        }
        let host = TestHost(Holder(), width: 20, height: 4)
        #expect(host.text.contains("off"))
        let frame = host.press("Space")
        #expect(host.text.contains("on"))
        #expect(host.text.contains("[x] Flag"))
        #expect(frame?.evaluated == ["Reader": 1])
    }
}
