/// Fixed and flexible frames, with SwiftUI's rules.
///
/// A fixed frame (`frame(width:height:)`) is exactly that size on the given axes and proposes it to the
/// content. A flexible frame (`frame(minWidth:maxWidth:…)`) clamps the proposal to its bounds, proposes
/// that to the content, and then takes the proposed size clamped to its bounds — so
/// `frame(maxWidth: .infinity)` fills the width it is offered. Values are points (columns = ÷8,
/// rows = ÷16); `.infinity` stays infinite.
public struct FrameModifier: ViewModifier, PrimitiveModifier, Equatable  {
    public typealias Body = Never
    var width: Int?
    var height: Int?
    var minWidth: Int?
    var idealWidth: Int?
    var maxWidth: Int?
    var minHeight: Int?
    var idealHeight: Int?
    var maxHeight: Int?
    var alignment: Alignment

    func makeBehavior() -> NodeBehavior { FrameBehavior() }

    /// The frame's length on one axis, from the proposal and the child's size (SwiftUI's rules):
    /// no bounds → the child's size; both bounds → the proposal clamped to them; only a minimum → the
    /// proposal if it is smaller than the child, else the child, raised to the minimum; only a maximum →
    /// the proposal if it is larger than the child, else the child, lowered to the maximum.
    static func resolve(proposed: Int?, child: () -> Int, fixed: Int?, min lower: Int?, ideal: Int?, max upper: Int?) -> Int {
        if let fixed { return fixed }
        let p = proposed ?? ideal
        switch (lower, upper) {
        case (nil, nil):
            return ideal != nil && proposed == nil ? ideal! : child()
        case let (l?, u?):
            return Swift.min(Swift.max(p ?? child(), l), Swift.max(l, u))
        case let (l?, nil):
            let c = child()
            if let p, p < c { return Swift.max(p, l) }
            return Swift.max(c, l)
        case let (nil, u?):
            let c = child()
            if let p, p > c { return Swift.min(p, u) }
            return Swift.min(c, u)
        }
    }

    /// What the frame proposes to its content.
    func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        func axis(_ p: Int?, fixed: Int?, lower: Int?, ideal: Int?, upper: Int?) -> Int? {
            if let fixed { return fixed }
            guard var v = p ?? ideal else { return nil }
            if let upper { v = Swift.min(v, upper) }
            if let lower { v = Swift.max(v, lower) }
            return v
        }
        return ProposedSize(width: axis(proposal.width, fixed: width, lower: minWidth, ideal: idealWidth, upper: maxWidth),
                            height: axis(proposal.height, fixed: height, lower: minHeight, ideal: idealHeight, upper: maxHeight))
    }
}

final class FrameBehavior: ModifierBehavior<FrameModifier> {
    override func changes(from old: FrameModifier, to new: FrameModifier) -> Invalidation {
        old == new ? [] : [.layout, .paint]
    }

    override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        guard let m = modifier else { return .zero }
        let childProposal = m.childProposal(proposal)
        var childSize: Size?
        func child() -> Size {
            if let childSize { return childSize }
            let s = super.sizeThatFits(childProposal, children: children)
            childSize = s
            return s
        }
        let w = FrameModifier.resolve(proposed: proposal.width, child: { child().width }, fixed: m.width,
                                      min: m.minWidth, ideal: m.idealWidth, max: m.maxWidth)
        let h = FrameModifier.resolve(proposed: proposal.height, child: { child().height }, fixed: m.height,
                                      min: m.minHeight, ideal: m.idealHeight, max: m.maxHeight)
        return Size(width: min(w, ProposedSize.infinity), height: min(h, ProposedSize.infinity))
    }

    override func place(in rect: Rect, children: [ViewNode]) {
        guard let m = modifier else { return }
        let proposal = m.childProposal(ProposedSize(rect.size))
        for child in children {
            let size = child.size(for: proposal)
            child.place(in: m.alignment.place(Size(width: min(size.width, rect.width), height: min(size.height, rect.height)), in: rect))
        }
    }
}

extension View {
    /// A frame of fixed width and/or height (points), the content aligned inside.
    public func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ModifiedContent<Self, FrameModifier> {
        modifier(FrameModifier(width: width.map(CellMetrics.columns), height: height.map(CellMetrics.rows), alignment: alignment))
    }

    /// A flexible frame (points): `frame(maxWidth: .infinity)` fills the offered width.
    public func frame(minWidth: Double? = nil, idealWidth: Double? = nil, maxWidth: Double? = nil,
                      minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
                      alignment: Alignment = .center) -> ModifiedContent<Self, FrameModifier> {
        modifier(FrameModifier(width: nil, height: nil,
                               minWidth: minWidth.map(CellMetrics.columns), idealWidth: idealWidth.map(CellMetrics.columns),
                               maxWidth: maxWidth.map(CellMetrics.columns),
                               minHeight: minHeight.map(CellMetrics.rows), idealHeight: idealHeight.map(CellMetrics.rows),
                               maxHeight: maxHeight.map(CellMetrics.rows), alignment: alignment))
    }
}
