import Foundation
@_spi(ShojiRuntime) import ShojiCore

/// Where a popover points, as SwiftUI's `PopoverAttachmentAnchor` (accepted: a popover here always
/// attaches to its view's frame).
public enum PopoverAttachmentAnchor {
    /// A rectangle of the view.
    case rect(Anchor<CGRect>.Source)
    /// A point of the view.
    case point(UnitPoint)
}

/// A value taken from a view's geometry, as SwiftUI's `Anchor` (only its `Source` is used, by popovers).
public struct Anchor<Value> {
    /// Where an anchor's value comes from.
    public struct Source {}
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source() }
}

extension View {
    /// Presents `content` in a popover while `isPresented` is true: a bordered box just below the view
    /// (above it when there is no room below), over the screen without dimming it. Focus moves inside;
    /// Esc, `@Environment(\.dismiss)` or a click outside closes it and writes `false` back.
    /// `attachmentAnchor` and `arrowEdge` are accepted.
    public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> ModifiedContent<Self, SheetModifier<Content>> {
        modifier(
            SheetModifier(
                isPresented: { isPresented.wrappedValue }, identity: { nil },
                dismiss: { isPresented.wrappedValue = false }, content: content, style: .popover,
                key: isPresented.trackingKey))
    }

    /// Presents a popover for `item` while it is non-nil; a different item (by id) replaces it.
    public func popover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping (Item) -> Content
    ) -> ModifiedContent<Self, SheetModifier<Content?>> {
        modifier(
            SheetModifier(
                isPresented: { item.wrappedValue != nil },
                identity: { item.wrappedValue.map { AnyHashable($0.id) } },
                dismiss: { item.wrappedValue = nil }, content: { item.wrappedValue.map(content) }, style: .popover,
                key: item.trackingKey))
    }
}
