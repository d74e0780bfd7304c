/// The root of every graph: the app's view, centred on the screen as a window's content is.
///
/// Several top-level views are stacked vertically, as SwiftUI does for a `WindowGroup` whose content is
/// a tuple. The root always takes the whole screen.
@_spi(ShojiRuntime) public struct RootView<Content: View>: View, BuiltinView {
    @_spi(ShojiRuntime) public let content: Content
    @_spi(ShojiRuntime) public var body: Never { primitiveBody(Self.self) }
}

extension RootView: PrimitiveView {
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { RootBehavior() }
    @_spi(ShojiRuntime) public func children(into list: inout ChildList) { list.append(content, key: .index(0)) }
}

@_spi(ShojiRuntime) public final class RootBehavior: NodeBehavior {
    /// Several top-level views stack vertically, as in a `WindowGroup` (Layout/StackLayout.swift).
    private let stack = StackLayout(axis: .vertical, alignment: 1, spacing: 0)

    private var shownPhase = ScenePhase.active

    @_spi(ShojiRuntime) public override func update(from view: any View) -> Invalidation {
        guard node.graph.scenePhase != shownPhase else { return [] }
        shownPhase = node.graph.scenePhase
        return [.environment]
    }

    @_spi(ShojiRuntime) public override func modifyEnvironment(_ environment: inout EnvironmentValues) {
        environment.scenePhase = shownPhase
    }

    private func contentSize(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        stack.size(of: childSizes(proposal, children: children))
    }

    private func childSizes(_ proposal: ProposedSize, children: [ViewNode]) -> [Size] {
        for child in children { child.stackAxis = .vertical }
        return stack.sizes(for: proposal, count: children.count) { children[$0].size(for: $1) }
    }

    @_spi(ShojiRuntime) public override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        proposal.replacingUnspecified(with: contentSize(proposal, children: children))
    }

    /// The size the content needs when it does not fit in `rect` (at least `rect`'s size in each
    /// dimension), or `nil` when it fits.
    func neededSize(in rect: Rect) -> Size? {
        let size = contentSize(ProposedSize(rect.size), children: node.layoutChildren)
        guard size.width > rect.width || size.height > rect.height else { return nil }
        return Size(width: max(size.width, rect.width), height: max(size.height, rect.height))
    }

    @_spi(ShojiRuntime) public override func place(in rect: Rect, children: [ViewNode]) {
        let size = contentSize(ProposedSize(rect.size), children: children)
        let content = Alignment.center.place(
            Size(width: min(size.width, rect.width), height: min(size.height, rect.height)), in: rect)
        let frames = stack.frames(in: content, sizes: childSizes(ProposedSize(content.size), children: children))
        for (child, frame) in zip(children, frames) { child.place(in: frame) }
    }
}

/// What the screen shows instead of the app while the terminal is smaller than the app's content: one
/// line, "terminal too small (needs W×H)", shortened to what fits. The app keeps running and keeps its
/// state; it comes back as soon as the terminal is big enough.
@_spi(ShojiRuntime) public enum TooSmallPlaceholder {
    /// The line for a screen of `width` columns when the app needs `needed`.
    @_spi(ShojiRuntime) public static func text(needed: Size, width: Int) -> String {
        let size = "\(needed.width)×\(needed.height)"
        for candidate in ["terminal too small (needs \(size))", "too small (needs \(size))", "needs \(size)", size]
        where TextWidth.of(candidate) <= width {
            return candidate
        }
        return String("!".prefix(max(0, width)))
    }

    /// Draws the line centred on the screen.
    @MainActor
    @_spi(ShojiRuntime) public static func draw(needed: Size, in canvas: CellCanvas, screen: Rect) {
        guard !screen.isEmpty else { return }
        let line = text(needed: needed, width: screen.width)
        let x = screen.minX + max(0, (screen.width - TextWidth.of(line)) / 2)
        var style = CellStyle()
        style.attributes.insert(.reverse)
        canvas.draw(line, at: Point(x: x, y: screen.minY + screen.height / 2), style: style)
    }
}
