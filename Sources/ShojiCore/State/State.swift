/// A value owned by a view, kept by Shoji across every evaluation of the view's parent.
///
/// ```swift
/// struct CounterView: View {
///     @State private var count = 0
///     var body: some View {
///         Button("Count: \(count)") { count += 1 }
///     }
/// }
/// ```
///
/// The storage belongs to the view's node, keyed by the view's identity: it survives every time the
/// parent creates the view value again, and is destroyed when the view leaves the hierarchy (an `if`
/// branch switches, a `ForEach` element is removed, an `.id` changes). The initial value is evaluated
/// once per node lifetime, so `@State private var model = Model()` creates one model per node.
///
/// Reading the value inside `body` makes that view depend on it; writing it re-evaluates only the
/// views that read it. Use `$name` for a ``Binding`` to pass to a child or a control.
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let initial: () -> Value
    private let handle: StateHandle<Value>

    /// Creates state with an initial value, evaluated once per node lifetime.
    public init(wrappedValue value: @autoclosure @escaping () -> Value) {
        initial = value
        handle = StateHandle()
    }

    /// Creates state with an initial value.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The current value.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let box = self.box
        return Binding(get: { box.value }, set: { box.value = $0 }, location: BindingLocation(box))
    }

    /// The storage: the node's box once installed; before that (in an initializer), a detached box.
    private var box: StateBox<Value> {
        if let box = handle.box { return box }
        let box = StateBox(initial())
        handle.box = box
        return box
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates state whose initial value is `nil`.
    public init() {
        self.init(wrappedValue: nil)
    }
}

/// Where a `State` value finds its node's box.
///
/// Both fields are read and assigned whole (no run-time exclusivity check; a `@State` read checked one).
@_spi(ShojiRuntime) public final class StateHandle<Value> {
    @exclusivity(unchecked) @_spi(ShojiRuntime) public var box: StateBox<Value>?
    @exclusivity(unchecked) var installed = false
}

extension State {
    @_spi(ShojiRuntime) public func install(on node: ViewNode, slot: Int) {
        if let existing = StateBox<Value>.of(node.stateSlots[slot]) {
            handle.box = existing
        } else {
            // First evaluation for this node: keep a value set before installation (in an init), else
            // evaluate the initial value now — once per node lifetime.
            let box = handle.installed ? StateBox(initial()) : (handle.box ?? StateBox(initial()))
            node.stateSlots[slot] = box
            handle.box = box
            if box.name == nil { box.name = node.storedPropertyName(at: slot) }
        }
        handle.installed = true
    }

    @_spi(ShojiRuntime) public var readsEnvironment: Bool { false }
    @_spi(ShojiRuntime) public static var readsEnvironmentType: Bool { false }
}

extension State {
    @_spi(ShojiRuntime) public func compareField(to other: Any) -> ViewComparison { .equal }
}

@_spi(ShojiRuntime) extension State: InstallableProperty {}
@_spi(ShojiRuntime) extension State: ViewFieldComparable {}
