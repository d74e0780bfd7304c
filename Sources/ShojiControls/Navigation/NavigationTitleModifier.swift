@_spi(ShojiRuntime) import ShojiCore

/// Sets the title the enclosing navigation stack shows while this view's screen is on top.
public struct NavigationTitleModifier: ViewModifier {
    public typealias Body = Never
    let title: String
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { NavigationTitleBehavior(self) }
}

final class NavigationTitleBehavior: ModifierBehavior<NavigationTitleModifier> {
    override var isTransparent: Bool { true }

    override func changes(from old: NavigationTitleModifier, to new: NavigationTitleModifier) -> Invalidation {
        if old.title != new.title { register() }
        return []
    }

    override func didMount() { register() }

    override func willUnmount() {
        node.environment.navigationStack?.behavior?.removeTitle(from: node)
    }

    private func register() {
        let title = modifier.title
        node.environment.navigationStack?.behavior?.setTitle(title, from: node)
    }
}

/// How a title is shown (accepted for source compatibility: a terminal title bar has one style).
public enum NavigationBarItem {
    public enum TitleDisplayMode: Sendable { case automatic, inline, large }
}

/// Where a toolbar's controls are drawn.
public enum ToolbarPlacement: Sendable { case automatic, navigationBar, bottomBar, tabBar }

extension View {
    /// Sets the navigation title.
    public func navigationTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<Self, NavigationTitleModifier> {
        modifier(NavigationTitleModifier(title: String(title)))
    }

    /// Sets the navigation title from a `Text`.
    public func navigationTitle(_ title: Text) -> ModifiedContent<Self, NavigationTitleModifier> {
        modifier(NavigationTitleModifier(title: title.string))
    }

    /// Sets the navigation title from a binding (shown; renaming it from the title bar, as iOS allows, is
    /// not offered in a terminal).
    public func navigationTitle(_ title: Binding<String>) -> ModifiedContent<Self, NavigationTitleModifier> {
        modifier(NavigationTitleModifier(title: title.wrappedValue))
    }

    /// Accepted for source compatibility; the title bar looks the same in every mode.
    public func navigationBarTitleDisplayMode(_ mode: NavigationBarItem.TitleDisplayMode) -> Self { self }
}

@_spi(ShojiRuntime) extension NavigationTitleModifier: PrimitiveModifier {}
