/// Several views side by side in a builder closure; the container they are in lays them out.
public struct TupleView<each Content: View>: View {
    /// The views.
    public var value: (repeat each Content)

    /// Creates a tuple of views.
    @inlinable
    public init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension TupleView: PrimitiveView {
    func makeBehavior() -> NodeBehavior { StructuralBehavior() }

    func children(into list: inout ChildList) {
        // One allocation for the entries, not one per doubling.
        var count = 0
        for _ in repeat (each Content).self { count += 1 }
        list.reserve(list.count + count)
        var index = 0
        for child in repeat each value {
            list.append(child, key: .index(index))
            index += 1
        }
    }
}
