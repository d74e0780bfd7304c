@_spi(ShojiRuntime) import ShojiCore

/// How a progress view looks, as SwiftUI's protocol: the progress view becomes your
/// ``makeBody(configuration:)``.
///
/// ```swift
/// struct Percent: ProgressViewStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Text("\(Int((configuration.fractionCompleted ?? 0) * 100)) %")
///     }
/// }
/// ```
///
/// The built-in styles: `.automatic` and `.linear` draw a bar (a spinner while the amount is unknown);
/// `.circular` draws a one-cell pie (`○ ◔ ◑ ◕ ●`) with the percentage, or the spinner. Inside a style's
/// body, `ProgressView(configuration)` draws the built-in progress view.
public protocol ProgressViewStyle {
    /// The view a progress view becomes.
    associatedtype Body: View
    /// The parts of the progress view the style arranges.
    typealias Configuration = ProgressViewStyleConfiguration
    /// Makes the view for a progress view.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// The parts of a progress view a ``ProgressViewStyle`` arranges.
public struct ProgressViewStyleConfiguration {
    /// The progress view's label, as a view.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The label of the current value, as a view.
    public struct CurrentValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// How much is done, from 0 to 1, or `nil` while unknown.
    public let fractionCompleted: Double?
    /// The label.
    public var label: Label?
    /// The label of the current value.
    public var currentValueLabel: CurrentValueLabel?
}

extension ProgressView
where
    Label == ProgressViewStyleConfiguration.Label, CurrentValueLabel == ProgressViewStyleConfiguration.CurrentValueLabel
{
    /// A progress view made from a style's configuration, in the built-in style.
    public init(_ configuration: ProgressViewStyleConfiguration) {
        self.init(
            value: configuration.fractionCompleted, total: 1,
            label: { configuration.label ?? .init(content: AnyView(EmptyView())) },
            currentValueLabel: { configuration.currentValueLabel ?? .init(content: AnyView(EmptyView())) })
    }
}

/// The progress styles a terminal draws itself.
enum ProgressStyleKind: Hashable, Sendable {
    case automatic, linear, circular
}

/// A style Shoji draws itself.
protocol BuiltinProgressViewStyle {
    /// Which look.
    var kind: ProgressStyleKind { get }
}

/// The default style: a bar, or a spinner.
public struct DefaultProgressViewStyle: ProgressViewStyle, BuiltinProgressViewStyle {
    public init() {}
    var kind: ProgressStyleKind { .automatic }
    /// The built-in progress view in this style.
    public func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration).progressViewStyle(self)
    }
}
/// A bar.
public struct LinearProgressViewStyle: ProgressViewStyle, BuiltinProgressViewStyle {
    public init() {}
    var kind: ProgressStyleKind { .linear }
    /// The built-in progress view in this style.
    public func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration).progressViewStyle(self)
    }
}
/// A one-cell pie and the percentage, or a spinner.
public struct CircularProgressViewStyle: ProgressViewStyle, BuiltinProgressViewStyle {
    public init() {}
    var kind: ProgressStyleKind { .circular }
    /// The built-in progress view in this style.
    public func makeBody(configuration: Configuration) -> some View {
        ProgressView(configuration).progressViewStyle(self)
    }
}

extension ProgressViewStyle where Self == DefaultProgressViewStyle {
    /// The default style.
    public static var automatic: DefaultProgressViewStyle { DefaultProgressViewStyle() }
}
extension ProgressViewStyle where Self == LinearProgressViewStyle {
    /// A bar.
    public static var linear: LinearProgressViewStyle { LinearProgressViewStyle() }
}
extension ProgressViewStyle where Self == CircularProgressViewStyle {
    /// A pie, or a spinner.
    public static var circular: CircularProgressViewStyle { CircularProgressViewStyle() }
}

/// The progress style in the environment: a built-in one, or the app's own.
struct ProgressStyleChoice: @unchecked Sendable {
    var kind = ProgressStyleKind.automatic
    var custom: AnyProgressViewStyle?
}

/// A progress view style of the app's own, with its type erased.
struct AnyProgressViewStyle {
    let style: any ProgressViewStyle

    /// The view a progress view becomes in this style.
    @MainActor
    func makeBody(_ configuration: ProgressViewStyleConfiguration) -> AnyView {
        func make<S: ProgressViewStyle>(_ s: S) -> AnyView { AnyView(s.makeBody(configuration: configuration)) }
        return make(style)
    }
}

private struct ProgressStyleKey: EnvironmentKey { static let defaultValue = ProgressStyleChoice() }

extension EnvironmentValues {
    /// The style of progress views here (`.progressViewStyle(_:)`).
    var progressViewStyle: ProgressStyleChoice {
        get { self[ProgressStyleKey.self] }
        set { self[ProgressStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of progress views in this view: `.automatic`, `.linear`, `.circular`, or a
    /// ``ProgressViewStyle`` of your own.
    public func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentModifier> {
        let choice =
            (style as? BuiltinProgressViewStyle).map { ProgressStyleChoice(kind: $0.kind) }
            ?? ProgressStyleChoice(custom: AnyProgressViewStyle(style: style))
        return environmentModifier("progressViewStyle", style) { $0.progressViewStyle = choice }
    }
}

@_spi(ShojiRuntime) extension ProgressViewStyleConfiguration.CurrentValueLabel: BuiltinView {}
@_spi(ShojiRuntime) extension ProgressViewStyleConfiguration.Label: BuiltinView {}
