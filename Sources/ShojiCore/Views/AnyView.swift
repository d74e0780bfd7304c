/// A type-erased view. Changing the type of the wrapped view replaces it (and its state).
public struct AnyView: View {
    @_spi(ShojiRuntime) public let view: any View

    /// Wraps `view`.
    public init<V: View>(_ view: V) {
        self.view = view
    }

    /// Wraps `view`, which may already be an `AnyView`.
    public init(erasing view: some View) {
        if let any = view as? AnyView { self = any } else { self.view = view }
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension AnyView {
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { StructuralBehavior() }
    @_spi(ShojiRuntime) public func children(into list: inout ChildList) { list.append(view, key: .index(0)) }
}

@_spi(ShojiRuntime) extension AnyView: PrimitiveView {}
