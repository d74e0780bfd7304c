@_spi(ShojiRuntime) import ShojiCore

extension View {
    /// Sets the title in the navigation bar for this view (the title of its screen in the enclosing
    /// navigation stack).
    public func navigationBarTitle(_ title: Text) -> ModifiedContent<Self, NavigationTitleModifier> {
        navigationTitle(title)
    }

    /// Sets the title of this view's navigation bar with a localized string.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey) -> ModifiedContent<Self, NavigationTitleModifier> {
        navigationTitle(titleKey.key)
    }

    /// Sets the title of this view's navigation bar with a string.
    public func navigationBarTitle<S: StringProtocol>(_ title: S) -> ModifiedContent<Self, NavigationTitleModifier> {
        navigationTitle(title)
    }

    /// Sets the title and its display mode (one look in a terminal) for this view's navigation bar.
    public func navigationBarTitle(_ title: Text, displayMode: NavigationBarItem.TitleDisplayMode)
        -> ModifiedContent<Self, NavigationTitleModifier>
    {
        navigationTitle(title)
    }

    /// Sets the title, from a localized string, and its display mode for this view's navigation bar.
    public func navigationBarTitle(_ titleKey: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode)
        -> ModifiedContent<Self, NavigationTitleModifier>
    {
        navigationTitle(titleKey.key)
    }

    /// Sets the title, from a string, and its display mode for this view's navigation bar.
    public func navigationBarTitle<S: StringProtocol>(_ title: S, displayMode: NavigationBarItem.TitleDisplayMode)
        -> ModifiedContent<Self, NavigationTitleModifier>
    {
        navigationTitle(title)
    }

    /// Sets the navigation bar items for this view: drawn in the enclosing stack's title bar, `leading`
    /// before the title and `trailing` at the right.
    public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> ModifiedContent<
        Self, ToolbarModifier<TupleView<ToolbarItem<Void, L>, ToolbarItem<Void, T>>>
    > {
        toolbar {
            ToolbarItem(placement: .navigationBarLeading) { leading }
            ToolbarItem(placement: .navigationBarTrailing) { trailing }
        }
    }

    /// Sets the navigation bar items for this view: `leading` before the title.
    public func navigationBarItems<L: View>(leading: L) -> ModifiedContent<Self, ToolbarModifier<ToolbarItem<Void, L>>>
    {
        toolbar { ToolbarItem(placement: .navigationBarLeading) { leading } }
    }

    /// Sets the navigation bar items for this view: `trailing` at the right of the title bar.
    public func navigationBarItems<T: View>(trailing: T) -> ModifiedContent<Self, ToolbarModifier<ToolbarItem<Void, T>>>
    {
        toolbar { ToolbarItem(placement: .navigationBarTrailing) { trailing } }
    }

    /// Hides the navigation bar for this view (accepted: the title bar of a terminal stack is one row,
    /// and stays, so the way back stays visible).
    public func navigationBarHidden(_ hidden: Bool) -> Self { self }
}
