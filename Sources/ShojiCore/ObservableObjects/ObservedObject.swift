/// A property wrapper type that subscribes to an observable object and invalidates a view whenever the
/// observable object changes.
///
/// ```swift
/// struct ScoreView: View {
///     @ObservedObject var game: Game
///     var body: some View {
///         Stepper("Score: \(game.score)", value: $game.score)
///     }
/// }
/// ```
///
/// The view is evaluated again whenever the object's `objectWillChange` publisher emits — before any
/// of its `@Published` properties changes, whichever property that is, read by this body or not. That
/// is SwiftUI's rule for `ObservableObject`; `@Observable` models re-evaluate only the views that read
/// the changed property, and the overlay (F2, F6) marks each evaluation `@Observable` would have skipped.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// A wrapper of the underlying observable object that can create bindings to its properties.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        /// Gets a binding to the value of a specified key path.
        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<
            Subject
        > {
            objectBinding(object, keyPath)
        }
    }

    /// The underlying value that the observed object references.
    public var wrappedValue: ObjectType

    /// Creates an observed object with an initial wrapped value.
    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    /// Creates an observed object with an initial value.
    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    /// A projection of the observed object that creates bindings to its properties: `$game.score`.
    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension ObservedObject {
    @_spi(ShojiRuntime) public func install(on node: ViewNode, slot: Int) {
        node.subscribe(to: wrappedValue, slot: slot)
    }

    @_spi(ShojiRuntime) public var readsEnvironment: Bool { false }
    @_spi(ShojiRuntime) public static var readsEnvironmentType: Bool { false }
}

extension ObservedObject {
    /// Another object is a change of the view; the same object is not (its changes arrive through its
    /// publisher).
    @_spi(ShojiRuntime) public func compareField(to other: Any) -> ViewComparison {
        guard let other = other as? ObservedObject<ObjectType> else { return .different }
        return other.wrappedValue === wrappedValue ? .equal : .different
    }
}

/// A binding to a property of an observable object (`$model.name`).
///
/// It has no location, so a child handed it again is evaluated again: an `ObservableObject`'s
/// properties are not observed, so a child reading the value through the binding would otherwise never
/// see it change (SwiftUI compares the value a binding held when it was made).
func objectBinding<Object: AnyObject, Subject>(_ object: Object, _ keyPath: ReferenceWritableKeyPath<Object, Subject>)
    -> Binding<Subject>
{
    Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 }, location: nil)
}

@_spi(ShojiRuntime) extension ObservedObject: InstallableProperty {}
@_spi(ShojiRuntime) extension ObservedObject: ViewFieldComparable {}
