@_spi(ShojiRuntime) import ShojiCore

/// A scrollable region: its content is laid out at its ideal length along the scrolling axis and shown
/// through the view's frame.
///
/// It scrolls to keep the focused control visible; PgUp / PgDn / Home / End scroll it (from any control
/// inside that does not use those keys), and so does the mouse wheel. When nothing inside can take
/// focus, the scroll view itself is a Tab stop and ↑ / ↓ (← / → horizontally) scroll it. A scroll bar is
/// drawn in the last column (row) while the content does not fit.
public struct ScrollView<Content: View>: View {
    let axes: Axis.Set
    let showsIndicators: Bool
    let content: Content

    /// Creates a scroll view.
    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
}

@_spi(ShojiRuntime) extension ScrollView: PrimitiveView {
    public func makeBehavior() -> NodeBehavior {
        ScrollViewBehavior(
            axis: axes.contains(.horizontal) && !axes.contains(.vertical) ? .horizontal : .vertical,
            showsIndicators: showsIndicators)
    }
    public func children(into list: inout ChildList) { list.append(content, key: .index(0)) }
}

/// Lays out the content at its ideal length and shifts it by the scroll offset.
final class ScrollViewBehavior: NodeBehavior {
    override var showsPartOfItsContent: Bool { true }

    let axis: Axis
    let showsIndicators: Bool
    private let stack: StackBehavior
    private(set) var offset = 0
    private var contentLength = 0
    private var viewport = Rect.zero

    init(axis: Axis, showsIndicators: Bool) {
        self.axis = axis
        self.showsIndicators = showsIndicators
        stack = StackBehavior(axis: axis)
    }

    override func didMount() {
        stack.node = node
        stack.parameters = StackBehavior.Parameters(alignment: 0, spacing: 0)
    }

    override func update(from view: any View) -> Invalidation { [] }

    private var cross: Axis { axis == .horizontal ? .vertical : .horizontal }

    /// The proposal for the content: the viewport's cross length, the ideal length along the axis.
    private func contentProposal(_ length: Int?) -> ProposedSize {
        axis == .vertical ? ProposedSize(width: length, height: nil) : ProposedSize(width: nil, height: length)
    }

    private var scrollable: Bool { contentLength > viewport.size.value(along: axis) }

