@_spi(ShojiRuntime) import ShojiCore

/// Where focus goes by default inside a view: what `.defaultFocus(_:_:)` makes.
///
/// When Shoji picks a control to focus on its own — at start, when a pushed screen or a sheet appears,
/// or when the focused control goes away and nothing is near — and its first pick is inside this view,
/// it picks instead the first control inside the `.focused` view that the focus state would name with
/// this value. Focus a person put elsewhere is never moved.
public struct DefaultFocusModifier: ViewModifier {
    public typealias Body = Never
    /// The focus state's storage (as `.focused` ties name it).
    let key: TrackingKey?
    /// The value that names the view to focus; `nil` for a `Bool` state's `true`.
    let value: AnyHashable?
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { DefaultFocusBehavior(self) }
}

@_spi(ShojiRuntime) extension DefaultFocusModifier: ViewFieldComparable {
    public func compareField(to other: Any) -> ViewComparison {
        guard let other = other as? DefaultFocusModifier, key == other.key, value == other.value else {
            return .different
        }
        return .equal
    }
}

/// Marks its subtree for the focus manager's default pick (`FocusManager.defaultTarget(in:)`).
final class DefaultFocusBehavior: ModifierBehavior<DefaultFocusModifier> {
    override var isTransparent: Bool { true }

    override var defaultFocusTie: FocusTie? { modifier.key.map { FocusTie(key: $0, value: modifier.value) } }
}

/// When a default focus applies, as SwiftUI's `DefaultFocusEvaluationPriority`.
public struct DefaultFocusEvaluationPriority: Hashable, Sendable {
    private let name: String
    /// When Shoji picks a control on its own (the only case in a terminal).
    public static let automatic = DefaultFocusEvaluationPriority(name: "automatic")
    /// Accepted: also when the person moves focus into the view (treated as `automatic`).
    public static let userInitiated = DefaultFocusEvaluationPriority(name: "userInitiated")
}

extension View {
    /// Makes the view tied to `binding` the one focused by default inside this view, when `value` is
    /// `true`: when Shoji picks a control on its own (at start, on a new screen or sheet) and its pick
    /// falls inside this view.
    public func defaultFocus(
        _ binding: FocusState<Bool>.Binding, _ value: Bool, priority: DefaultFocusEvaluationPriority = .automatic
    ) -> ModifiedContent<Self, DefaultFocusModifier> {
        modifier(DefaultFocusModifier(key: value ? binding.value.trackingKey : nil, value: nil))
    }

    /// Makes the view tied to `binding` with `value` (`.focused(binding, equals: value)`) the one focused
    /// by default inside this view: when Shoji picks a control on its own (at start, on a new screen or
    /// sheet) and its pick falls inside this view.
    public func defaultFocus<T: Hashable>(
        _ binding: FocusState<T?>.Binding, _ value: T?, priority: DefaultFocusEvaluationPriority = .automatic
    ) -> ModifiedContent<Self, DefaultFocusModifier> {
        modifier(
            DefaultFocusModifier(
                key: value == nil ? nil : binding.value.trackingKey, value: value.map { AnyHashable($0) }))
    }
}

@_spi(ShojiRuntime) extension DefaultFocusModifier: PrimitiveModifier {}
