import Foundation
@_spi(ShojiRuntime) import ShojiCore

/// A view whose content is built from the space it is given, as SwiftUI's `GeometryReader`.
///
/// ```swift
/// GeometryReader { proxy in
///     Text(proxy.size.width > 400 ? "wide" : "narrow")
/// }
/// ```
///
/// Like SwiftUI's, it takes all the space offered and places its content at the top leading corner.
/// Sizes are in points (8 per column, 16 per row), so they work with `.frame`. The content is built
/// again (in the same frame) whenever the size changes.
public struct GeometryReader<Content: View>: View {
    let content: (GeometryProxy) -> Content

    /// Creates a reader whose content `content` builds from the geometry.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public var body: Never { primitiveBody(Self.self) }
}

/// The geometry a ``GeometryReader`` was given.
public struct GeometryProxy {
    /// The size, in points.
    public let size: CGSize
    let origin: CGPoint

    /// The frame in a coordinate space, in points (`.local` starts at zero; `.global` at the screen's
    /// top-left corner).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        switch coordinateSpace {
        case .local: return CGRect(origin: .zero, size: size)
        default: return CGRect(origin: origin, size: size)
        }
    }

    /// The safe area insets (none in a terminal).
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }
}

/// A coordinate space for `GeometryProxy.frame(in:)`.
public enum CoordinateSpace: Hashable {
    case global, local
    case named(AnyHashable)
}

@_spi(ShojiRuntime) extension GeometryReader: PrimitiveView {
    public func makeBehavior() -> GeometryReaderBehavior { GeometryReaderBehavior() }
    public func update(_ behavior: GeometryReaderBehavior) -> Invalidation {
        behavior.build = { content($0) }
        return []
    }
    public func children(into list: inout ChildList) {}
}

/// Builds the content for the current size and rebuilds it when the size changes.
@_spi(ShojiRuntime) public final class GeometryReaderBehavior: NodeBehavior {
    var build: ((GeometryProxy) -> any View)?
    private var size = Size.zero
    private var origin = Point(x: 0, y: 0)

    @_spi(ShojiRuntime) public override var buildsChildrenInClosures: Bool { true }

    private var proxy: GeometryProxy {
        GeometryProxy(
            size: CGSize(
                width: Double(size.width) * CellMetrics.pointsPerColumn,
                height: Double(size.height) * CellMetrics.pointsPerRow),
            origin: CGPoint(
                x: Double(origin.x) * CellMetrics.pointsPerColumn, y: Double(origin.y) * CellMetrics.pointsPerRow))
    }

    @_spi(ShojiRuntime) public override func makeChildren(from view: any View, into list: inout ChildList) -> Bool {
        if let build { list.append(any: build(proxy), key: .index(0)) }
        return true
    }

    @_spi(ShojiRuntime) public override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        Size(
            width: proposal.width.map(ProposedSize.normalized).map { $0 >= ProposedSize.infinity ? 10 : $0 } ?? 10,
            height: proposal.height.map(ProposedSize.normalized).map { $0 >= ProposedSize.infinity ? 10 : $0 } ?? 10)
    }

    @_spi(ShojiRuntime) public override func place(in rect: Rect, children: [ViewNode]) {
        if rect.size != size || rect.origin != origin {
            size = rect.size
            origin = rect.origin
            node.graph.markDirty(node)  // the content is built again for the new size
        }
        for child in children {
            let s = child.size(for: ProposedSize(rect.size))
            child.place(
                in: Rect(
                    origin: rect.origin, size: Size(width: min(s.width, rect.width), height: min(s.height, rect.height))
                ))
        }
    }
}
