import Foundation
@_spi(ShojiRuntime) import ShojiCore

/// A view drawn over or under another, sized by it: what `.overlay(alignment:content:)` and
/// `.background(alignment:content:)` make.
///
/// As in SwiftUI, the secondary view is offered the primary view's size and does not change the
/// layout: it is placed at `alignment` inside the primary's frame (and clipped to it).
public struct OverlayContainer<Primary: View, Secondary: View>: View {
    let primary: Primary
    let secondary: Secondary
    let alignment: Alignment
    let behind: Bool
    public var body: Never { primitiveBody(Self.self) }
}

@_spi(ShojiRuntime) extension OverlayContainer: PrimitiveView {
    public func makeBehavior() -> OverlayBehavior { OverlayBehavior() }
    public func update(_ behavior: OverlayBehavior) -> Invalidation { behavior.update(alignment: alignment) }
    public func children(into list: inout ChildList) {
        // The primary keeps key 0 and the secondary key 1; the one drawn last is listed last.
        if behind {
            list.append(secondary, key: .index(1))
            list.append(primary, key: .index(0))
        } else {
            list.append(primary, key: .index(0))
            list.append(secondary, key: .index(1))
        }
    }
}

/// Sizes the node by its primary child and lays the secondary over (or under) it.
@_spi(ShojiRuntime) public final class OverlayBehavior: NodeBehavior {
    private var alignment = Alignment.center

    func update(alignment: Alignment) -> Invalidation {
        guard alignment != self.alignment else { return [] }
        self.alignment = alignment
        return [.layout, .paint]
    }

    private func units(_ key: Int) -> [ViewNode] {
        guard let child = node.children.first(where: { $0.key == .index(key) }) else { return [] }
        return child.behavior.isTransparent ? child.layoutChildren : [child]
    }

    @_spi(ShojiRuntime) public override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        units(0).reduce(Size.zero) { size, unit in
            let s = unit.size(for: proposal)
            return Size(width: max(size.width, s.width), height: max(size.height, s.height))
        }
    }

    @_spi(ShojiRuntime) public override func place(in rect: Rect, children: [ViewNode]) {
        let proposal = ProposedSize(rect.size)
        for key in [0, 1] {
            for unit in units(key) {
                let size = unit.size(for: proposal)
                let clamped = Size(width: min(size.width, rect.width), height: min(size.height, rect.height))
                unit.place(in: (key == 0 ? Alignment.center : alignment).place(clamped, in: rect))
            }
        }
    }
}

extension View {
    /// Draws `content` over this view, offered this view's size and placed at `alignment`.
    public func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> OverlayContainer<
        Self, V
    > {
        OverlayContainer(primary: self, secondary: content(), alignment: alignment, behind: false)
    }

    /// Draws `overlay` over this view, placed at `alignment`.
    public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> OverlayContainer<Self, V> {
        OverlayContainer(primary: self, secondary: overlay, alignment: alignment, behind: false)
    }

    /// Draws `content` under this view, offered this view's size and placed at `alignment`.
    public func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V)
        -> OverlayContainer<Self, V>
    {
        OverlayContainer(primary: self, secondary: content(), alignment: alignment, behind: true)
    }

    /// Draws `background` under this view, placed at `alignment`.
    // Disfavored, as in SwiftUI: a gradient is both a view and a style, and `.background(gradient)` means
    // the style (which fills the whole frame).
    @_disfavoredOverload
    public func background<V: View>(_ background: V, alignment: Alignment = .center) -> OverlayContainer<Self, V> {
        OverlayContainer(primary: self, secondary: background, alignment: alignment, behind: true)
    }

    /// Puts `content` beside this view at `edge`, taking room from it (a bar above or below a list).
    public func safeAreaInset<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return VStack(alignment: alignment, spacing: spacing.map(Double.init) ?? 0) {
            if edge == .top { inset }
            self
            if edge == .bottom { inset }
        }
    }

    /// Puts `content` beside this view at `edge`, taking room from it.
    public func safeAreaInset<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        let inset = content()
        return HStack(alignment: alignment, spacing: spacing.map(Double.init) ?? 0) {
            if edge == .leading { inset }
            self
            if edge == .trailing { inset }
        }
    }
}

/// The leading or trailing edge.
public enum HorizontalEdge: Int8, Hashable, Sendable, CaseIterable {
    case leading, trailing
}
