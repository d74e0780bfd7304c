@_spi(ShojiRuntime) import ShojiCore

/// The suggestions of a searchable view (`.searchSuggestions { … }`), handed to the search field above.
@MainActor
final class SearchSuggestionsBox {
    var content: (any View)?
}

/// Shows the suggestions registered below it while the search field has focus.
struct SearchSuggestionsHost: View, BuiltinView {
    let isShown: Bool
    let fill: @MainActor (String) -> Void
    @Environment(\.searchSuggestions) private var suggestions

    var body: some View {
        if isShown, let content = suggestions?.content {
            VStack(alignment: .leading, spacing: 0) {
                AnyView(content)
            }
            .padding(.leading, 16)
            .buttonStyle(.plain)
            .environment(\.searchCompletion, fill)
        }
    }
}

/// Sets the suggestions of the enclosing searchable view.
public struct SearchSuggestionsModifier<S: View>: ViewModifier {
    let suggestions: S

    public func body(content: Content) -> some View {
        content.environment(\.searchSuggestions, box)
    }

    private var box: SearchSuggestionsBox {
        let box = SearchSuggestionsBox()
        box.content = suggestions
        return box
    }
}

/// A suggestion row: a button that fills the search field with `completion`.
struct SearchCompletionRow<Content: View>: View, BuiltinView {
    let completion: String
    let content: Content
    @Environment(\.searchCompletion) private var fill

    var body: some View {
        Button {
            fill?(completion)
        } label: {
            content
        }
    }
}

private struct SearchSuggestionsKey: EnvironmentKey {
    static var defaultValue: SearchSuggestionsBox? { nil }
}

private struct SearchCompletionKey: EnvironmentKey {
    static var defaultValue: (@MainActor (String) -> Void)? { nil }
}

extension EnvironmentValues {
    var searchSuggestions: SearchSuggestionsBox? {
        get { self[SearchSuggestionsKey.self] }
        set { self[SearchSuggestionsKey.self] = newValue }
    }

    var searchCompletion: (@MainActor (String) -> Void)? {
        get { self[SearchCompletionKey.self] }
        set { self[SearchCompletionKey.self] = newValue }
    }
}

extension View {
    /// Suggestions shown under the search field while it has focus.
    public func searchSuggestions<S: View>(@ViewBuilder _ suggestions: () -> S) -> ModifiedContent<
        Self, SearchSuggestionsModifier<S>
    > {
        modifier(SearchSuggestionsModifier(suggestions: suggestions()))
    }

    /// Makes this suggestion fill the search field with `completion` when chosen.
    public func searchCompletion(_ completion: String) -> some View {
        SearchCompletionRow(completion: completion, content: self)
    }
}
