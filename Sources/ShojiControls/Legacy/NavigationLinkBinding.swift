@_spi(ShojiRuntime) import ShojiCore

extension NavigationLink {
    /// Creates a navigation link that pushes `destination` while `isActive` is true: activating the link
    /// sets it, and going back (Esc, "‹ Back", `dismiss`) clears it. Setting it from code pushes or pops.
    public init(destination: Destination, isActive: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.label = label()
        push = { _ in isActive.wrappedValue = true }
        presentedLabel = { label in label.navigationDestination(isPresented: isActive) { destination } }
    }

    /// Creates a navigation link that pushes `destination` while `selection` equals `tag`: activating
    /// the link sets `selection` to `tag`; going back sets it to `nil`.
    public init<V: Hashable>(
        destination: Destination, tag: V, selection: Binding<V?>, @ViewBuilder label: () -> Label
    ) {
        self.init(destination: destination, isActive: selection.isEqual(to: tag), label: label)
    }
}

extension NavigationLink where Label == Text {
    /// Creates a navigation link with a text label that pushes `destination` while `isActive` is true.
    public init<S: StringProtocol>(_ title: S, destination: Destination, isActive: Binding<Bool>) {
        self.init(destination: destination, isActive: isActive) { Text(title) }
    }

    /// Creates a navigation link with a text label that pushes `destination` while `selection` equals
    /// `tag`.
    public init<S: StringProtocol, V: Hashable>(
        _ title: S, destination: Destination, tag: V, selection: Binding<V?>
    ) {
        self.init(destination: destination, tag: tag, selection: selection) { Text(title) }
    }
}

extension Binding {
    /// A binding that is true while this optional binding holds `tag`; setting it true stores `tag`,
    /// setting it false clears the value if it is still `tag`.
    func isEqual<V: Hashable>(to tag: V) -> Binding<Bool> where Value == V? {
        Binding<Bool>(
            get: { self.wrappedValue == tag },
            set: { isOn in
                if isOn {
                    self.wrappedValue = tag
                } else if self.wrappedValue == tag {
                    self.wrappedValue = nil
                }
            })
    }
}

extension View {
    /// Presents a modal view that covers the whole screen while `isPresented` is true.
    public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> ModifiedContent<Self, SheetModifier<Content>> {
        presenting(isPresented: isPresented, onDismiss: onDismiss, style: .fullScreen, content: content)
    }

    /// Presents a modal view that covers the whole screen for `item` while it is not `nil`.
    public func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> ModifiedContent<Self, SheetModifier<Content?>> {
        presenting(item: item, onDismiss: onDismiss, style: .fullScreen, content: content)
    }
}
