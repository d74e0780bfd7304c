//
//  ContentView.swift
//  TodoList
//

import Shoji

struct ContentView: View {
    @StateObject var manager = TodoManager()
    @State private var newTitle = ""

    var body: some View {
        NavigationView {
            VStack {
                HStack {
                    TextField("New task", text: $newTitle, onCommit: addItem)
                        .textFieldStyle(RoundedBorderTextFieldStyle())
                    Button("Add", action: addItem)
                        .disabled(newTitle.isEmpty)
                }
                .padding(.horizontal)

                List {
                    ForEach(manager.items) { item in
                        TodoRow(item: item) {
                            manager.toggle(item)
                        }
                    }
                    .onDelete(perform: manager.delete)
                    .onMove(perform: manager.move)
                }

                Text("\(manager.remainingCount) left")
                    .font(.footnote)
                    .foregroundColor(.secondary)
            }
            .navigationTitle("Todos")
            .navigationBarItems(
                leading: EditButton(),
                trailing: Button("Clear Done") {
                    manager.clearCompleted()
                }
            )
        }
    }

    func addItem() {
        manager.add(title: newTitle)
        newTitle = ""
    }
}

struct TodoRow: View {
    let item: TodoItem
    let onToggle: () -> Void

    var body: some View {
        Button(action: onToggle) {
            HStack {
                Text(item.isDone ? "✓" : "○")
                Text(item.title)
                    .strikethrough(item.isDone)
                    .foregroundColor(item.isDone ? .gray : .primary)
            }
        }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}
