@_spi(ShojiRuntime) import ShojiCore

/// Adds a search field to a view, as SwiftUI's `.searchable(text:placement:prompt:)`.
///
/// ```swift
/// NavigationStack {
///     List(filtered) { Text($0.title) }
///         .searchable(text: $query, prompt: "Search notes")
/// }
/// ```
///
/// In a terminal the field is a row above the view (`⌕ Search notes`), where iOS shows it under the
/// title. `/` (when no text field has the key) or Ctrl-F (from anywhere on the screen) focuses it; typing filters through the binding;
/// Esc clears it and gives focus back to the content. `\.isSearching` is true inside while the field has
/// focus or text, and `\.dismissSearch` clears and leaves it. `.searchSuggestions { … }` shows its rows
/// under the field while it has focus; a row with `.searchCompletion("text")` fills the field when chosen.
public struct SearchableModifier: ViewModifier {
    let text: Binding<String>
    let prompt: String
    @FocusState private var fieldFocused: Bool
    @FocusState private var contentFocused: Bool
    /// The app's own focus state for the field (`.searchFocused`), if any.
    @Environment(\.searchFieldFocus) private var appFocus

    public func body(content: Content) -> some View {
        let text = self.text
        let searching = fieldFocused || !text.wrappedValue.isEmpty
        VStack(alignment: .leading, spacing: 0) {
            HStack(spacing: 8) {
                Text("⌕").foregroundStyle(.secondary)
                TextField(prompt, text: text)
                    .focused($fieldFocused)
                    .modifier(appFocus ?? FocusedModifier.none)
                    // Ctrl-F reaches the field from anywhere in the window, as Command-F does on a Mac.
                    .keyboardShortcut("f")
                    .modifier(
                        KeyCommandModifier(
                            matches: { $0.key == .escape },
                            action: {
                                text.wrappedValue = ""
                                contentFocused = true
                                return true
                            }))
            }
            SearchSuggestionsHost(isShown: fieldFocused, fill: { text.wrappedValue = $0 })
            content
                .focused($contentFocused)
                .environment(\.isSearching, searching)
                .environment(
                    \.dismissSearch,
                    DismissSearchAction {
                        text.wrappedValue = ""
                        contentFocused = true
                    })
        }
        // Focus starts in the content when Shoji picks it (the field is reached with `/`, Ctrl-F, Tab or
        // a click); focus the person put elsewhere (a sidebar) stays there when this appears.
        .defaultFocus($contentFocused, true)
        .modifier(
            KeyCommandModifier(
                matches: { $0.key == .character("/") },
                action: {
                    fieldFocused = true
                    return true
                }))
    }
}

/// Where a search field goes (accepted: in a terminal it is a row above the view).
public struct SearchFieldPlacement: Hashable, Sendable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode) -> SearchFieldPlacement {
        navigationBarDrawer
    }

    /// When the search field of a navigation bar drawer shows (accepted).
    public enum NavigationBarDrawerDisplayMode: Sendable { case automatic, always }
}

/// Clears the search and leaves the field: `@Environment(\.dismissSearch)`.
public struct DismissSearchAction: Sendable {
    let action: (@MainActor @Sendable () -> Void)?

    /// Dismisses the search (does nothing outside a searchable view).
    @MainActor
    public func callAsFunction() { action?() }
}

private struct IsSearchingKey: EnvironmentKey { static let defaultValue = false }
private struct DismissSearchKey: EnvironmentKey {
    static var defaultValue: DismissSearchAction { DismissSearchAction(action: nil) }
}

extension EnvironmentValues {
    /// Whether the user is searching (the search field has focus or text).
    public var isSearching: Bool {
        get { self[IsSearchingKey.self] }
        set { self[IsSearchingKey.self] = newValue }
    }

    /// Clears the search and leaves the field.
    public var dismissSearch: DismissSearchAction {
        get { self[DismissSearchKey.self] }
        set { self[DismissSearchKey.self] = newValue }
    }
}

extension View {
    /// Adds a search field above the view, bound to `text`.
    public func searchable(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
    ) -> ModifiedContent<Self, SearchableModifier> {
        modifier(SearchableModifier(text: text, prompt: prompt?.string ?? "Search"))
    }

    /// Adds a search field above the view, bound to `text`, with a prompt.
    public func searchable<S: StringProtocol>(
        text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
    ) -> ModifiedContent<Self, SearchableModifier> {
        modifier(SearchableModifier(text: text, prompt: String(prompt)))
    }
}

private struct SearchFieldFocusKey: EnvironmentKey {
    static let defaultValue: FocusedModifier? = nil
}

extension EnvironmentValues {
    /// The focus state that `.searchFocused` ties to the search field of a `.searchable` inside.
    var searchFieldFocus: FocusedModifier? {
        get { self[SearchFieldFocusKey.self] }
        set { self[SearchFieldFocusKey.self] = newValue }
    }
}

extension View {
    /// Ties the search field of the `.searchable` this modifies to a `Bool` focus state: setting it moves
    /// focus into the field; focus moving in or out writes it.
    public func searchFocused(_ condition: FocusState<Bool>.Binding) -> ModifiedContent<Self, EnvironmentModifier> {
        searchFieldFocus(FocusedModifier(condition))
    }

    /// Ties the search field of the `.searchable` this modifies to a focus state: it has focus when the
    /// state equals `value`.
    public func searchFocused<V: Hashable>(_ binding: FocusState<V?>.Binding, equals value: V) -> ModifiedContent<
        Self, EnvironmentModifier
    > {
        searchFieldFocus(FocusedModifier(binding, equals: value))
    }

    /// Puts `tie` in the environment for the search field. The tie is its own value: ties compare by their
    /// focus state's storage and value (their closures never compare equal), so a body that makes it again
    /// changes nothing below.
    private func searchFieldFocus(_ tie: FocusedModifier) -> ModifiedContent<Self, EnvironmentModifier> {
        environmentModifier("searchFocused", tie) { $0.searchFieldFocus = tie }
    }
}
@_spi(ShojiRuntime) extension SearchableModifier: BuiltinView {}
