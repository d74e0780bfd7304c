@_spi(ShojiRuntime) import ShojiCore

/// A title with an icon, as in SwiftUI: `Label("Inbox", systemImage: "tray")` draws `▭ Inbox`.
///
/// How it is drawn follows `.labelStyle(_:)`: `.automatic` and `.titleAndIcon` show both (icon first,
/// one column apart), `.titleOnly` the title and `.iconOnly` the icon. A type of your own that conforms
/// to ``LabelStyle`` builds the label from its ``LabelStyleConfiguration``.
public struct Label<Title: View, Icon: View>: View {
    let title: Title
    let icon: Icon
    @Environment(\.labelStyle) private var style

    /// A label with a custom title and icon.
    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public var body: some View {
        style.makeBody(LabelStyleConfiguration(title: .init(content: title), icon: .init(content: icon)))
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label with a text title and an SF Symbol icon.
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }

    /// A label with a text title and an image from the app's assets.
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

extension Label where Title == LabelStyleConfiguration.Title, Icon == LabelStyleConfiguration.Icon {
    /// The label a style was given, for a style that wraps another (`Label(configuration)`).
    public init(_ configuration: LabelStyleConfiguration) {
        self.init(title: { configuration.title }, icon: { configuration.icon })
    }
}

/// The parts of a label a ``LabelStyle`` arranges.
public struct LabelStyleConfiguration {
    /// The label's title, as a view.
    public struct Title: View {
        let content: any View
        public var body: some View { AnyView(content) }
    }

    /// The label's icon, as a view.
    public struct Icon: View {
        let content: any View
        public var body: some View { AnyView(content) }
    }

    /// The title.
    public let title: Title
    /// The icon.
    public let icon: Icon
}

/// How labels are drawn, as SwiftUI's protocol: implement ``makeBody(configuration:)``.
///
/// ```swift
/// struct TrailingIcon: LabelStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         HStack { configuration.title; configuration.icon }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol LabelStyle {
    /// The view a label becomes.
    associatedtype Body: View
    /// The parts of the label.
    typealias Configuration = LabelStyleConfiguration
    /// Builds the label from its parts.
    @ViewBuilder func makeBody(configuration: Configuration) -> Body
}

/// Icon, then title (the default).
public struct DefaultLabelStyle: LabelStyle {
    /// Creates the style.
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.icon
            configuration.title
        }
    }
}

/// Icon, then title.
public struct TitleAndIconLabelStyle: LabelStyle {
    /// Creates the style.
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 8) {
            configuration.icon
            configuration.title
        }
    }
}

/// The title alone.
public struct TitleOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.title }
}

/// The icon alone.
public struct IconOnlyLabelStyle: LabelStyle {
    /// Creates the style.
    nonisolated public init() {}
    public func makeBody(configuration: Configuration) -> some View { configuration.icon }
}

extension LabelStyle where Self == DefaultLabelStyle {
    /// Icon and title.
    public static var automatic: DefaultLabelStyle { DefaultLabelStyle() }
}
extension LabelStyle where Self == TitleAndIconLabelStyle {
    /// Icon and title.
    public static var titleAndIcon: TitleAndIconLabelStyle { TitleAndIconLabelStyle() }
}
extension LabelStyle where Self == TitleOnlyLabelStyle {
    /// The title alone.
    public static var titleOnly: TitleOnlyLabelStyle { TitleOnlyLabelStyle() }
}
extension LabelStyle where Self == IconOnlyLabelStyle {
    /// The icon alone.
    public static var iconOnly: IconOnlyLabelStyle { IconOnlyLabelStyle() }
}

/// A label style with its type erased, as the environment keeps it.
struct AnyLabelStyle: @unchecked Sendable {
    let style: any LabelStyle

    /// The label `configuration` becomes in this style.
    @MainActor
    func makeBody(_ configuration: LabelStyleConfiguration) -> AnyView {
        func make<S: LabelStyle>(_ style: S) -> AnyView { AnyView(style.makeBody(configuration: configuration)) }
        return make(style)
    }
}

private struct LabelStyleKey: EnvironmentKey {
    static var defaultValue: AnyLabelStyle { AnyLabelStyle(style: DefaultLabelStyle()) }
}

extension EnvironmentValues {
    /// The style of labels here (`.labelStyle(_:)`).
    var labelStyle: AnyLabelStyle {
        get { self[LabelStyleKey.self] }
        set { self[LabelStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of labels in this view.
    public func labelStyle<S: LabelStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentModifier> {
        let erased = AnyLabelStyle(style: style)
        return environmentModifier("labelStyle", style) { $0.labelStyle = erased }
    }
}

@_spi(ShojiRuntime) extension LabelStyleConfiguration.Icon: BuiltinView {}
@_spi(ShojiRuntime) extension Label: BuiltinView {}
@_spi(ShojiRuntime) extension LabelStyleConfiguration.Title: BuiltinView {}
