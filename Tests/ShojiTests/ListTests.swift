import Testing

@testable import Articles
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

@Observable
final class TodoStore {
    var todos: [Todo]
    init(count: Int) {
        todos = (1...count).map { Todo(id: UUID(), title: "Task \($0)", isCompleted: false) }
    }
    func toggle(_ todo: Todo) {
        guard let i = todos.firstIndex(where: { $0.id == todo.id }) else { return }
        todos[i].isCompleted.toggle()
    }
}

private struct BigList: View {
    let store: TodoStore
    @State private var selected: Todo?
    var body: some View {
        VStack {
            Text("Header")
            List(store.todos, selection: $selected) { todo in
                TodoRowView(todo: todo) { store.toggle(todo) }
            }
            Text(selected.map { "selected \($0.title)" } ?? "nothing selected")
        }
    }
}

private struct CounterRow: View {
    let name: String
    @State private var taps = 0
    var body: some View {
        Button("\(name) \(taps)") { taps += 1 }
    }
}

private struct Item: Identifiable, Equatable {
    let id: Int
    var name: String
}

@Observable
private final class Items {
    var items = [Item(id: 1, name: "a"), Item(id: 2, name: "b"), Item(id: 3, name: "c")]
}

private struct KeyedList: View {
    let items: Items
    var body: some View {
        List(items.items) { item in CounterRow(name: item.name) }
    }
}

@MainActor
@Suite struct ListTests {
    @Test func hundredThousandRowsMountLazily() throws {
        let store = TodoStore(count: 100_000)
        let host = TestHost(BigList(store: store), width: 60, height: 20)
        let first = try #require(host.frames.first)
        let rows = first.evaluated["TodoRowView"] ?? 0
        #expect(rows >= 17 && rows <= 17 + 2 * 2 + 1, "row bodies evaluated at start: \(rows)")
        #expect(host.text.contains("Task 1"))
        #expect(host.nodeCount < 400)
    }

    @Test func togglingOneRowEvaluatesOneRowBody() throws {
        let store = TodoStore(count: 100_000)
        let host = TestHost(BigList(store: store), width: 60, height: 20)
        host.press("Down")  // select "Task 2"
        #expect(host.text.contains("selected Task 2"))
        let frame = try #require(host.press("Space"))  // the row's primary action: its tap gesture
        #expect(store.todos[1].isCompleted)
        #expect(frame.evaluated["TodoRowView"] == 1)
        #expect(frame.evaluated["BigList"] == 1)
        #expect(host.text.contains("✔ Task 2"))
        #expect(frame.cellsChanged <= 12)
        // The scroll bar is repainted only where the row was (issue 29), and still matches a full repaint.
        let bar = host.lines.filter { $0.hasSuffix("│") || $0.hasSuffix("┃") }
        #expect(bar.count == 18 && bar[0].hasSuffix("┃"), "the bar spans the list: \(bar.count) rows")
        #expect(host.rowsDifferingFromFullRepaint().isEmpty)
    }

    @Test func selectionMovesAndScrolls() throws {
        let store = TodoStore(count: 1_000)
        let host = TestHost(BigList(store: store), width: 60, height: 12)
        // 12 rows: header, 10 list rows, footer.
        for _ in 0..<15 { host.press("Down") }
        #expect(host.text.contains("selected Task 16"))
        #expect(host.text.contains("Task 16"))
        #expect(!host.text.contains("Task 1 "))
        let frame = try #require(host.press("Down"))
        #expect((frame.evaluated["TodoRowView"] ?? 0) <= 2, "scrolling one row builds about one new row")
        #expect(host.rowsDifferingFromFullRepaint().isEmpty, "the scroll bar's thumb moved with the rows")
        for _ in 0..<400 { host.press("Down") }
        #expect(host.rowsDifferingFromFullRepaint().isEmpty)
        host.press("End")
        #expect(host.text.contains("Task 1000"))
        host.press("Home")
        #expect(host.text.contains("Task 1"))
        host.press("PageDown")
        #expect(host.text.contains("selected Task 10"))
    }

    @Test func selectedRowIsHighlightedAndFocusedListIsOneTabStop() throws {
        let store = TodoStore(count: 50)
        let host = TestHost(
            VStack {
                BigList(store: store)
                Button("After") {}
            }, width: 60, height: 12)
        #expect(host.focusedView?.kind == "List")
        host.press("Tab")
        #expect(host.focusedView?.text == "[ After ]", "row controls are not Tab stops")
        host.press("Tab")
        #expect(host.focusedView?.kind == "List")
        host.press("Down")
        let row = try #require(host.find("Task 2"))
        #expect(host.style(x: row.x, y: row.y).attributes.contains(.reverse))
        host.press("Tab")
        #expect(host.style(x: row.x, y: row.y).background == .accentColor)
    }