    override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        let crossProposal = proposal.value(along: cross).map(ProposedSize.normalized)
        let content = stack.sizeThatFits(
            contentProposal(crossProposal.map { $0 == ProposedSize.infinity ? $0 : $0 }), children: children)
        let main = proposal.value(along: axis).map(ProposedSize.normalized) ?? content.value(along: axis)
        let crossLength =
            crossProposal.map { $0 == ProposedSize.infinity ? content.value(along: cross) : $0 }
            ?? content.value(along: cross)
        return Size(along: axis, main, across: crossLength)
    }

    override func place(in rect: Rect, children: [ViewNode]) {
        // The scroll bar is drawn from the viewport, the content length and the offset: when one of them
        // changes inside an unchanged frame (the content grew), nothing else asks for it to be drawn again.
        let drawn = (viewport, contentLength, offset)
        defer { if drawn != (viewport, contentLength, offset) { node.setNeedsPaint() } }
        viewport = rect
        var crossLength = rect.size.value(along: cross)
        var content = stack.sizeThatFits(contentProposal(crossLength), children: children)
        if showsIndicators && content.value(along: axis) > rect.size.value(along: axis) && crossLength > 1 {
            crossLength -= 1  // room for the scroll bar
            content = stack.sizeThatFits(contentProposal(crossLength), children: children)
        }
        contentLength = content.value(along: axis)
        offset = min(max(0, offset), max(0, contentLength - rect.size.value(along: axis)))
        let origin =
            axis == .vertical ? Point(x: rect.minX, y: rect.minY - offset) : Point(x: rect.minX - offset, y: rect.minY)
        let size = Size(along: axis, contentLength, across: max(crossLength, content.value(along: cross)))
        stack.place(in: Rect(origin: origin, size: size), children: children)
    }

    override func draw(in canvas: CellCanvas) {
        guard showsIndicators, scrollable else { return }
        let length = viewport.size.value(along: axis)
        guard length > 0, contentLength > 0 else { return }
        let thumbSize = max(1, length * length / contentLength)
        let thumb = min(length - thumbSize, (length - thumbSize) * offset / max(1, contentLength - length))
        for i in 0..<length {
            let inThumb = i >= thumb && i < thumb + thumbSize
            let point =
                axis == .vertical
                ? Point(x: viewport.maxX - 1, y: viewport.minY + i) : Point(x: viewport.minX + i, y: viewport.maxY - 1)
            canvas.draw(
                inThumb ? (axis == .vertical ? "┃" : "━") : (axis == .vertical ? "│" : "─"), at: point,
                style: CellStyle(attributes: inThumb ? [] : [.dim]))
        }
    }

    /// Scrolls by `delta` cells.
    func scroll(by delta: Int) {
        let length = viewport.size.value(along: axis)
        let new = min(max(0, offset + delta), max(0, contentLength - length))
        guard new != offset else { return }
        offset = new
        node.setNeedsRelayoutInPlace()
        node.graph.addDamage(node.frame)
    }

    override func scrollToVisible(_ rect: Rect) -> Bool {
        guard node.hasFrame else { return false }
        let start = axis == .vertical ? rect.minY : rect.minX
        let end = axis == .vertical ? rect.maxY : rect.maxX
        let viewStart = axis == .vertical ? viewport.minY : viewport.minX
        let viewEnd = axis == .vertical ? viewport.maxY : viewport.maxX
        if start < viewStart {
            scroll(by: start - viewStart)
            return true
        }
        if end > viewEnd {
            scroll(by: min(end - viewEnd, start - viewStart))
            return true
        }
        return false
    }

    override func scrollToShow(_ rect: Rect, anchor: UnitPoint?) -> Bool {
        guard let anchor, node.hasFrame else { return scrollToVisible(rect) }
        let start = axis == .vertical ? rect.minY : rect.minX
        let length = axis == .vertical ? rect.height : rect.width
        let viewStart = axis == .vertical ? viewport.minY : viewport.minX
        let viewLength = axis == .vertical ? viewport.height : viewport.width
        let fraction = axis == .vertical ? anchor.y : anchor.x
        let wanted = viewStart + Int((Double(viewLength - length) * fraction).rounded())
        guard start != wanted else { return false }
        scroll(by: start - wanted)
        return true
    }

    // MARK: Input

    private var hasFocusableContent: Bool {
        node.graph.focus.hasEligibleDescendant(of: node)
    }

    override var canTakeFocus: Bool { true }
    override var isFocusable: Bool { node.environment.isEnabled && !hasFocusableContent && scrollable }

    override func drawOverlay(in canvas: CellCanvas) {
        if isFocused && showsIndicators && scrollable {
            let p =
                axis == .vertical
                ? Point(x: viewport.maxX - 1, y: viewport.minY) : Point(x: viewport.minX, y: viewport.maxY - 1)
            canvas.restyle(Rect(origin: p, size: Size(width: 1, height: 1))) { $0.attributes.insert(.reverse) }
        }
    }

    override func handleKey(_ key: KeyPress) -> Bool {
        let page = max(1, viewport.size.value(along: axis) - 1)
        switch key.key {
        case .pageUp: scroll(by: -page)
        case .pageDown: scroll(by: page)
        case .home where isFocused || !hasFocusableContent: scroll(by: -contentLength)
        case .end where isFocused || !hasFocusableContent: scroll(by: contentLength)
        case .up where isFocused && axis == .vertical: scroll(by: -1)
        case .down where isFocused && axis == .vertical: scroll(by: 1)
        case .left where isFocused && axis == .horizontal: scroll(by: -1)
        case .right where isFocused && axis == .horizontal: scroll(by: 1)
        default: return false
        }
        return true
    }

    override func handleMouse(_ event: MouseEvent) -> Bool {
        switch event.kind {
        case .scrollUp:
            scroll(by: -3)
            return true
        case .scrollDown:
            scroll(by: 3)
            return true
        case .click, .drag, .release: return false
        }
    }
}
