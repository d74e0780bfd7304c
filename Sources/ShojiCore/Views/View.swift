/// A piece of user interface, described as a value.
///
/// As in SwiftUI, you build an interface by declaring types that conform to `View` and describing their
/// content in ``body``:
///
/// ```swift
/// struct CounterView: View {
///     @State private var count = 0
///
///     var body: some View {
///         VStack {
///             Text("Counter: \(count)")
///             Button("+ 1") { count += 1 }
///         }
///     }
/// }
/// ```
///
/// Shoji evaluates each view's `body` inside its own observation-tracking window: the body runs again
/// only when something it *read* changes (an `@Observable` property, a `@State` value, an environment
/// value), or when its parent hands it a different value.
@MainActor @preconcurrency
public protocol View {
    /// The type of view this view's body returns.
    associatedtype Body: View

    /// The content and behavior of the view.
    @ViewBuilder var body: Body { get }
}

extension Never: View {
    /// Views that Shoji draws itself have no body; asking for it is a programming error.
    public var body: Never { fatalError("Never has no body") }
}

/// Stops with a clear message when a primitive view's body is requested.
@MainActor
@_spi(ShojiRuntime) public func primitiveBody(_ type: Any.Type) -> Never {
    fatalError("\(type) is a primitive view: Shoji draws it directly and it has no body")
}
