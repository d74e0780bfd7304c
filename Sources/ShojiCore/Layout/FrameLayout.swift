/// SwiftUI's `frame` modifiers as pure functions: the proposal a framed view's child gets, the frame's
/// own size, and where the child goes inside it. A `nil` bound is not constrained.
@_spi(ShojiRuntime) public struct FrameLayout: Equatable, Sendable {
    @_spi(ShojiRuntime) public var width: Int?
    @_spi(ShojiRuntime) public var height: Int?
    @_spi(ShojiRuntime) public var minWidth: Int? = nil
    @_spi(ShojiRuntime) public var idealWidth: Int? = nil
    @_spi(ShojiRuntime) public var maxWidth: Int? = nil
    @_spi(ShojiRuntime) public var minHeight: Int? = nil
    @_spi(ShojiRuntime) public var idealHeight: Int? = nil
    @_spi(ShojiRuntime) public var maxHeight: Int? = nil
    @_spi(ShojiRuntime) public var alignment: Alignment

    /// One dimension of the frame's size: the fixed length if there is one; else the proposal (or the
    /// ideal when there is none) clamped to the bounds, or the child's length where an open bound
    /// leaves it free.
    static func resolve(proposed: Int?, child: () -> Int, fixed: Int?, min lower: Int?, ideal: Int?, max upper: Int?)
        -> Int
    {
        if let fixed { return fixed }
        let p = proposed ?? ideal
        switch (lower, upper) {
        case (nil, nil):
            return ideal != nil && proposed == nil ? ideal! : child()
        case (let l?, let u?):
            return Swift.min(Swift.max(p ?? child(), l), Swift.max(l, u))
        case (let l?, nil):
            let c = child()
            if let p, p < c { return Swift.max(p, l) }
            return Swift.max(c, l)
        case (nil, let u?):
            let c = child()
            if let p, p > c { return Swift.min(p, u) }
            return Swift.min(c, u)
        }
    }

    /// What the child is proposed when the frame is proposed `proposal`.
    @_spi(ShojiRuntime) public func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        func axis(_ p: Int?, fixed: Int?, lower: Int?, ideal: Int?, upper: Int?) -> Int? {
            if let fixed { return fixed }
            guard var v = p ?? ideal else { return nil }
            if let upper { v = Swift.min(v, upper) }
            if let lower { v = Swift.max(v, lower) }
            return v
        }
        return ProposedSize(
            width: axis(proposal.width, fixed: width, lower: minWidth, ideal: idealWidth, upper: maxWidth),
            height: axis(proposal.height, fixed: height, lower: minHeight, ideal: idealHeight, upper: maxHeight))
    }

    /// The frame's size for `proposal`; `child(p)` measures the child (asked at most once).
    @_spi(ShojiRuntime) public func size(for proposal: ProposedSize, child measure: (ProposedSize) -> Size) -> Size {
        let childProposal = self.childProposal(proposal)
        var childSize: Size?
        func child() -> Size {
            if let childSize { return childSize }
            let s = measure(childProposal)
            childSize = s
            return s
        }
        let w = Self.resolve(
            proposed: proposal.width, child: { child().width }, fixed: width,
            min: minWidth, ideal: idealWidth, max: maxWidth)
        let h = Self.resolve(
            proposed: proposal.height, child: { child().height }, fixed: height,
            min: minHeight, ideal: idealHeight, max: maxHeight)
        return Size(width: Swift.min(w, ProposedSize.infinity), height: Swift.min(h, ProposedSize.infinity))
    }

    /// Where a child of `childSize` goes inside the frame's `rect` (no larger than the rect, aligned).
    @_spi(ShojiRuntime) public func childFrame(in rect: Rect, childSize: Size) -> Rect {
        alignment.place(
            Size(width: Swift.min(childSize.width, rect.width), height: Swift.min(childSize.height, rect.height)),
            in: rect)
    }

    /// Creates a value with every stored property given (the memberwise initializer, public).
    @_spi(ShojiRuntime) public init(
        width: Int? = nil, height: Int? = nil, minWidth: Int? = nil, idealWidth: Int? = nil, maxWidth: Int? = nil,
        minHeight: Int? = nil, idealHeight: Int? = nil, maxHeight: Int? = nil, alignment: Alignment
    ) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}
