//
//  Previews.swift
//  HabitTracker
//

import Shoji

#Preview {
    ContentView()
}

#Preview {
    HabitListView(
        store: HabitStore(habits: [
            Habit(name: "Read", goal: 2, completions: 1),
            Habit(name: "Stretch", goal: 1, completions: 1),
        ]))
}
