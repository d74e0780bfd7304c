/// The root of every graph: the app's view, centred on the screen as a window's content is.
///
/// Several top-level views are stacked vertically, as SwiftUI does for a `WindowGroup` whose content is
/// a tuple. The root always takes the whole screen.
struct RootView<Content: View>: View, BuiltinView {
    let content: Content
    var body: Never { primitiveBody(Self.self) }
}

extension RootView: PrimitiveView {
    func makeBehavior() -> NodeBehavior { RootBehavior() }
    func children(into list: inout ChildList) { list.append(content, key: .index(0)) }
}

final class RootBehavior: NodeBehavior {
    private let stack = StackBehavior(axis: .vertical)

    override func update(from view: any View) -> Invalidation { [] }

    override func didMount() {
        stack.node = node
    }

    override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        proposal.replacingUnspecified(with: stack.sizeThatFits(proposal, children: children))
    }

    override func place(in rect: Rect, children: [ViewNode]) {
        let size = stack.sizeThatFits(ProposedSize(rect.size), children: children)
        let content = Alignment.center.place(Size(width: min(size.width, rect.width), height: min(size.height, rect.height)), in: rect)
        stack.place(in: content, children: children)
    }
}
