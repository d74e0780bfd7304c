import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

private struct ShortcutScreen: View {
    let log: Log
    @State private var composing = false
    @State private var locked = false
    var body: some View {
        VStack {
            TextField("Draft", text: Bindable(log).draft)
            Button("New") { log.entries.append("new") }
                .keyboardShortcut("n")
            Button("Lock") { locked.toggle() }
            Button("Save") { log.entries.append("save") }
                .keyboardShortcut("s", modifiers: [.control])
                .disabled(locked)
            Button("Shifted") { log.entries.append("shifted") }
                .keyboardShortcut("k", modifiers: .shift)
            Button("Compose") { composing = true }
                .keyboardShortcut("o", modifiers: [])
            Button("Alt") { log.entries.append("alt") }
                .keyboardShortcut("a", modifiers: .option)
        }
        .sheet(isPresented: $composing) {
            ComposeSheet(log: log)
        }
    }
}

private struct ComposeSheet: View {
    let log: Log
    @Environment(\.dismiss) private var dismiss
    @State private var title = ""
    var body: some View {
        VStack {
            TextField("Title", text: $title)
            HStack {
                Button("Cancel") {
                    log.entries.append("cancel")
                    dismiss()
                }
                .keyboardShortcut(.cancelAction)
                Button("Add") {
                    log.entries.append("add \(title)")
                    dismiss()
                }
                .keyboardShortcut(.defaultAction)
            }
        }
    }
}

@MainActor
@Suite struct KeyboardShortcutTests {
    @Test func commandShortcutIsControlAndWorksFromATextField() {
        let log = Log()
        let host = TestHost(ShortcutScreen(log: log), width: 60, height: 20)
        #expect(host.focusedView?.kind == "TextField")
        host.type("no")  // letters go to the focused field, not to the shortcuts
        #expect(log.draft == "no")
        #expect(log.entries.isEmpty)
        host.press("Ctrl-N")
        #expect(log.entries == ["new"])
        #expect(host.focusedView?.kind == "TextField", "a shortcut does not move the focus")
    }

    @Test func plainAndShiftedKeysWhenNothingUsesThem() {
        let log = Log()
        let host = TestHost(ShortcutScreen(log: log), width: 60, height: 20)
        host.press("Tab")  // off the text field, onto "New"
        host.press("K")
        #expect(log.entries == ["shifted"])
        host.press("k")
        #expect(log.entries == ["shifted"], "Shift-K is the capital letter only")
        host.press("a")
        #expect(log.entries == ["shifted"], "an Option shortcut never fires on a terminal")
    }

    @Test func disabledButtonShortcutDoesNothing() {
        let log = Log()
        let host = TestHost(ShortcutScreen(log: log), width: 60, height: 20)
        host.press("Ctrl-S")
        #expect(log.entries == ["save"])
        host.click("Lock")
        host.press("Ctrl-S")
        #expect(log.entries == ["save"])
    }

    @Test func sheetShortcutsDefaultAndCancelAndModality() {
        let log = Log()
        let host = TestHost(ShortcutScreen(log: log), width: 60, height: 20)
        host.press("Tab")
        host.press("o")
        #expect(host.text.contains("Cancel"), "the sheet is open")
        host.press("Ctrl-N")
        #expect(log.entries.isEmpty, "a shortcut behind a modal sheet does not fire")
        host.type("Milk")
        host.press("Enter")  // the field has no onSubmit: Return goes to the default action
        #expect(log.entries == ["add Milk"])
        #expect(!host.text.contains("Cancel"), "Add dismissed the sheet")
        host.press("o")
        host.press("Esc")
        #expect(log.entries == ["add Milk", "cancel"], "Esc runs the cancel action")
        #expect(!host.text.contains("Cancel"))
    }

    @Test func matchingRules() {
        #expect(KeyboardShortcut("n").matches(KeyPress(.control("n"))))
        #expect(!KeyboardShortcut("n").matches(KeyPress(.character("n"))))
        #expect(KeyboardShortcut("N", modifiers: .control).matches(KeyPress(.control("n"))))
        #expect(KeyboardShortcut(.return, modifiers: []).matches(KeyPress(.enter)))
        #expect(KeyboardShortcut.cancelAction.matches(KeyPress(.escape)))
        #expect(!KeyboardShortcut("1").matches(KeyPress(.control("1"))), "Control with a digit is not a terminal key")
    }
}
