@_spi(ShojiRuntime) import ShojiCore

/// Fixed and flexible frames, with SwiftUI's rules.
///
/// A fixed frame (`frame(width:height:)`) is exactly that size on the given axes and proposes it to the
/// content. A flexible frame (`frame(minWidth:maxWidth:…)`) clamps the proposal to its bounds, proposes
/// that to the content, and then takes the proposed size clamped to its bounds — so
/// `frame(maxWidth: .infinity)` fills the width it is offered. Values are points (columns = ÷8,
/// rows = ÷16); `.infinity` stays infinite.
public struct FrameModifier: ViewModifier, Equatable {
    public typealias Body = Never
    /// The frame's bounds in cells, and its alignment (Layout/FrameLayout.swift).
    let layout: FrameLayout

    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { FrameBehavior(self) }
}

final class FrameBehavior: ModifierBehavior<FrameModifier> {
    override func changes(from old: FrameModifier, to new: FrameModifier) -> Invalidation {
        old == new ? [] : [.layout, .paint]
    }

    override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        let layout = modifier.layout
        return layout.size(for: proposal) { super.sizeThatFits($0, children: children) }
    }

    override func place(in rect: Rect, children: [ViewNode]) {
        let layout = modifier.layout
        let proposal = layout.childProposal(ProposedSize(rect.size))
        for child in children {
            child.place(in: layout.childFrame(in: rect, childSize: child.size(for: proposal)))
        }
    }
}

extension View {
    /// A frame of fixed width and/or height (points), the content aligned inside.
    public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> ModifiedContent<
        Self, FrameModifier
    > {
        modifier(
            FrameModifier(
                layout: FrameLayout(
                    width: width.map { CellMetrics.columns(Double($0)) },
                    height: height.map { CellMetrics.rows(Double($0)) },
                    alignment: alignment)))
    }

    /// A flexible frame (points): `frame(maxWidth: .infinity)` fills the offered width.
    public func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) -> ModifiedContent<Self, FrameModifier> {
        modifier(
            FrameModifier(
                layout: FrameLayout(
                    width: nil, height: nil,
                    minWidth: minWidth.map { CellMetrics.columns(Double($0)) },
                    idealWidth: idealWidth.map { CellMetrics.columns(Double($0)) },
                    maxWidth: maxWidth.map { CellMetrics.columns(Double($0)) },
                    minHeight: minHeight.map { CellMetrics.rows(Double($0)) },
                    idealHeight: idealHeight.map { CellMetrics.rows(Double($0)) },
                    maxHeight: maxHeight.map { CellMetrics.rows(Double($0)) }, alignment: alignment)))
    }
}

@_spi(ShojiRuntime) extension FrameModifier: PrimitiveModifier {}
