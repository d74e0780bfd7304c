/// The behavior of a view written with a `body`: the node evaluates the body inside its own
/// observation-tracking window (see ``ViewNode/evaluate()``); for layout it is transparent.
final class CompositeBehavior: NodeBehavior {
    override var isTransparent: Bool { true }
    override var isComposite: Bool { true }
    override func update(from view: any View) -> Invalidation { [] }
}
