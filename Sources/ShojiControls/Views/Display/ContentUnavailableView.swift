@_spi(ShojiRuntime) import ShojiCore

/// What a screen shows when it has no content: an icon, a bold title, a description and actions,
/// centred in the space offered.
///
/// ```swift
/// ContentUnavailableView("No Mail", systemImage: "tray", description: Text("New mail appears here."))
/// ContentUnavailableView.search(text: query)
/// ```
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    let label: Label
    let description: Description
    let actions: Actions

    /// A view with a custom label, description and actions.
    public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    public var body: some View {
        VStack(spacing: 16) {
            label.bold()
            description.foregroundStyle(.secondary).multilineTextAlignment(.center)
            actions
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

extension ContentUnavailableView where Label == TitleAndIconLabel, Description == Text?, Actions == EmptyView {
    /// A view with a title, an SF Symbol and an optional description.
    public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { Label(title, systemImage: name) }, description: { description })
    }

    /// "No Results", for a search that found nothing.
    public static var search: ContentUnavailableView<TitleAndIconLabel, Text?, EmptyView> {
        ContentUnavailableView(
            "No Results", systemImage: "magnifyingglass", description: Text("Check the spelling or try a new search."))
    }

    /// "No Results for “text”", for a search that found nothing.
    public static func search(text: String) -> ContentUnavailableView<TitleAndIconLabel, Text?, EmptyView> {
        guard !text.isEmpty else { return search }
        return ContentUnavailableView(
            "No Results for “\(text)”", systemImage: "magnifyingglass",
            description: Text("Check the spelling or try a new search."))
    }
}

/// `Label<Text, Image>`, named so that `ContentUnavailableView`'s generic `Label` does not hide it.
public typealias TitleAndIconLabel = Label<Text, Image>

@_spi(ShojiRuntime) extension ContentUnavailableView: BuiltinView {}
