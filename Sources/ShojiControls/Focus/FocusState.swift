@_spi(ShojiRuntime) import ShojiCore

/// A property that follows and moves keyboard focus, as SwiftUI's `@FocusState`.
///
/// ```swift
/// enum Field: Hashable { case user, password }
/// @FocusState private var focus: Field?
///
/// TextField("User", text: $user).focused($focus, equals: .user)
/// SecureField("Password", text: $password).focused($focus, equals: .password)
///     .onSubmit { focus = nil; signIn() }
/// Button("Next") { focus = .password }
/// ```
///
/// Its value says which `.focused` view has focus (`true`/`false` for a `Bool`); setting it moves focus
/// to that view (its first focusable control), and Tab, a click or anything else that moves focus
/// updates it. Setting it to `nil` or `false` leaves focus where it is (a terminal always has a
/// focused control when it has any).
@propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty {
    private let state: State<Value>

    /// A focus state for one view (`.focused($isFocused)`).
    public init() where Value == Bool {
        state = State(wrappedValue: false)
    }

    /// A focus state for several views (`.focused($field, equals: .name)`), `nil` when none has focus.
    public init<T: Hashable>() where Value == T? {
        state = State(wrappedValue: nil)
    }

    /// Which view has focus.
    public var wrappedValue: Value {
        get { state.wrappedValue }
        nonmutating set { state.wrappedValue = newValue }
    }

    /// The binding `.focused` takes.
    public var projectedValue: Binding { Binding(value: state.projectedValue) }

    /// A binding to a focus state, for `.focused(_:)` and `.focused(_:equals:)`.
    @propertyWrapper
    public struct Binding {
        let value: ShojiCore.Binding<Value>

        /// Which view has focus.
        @MainActor
        public var wrappedValue: Value {
            get { value.wrappedValue }
            nonmutating set { value.wrappedValue = newValue }
        }

        /// The binding itself.
        public var projectedValue: Binding { self }
    }
}

@_spi(ShojiRuntime) extension FocusState: InstallableProperty {
    public func install(on node: ViewNode, slot: Int) { state.install(on: node, slot: slot) }
    public var readsEnvironment: Bool { false }
    public static var readsEnvironmentType: Bool { false }
}

@_spi(ShojiRuntime) extension FocusState: ViewFieldComparable {
    public func compareField(to other: Any) -> ViewComparison { .equal }
}

/// Ties a view to a focus state: what `.focused(_:)` and `.focused(_:equals:)` make.
public struct FocusedModifier: ViewModifier {
    public typealias Body = Never
    let key: TrackingKey?
    /// The value that names this view (`.focused(_:equals:)`), or `nil` for a `Bool` state.
    var value: AnyHashable? = nil
    /// Whether the focus state names this view.
    let isNamed: @MainActor () -> Bool
    /// Names this view in the focus state (`true`), or clears it if it names this view (`false`).
    let name: @MainActor (Bool) -> Void
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { FocusedBehavior(self) }

    /// A tie to no focus state (it never names its view and ignores focus).
    static let none = FocusedModifier(key: nil, isNamed: { false }, name: { _ in })
}

extension FocusedModifier {
    /// A tie to a `Bool` focus state: `true` while its view has focus.
    init(_ condition: FocusState<Bool>.Binding) {
        let binding = condition.value
        self.init(key: binding.trackingKey, isNamed: { binding.wrappedValue }, name: { binding.wrappedValue = $0 })
    }

    /// A tie to an optional focus state: it holds `value` while its view has focus.
    init<V: Hashable>(_ binding: FocusState<V?>.Binding, equals value: V) {
        let state = binding.value
        self.init(
            key: state.trackingKey, value: AnyHashable(value), isNamed: { state.wrappedValue == value },
            name: { named in
                if named {
                    state.wrappedValue = value
                } else if state.wrappedValue == value {
                    state.wrappedValue = nil
                }
            })
    }
}

@_spi(ShojiRuntime) extension FocusedModifier: ViewFieldComparable {
    /// Two ties to the same focus state's storage and value are the same tie: their closures read and write
    /// only that storage. So a parent that makes `.focused(…)` again does not update what is inside.
    public func compareField(to other: Any) -> ViewComparison {
        guard let other = other as? FocusedModifier, let key, key == other.key, value == other.value else {
            return .different
        }
        return .equal
    }
}

/// Moves focus into the view when the state names it, and names it when focus comes in.
final class FocusedBehavior: ModifierBehavior<FocusedModifier>, FocusMoveObserver {
    private var named: Bool?

    override var isTransparent: Bool { true }

    override var focusTie: FocusTie? { modifier.key.map { FocusTie(key: $0, value: modifier.value) } }

    override func changes(from old: FocusedModifier, to new: FocusedModifier) -> Invalidation {
        if node.isMounted { follow() }
        return []
    }

    override func didMount() {
        node.graph.focus.observe(self)
        follow()
    }

    override func willUnmount() {
        node.graph.focus.stopObserving(self)
    }

    /// Whether the focused view is this view or inside it.
    private var hasFocus: Bool {
        guard let focused = node.graph.focus.focused else { return false }
        return focused === node || focused.isDescendant(of: node)
    }

    private func follow() {
        guard follow(key: modifier.key, shown: &named, { modifier.isNamed() }) else { return }
        if named == true && !hasFocus { moveFocusHere() }
    }

    /// Focuses the view Shoji picks inside (the first, or a default inside: a table's rows rather than
    /// its header), now, or after the next layout if none is placed yet.
    private func moveFocusHere() {
        let focus = node.graph.focus!
        let inside = focus.orderedCandidates().filter { $0 === node || $0.isDescendant(of: node) }
        if let target = focus.defaultTarget(in: inside) {
            focus.setFocus(target)
        } else {
            focus.requestFocus(inside: node)
        }
    }

    /// Focus moved: name this view if focus came in, clear it if focus left.
    func focusDidMove() {
        guard node.isMounted else { return }
        let inside = hasFocus
        if inside && named != true {
            named = true
            modifier.name(true)
        } else if !inside && named == true {
            named = false
            modifier.name(false)
        }
    }
}

extension View {
    /// Ties this view's focus to a `Bool` focus state.
    public func focused(_ condition: FocusState<Bool>.Binding) -> ModifiedContent<Self, FocusedModifier> {
        modifier(FocusedModifier(condition))
    }

    /// Ties this view's focus to an optional focus state: it has focus when the state equals `value`.
    public func focused<V: Hashable>(_ binding: FocusState<V?>.Binding, equals value: V) -> ModifiedContent<
        Self, FocusedModifier
    > {
        modifier(FocusedModifier(binding, equals: value))
    }
}

@_spi(ShojiRuntime) extension FocusedModifier: PrimitiveModifier {}
