import Observation
@_spi(ShojiRuntime) import ShojiCore

/// How a button looks, as SwiftUI's protocol: the button keeps its behavior (focus, Enter, Space, a
/// click) and your ``makeBody(configuration:)`` draws it.
///
/// ```swift
/// struct Pill: ButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         configuration.label
///             .padding(.horizontal, 1)
///             .background(configuration.isPressed ? Color.accentColor : Color.gray)
///     }
/// }
/// ```
///
/// A terminal reports no key or button release, so ``ButtonStyleConfiguration/isPressed`` is `true` for
/// one tick of the shared clock (about 0.1 s) after the button is pressed, and `false` otherwise. The
/// focused button is still shown in reverse video, so the keyboard user sees where focus is.
public protocol ButtonStyle {
    /// The view a button becomes.
    associatedtype Body: View
    /// The parts of the button the style arranges.
    typealias Configuration = ButtonStyleConfiguration
    /// Makes the view for a button.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// The parts of a button a ``ButtonStyle`` arranges.
public struct ButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The button's role.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    /// Whether the button was pressed in the last moment (see ``ButtonStyle``).
    public let isPressed: Bool
}

/// How a button looks *and is operated*, as SwiftUI's protocol: the button becomes your
/// ``makeBody(configuration:)``, which calls ``PrimitiveButtonStyleConfiguration/trigger()`` to perform
/// the action. The built-in styles (`.automatic`, `.bordered`, `.borderedProminent`, `.plain`,
/// `.borderless`) are primitive button styles too.
///
/// ```swift
/// struct ConfirmTwice: PrimitiveButtonStyle {
///     func makeBody(configuration: Configuration) -> some View {
///         Button(configuration)                          // the default look and keys…
///             .onKeyPress("x") { configuration.trigger(); return .handled }  // …and a key of its own
///     }
/// }
/// ```
///
/// Inside the body, buttons use the built-in style again (so `Button(configuration)` does not wrap
/// itself forever).
public protocol PrimitiveButtonStyle {
    /// The view a button becomes.
    associatedtype Body: View
    /// The parts of the button the style arranges.
    typealias Configuration = PrimitiveButtonStyleConfiguration
    /// Makes the view for a button.
    @ViewBuilder @MainActor func makeBody(configuration: Configuration) -> Body
}

/// The parts of a button a ``PrimitiveButtonStyle`` arranges.
public struct PrimitiveButtonStyleConfiguration {
    /// The button's label, as a view.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The button's role.
    public let role: ButtonRole?
    /// The button's label.
    public let label: Label
    let action: @MainActor () -> Void

    /// Performs the button's action.
    @MainActor public func trigger() { action() }
}

extension Button where Label == PrimitiveButtonStyleConfiguration.Label {
    /// A button made from a primitive style's configuration: the configuration's label, role and action,
    /// in the built-in style.
    public init(_ configuration: PrimitiveButtonStyleConfiguration) {
        self.init(role: configuration.role, action: configuration.action) { configuration.label }
    }
}

// MARK: Built-in styles

/// The button styles a terminal can draw.
enum ButtonStyleKind: Hashable, Sendable {
    case automatic, bordered, borderedProminent, plain, borderless

    /// The look of Shoji's own style type `S` (the button's behavior draws the decoration), or `nil` for a
    /// style of the app's own. Told by comparing types: a cast to a protocol the built-in styles shared
    /// asked the runtime for the conformance (its caches and about 450 instructions) on every evaluation
    /// of a body that sets a style.
    static func of<S: PrimitiveButtonStyle>(_: S.Type) -> ButtonStyleKind? {
        if S.self == PlainButtonStyle.self { return .plain }
        if S.self == DefaultButtonStyle.self { return .automatic }
        if S.self == BorderedButtonStyle.self { return .bordered }
        if S.self == BorderedProminentButtonStyle.self { return .borderedProminent }
        if S.self == BorderlessButtonStyle.self { return .borderless }
        return nil
    }
}

/// The default button style: `[ label ]`.
public struct DefaultButtonStyle: PrimitiveButtonStyle {
    public init() {}
    /// The built-in button in this style (for a style of your own that wraps this one).
    public func makeBody(configuration: Configuration) -> some View { Button(configuration).buttonStyle(self) }
}
/// `[ label ]`.
public struct BorderedButtonStyle: PrimitiveButtonStyle {
    public init() {}
    /// The built-in button in this style (for a style of your own that wraps this one).
    public func makeBody(configuration: Configuration) -> some View { Button(configuration).buttonStyle(self) }
}
/// ` label ` on the accent color.
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
    public init() {}
    /// The built-in button in this style (for a style of your own that wraps this one).
    public func makeBody(configuration: Configuration) -> some View { Button(configuration).buttonStyle(self) }
}
/// The label alone.
public struct PlainButtonStyle: PrimitiveButtonStyle {
    public init() {}
    /// The built-in button in this style (for a style of your own that wraps this one).
    public func makeBody(configuration: Configuration) -> some View { Button(configuration).buttonStyle(self) }
}
/// The label alone.
public struct BorderlessButtonStyle: PrimitiveButtonStyle {
    public init() {}
    /// The built-in button in this style (for a style of your own that wraps this one).
    public func makeBody(configuration: Configuration) -> some View { Button(configuration).buttonStyle(self) }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
    /// The default style.
    public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
    /// `[ label ]`.
    public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    /// ` label ` on the accent color.
    public static var borderedProminent: BorderedProminentButtonStyle { BorderedProminentButtonStyle() }
}
extension PrimitiveButtonStyle where Self == PlainButtonStyle {
    /// The label alone.
    public static var plain: PlainButtonStyle { PlainButtonStyle() }
}
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    /// The label alone.
    public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

