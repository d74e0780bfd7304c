import Testing

@testable import Articles
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// A model's array written by a key's action is written in place: the graph lets go of what the
/// invalidated body produced before the write goes on (`StaleOutputRelease.swift`), so the array's
/// storage has one owner, and the views are as they would have been.
@MainActor
@Suite struct InPlaceWriteTests {
    /// The address of the array's storage (the same before and after a write made in place).
    private func storage(_ todos: [Todo]) -> UnsafeRawPointer? {
        todos.withUnsafeBufferPointer { UnsafeRawPointer($0.baseAddress) }
    }

    @Test func theArticlesTodoToggleWritesTheModelsArrayInPlace() throws {
        let model = TodoListModel.seeded(count: 1_000)
        let host = TestHost(TodoDemoView(model: model), width: 80, height: 24)
        host.press("Tab")
        host.press("Tab")
        #expect(host.text.contains("Task 1"))
        let before = storage(model.todos)
        let frame = try #require(host.press("Space"))
        #expect(model.todos.contains { $0.isCompleted }, "the toggle reached the model")
        #expect(storage(model.todos) == before, "the toggle copied the model's array")
        // The same evaluations as ever: the screen (it read the array) and the row.
        #expect(frame.evaluated["TodoDemoView"] == 1)
        #expect(frame.evaluated["TodoRowView"] == 1)
        #expect(frame.cellsChanged <= 12)
        #expect(host.rowsDifferingFromFullRepaint().isEmpty)
        // Again, on the next row: the list was given its rows back.
        host.press("Down")
        let again = storage(model.todos)
        host.press("Space")
        #expect(model.todos[0].isCompleted && model.todos[1].isCompleted, "both rows toggled")
        #expect(storage(model.todos) == again)
        #expect(host.rowsDifferingFromFullRepaint().isEmpty)
    }

    @Test func clicksOnARowSelectItAndActOnItsControl() throws {
        let store = TodoStore(count: 200)
        let host = TestHost(ReleaseScreen(store: store), width: 60, height: 16)
        // A click on the third row's title selects it; one on its circle (the tap gesture) toggles it.
        host.click("Task 3")
        #expect(host.text.contains("selected Task 3"), "\(host.text)")
        let title = try #require(host.find("Task 3"))
        let before = storage(store.todos)
        host.click(x: title.x - 2, y: title.y)
        #expect(store.todos[2].isCompleted, "the click toggled the row it hit")
        #expect(storage(store.todos) == before)
        #expect(
            host.text.contains("✔ Task 3") && host.text.contains("selected Task 3") && host.text.contains("199 left"))
        #expect(host.rowsDifferingFromFullRepaint().isEmpty)
        // A click on another row's title after that acts on the rows the update gave back.
        host.click("Task 5")
        #expect(host.text.contains("selected Task 5"), "\(host.text)")
    }

    @Test func stateBelowTheReleasedBodySurvives() throws {
        let store = TodoStore(count: 50)
        let host = TestHost(ReleaseScreen(store: store), width: 60, height: 16)
        // The counter below the list is a view with its own @State, under the screen's body.
        host.click("count 0")
        host.click("count 1")
        #expect(host.text.contains("count 2"), "\(host.text)")
        host.click("Task 1")  // selects the row and focuses the list
        host.press("Space")
        #expect(store.todos[0].isCompleted)
        #expect(host.text.contains("count 2"), "the counter kept its state:\n\(host.text)")
        #expect(host.rowsDifferingFromFullRepaint().isEmpty)
    }

    @Test func aNewEnvironmentBeforeTheBodyRunsAgainKeepsTheState() throws {
        // The action writes the array (the list's screen is released) and flips a tint its parent sets:
        // the parent runs first and hands the released screen a new environment. Its children must not
        // be updated with the values it let go of (that would unmount the counter); it is evaluated.
        let store = TodoStore(count: 30)
        let host = TestHost(TintedScreen(store: store), width: 60, height: 16)
        host.click("count 0")
        host.click("count 1")
        host.click("Task 1")
        let before = storage(store.todos)
        let frame = try #require(host.press("Space"))
        #expect(store.todos[0].isCompleted)
        #expect(storage(store.todos) == before)
        #expect(host.text.contains("count 2"), "the counter kept its state:\n\(host.text)")
        #expect(host.text.contains("tinted"))
        #expect(frame.evaluated["ReleaseList"] == 1, "evaluated once: \(frame.evaluated)")
        #expect(host.rowsDifferingFromFullRepaint().isEmpty)
    }

    @Test func aLazyStacksRowsAreLetGoOfToo() throws {
        let store = TodoStore(count: 300)
        let host = TestHost(LazyScreen(store: store), width: 60, height: 16)
        let title = try #require(host.find("Task 4"))
        let before = storage(store.todos)
        host.click(x: title.x - 2, y: title.y)
        #expect(store.todos[3].isCompleted)
        #expect(storage(store.todos) == before, "the lazy stack's rows kept the array")
        #expect(host.text.contains("✔ Task 4") && host.text.contains("299 left"), "\(host.text)")
        #expect(host.rowsDifferingFromFullRepaint().isEmpty)
        host.scroll(x: 10, y: 5, lines: 3)
        #expect(host.rowsDifferingFromFullRepaint().isEmpty)
    }

    @Test func aWriteOutsideAnInputEventStillCopies() throws {
        // Nothing is released outside an event: a write made between frames (a timer, a task) finds the
        // list holding the array, as before, and the views still show it.
        let store = TodoStore(count: 20)
        let host = TestHost(ReleaseScreen(store: store), width: 60, height: 16)
        let before = storage(store.todos)
        store.todos[0].isCompleted.toggle()
        #expect(storage(store.todos) != before)
        host.update()
        #expect(host.text.contains("✔ Task 1"), "\(host.text)")
    }
}

private struct ReleaseScreen: View {
    let store: TodoStore
    @State private var selected: Todo.ID?
    var body: some View {
        VStack {
            Text("\(store.todos.filter { !$0.isCompleted }.count) left")
            List(store.todos, selection: $selected) { todo in
                TodoRowView(todo: todo) { store.toggle(todo) }
            }
            HStack {
                StepperOnlyState()
                Text(
                    selected.flatMap { id in store.todos.first { $0.id == id } }.map { "selected \($0.title)" }
                        ?? "none")
            }
        }
    }
}

private struct TintedScreen: View {
    let store: TodoStore
    @State private var tinted = false
    var body: some View {
        VStack {
            Text(tinted ? "tinted" : "plain")
            ReleaseList(store: store) { tinted.toggle() }
                .foregroundStyle(tinted ? Color.red : Color.primary)
        }
    }
}

private struct ReleaseList: View {
    let store: TodoStore
    let onToggle: () -> Void
    var body: some View {
        VStack {
            StepperOnlyState()
            List(store.todos) { todo in
                TodoRowView(todo: todo) {
                    store.toggle(todo)
                    onToggle()
                }
            }
        }
    }
}

private struct LazyScreen: View {
    let store: TodoStore
    var body: some View {
        VStack {
            Text("\(store.todos.filter { !$0.isCompleted }.count) left")
            ScrollView {
                LazyVStack(alignment: .leading) {
                    ForEach(store.todos) { todo in
                        TodoRowView(todo: todo) { store.toggle(todo) }
                    }
                }
            }
        }
    }
}
