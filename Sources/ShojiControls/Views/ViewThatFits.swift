@_spi(ShojiRuntime) import ShojiCore

/// Shows the first of its children that fits the space offered, as SwiftUI's `ViewThatFits`.
///
/// ```swift
/// ViewThatFits(in: .horizontal) {
///     HStack { Label("Download", systemImage: "arrow.down"); Text("12 MB") }
///     Image(systemName: "arrow.down")
/// }
/// ```
///
/// Each child is measured at its ideal size along `axes`; the first whose ideal size fits is shown
/// (the last when none does). The others stay mounted with no room, so they keep their state.
public struct ViewThatFits<Content: View>: View {
    let axes: Axis.Set
    let content: Content

    /// Creates the view; `axes` are the axes along which a child must fit.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
}

@_spi(ShojiRuntime) extension ViewThatFits: PrimitiveView {
    public func makeBehavior() -> ViewThatFitsBehavior { ViewThatFitsBehavior() }
    public func update(_ behavior: ViewThatFitsBehavior) -> Invalidation { behavior.update(axes: axes) }
    public func children(into list: inout ChildList) { list.append(content, key: .index(0)) }
}

/// Chooses the child that fits.
@_spi(ShojiRuntime) public final class ViewThatFitsBehavior: NodeBehavior {
    private var axes: Axis.Set = [.horizontal, .vertical]

    func update(axes: Axis.Set) -> Invalidation {
        guard axes != self.axes else { return [] }
        self.axes = axes
        return [.layout]
    }

    /// The index of the child shown for `proposal`.
    private func choice(_ proposal: ProposedSize, _ children: [ViewNode]) -> Int {
        for (index, child) in children.enumerated() {
            let ideal = child.size(
                for: ProposedSize(
                    width: axes.contains(.horizontal) ? nil : proposal.width,
                    height: axes.contains(.vertical) ? nil : proposal.height))
            let fitsWidth = !axes.contains(.horizontal) || proposal.width.map { ideal.width <= $0 } ?? true
            let fitsHeight = !axes.contains(.vertical) || proposal.height.map { ideal.height <= $0 } ?? true
            if fitsWidth && fitsHeight { return index }
        }
        return max(0, children.count - 1)
    }

    @_spi(ShojiRuntime) public override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        guard !children.isEmpty else { return .zero }
        return children[choice(proposal, children)].size(for: proposal)
    }

    @_spi(ShojiRuntime) public override func place(in rect: Rect, children: [ViewNode]) {
        guard !children.isEmpty else { return }
        let chosen = choice(ProposedSize(rect.size), children)
        for (index, child) in children.enumerated() {
            if index == chosen {
                child.place(in: Alignment.center.place(child.size(for: ProposedSize(rect.size)), in: rect))
            } else {
                child.place(in: Rect(origin: rect.origin, size: .zero))
            }
        }
    }
}