    @Test func wheelScrollsAndClickSelects() throws {
        let store = TodoStore(count: 200)
        let host = TestHost(BigList(store: store), width: 60, height: 12)
        host.scroll(x: 5, y: 5, lines: 2)
        #expect(host.text.contains("Task 7"))
        #expect(!host.text.contains("Task 6\n"))
        host.click("Task 9")
        #expect(host.text.contains("selected Task 9"))
    }

    @Test func rowStateFollowsItsElement() {
        let items = Items()
        let host = TestHost(KeyedList(items: items), width: 30, height: 6)
        host.click("b 0")
        #expect(host.text.contains("b 1"))
        items.items.insert(Item(id: 0, name: "z"), at: 0)
        host.update()
        #expect(host.text.contains("z 0"))
        #expect(host.text.contains("b 1"))
        items.items.reverse()
        host.update()
        #expect(host.text.contains("b 1"))
        items.items.removeAll { $0.id == 1 }
        host.update()
        #expect(host.text.contains("b 1"))
        #expect(!host.text.contains("a 0"))
    }

    @Test func staticRowsSectionsAndMultipleSelection() {
        struct Static: View {
            @State private var picked: Set<String> = []
            var body: some View {
                VStack {
                    List(selection: $picked) {
                        Section("Fruit") {
                            Text("Apple").tag("apple")
                            Text("Pear").tag("pear")
                        }
                        Section("Veg") {
                            ForEach(["kale", "leek"], id: \.self) { Text($0) }
                        }
                    }
                    Text("picked \(picked.sorted().joined(separator: ","))")
                }
            }
        }
        let host = TestHost(Static(), width: 30, height: 10)
        #expect(host.lines.contains { $0.contains("Fruit") })
        #expect(host.text.contains("Apple"))
        host.press("Space")
        #expect(host.text.contains("picked apple"))
        host.press("Down", "Down")  // skips the "Veg" header; arrows only move the cursor here
        #expect(host.text.contains("picked apple"))
        host.press("Space")
        #expect(host.text.contains("picked apple,kale"))
        host.press("Space")
        #expect(host.lines.contains { $0.hasSuffix("picked apple") })
        host.click("Pear")  // a click selects just that row
        #expect(host.lines.contains { $0.hasSuffix("picked pear") })
    }

    @Test func tabbingIntoASingleSelectionListSelectsTheHighlightedRow() throws {
        let store = TodoStore(count: 20)
        let host = TestHost(
            VStack {
                Button("Before") {}
                BigList(store: store)
            }, width: 60, height: 12)
        #expect(host.focusedView?.kind == "Button")
        host.update()
        #expect(host.text.contains("nothing selected"), "focus at start selects nothing")
        let frame = try #require(host.press("Tab"))
        #expect(host.focusedView?.kind == "List")
        #expect(host.text.contains("selected Task 1"), "the highlighted row is the selection")
        #expect(frame.evaluated["BigList"] == 1)
    }

    @Test func listInAStackTakesTheOfferedSpace() {
        let store = TodoStore(count: 100_000)
        let host = TestHost(BigList(store: store), width: 60, height: 30)
        #expect(host.lines[0].contains("Header"))
        #expect(host.lines[29].contains("nothing selected"))
        #expect(host.lines[28].contains("Task 28"))
    }

    @Test func listStaysLazyInANavigationStackAndBesideOtherViews() throws {
        let store = TodoStore(count: 100_000)
        let nav = TestHost(
            NavigationStack { List(store.todos) { todo in TodoRowView(todo: todo) {} }.navigationTitle("All") },
            width: 60, height: 20)
        let navRows = try #require(nav.frames.first?.evaluated["TodoRowView"])
        #expect(navRows <= 18 + 4, "rows built in a navigation stack: \(navRows)")
        let side = TestHost(
            HStack {
                List(store.todos) { todo in TodoRowView(todo: todo) {} }
                Text("Details")
            }, width: 60, height: 20)
        let sideRows = try #require(side.frames.first?.evaluated["TodoRowView"])
        #expect(sideRows <= 20 + 4, "rows built beside another view: \(sideRows)")
        #expect(side.text.contains("Details"))
    }

    @Test func focusingAListRepaintsOnlyItsCursorRow() throws {
        let store = TodoStore(count: 1_000)
        let host = TestHost(
            VStack {
                Button("Before") {}
                List(store.todos) { todo in TodoRowView(todo: todo) {} }
            }, width: 60, height: 30)
        let frame = try #require(host.press("Tab"))
        #expect(host.focusedView?.kind == "List")
        #expect(frame.viewsRepainted <= 12, "views repainted: \(frame.viewsRepainted)")
    }
}
