@_spi(ShojiRuntime) import ShojiCore

/// Gives its content a proxy that scrolls to a view by its id, as SwiftUI's `ScrollViewReader`.
///
/// ```swift
/// ScrollViewReader { proxy in
///     List(messages) { MessageRow(message: $0) }
///     Button("Latest") { proxy.scrollTo(messages.last?.id, anchor: .bottom) }
/// }
/// ```
///
/// `scrollTo` finds the view with that id — a `ForEach` or `List` element's id, or an `.id(_:)` —
/// under the reader, and scrolls every scroll view and list around it so it shows, at `anchor` when
/// given (`.top`, `.center`, `.bottom`). A list scrolls to rows it has not realized yet. Called before
/// the view is laid out (in `onAppear`), it scrolls once the layout is done.
public struct ScrollViewReader<Content: View>: View {
    let content: (ScrollViewProxy) -> Content

    /// Creates a reader.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
        self.content = content
    }

    public var body: Never { primitiveBody(Self.self) }
}

/// Scrolls to views under a ``ScrollViewReader``.
public struct ScrollViewProxy {
    weak var behavior: ScrollViewReaderBehavior?

    /// Scrolls so that the view with `id` shows, at `anchor` when given.
    @MainActor
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        behavior?.scroll(to: AnyHashable(id), anchor: anchor)
    }
}

@_spi(ShojiRuntime) extension ScrollViewReader: PrimitiveView {
    public func makeBehavior() -> ScrollViewReaderBehavior { ScrollViewReaderBehavior() }
    public func update(_ behavior: ScrollViewReaderBehavior) -> Invalidation {
        behavior.build = { content($0) }
        return []
    }
    public func children(into list: inout ChildList) {}
}

/// Builds the content with a proxy and performs its scrolls.
@_spi(ShojiRuntime) public final class ScrollViewReaderBehavior: NodeBehavior {
    var build: ((ScrollViewProxy) -> any View)?
    private var pending: (id: AnyHashable, anchor: UnitPoint?)?

    @_spi(ShojiRuntime) public override var isTransparent: Bool { true }
    @_spi(ShojiRuntime) public override var buildsChildrenInClosures: Bool { true }

    @_spi(ShojiRuntime) public override func makeChildren(from view: any View, into list: inout ChildList) -> Bool {
        if let build { list.append(any: build(ScrollViewProxy(behavior: self)), key: .index(0)) }
        return true
    }

    /// Scrolls to the view with `id`, now if it is laid out, else after the next layout.
    func scroll(to id: AnyHashable, anchor: UnitPoint?) {
        if !perform(id, anchor) {
            pending = (id, anchor)
            node.graph.setNeedsLayout()
            node.graph.enqueueAction { [weak self] in self?.retryPending() }
        }
    }

    private func retryPending() {
        guard let (id, anchor) = pending else { return }
        pending = nil
        _ = perform(id, anchor)
    }

    /// Finds the view and scrolls; returns whether it found where to scroll.
    private func perform(_ id: AnyHashable, _ anchor: UnitPoint?) -> Bool {
        // Lists know their rows by id, realized or not.
        var scrolled = false
        func visit(_ n: ViewNode) -> ViewNode? {
            if n.behavior.scrollTo(id: id, anchor: anchor) { scrolled = true }
            switch n.key {
            case .explicitBox(let key) where key.value == id: return n
            case .element(let key) where key.anyHashable == id: return n
            case .row(_, let key) where key.anyHashable == id: return n
            default: break
            }
            for child in n.children {
                if let found = visit(child) { return found }
            }
            return nil
        }
        guard let target = visit(node), target.hasFrame else { return scrolled }
        var ancestor = target.parent
        while let current = ancestor, current !== node.parent {
            _ = current.behavior.scrollToShow(target.coveredRect, anchor: anchor)
            ancestor = current.parent
        }
        return true
    }
}
