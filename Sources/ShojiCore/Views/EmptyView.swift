/// A view that shows nothing and takes no space.
public struct EmptyView: View {
    /// Creates an empty view.
    public init() {}
    public var body: Never { primitiveBody(Self.self) }
}

extension EmptyView {
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { StructuralBehavior() }
    @_spi(ShojiRuntime) public func children(into list: inout ChildList) {}
}

@_spi(ShojiRuntime) extension EmptyView: PrimitiveView {}
