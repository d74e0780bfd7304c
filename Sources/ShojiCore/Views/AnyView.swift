/// A type-erased view. Changing the type of the wrapped view replaces it (and its state).
public struct AnyView: View {
    let view: any View

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

extension AnyView: PrimitiveView {
    func makeBehavior() -> NodeBehavior { StructuralBehavior() }
    func children(into list: inout ChildList) { list.append(view, key: .index(0)) }
}
