@_spi(ShojiRuntime) import ShojiCore

/// How a toggle looks and is operated, as SwiftUI's protocol: the toggle becomes your
/// ``makeBody(configuration:)``, which flips `configuration.isOn` itself.
///
/// ```swift
/// struct Bracketed: ToggleStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Button { configuration.isOn.toggle() } label: {
///             HStack { Text(configuration.isOn ? "(on)" : "(off)"); configuration.label }
///         }
///         .buttonStyle(.plain)
///     }
/// }
/// ```
///
/// The built-in styles are `.automatic` (`[x] Title`), `.checkbox` (`☑ Title`), `.switch` (`Title … [━●]`)
/// and `.button`. Inside a style's body, toggles use the built-in style again, so `Toggle(configuration)`
/// draws the default toggle.
public protocol ToggleStyle {
    /// The view a toggle becomes.
    associatedtype Body: View
    /// The parts of the toggle the style arranges.
    typealias Configuration = ToggleStyleConfiguration
    /// Makes the view for a toggle.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// The parts of a toggle a ``ToggleStyle`` arranges.
public struct ToggleStyleConfiguration {
    /// The toggle's label, as a view.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The toggle's label.
    public let label: Label
    /// Whether the toggle is on; writing it flips the toggle.
    @Binding public var isOn: Bool
    /// Whether the toggle stands for a mix of on and off (always `false` here).
    public var isMixed: Bool = false
}

extension Toggle where Label == ToggleStyleConfiguration.Label {
    /// A toggle made from a style's configuration, in the built-in style.
    public init(_ configuration: ToggleStyleConfiguration) {
        self.init(isOn: configuration.$isOn) { configuration.label }
    }
}

// MARK: Built-in styles

/// The toggle styles a terminal can draw (see `.toggleStyle(_:)`).
enum ToggleStyleKind: Hashable, Sendable {
    case automatic, checkbox, switchStyle, button
}

/// A style Shoji draws itself.
protocol BuiltinToggleStyle {
    /// Which look.
    var kind: ToggleStyleKind { get }
}

/// The default style: `[x] Title`.
public struct DefaultToggleStyle: ToggleStyle, BuiltinToggleStyle {
    public init() {}
    var kind: ToggleStyleKind { .automatic }
    /// The built-in toggle in this style (for a style of your own that wraps this one).
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration).toggleStyle(self) }
}
/// `☑ Title`.
public struct CheckboxToggleStyle: ToggleStyle, BuiltinToggleStyle {
    public init() {}
    var kind: ToggleStyleKind { .checkbox }
    /// The built-in toggle in this style (for a style of your own that wraps this one).
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration).toggleStyle(self) }
}
/// `Title … [━●]`.
public struct SwitchToggleStyle: ToggleStyle, BuiltinToggleStyle {
    public init() {}
    var kind: ToggleStyleKind { .switchStyle }
    /// The built-in toggle in this style (for a style of your own that wraps this one).
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration).toggleStyle(self) }
}
/// The label as a button that shows its state by reverse video.
public struct ButtonToggleStyle: ToggleStyle, BuiltinToggleStyle {
    public init() {}
    var kind: ToggleStyleKind { .button }
    /// The built-in toggle in this style (for a style of your own that wraps this one).
    public func makeBody(configuration: Configuration) -> some View { Toggle(configuration).toggleStyle(self) }
}

extension ToggleStyle where Self == DefaultToggleStyle {
    /// The default style: `[x] Title`.
    public static var automatic: DefaultToggleStyle { DefaultToggleStyle() }
}
extension ToggleStyle where Self == CheckboxToggleStyle {
    /// `☑ Title`.
    public static var checkbox: CheckboxToggleStyle { CheckboxToggleStyle() }
}
extension ToggleStyle where Self == SwitchToggleStyle {
    /// `Title … [━●]`.
    public static var `switch`: SwitchToggleStyle { SwitchToggleStyle() }
}
extension ToggleStyle where Self == ButtonToggleStyle {
    /// The label as a button.
    public static var button: ButtonToggleStyle { ButtonToggleStyle() }
}

// MARK: Custom styles in the environment

/// A toggle style of the app's own, with its type erased, as the environment keeps it.
struct AnyToggleStyle: @unchecked Sendable {
    let style: any ToggleStyle

    /// The view a toggle becomes in this style.
    @MainActor
    func makeBody(_ configuration: ToggleStyleConfiguration) -> AnyView {
        func make<S: ToggleStyle>(_ s: S) -> AnyView { AnyView(s.makeBody(configuration: configuration)) }
        return make(style)
    }
}

private struct ToggleStyleKey: EnvironmentKey { static let defaultValue = ToggleStyleKind.automatic }
private struct CustomToggleStyleKey: EnvironmentKey { static let defaultValue: AnyToggleStyle? = nil }

extension EnvironmentValues {
    /// The built-in style of toggles here (`.toggleStyle(_:)`).
    var toggleStyle: ToggleStyleKind {
        get { self[ToggleStyleKey.self] }
        set { self[ToggleStyleKey.self] = newValue }
    }

    /// The app's own style of toggles here, which wins over ``toggleStyle``.
    var customToggleStyle: AnyToggleStyle? {
        get { self[CustomToggleStyleKey.self] }
        set { self[CustomToggleStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of toggles in this view: `.automatic`, `.checkbox`, `.switch`, `.button`, or a
    /// ``ToggleStyle`` of your own.
    public func toggleStyle<S: ToggleStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentModifier> {
        if let builtin = style as? BuiltinToggleStyle {
            let kind = builtin.kind
            return environmentModifier("toggleStyle", kind) {
                $0.toggleStyle = kind
                $0.customToggleStyle = nil
            }
        }
        let custom = AnyToggleStyle(style: style)
        return environmentModifier("toggleStyle", style) { $0.customToggleStyle = custom }
    }
}

// MARK: The styled toggle's content

/// A toggle's content in a style of the app's own.
struct StyledToggleContent: View, BuiltinView {
    let style: AnyToggleStyle
    let label: AnyView
    let isOn: Binding<Bool>

    var body: some View {
        // Toggles inside the style's body are drawn by the built-in style.
        style.makeBody(ToggleStyleConfiguration(label: .init(content: label), isOn: isOn))
            .environment(\.customToggleStyle, nil)
    }
}

/// A toggle that can hand its label to a style of the app's own.
@MainActor
protocol StyleableToggle {
    /// The label, type-erased.
    var erasedLabel: AnyView { get }
}

extension Toggle: StyleableToggle {
    var erasedLabel: AnyView { AnyView(label) }
}

@_spi(ShojiRuntime) extension ToggleStyleConfiguration.Label: BuiltinView {}
