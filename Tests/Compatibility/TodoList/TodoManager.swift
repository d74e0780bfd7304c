//
//  TodoManager.swift
//  TodoList
//
//  Keeps the list in UserDefaults as JSON, saved whenever it changes.
//

import Combine
import Shoji

struct TodoItem: Identifiable, Codable, Equatable {
    var id = UUID()
    var title: String
    var isDone = false
}

class TodoManager: ObservableObject {
    static let itemsKey = "compat.todolist.items"

    @Published var items: [TodoItem] {
        didSet {
            save()
        }
    }

    init() {
        if let data = UserDefaults.standard.data(forKey: TodoManager.itemsKey) {
            if let decoded = try? JSONDecoder().decode([TodoItem].self, from: data) {
                items = decoded
                return
            }
        }
        items = []
    }

    var remainingCount: Int {
        items.filter { !$0.isDone }.count
    }

    func add(title: String) {
        let trimmed = title.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return }
        items.append(TodoItem(title: trimmed))
    }

    func toggle(_ item: TodoItem) {
        guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
        items[index].isDone.toggle()
    }

    func delete(at offsets: IndexSet) {
        items.remove(atOffsets: offsets)
    }

    func move(from source: IndexSet, to destination: Int) {
        items.move(fromOffsets: source, toOffset: destination)
    }

    func clearCompleted() {
        items.removeAll { $0.isDone }
    }

    private func save() {
        if let encoded = try? JSONEncoder().encode(items) {
            UserDefaults.standard.set(encoded, forKey: TodoManager.itemsKey)
        }
    }
}
