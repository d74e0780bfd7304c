@_spi(ShojiRuntime) import ShojiCore

/// A view with an explicit identity: when the id changes, the view is replaced — its state is reset and
/// `onAppear`/`onDisappear` run.
public struct IDView<Content: View, ID: Hashable>: View {
    let content: Content
    let id: ID
    public var body: Never { primitiveBody(Self.self) }
}

@_spi(ShojiRuntime) extension IDView: PrimitiveView {
    public func makeBehavior() -> NodeBehavior { StructuralBehavior() }
    public func children(into list: inout ChildList) { list.append(content, key: .explicitBox(TypedHashableBox(id))) }
}

extension View {
    /// Gives the view an explicit identity.
    public func id<ID: Hashable>(_ id: ID) -> IDView<Self, ID> {
        IDView(content: self, id: id)
    }
}
