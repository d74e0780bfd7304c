// AddTodoSheet.swift — the sheet `TodoListView` presents, which the article uses but never shows;
// written in the article's style. Enter in the field (or "Add") adds the task; Esc or "Cancel" closes.
import Shoji

struct AddTodoSheet: View {
    let model: TodoListModel

    @State private var title = ""

    var body: some View {
        TodoTitleForm(heading: "New task", placeholder: "What needs doing?", actionTitle: "Add", title: $title) {
            model.addTodo(title: $0)
        }
    }
}
