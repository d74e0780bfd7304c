import Testing

@testable import Articles
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// The article's todo screen (`TodoListView`, unchanged), driven from the keyboard.
@MainActor
@Suite struct TodoScreenTests {
    private func add(_ title: String, to host: TestHost) {
        host.click("+")
        #expect(host.text.contains("New task"), "the sheet opened:\n\(host.text)")
        host.type(title)
        host.press("Enter")
        #expect(!host.text.contains("New task"), "the sheet closed")
    }

    @Test func addFilterMoveAndToggleFromTheKeyboard() throws {
        let host = TestHost(TodoListView(), width: 60, height: 20)
        #expect(host.lines[0].contains("Tasks"))
        #expect(host.lines[0].hasSuffix("+"), "the toolbar item sits at the right of the title bar")
        #expect(host.text.contains("│ All │ Active │ Completed │"))

        // "+" is the first control in reading order (top row).
        #expect(host.focusedView?.text == "+")
        host.press("Enter")
        #expect(host.text.contains("New task"))
        #expect(host.focusedView?.kind == "TextField")
        host.type("Buy milk")
        host.press("Enter")
        #expect(host.text.contains("○ Buy milk"))
        #expect(host.focusedView?.text == "+", "focus returns to the toolbar button")

        add("Walk the dog", to: host)
        add("Write tests", to: host)

        // Tab to the list, move down, toggle with Space.
        host.press("Tab", "Tab")
        #expect(host.focusedView?.kind == "List")
        host.press("Down")
        let toggle = try #require(host.press("Space"))
        #expect(host.text.contains("✔ Walk the dog"))
        #expect(toggle.evaluated["TodoRowView"] == 1)
        #expect(toggle.evaluated["TodoListView"] == 1)
        // Only the toggled row is drawn again (its views, and the containers above it within the row's
        // cells) — not the whole list (which was 61 before damage stopped at moved or changed views).
        #expect(toggle.viewsRepainted <= 10, "views repainted: \(toggle.viewsRepainted)")

        // Filter with the segmented picker.
        host.press("Shift-Tab")
        #expect(host.focusedView?.kind == "Picker")
        host.press("Right")  // Active
        #expect(host.text.contains("Buy milk"))
        #expect(!host.text.contains("Walk the dog"))
        host.press("Right")  // Completed
        #expect(host.text.contains("Walk the dog"))
        #expect(!host.text.contains("Buy milk"))
        host.press("Left", "Left")  // All
        #expect(
            host.text.contains("Buy milk") && host.text.contains("Walk the dog") && host.text.contains("Write tests"))
    }

    @Test func escCancelsTheSheet() {
        let host = TestHost(TodoListView(), width: 60, height: 20)
        host.press("Enter")
        host.type("never mind")
        host.press("Esc")
        #expect(!host.text.contains("New task"))
        #expect(!host.text.contains("never mind"))
    }

    @Test func emptyTitleCannotBeAdded() {
        let host = TestHost(TodoListView(), width: 60, height: 20)
        host.press("Enter")
        host.press("Enter")
        #expect(host.text.contains("New task"), "an empty title keeps the sheet open")
        host.press("Tab")
        #expect(host.focusedView?.text == "[ Cancel ]")
        host.press("Tab")
        #expect(host.focusedView?.kind == "TextField", "the disabled Add button is skipped")
    }

    @Test func typingInASheetDrawsOnlyTheSheet() {
        // The demo's add sheet (`TodoDemoView`, the same screen as the todo demo). A key changes one cell of
        // the field, inside the sheet, which clears its whole frame before drawing: the navigation stack, list
        // and rows behind it are not drawn again (they were: 7 views), only the sheet's box, its form's stack
        // and the field.
        let host = TestHost(TodoDemoView(model: .seeded(count: nil)), width: 100, height: 30)
        host.press("+")
        host.type("x")
        let frame = host.type("a")
        #expect(frame?.cellsChanged == 1)
        #expect(frame?.viewsRepainted == 3)
        // The form's body runs (its Add button is disabled while the title is blank) and gives its views new
        // values: the stacks, the heading, the field and the buttons. The field's own window (on the text it
        // just wrote) fired too; it is updated once, by the form (it was updated a second time, from the
        // dirty list: 13).
        #expect(frame?.nodesUpdated == 12)
        #expect(host.rowsDifferingFromFullRepaint() == [])
        #expect(host.text.contains("xa"))
    }

    @Test func aToggleUpdatesAsManyNodesAtAnySize() {
        // The screen's body runs on every toggle (it reads `filteredTodos`) and gives every node below it a
        // new value; the list builds only its visible rows, so the count is the same at 200 and 10,000 rows.
        var counts: [Int] = []
        for rows in [200, 10_000] {
            let host = TestHost(TodoDemoView(model: .seeded(count: rows)), width: 100, height: 30)
            host.press("Tab", "Tab")
            host.press("Space")
            counts.append(host.press("Space")?.nodesUpdated ?? -1)
        }
        #expect(counts[0] == counts[1])
        // 66: the rows' views are the list's own children (a wrapper node per row made it 92).
        #expect(counts[0] > 0 && counts[0] <= 66, "\(counts[0]) nodes updated")
    }

    @Test func aToggleLaysOutNothing() {
        // A toggle changes a row's mark and style, not a size: the screen's body runs again, and with it
        // the toolbar's, but nothing is placed again (the toolbar asked for a layout of the whole
        // screen on every run of its body: 22,000 instructions of a 493,000-instruction toggle).
        let host = TestHost(TodoDemoView(model: .seeded(count: 200)), width: 100, height: 30)
        host.press("Tab", "Tab")
        host.press("Space")
        let stats = host.press("Space")
        #expect(stats?.bodyEvaluations ?? 0 > 0)
        #expect(stats?.nodesPlaced == 0, "\(stats?.nodesPlaced ?? -1) nodes placed")
    }
}
