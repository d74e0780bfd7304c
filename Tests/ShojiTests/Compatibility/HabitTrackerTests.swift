import Foundation
import Testing

@testable import CompatHabitTracker
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// `@AppStorage` values go to a fresh directory per test (`TemporaryConfigDirectory`), so every test
/// starts from the defaults.
@MainActor
@Suite(.serialized) struct HabitTrackerCompatibilityTests {
    @Test func addingAHabitThroughTheSheet() throws {
        TemporaryConfigDirectory.with { _ in
            let host = TestHost(ContentView(), width: 80, height: 24)
            #expect(host.text.contains("No habits yet"))
            host.click("New Habit")
            #expect(host.text.contains("Add Habit"))
            #expect(host.text.contains("Goal: 3 per day"))
            host.click("Habit name")
            host.type("Read")
            host.click("Save")
            #expect(!host.text.contains("Add Habit"), "the sheet is dismissed")
            #expect(host.text.contains("Read"))
            #expect(host.text.contains("0/3 today"))
            #expect(!host.text.contains("No habits yet"))
        }
    }

    @Test func logAndHideCompletedWhichIsRemembered() throws {
        TemporaryConfigDirectory.with { _ in
            let store = HabitStore(habits: [Habit(name: "Stretch", goal: 1)])
            let host = TestHost(HabitListView(store: store), width: 80, height: 24)
            host.click("Log")
            #expect(host.text.contains("1/1 today"))
            host.click("Hide completed")
            #expect(!host.text.contains("Stretch"))
            #expect(host.text.contains("All done for today!"))
            let again = TestHost(HabitListView(store: store), width: 80, height: 24)
            #expect(!again.text.contains("Stretch"), "@AppStorage kept the toggle")
        }
    }

    @Test func aRememberedGoalBecomesTheDefault() throws {
        TemporaryConfigDirectory.with { _ in
            let host = TestHost(ContentView(), width: 80, height: 24)
            host.click("New Habit")
            host.click("Habit name")
            host.type("Walk")
            host.click("+")
            host.click("+")
            #expect(host.text.contains("Goal: 5 per day"), "\(host.text)")
            host.click("Use as default goal")
            host.click("Save")
            #expect(host.text.contains("0/5 today"))
            host.click("New Habit")
            #expect(host.text.contains("Goal: 5 per day"))
            host.click("Cancel")
            #expect(!host.text.contains("Add Habit"))
        }
    }
}
