// TodoDemo.swift — the todo demo's screen. The article's `TodoListView` (CombinedPatterns.swift) keeps
// its model in a private `@State`, so it cannot start with sample tasks, and it has no editing or
// deleting; this screen is the same view in the same style with those added, built from the article's
// `TodoListModel`, `Todo`, `TodoFilter` and `TodoRowView`.
import Shoji

extension TodoListModel {
    /// A model with `count` tasks titled "Task 1"…, none completed, or a few sample tasks.
    static func seeded(count: Int?) -> TodoListModel {
        let model = TodoListModel()
        if let count {
            // `UUID()` asks the kernel for randomness once per id (a system call each); 100,000 ids that
            // way take a third of a second. Ids only need to be unique: derive them from one random seed.
            var ids = FastIDs()
            model.todos = (1...max(1, count)).map { Todo(id: ids.next(), title: "Task \($0)", isCompleted: false) }
        } else {
            let samples = [
                "Buy oat milk", "Water the plants", "Book the dentist", "Reply to Lena", "Fix the bike light",
                "Read chapter 4", "Back up the laptop", "Plan Saturday hike",
            ]
            model.todos = samples.enumerated().map { Todo(id: UUID(), title: $1, isCompleted: $0 % 3 == 1) }
        }
        return model
    }

    func rename(_ todo: Todo, to title: String) {
        guard let index = todos.firstIndex(where: { $0.id == todo.id }) else { return }
        todos[index].title = title
    }

    func delete(_ todo: Todo) {
        todos.removeAll { $0.id == todo.id }
    }
}

/// Unique (random-looking) version-4 UUIDs from a SplitMix64 stream seeded once.
struct FastIDs {
    private var state = UInt64.random(in: .min ... .max)

    private mutating func next64() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    mutating func next() -> UUID {
        let a = next64()
        let b = next64()
        func byte(_ v: UInt64, _ i: Int) -> UInt8 { UInt8(truncatingIfNeeded: v >> (8 * i)) }
        return UUID(
            uuid: (
                byte(a, 0), byte(a, 1), byte(a, 2), byte(a, 3), byte(a, 4), byte(a, 5),
                (byte(a, 6) & 0x0F) | 0x40, byte(a, 7),
                (byte(b, 0) & 0x3F) | 0x80, byte(b, 1), byte(b, 2), byte(b, 3),
                byte(b, 4), byte(b, 5), byte(b, 6), byte(b, 7)
            ))
    }
}

struct TodoDemoView: View {
    // Business data via @Observable
    @State private var model: TodoListModel

    // Local UI state via @State
    @State private var isAddingTodo = false
    @State private var selectedTodo: Todo?
    @State private var editingTodo: Todo?

    init(model: TodoListModel) {
        _model = State(initialValue: model)
    }

    var body: some View {
        NavigationStack {
            VStack {
                Picker("Filter", selection: $model.filter) {
                    ForEach(TodoFilter.allCases, id: \.self) { filter in
                        Text(filter.label).tag(filter)
                    }
                }
                .pickerStyle(.segmented)
                .padding()

                List(model.filteredTodos, selection: $selectedTodo) { todo in
                    TodoRowView(todo: todo) {
                        model.toggleTodo(todo)
                    }
                }
                .contextMenu(forSelectionType: Todo.ID.self) { _ in
                    EmptyView()
                } primaryAction: { ids in
                    editingTodo = model.todos.first { ids.contains($0.id) }
                }
                .onDeleteCommand {
                    deleteSelected()
                }

                DemoFooter(keys: "+ add · Space toggle · ⏎ edit · Del delete · ←→ filter")
            }
            .navigationTitle("Tasks")
            .toolbar {
                Button {
                    isAddingTodo = true
                } label: {
                    Image(systemName: "plus")
                }
                .keyboardShortcut("+", modifiers: [])
                Button {
                    editingTodo = selectedTodo
                } label: {
                    Image(systemName: "pencil")
                }
                .disabled(selectedTodo == nil)
                Button(role: .destructive) {
                    deleteSelected()
                } label: {
                    Image(systemName: "trash")
                }
                .disabled(selectedTodo == nil)
            }
            .sheet(isPresented: $isAddingTodo) {
                AddTodoSheet(model: model)
            }
            .sheet(item: $editingTodo) { todo in
                EditTodoSheet(model: model, todo: todo)
            }
        }
    }

    private func deleteSelected() {
        guard let todo = selectedTodo else { return }
        model.delete(todo)
        selectedTodo = nil
    }
}

struct EditTodoSheet: View {
    let model: TodoListModel
    let todo: Todo

    @State private var title: String

    init(model: TodoListModel, todo: Todo) {
        self.model = model
        self.todo = todo
        _title = State(initialValue: todo.title)
    }

    var body: some View {
        TodoTitleForm(heading: "Edit task", placeholder: "Title", actionTitle: "Save", title: $title) {
            model.rename(todo, to: $0)
        }
    }
}
