@_spi(ShojiRuntime) import ShojiCore

/// Presents a sheet while a binding is true (or an item is non-nil): a modal box over the dimmed
/// screen. Esc (or `@Environment(\.dismiss)`) writes `false`/`nil` back to the binding.
public struct SheetModifier<SheetContent: View>: ViewModifier {
    public typealias Body = Never
    let isPresented: () -> Bool
    let identity: () -> AnyHashable?
    let dismiss: @MainActor () -> Void
    let content: () -> SheetContent
    let style: PresentationStyle
    /// The presenting binding's storage, when known (see ``ViewNode/tracked(key:_:)``).
    var key: TrackingKey? = nil

    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { PresentingBehavior<SheetContent>(self) }
}

/// The content of a presentation, built only while shown, in its own tracking window.
struct PresentedContent<Content: View>: View, BuiltinView {
    let build: () -> Content
    var body: Content { build() }
}

/// Keeps a presentation child in the graph while its condition holds.
final class PresentingBehavior<SheetContent: View>: ModifierBehavior<SheetModifier<SheetContent>> {
    override var isTransparent: Bool { true }

    override func changes(from old: SheetModifier<SheetContent>, to new: SheetModifier<SheetContent>) -> Invalidation {
        []
    }

    override func makeChildren(from view: any View, into list: inout ChildList) -> Bool {
        let m = modifier
        node.appendViewChildren(into: &list)
        // Read the condition in this node's own tracking window: when it changes, the presentation
        // appears or goes away without re-evaluating the view that declared it.
        let (shown, identity) = node.tracked(key: m.key) { (m.isPresented(), m.identity()) }
        if shown {
            let host = PresentationHost(
                style: m.style, content: PresentedContent(build: m.content).id(identity),
                dismiss: m.dismiss)
            list.append(host, key: .detached(0))
        }
        return true
    }

    override func didMountDetached(_ child: ViewNode) {
        node.graph.present(child)
    }
}

extension View {
    /// Presents `content` in a modal sheet while `isPresented` is true. Esc dismisses it and writes
    /// `false` back; so does calling `@Environment(\.dismiss)` inside.
    public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> ModifiedContent<Self, SheetModifier<Content>> {
        presenting(isPresented: isPresented, onDismiss: onDismiss, style: .sheet, content: content)
    }

    /// Presents a sheet for `item` while it is non-nil; a different item (by id) replaces the sheet.
    public func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> ModifiedContent<Self, SheetModifier<Content?>> {
        presenting(item: item, onDismiss: onDismiss, style: .sheet, content: content)
    }

    /// Presents `content` in the `style` of box while `isPresented` is true; dismissing writes `false`
    /// back and runs `onDismiss`.
    func presenting<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)?, style: PresentationStyle,
        content: @escaping () -> Content
    ) -> ModifiedContent<Self, SheetModifier<Content>> {
        modifier(
            SheetModifier(
                isPresented: { isPresented.wrappedValue }, identity: { nil },
                dismiss: {
                    isPresented.wrappedValue = false
                    onDismiss?()
                },
                content: content, style: style, key: isPresented.trackingKey))
    }

    /// Presents the content built for `item` in the `style` of box while it is non-nil; a different item
    /// (by id) replaces it; dismissing sets it to `nil` and runs `onDismiss`.
    func presenting<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)?, style: PresentationStyle,
        content: @escaping (Item) -> Content
    ) -> ModifiedContent<Self, SheetModifier<Content?>> {
        modifier(
            SheetModifier(
                isPresented: { item.wrappedValue != nil },
                identity: { item.wrappedValue.map { AnyHashable($0.id) } },
                dismiss: {
                    item.wrappedValue = nil
                    onDismiss?()
                },
                content: { item.wrappedValue.map(content) }, style: style, key: item.trackingKey))
    }
}

@_spi(ShojiRuntime) extension SheetModifier: PrimitiveModifier {}
