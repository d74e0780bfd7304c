/// Groups views without changing their layout: the children take part in the enclosing container as if
/// they were written there.
public struct Group<Content: View>: View {
    @_spi(ShojiRuntime) public let content: Content

    /// Creates a group of the views built by `content`.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension Group {
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { StructuralBehavior() }
    @_spi(ShojiRuntime) public func children(into list: inout ChildList) { list.append(content, key: .index(0)) }
}

@_spi(ShojiRuntime) extension Group: PrimitiveView {}
