@_spi(ShojiRuntime) import ShojiCore

/// Pushes a screen while a binding says so: what `.navigationDestination(isPresented:destination:)` and
/// `.navigationDestination(item:destination:)` make.
///
/// The screen is pushed onto the enclosing `NavigationStack` when the binding turns true (or the item
/// non-`nil`) and popped when it turns back; popping it (Esc, Alt-←, "‹ Back", `dismiss`) sets the binding
/// to `false` (or the item to `nil`). A new item replaces the screen.
public struct PresentedDestinationModifier: ViewModifier {
    public typealias Body = Never
    let key: TrackingKey?
    /// What is presented now (`nil`: nothing).
    let read: @MainActor () -> AnyHashable?
    /// The screen for what is presented.
    let build: @MainActor () -> (any View)?
    /// Ends the presentation (the screen was popped).
    let dismiss: @MainActor () -> Void
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { PresentedDestinationBehavior(self) }
}

/// Follows the binding and pushes or pops the screen.
final class PresentedDestinationBehavior: ModifierBehavior<PresentedDestinationModifier> {
    private var shown: AnyHashable??

    override var isTransparent: Bool { true }

    override func changes(from old: PresentedDestinationModifier, to new: PresentedDestinationModifier)
        -> Invalidation
    {
        if node.isMounted { sync() }
        return []
    }

    override func didMount() { sync() }

    override func willUnmount() {
        stack?.dismissPresented(from: ObjectIdentifier(self))
    }

    /// The stack the screen goes on: the nearest, or in a split view's sidebar, the next column's.
    private var stack: NavigationStackBehavior? {
        if let split = node.environment.splitView?.behavior, let column = split.destinationStack(for: node) {
            return column
        }
        return node.environment.navigationStack?.behavior
    }

    private func sync() {
        let me = ObjectIdentifier(self)
        guard follow(key: modifier.key, shown: &shown, { modifier.read() }) else { return }
        guard let stack else { return }
        stack.dismissPresented(from: me)
        if (shown ?? nil) != nil, let view = modifier.build() {
            stack.push(view, source: me) { [weak self] in self?.modifier.dismiss() }
            node.environment.splitView?.behavior?.columnActivated(from: node)
        }
    }
}

extension View {
    /// Pushes `destination` onto the enclosing navigation stack while `isPresented` is true.
    public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    ) -> ModifiedContent<Self, PresentedDestinationModifier> {
        let view = destination()
        return modifier(
            PresentedDestinationModifier(
                key: isPresented.trackingKey, read: { isPresented.wrappedValue ? AnyHashable(true) : nil },
                build: { view }, dismiss: { isPresented.wrappedValue = false }))
    }

    /// Pushes the screen `destination` builds for `item` while it is not `nil`.
    public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> ModifiedContent<Self, PresentedDestinationModifier> {
        modifier(
            PresentedDestinationModifier(
                key: item.trackingKey, read: { item.wrappedValue.map { AnyHashable($0) } },
                build: { item.wrappedValue.map { destination($0) } }, dismiss: { item.wrappedValue = nil }))
    }
}

@_spi(ShojiRuntime) extension PresentedDestinationModifier: PrimitiveModifier {}
