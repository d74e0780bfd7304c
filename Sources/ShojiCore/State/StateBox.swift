/// The storage behind one `@State` property: an observable box owned by the view's node.
///
/// Reads and writes go through an `ObservationRegistrar`, exactly like an `@Observable` class, so a
/// `@State` value is tracked by the same mechanism: a write re-evaluates only the views that read it.
/// Writing a value equal to the current one (for `Equatable` values) notifies no one.
final class StateBox<Value>: Observable, StateStorage {
    private let registrar = ObservationRegistrar()
    /// The `@State` property's name (`count` for `@State var count`), for the causes of evaluations.
    var name: String?
    private var stored: Value
    /// `\.value`, made once: a key path into a generic class is built anew each time it is written, which
    /// would cost more than the read itself.
    private let valuePath: ReferenceWritableKeyPath<StateBox<Value>, Value>

    init(_ value: Value) {
        stored = value
        valuePath = \.value
    }

    var value: Value {
        get {
            registrar.access(self, keyPath: valuePath)
            return stored
        }
        set {
            if StateBox.isSame(stored, newValue) { return }
            StateWrites.begin(name)
            defer { StateWrites.end() }
            registrar.withMutation(of: self, keyPath: valuePath) {
                stored = newValue
            }
        }
    }

    private static func isSame(_ a: Value, _ b: Value) -> Bool {
        guard let ea = a as? any Equatable else { return false }
        return equal(ea, b)
    }

    private static func equal<E: Equatable>(_ a: E, _ b: Any) -> Bool {
        guard let b = b as? E else { return false }
        return a == b
    }
}
