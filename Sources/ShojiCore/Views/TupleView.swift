/// Several views side by side in a builder closure; the container they are in lays them out.
public struct TupleView<each Content: View>: View {
    /// The views.
    public var value: (repeat each Content) {
        get { storage.value }
        set { storage = TupleViewStorage(repeat each newValue) }
        // Written out: Swift 6.3 crashes synthesizing it for a tuple of a pack.
        _modify {
            var views = storage.value
            yield &views
            storage = TupleViewStorage(repeat each views)
        }
    }

    /// Where the views are kept: in a box, so that copying a tuple view is one retain. The graph copies
    /// view values as it hands them along (into a node, into the retired values, into the children of
    /// the modifiers around them), and copying the tuple itself asked the runtime for the tuple's type
    /// metadata — a hash-table lookup — on every copy and every destroy.
    @_spi(ShojiRuntime) public var storage: TupleViewStorage<repeat each Content>

    /// Creates a tuple of views.
    public init(_ value: repeat each Content) {
        storage = TupleViewStorage(repeat each value)
    }

    public var body: Never { primitiveBody(Self.self) }
}

/// The views of a ``TupleView``, shared by its copies. Never changed in place: setting a tuple view's
/// value makes a new box.
@_spi(ShojiRuntime) public final class TupleViewStorage<each Content: View> {
    @_spi(ShojiRuntime) public let value: (repeat each Content)

    @_spi(ShojiRuntime) public init(_ value: repeat each Content) {
        self.value = (repeat each value)
    }
}

extension TupleView {
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { StructuralBehavior() }

    @_spi(ShojiRuntime) public func children(into list: inout ChildList) {
        // One allocation for the entries, not one per doubling.
        var count = 0
        for _ in repeat (each Content).self { count += 1 }
        list.reserve(list.count + count)
        var index = 0
        for child in repeat each storage.value {
            list.append(child, key: .index(index))
            index += 1
        }
    }
}

/// Two tuple views compare as their views do, one by one, by the rule of ``ViewComparator``: the box
/// their copies share is not what identifies them.
extension TupleView {
    @_spi(ShojiRuntime) public func compareField(to other: Any) -> ViewComparison {
        guard let other = other as? Self else { return .different }
        if storage === other.storage { return .equal }
        let mine = storage.value
        let theirs = other.storage.value
        var result = ViewComparison.equal
        repeat result.merge(ViewComparator.compareValues(each mine, each theirs))
        return result
    }
}

@_spi(ShojiRuntime) extension TupleView: PrimitiveView {}
@_spi(ShojiRuntime) extension TupleView: ViewFieldComparable {}
