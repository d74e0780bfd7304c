import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// Characters that arrive in one read (a paste the terminal did not bracket, keys typed faster than
/// frames) and go to one text control: the views that read the text are brought up to date once for the
/// run, not once per character — as SwiftUI reaches the views once for the changes of one run-loop turn.
@MainActor
struct TypedRunTests {
    /// A search field and a view that reads what it edits.
    struct Search: View {
        @State var query = ""
        @State var submitted = ""
        var body: some View {
            VStack {
                TextField("Search", text: $query)
                    .onSubmit { submitted = query }
                    .onChange(of: query) { _, new in
                        // A field that keeps its text in capitals: the action sees the run's last value.
                        if new != new.uppercased() { query = new.uppercased() }
                    }
                Matches(query: query)
                Text("submitted: \(submitted)")
            }
        }
    }

    /// Reads the query (its evaluations are counted).
    struct Matches: View {
        let query: String
        var body: some View { Text("\(query.count) typed") }
    }

    @Test func aRunOfTypedCharactersUpdatesTheReaderOnce() throws {
        let host = TestHost(Search(), width: 60, height: 6)
        let text = String(repeating: "abcdefghij", count: 50)
        let frame = try #require(host.receive(text))
        // Once for the run, once more for the capitals its onChange put in (one by one: 500 times).
        #expect(frame.evaluated["Matches"] == 2, "\(frame.evaluated)")
        #expect(host.text.contains("500 typed"), "\(host.text)")
        let field = try #require(host.focusedView)
        #expect(field.kind == "TextField")
        // The text is the run's, put in capitals by the field's onChange once at the end.
        host.receive("\r")
        #expect(host.text.contains("submitted:\nABCDEFGHIJABCDEFGHIJ"), "\(host.text)")
        #expect(!host.text.contains("abc"), "\(host.text)")
    }

    @Test func keysThatAreNotTypedTextStillSettleTheViewsFirst() throws {
        let host = TestHost(Search(), width: 60, height: 6)
        // Enter submits what the characters before it typed (the views settle before Enter), and the
        // characters after it go on into the field.
        host.receive("ab\rcd")
        #expect(host.text.contains("submitted: AB"), "\(host.text)")
        #expect(host.text.contains("4 typed"), "\(host.text)")
    }

    /// Text held outside the views, counting the writes its binding makes.
    final class Store {
        var text = ""
        var writes = 0
        var binding: Binding<String> {
            Binding(
                get: { self.text },
                set: {
                    self.text = $0
                    self.writes += 1
                })
        }
    }

    @Test(arguments: [false, true])
    func aRunIsWrittenToTheBindingOnce(multiline: Bool) throws {
        let store = Store()
        let host =
            multiline
            ? TestHost(TextEditor(text: store.binding), width: 40, height: 5)
            : TestHost(TextField("Name", text: store.binding), width: 40, height: 5)
        host.receive(String(repeating: "x", count: 300))
        #expect(store.text == String(repeating: "x", count: 300))
        #expect(store.writes == 1, "one write for the run, not 300")
        // Backspace (DEL) is an edit of its own: the run before it is written first, then it, then the
        // run after it.
        host.receive("ab\u{7f}cd")
        #expect(store.text == String(repeating: "x", count: 300) + "acd")
        #expect(store.writes == 4, "\(store.writes)")
        // Typed alone, each character is written in its own frame.
        host.type("e")
        #expect(store.text.hasSuffix("acde") && store.writes == 5)
    }
}
