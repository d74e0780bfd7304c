import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

private struct SheetBody: View {
    @Environment(\.dismiss) private var dismiss
    var body: some View {
        VStack {
            Text("In the sheet")
            Button("Close") { dismiss() }
        }
    }
}

private struct Background: View {
    var body: some View { Text("background") }
}

private struct SheetHost: View {
    @State private var showing = false
    var body: some View {
        VStack {
            Background()
            Button("Open") { showing = true }
            Button("Other") {}
        }
        .sheet(isPresented: $showing) { SheetBody() }
    }
}

private struct AlertHost: View {
    @State private var asking = false
    @State private var answer = "none"
    var body: some View {
        VStack {
            Text("answer \(answer)")
            Button("Ask") { asking = true }
        }
        .alert("Delete it?", isPresented: $asking) {
            Button("Delete", role: .destructive) { answer = "deleted" }
            Button("Cancel", role: .cancel) { answer = "kept" }
        } message: {
            Text("This cannot be undone.")
        }
    }
}

@MainActor
@Suite struct PresentationTests {
    @Test func sheetOpensLazilyEscClosesAndFocusReturns() throws {
        let host = TestHost(SheetHost(), width: 60, height: 16)
        #expect(host.totalEvaluations["SheetBody"] == nil, "content is not built while hidden")
        #expect(host.focusedView?.text == "[ Open ]")
        let open = try #require(host.press("Enter"))
        #expect(host.text.contains("In the sheet"))
        #expect(open.evaluated["SheetBody"] == 1)
        #expect(open.evaluated["Background"] == nil, "the screen behind is not re-evaluated")
        #expect(host.focusedView?.text == "[ Close ]", "focus moves into the sheet")
        host.press("Tab")
        #expect(host.focusedView?.text == "[ Close ]", "focus is trapped in the sheet")
        // Everything behind the sheet is dimmed (the corner cell is never covered by the box).
        let corner = Point(x: 0, y: 0)
        #expect(host.style(x: corner.x, y: corner.y).attributes.contains(.dim))
        host.press("Esc")
        #expect(!host.text.contains("In the sheet"))
        #expect(host.focusedView?.text == "[ Open ]", "focus returns where it was")
        #expect(!host.style(x: corner.x, y: corner.y).attributes.contains(.dim))
        #expect(host.text.contains("background"))
        // The binding was written back: opening again works.
        host.press("Enter")
        #expect(host.text.contains("In the sheet"))
        host.press("Enter")  // "Close" uses @Environment(\.dismiss)
        #expect(!host.text.contains("In the sheet"))
        #expect(host.nodeCount < 30)
    }

    @Test func clicksOutsideAModalSheetAreIgnored() {
        let host = TestHost(SheetHost(), width: 60, height: 16)
        host.press("Enter")
        #expect(host.text.contains("In the sheet"))
        host.click(x: 0, y: 0)
        #expect(host.text.contains("In the sheet"))
        host.click("Close")
        #expect(!host.text.contains("In the sheet"))
    }

    @Test func alertButtonsActAndDismiss() {
        let host = TestHost(AlertHost(), width: 60, height: 16)
        host.press("Enter")
        #expect(host.text.contains("Delete it?"))
        #expect(host.text.contains("This cannot be undone."))
        host.press("Enter")  // first button: Delete
        #expect(!host.text.contains("Delete it?"))
        #expect(host.text.contains("answer deleted"))
        host.press("Enter", "Tab", "Enter")
        #expect(host.text.contains("answer kept"))
    }
}
