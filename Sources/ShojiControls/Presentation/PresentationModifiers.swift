import Foundation
@_spi(ShojiRuntime) import ShojiCore

/// Keeps a presentation from being dismissed by Esc or a click outside (`.interactiveDismissDisabled()`):
/// only the app's own code (`dismiss()`, the binding) closes it.
public struct InteractiveDismissModifier: ViewModifier, Equatable {
    public typealias Body = Never
    let isDisabled: Bool
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { InteractiveDismissBehavior(self) }
}

/// Tells the enclosing presentation whether Esc may dismiss it.
final class InteractiveDismissBehavior: ModifierBehavior<InteractiveDismissModifier> {
    override var isTransparent: Bool { true }

    override func changes(from old: InteractiveDismissModifier, to new: InteractiveDismissModifier) -> Invalidation {
        apply()
        return []
    }

    override func didMount() { apply() }

    override func willUnmount() {
        node.environment.presentationHost?.behavior?.interactiveDismissDisabled = false
    }

    private func apply() {
        node.environment.presentationHost?.behavior?.interactiveDismissDisabled = modifier.isDisabled
    }
}

/// A reference to the presentation a view is shown in, passed down the environment.
typealias PresentationHostReference = AncestorReference<PresentationHostBehavior>

private struct PresentationHostKey: EnvironmentKey {
    static var defaultValue: PresentationHostReference? { nil }
}

extension EnvironmentValues {
    var presentationHost: PresentationHostReference? {
        get { self[PresentationHostKey.self] }
        set { self[PresentationHostKey.self] = newValue }
    }
}

/// A height a sheet can take (accepted: a terminal sheet is as tall as its content).
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    /// About half the screen.
    public static let medium = PresentationDetent(name: "medium")
    /// The whole screen.
    public static let large = PresentationDetent(name: "large")
    /// A fraction of the screen.
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction") }
    /// A height in points.
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height") }
}

/// How a text field looks (accepted: one look in a terminal).
public protocol TextFieldStyle {}
/// The default look.
public struct DefaultTextFieldStyle: TextFieldStyle { public init() {} }
/// No decoration.
public struct PlainTextFieldStyle: TextFieldStyle { public init() {} }
/// A rounded border.
public struct RoundedBorderTextFieldStyle: TextFieldStyle { public init() {} }

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}
extension TextFieldStyle where Self == PlainTextFieldStyle {
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}
extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

/// The label of the Return key for a text field (accepted: a terminal's Return key has no label).
public struct SubmitLabel: Hashable, Sendable {
    let name: String
    public static let done = SubmitLabel(name: "done")
    public static let go = SubmitLabel(name: "go")
    public static let send = SubmitLabel(name: "send")
    public static let join = SubmitLabel(name: "join")
    public static let route = SubmitLabel(name: "route")
    public static let search = SubmitLabel(name: "search")
    public static let `return` = SubmitLabel(name: "return")
    public static let next = SubmitLabel(name: "next")
    public static let `continue` = SubmitLabel(name: "continue")
}

/// Presentation and text-entry modifiers.
extension View {
    /// Keeps Esc and clicks outside from dismissing the presentation this view is in.
    public func interactiveDismissDisabled(_ isDisabled: Bool = true) -> ModifiedContent<
        Self, InteractiveDismissModifier
    > {
        modifier(InteractiveDismissModifier(isDisabled: isDisabled))
    }

    /// Accepted: a terminal sheet is as tall as its content.
    public func presentationDetents(_ detents: Set<PresentationDetent>) -> Self { self }
    /// Accepted: a terminal sheet is as tall as its content.
    public func presentationDetents(_ detents: Set<PresentationDetent>, selection: Binding<PresentationDetent>)
        -> Self
    { self }
    /// Accepted: there is nothing to drag.
    public func presentationDragIndicator(_ visibility: Visibility) -> Self { self }
    /// Accepted: text fields have one look.
    public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> Self { self }
    /// Accepted: Return has no label in a terminal.
    public func submitLabel(_ submitLabel: SubmitLabel) -> Self { self }
}

private struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { Locale.current }
}
private struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar { Calendar.current }
}
private struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { TimeZone.current }
}

extension EnvironmentValues {
    /// The locale (the process's, from `LANG`/`LC_ALL`).
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar (the process's).
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone (the process's, from `TZ`).
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}

@_spi(ShojiRuntime) extension InteractiveDismissModifier: PrimitiveModifier {}
