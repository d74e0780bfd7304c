// AddTodoSheet.swift — the sheet `TodoListView` presents, which the article uses but never shows;
// written in the article's style. Enter in the field (or "Add") adds the task; Esc or "Cancel" closes.
import Shoji

struct AddTodoSheet: View {
    let model: TodoListModel

    @Environment(\.dismiss) private var dismiss
    @State private var title = ""

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("New task")
                .font(.headline)

            TextField("What needs doing?", text: $title)
                .onSubmit(add)

            HStack {
                Button("Cancel", role: .cancel) {
                    dismiss()
                }
                Button("Add", action: add)
                    .disabled(title.trimmingCharacters(in: .whitespaces).isEmpty)
            }
        }
    }

    private func add() {
        let trimmed = title.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return }
        model.addTodo(title: trimmed)
        dismiss()
    }
}
