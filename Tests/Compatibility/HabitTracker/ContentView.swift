//
//  ContentView.swift
//  HabitTracker
//

import Shoji

struct ContentView: View {
    @StateObject private var store = HabitStore()

    var body: some View {
        HabitListView(store: store)
    }
}

struct HabitListView: View {
    @ObservedObject var store: HabitStore
    @State private var showingAddHabit = false
    @AppStorage("compatHabitTracker.hideCompleted") private var hideCompleted = false

    private var visibleHabits: [Habit] {
        hideCompleted ? store.habits.filter { !$0.isComplete } : store.habits
    }

    var body: some View {
        NavigationView {
            List {
                Section {
                    Toggle("Hide completed", isOn: $hideCompleted)
                }
                Section(header: Text("Today")) {
                    if store.habits.isEmpty {
                        Text("No habits yet")
                            .foregroundColor(.secondary)
                    } else if visibleHabits.isEmpty {
                        Text("All done for today!")
                            .foregroundColor(.green)
                    }
                    ForEach(visibleHabits) { habit in
                        HabitRow(habit: habit) {
                            store.logCompletion(for: habit)
                        }
                    }
                }
            }
            .navigationTitle("Habits")
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button("New Habit") {
                        showingAddHabit = true
                    }
                }
            }
            .sheet(isPresented: $showingAddHabit) {
                AddHabitView(store: store)
            }
        }
    }
}

struct HabitRow: View {
    let habit: Habit
    let onLog: () -> Void

    var body: some View {
        HStack {
            VStack(alignment: .leading) {
                Text(habit.name)
                    .font(.headline)
                Text("\(habit.completions)/\(habit.goal) today")
                    .font(.caption)
            }
            Spacer()
            Button("Log", action: onLog)
                .buttonStyle(.bordered)
                .disabled(habit.isComplete)
        }
    }
}

struct AddHabitView: View {
    @ObservedObject var store: HabitStore
    @Environment(\.dismiss) private var dismiss
    @AppStorage("compatHabitTracker.defaultGoal") private var defaultGoal = 3

    @State private var name = ""
    @State private var goal = 3
    @State private var rememberGoal = false

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Habit")) {
                    TextField("Habit name", text: $name)
                    Stepper("Goal: \(goal) per day", value: $goal, in: 1...10)
                }
                Section {
                    Toggle("Use as default goal", isOn: $rememberGoal)
                }
            }
            .navigationTitle("Add Habit")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .cancellationAction) {
                    Button("Cancel") {
                        dismiss()
                    }
                }
                ToolbarItem(placement: .confirmationAction) {
                    Button("Save") {
                        store.add(name: name.trimmingCharacters(in: .whitespaces), goal: goal)
                        if rememberGoal {
                            defaultGoal = goal
                        }
                        dismiss()
                    }
                    .disabled(name.trimmingCharacters(in: .whitespaces).isEmpty)
                }
            }
            .onAppear {
                goal = defaultGoal
            }
        }
    }
}
