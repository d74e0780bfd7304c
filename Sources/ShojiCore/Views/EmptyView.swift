/// A view that shows nothing and takes no space.
public struct EmptyView: View {
    /// Creates an empty view.
    public init() {}
    public var body: Never { primitiveBody(Self.self) }
}

extension EmptyView: PrimitiveView {
    func makeBehavior() -> NodeBehavior { StructuralBehavior() }
    func children(into list: inout ChildList) {}
}
