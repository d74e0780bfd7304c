import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

private struct Notes: View {
    let all = ["Groceries", "Gym plan", "Reading list", "Recipes"]
    @State var query = ""

    var filtered: [String] { query.isEmpty ? all : all.filter { $0.localizedCaseInsensitiveContains(query) } }

    var body: some View {
        NavigationStack {
            List(filtered, id: \.self) { Text($0) }
                .overlay(alignment: .bottom) { SearchState() }
                .navigationTitle("Notes")
                .searchable(text: $query, prompt: "Search notes")
                .searchSuggestions {
                    Text("Recipes").searchCompletion("Recipes")
                }
        }
    }
}

private struct SearchState: View {
    @Environment(\.isSearching) private var isSearching
    var body: some View { Text(isSearching ? "searching" : "idle") }
}

@MainActor
@Suite struct SearchableTests {
    @Test func slashFocusesTypingFiltersEscClears() {
        let host = TestHost(Notes(), width: 40, height: 10)
        #expect(host.text.contains("⌕ Search notes"), "\(host.lines)")
        #expect(host.text.contains("idle"))
        #expect(host.focusedView?.kind == "List")
        host.press("/")
        #expect(host.focusedView?.kind == "TextField")
        #expect(host.text.contains("searching"))
        #expect(host.text.contains("Recipes"), "the suggestion shows while the field has focus")
        host.type("re")
        #expect(host.text.contains("Reading list") && !host.text.contains("Gym plan"), "\(host.lines)")
        host.press("Esc")
        #expect(host.text.contains("Gym plan"), "Esc clears the query")
        #expect(host.focusedView?.kind == "List", "and gives focus back to the content")
        #expect(host.text.contains("idle"))
        host.press("Ctrl-F")
        #expect(host.focusedView?.kind == "TextField")
    }

    @Test func aSuggestionFillsTheField() {
        let host = TestHost(Notes(), width: 40, height: 10)
        host.press("/")
        let suggestion = host.lines.firstIndex { $0.contains("Recipes") && $0.hasPrefix("  ") }
        #expect(suggestion != nil, "\(host.lines)")
        if let row = suggestion, let x = host.lines[row].firstIndex(of: "R") {
            host.click(x: host.lines[row].distance(from: host.lines[row].startIndex, to: x), y: row)
        }
        #expect(!host.text.contains("Groceries"), "the query is Recipes: \(host.lines)")
    }
}
