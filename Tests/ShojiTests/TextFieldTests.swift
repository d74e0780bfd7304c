import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

private struct TitleEcho: View {
    let draft: Draft
    var body: some View { Text("echo \(draft.title)") }
}

private struct OtherEcho: View {
    let draft: Draft
    var body: some View { Text("other \(draft.other)") }
}

private struct Editor: View {
    @Bindable var draft: Draft
    var body: some View {
        VStack(alignment: .leading) {
            TextField("Title", text: $draft.title)
                .onSubmit { draft.submitted.append(draft.title) }
                .frame(width: 10 * 8)
            TitleEcho(draft: draft)
            OtherEcho(draft: draft)
            Button("Done") {}
        }
    }
}

@MainActor
@Suite struct TextFieldTests {
    private func make(_ draft: Draft = Draft()) -> (TestHost, Draft) {
        let host = TestHost(Editor(draft: draft), width: 30, height: 6)
        return (host, draft)
    }

    private func fieldText(_ host: TestHost) -> String {
        String(host.lines.first { !$0.isEmpty }!.trimmingCharacters(in: .whitespaces))
    }

    @Test func typingWritesTheBindingAndEvaluatesOnlyReaders() throws {
        let (host, draft) = make()
        #expect(host.focusedView?.kind == "TextField")
        #expect(host.text.contains("Title"))  // placeholder
        let frame = try #require(host.type("hi"))
        #expect(draft.title == "hi")
        #expect(frame.evaluated == ["TitleEcho": 1])
        #expect(host.text.contains("echo hi"))
        #expect(!host.text.contains("Title"))
    }

    @Test func cursorKeysAndDeletion() {
        let (host, draft) = make()
        host.type("abcd")
        host.press("Left", "Left", "Backspace")
        #expect(draft.title == "acd")
        host.press("Delete")
        #expect(draft.title == "ad")
        host.press("Home")
        host.type("X")
        #expect(draft.title == "Xad")
        host.press("End")
        host.type("Y")
        #expect(draft.title == "XadY")
        host.press("Ctrl-A")
        host.type("<")
        host.press("Ctrl-E")
        host.type(">")
        #expect(draft.title == "<XadY>")
    }

    @Test func ctrlUAndCtrlW() {
        let (host, draft) = make()
        host.type("one two three")
        host.press("Ctrl-W")
        #expect(draft.title == "one two ")
        host.press("Left", "Left")
        host.press("Ctrl-U")
        #expect(draft.title == "o ")
    }

    @Test func editingIsGraphemeCorrect() {
        let (host, draft) = make()
        host.type("a日😀e")
        host.type("\u{301}")  // a combining accent typed on its own joins the "e"
        #expect(draft.title == "a日😀e\u{301}")
        #expect(Array(draft.title).count == 4)
        host.press("Left")
        host.press("Backspace")  // removes the whole emoji
        #expect(draft.title == "a日e\u{301}")
        host.press("End", "Backspace")  // removes e + accent together
        #expect(draft.title == "a日")
        // The cursor sits after the 2-cell character, never inside it.
        let field = host.find("a日")!
        #expect(host.cursor == Point(x: field.x + 3, y: field.y))
    }

    @Test func longTextScrollsToKeepTheCursorVisible() {
        let (host, _) = make()
        host.type("abcdefghijklmnop")
        #expect(fieldText(host) == "hijklmnop")
        host.press("Home")
        #expect(fieldText(host) == "abcdefghij")
        #expect(host.cursor?.x == host.find("abcdefghij")?.x)
    }

    @Test func pasteStripsControlCharacters() {
        let (host, draft) = make()
        host.paste("one\u{1b}[31m\ttwo\u{7}\n")
        #expect(draft.title == "one[31m two ")
    }

    @Test func enterSubmitsAndModelChangesMoveTheCursorToTheEnd() {
        let (host, draft) = make()
        host.type("ab")
        host.press("Enter")
        #expect(draft.submitted == ["ab"])
        draft.title = "replaced"
        host.update()
        #expect(host.text.contains("replaced"))
        host.type("!")
        #expect(draft.title == "replaced!")
    }

    @Test func arrowsUpAndDownStillMoveFocus() {
        let (host, _) = make()
        host.press("Down")
        #expect(host.focusedView?.text == "[ Done ]")
        host.press("Up")
        #expect(host.focusedView?.kind == "TextField")
    }

    @Test func disabledFieldIgnoresTyping() {
        let draft = Draft()
        let host = TestHost(
            VStack {
                TextField("T", text: Bindable(draft).title).disabled(true)
                Button("B") {}
            }, width: 20, height: 3)
        host.click(x: 0, y: 0)
        host.type("x")
        #expect(draft.title == "")
        #expect(host.focusedView?.text == "[ B ]")
    }
}

private struct SubmitCounterForm: View {
    @State private var title = ""
    @State private var submitted: [String] = []
    var body: some View {
        VStack {
            Text("submitted \(submitted.joined(separator: ","))")
            // A new closure at every evaluation, capturing this evaluation's title.
            let current = title
            TextField("Title", text: $title)
                .onSubmit { submitted.append(current) }
            Button("Add") {}.disabled(title.isEmpty)
        }
    }
}

/// `.onSubmit` puts one stable closure in the environment that runs the newest action.
@MainActor
@Suite struct SubmitModifierTests {
    @Test func typingDoesNotTouchTheFieldsEnvironmentAndEnterRunsTheNewestAction() throws {
        let host = TestHost(SubmitCounterForm(), width: 40, height: 5)
        host.type("a")
        let frame = try #require(host.type("b"))
        #expect(frame.evaluated["SubmitCounterForm"] == 1)
        #expect(frame.sizeComputations == 0, "a new onSubmit closure re-measured nothing below it")
        host.press("Enter")
        #expect(host.text.contains("submitted ab"), "the action of the latest evaluation ran: \(host.lines)")
    }
}

/// A field sized to its ideal width, with a prompt the test changes.
@Observable @MainActor private final class PromptedText {
    var text = ""
    var prompt = "Search tasks"
}

private struct IdealWidthField: View {
    @Bindable var model: PromptedText
    var body: some View {
        HStack(spacing: 0) {
            TextField(model.prompt, text: $model.text).fixedSize()
            Text("|end")
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

/// A field asked for its ideal width is laid out again only when that width changes.
@MainActor
@Suite struct TextFieldIdealWidthTests {
    @Test func typingUnderThePromptsWidthLaysNothingOut() throws {
        let model = PromptedText()
        let host = TestHost(IdealWidthField(model: model), width: 60, height: 3)
        // "Search tasks" is 12 columns, and one more for the cursor.
        #expect(host.find("|end")?.x == 13)
        let passes = host.graph.layoutPasses
        host.type("abc")
        #expect(model.text == "abc")
        #expect(host.graph.layoutPasses == passes, "the ideal width is still the prompt's")
        #expect(host.find("|end")?.x == 13)
        host.type("defghijklmnop")
        #expect(host.graph.layoutPasses > passes)
        #expect(host.find("|end")?.x == 17, "\(host.lines)")
    }

    @Test func aWiderPromptWidensTheField() throws {
        let model = PromptedText()
        let host = TestHost(IdealWidthField(model: model), width: 60, height: 3)
        model.prompt = "Search every task by title"
        host.update()
        #expect(host.find("|end")?.x == 27, "\(host.lines)")
        model.prompt = "Find"
        host.update()
        #expect(host.find("|end")?.x == 10, "at least 10 columns: \(host.lines)")
    }
}
