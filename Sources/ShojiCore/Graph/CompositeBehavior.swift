/// The behavior of a view written with a `body`: the node evaluates the body inside its own
/// observation-tracking window (see ``ViewNode/evaluate()``); for layout it is transparent.
@_spi(ShojiRuntime) public final class CompositeBehavior: NodeBehavior {
    @_spi(ShojiRuntime) public override var isTransparent: Bool { true }
    override var isComposite: Bool { true }
    @_spi(ShojiRuntime) public override func update(from view: any View) -> Invalidation { [] }
}