// MARK: Custom styles in the environment

/// A button style of the app's own, with its type erased, as the environment keeps it.
enum CustomButtonStyle: @unchecked Sendable {
    /// A ``ButtonStyle``: the button keeps its behavior.
    case look(any ButtonStyle)
    /// A ``PrimitiveButtonStyle``: the style's body is the button.
    case primitive(any PrimitiveButtonStyle)

    /// Whether the style's body takes over the button's input.
    var isPrimitive: Bool {
        if case .primitive = self { return true }
        return false
    }

    /// The view `label` becomes in this style.
    @MainActor
    func makeBody(label: AnyView, role: ButtonRole?, isPressed: Bool, action: @escaping @MainActor () -> Void)
        -> AnyView
    {
        switch self {
        case .look(let style):
            func make<S: ButtonStyle>(_ s: S) -> AnyView {
                AnyView(
                    s.makeBody(
                        configuration: ButtonStyleConfiguration(
                            role: role, label: .init(content: label), isPressed: isPressed)))
            }
            return make(style)
        case .primitive(let style):
            func make<S: PrimitiveButtonStyle>(_ s: S) -> AnyView {
                AnyView(
                    s.makeBody(
                        configuration: PrimitiveButtonStyleConfiguration(
                            role: role, label: .init(content: label), action: action)))
            }
            return make(style)
        }
    }
}

private struct CustomButtonStyleKey: EnvironmentKey { static let defaultValue: CustomButtonStyle? = nil }
private struct ButtonStyleKey: EnvironmentKey { static let defaultValue = ButtonStyleKind.automatic }

extension EnvironmentValues {
    /// The built-in style of buttons here (`.buttonStyle(_:)`).
    var buttonStyle: ButtonStyleKind {
        get { self[ButtonStyleKey.self] }
        set { self[ButtonStyleKey.self] = newValue }
    }

    /// The app's own style of buttons here, which wins over ``buttonStyle``.
    var customButtonStyle: CustomButtonStyle? {
        get { self[CustomButtonStyleKey.self] }
        set { self[CustomButtonStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the look of buttons in this view: `.automatic`, `.bordered`, `.borderedProminent`, `.plain`,
    /// `.borderless`, or a ``PrimitiveButtonStyle`` of your own.
    public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentModifier> {
        if let kind = ButtonStyleKind.of(S.self) {
            return environmentModifier("buttonStyle", kind) {
                $0.buttonStyle = kind
                $0.customButtonStyle = nil
            }
        }
        let custom = CustomButtonStyle.primitive(style)
        return environmentModifier("buttonStyle", style) { $0.customButtonStyle = custom }
    }

    /// Sets a ``ButtonStyle`` of your own for buttons in this view.
    public func buttonStyle<S: ButtonStyle>(_ style: S) -> ModifiedContent<Self, EnvironmentModifier> {
        let custom = CustomButtonStyle.look(style)
        return environmentModifier("buttonStyle", style) { $0.customButtonStyle = custom }
    }
}

// MARK: The styled button's content

/// Whether a button with a ``ButtonStyle`` shows as pressed: observed by the style's body alone.
@MainActor
@Observable
final class ButtonPressState {
    var isPressed = false
}

/// A button's content in a style of the app's own: the style's body, made again when the press state
/// changes.
struct StyledButtonContent: View, BuiltinView {
    let style: CustomButtonStyle
    let label: AnyView
    let role: ButtonRole?
    let press: ButtonPressState
    let action: @MainActor () -> Void

    var body: some View {
        let content = style.makeBody(label: label, role: role, isPressed: press.isPressed, action: action)
        if style.isPrimitive {
            // Buttons inside a primitive style's body are drawn by the built-in style.
            content.environment(\.customButtonStyle, nil)
        } else {
            content
        }
    }
}

/// A button that can hand its label to a style of the app's own.
@MainActor
protocol StyleableButton {
    /// The content for `style`.
    func styledContent(_ style: CustomButtonStyle, press: ButtonPressState) -> StyledButtonContent
}

extension Button: StyleableButton {
    func styledContent(_ style: CustomButtonStyle, press: ButtonPressState) -> StyledButtonContent {
        StyledButtonContent(style: style, label: AnyView(label), role: role, press: press, action: action)
    }
}

@_spi(ShojiRuntime) extension ButtonStyleConfiguration.Label: BuiltinView {}
@_spi(ShojiRuntime) extension PrimitiveButtonStyleConfiguration.Label: BuiltinView {}
