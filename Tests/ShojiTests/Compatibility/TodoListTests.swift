import Foundation
import Testing

@testable import CompatTodoList
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

@MainActor
@Suite(.serialized) struct TodoListCompatibilityTests {
    private func clearSavedItems() {
        UserDefaults.standard.removeObject(forKey: TodoManager.itemsKey)
    }

    private func savedTitles() throws -> [String] {
        let data = try #require(UserDefaults.standard.data(forKey: TodoManager.itemsKey))
        return try JSONDecoder().decode([TodoItem].self, from: data).map(\.title)
    }

    @Test func addsAnItemWithEnterAndSavesIt() throws {
        clearSavedItems()
        let host = TestHost(ContentView(), width: 80, height: 24)
        #expect(host.text.contains("Todos"))
        #expect(host.text.contains("0 left"))
        host.click("New task")
        host.type("Buy milk")
        host.press("Enter")
        #expect(host.text.contains("Buy milk"))
        #expect(host.text.contains("1 left"))
        #expect(try savedTitles() == ["Buy milk"])
        // The field was cleared after adding: its placeholder shows again.
        #expect(host.text.contains("New task"))
    }

    @Test func theAddButtonAddsAndAFreshLaunchLoadsTheList() throws {
        clearSavedItems()
        let host = TestHost(ContentView(), width: 80, height: 24)
        host.click("New task")
        host.type("Walk dog")
        host.click("Add")
        host.click("New task")
        host.type("Pay rent")
        host.click("Add")
        #expect(host.text.contains("2 left"))
        let again = TestHost(ContentView(), width: 80, height: 24)
        #expect(again.text.contains("Walk dog"))
        #expect(again.text.contains("Pay rent"))
        #expect(again.text.contains("2 left"))
    }

    @Test func completingAndClearingDoneItems() throws {
        clearSavedItems()
        let saved = [TodoItem(title: "Water plants"), TodoItem(title: "Call mom")]
        UserDefaults.standard.set(try JSONEncoder().encode(saved), forKey: TodoManager.itemsKey)
        let host = TestHost(ContentView(), width: 80, height: 24)
        #expect(host.text.contains("2 left"))
        host.click("Water plants")
        #expect(host.text.contains("1 left"))
        #expect(host.text.contains("✓"))
        host.click("Clear Done")
        #expect(!host.text.contains("Water plants"))
        #expect(host.text.contains("Call mom"))
        #expect(try savedTitles() == ["Call mom"])
        clearSavedItems()
    }
}
