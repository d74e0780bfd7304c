//
//  HabitTrackerApp.swift
//  HabitTracker
//

import Shoji

@main
struct HabitTrackerApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct Habit: Identifiable, Equatable {
    var id = UUID()
    var name: String
    var goal: Int
    var completions = 0

    var isComplete: Bool { completions >= goal }
}

@MainActor
final class HabitStore: ObservableObject {
    @Published var habits: [Habit]

    init(habits: [Habit] = []) {
        self.habits = habits
    }

    func add(name: String, goal: Int) {
        habits.append(Habit(name: name, goal: goal))
    }

    func logCompletion(for habit: Habit) {
        guard let index = habits.firstIndex(where: { $0.id == habit.id }) else { return }
        habits[index].completions += 1
    }
}
