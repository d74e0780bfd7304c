/// Several views side by side in a builder closure; the container they are in lays them out.
public struct TupleView<each Content: View>: View {
    /// The views.
    public var value: (repeat each Content) {
        get { Self.tuple(of: children) }
        set { self = TupleView(repeat each newValue) }
        // Written out: Swift 6.3 crashes synthesizing it for a tuple of a pack.
        _modify {
            var tuple = Self.tuple(of: children)
            yield &tuple
            self = TupleView(repeat each tuple)
        }
    }

    /// The views as the graph lists them for its child nodes (each as `any View`, with its key and
    /// type), in order: made once, when the tuple view is. An array, so copying a tuple view is one
    /// retain, and a container whose content is this tuple view takes the array as its list of children
    /// as it is. (The views were kept as a tuple of the pack before: every use of that tuple — making
    /// it, listing the children, comparing — asked the run time for the tuple's type metadata, a lookup
    /// in a locked hash table, and the children were boxed as `any View` again on every update.)
    @_spi(ShojiRuntime) public private(set) var children: [ChildList.Entry]

    /// Creates a tuple of views.
    public init(_ value: repeat each Content) {
        // Written here, not in a function the pack is passed on to: passing it on made a tuple of it
        // (the tuple's metadata looked up, every view copied in and destroyed again).
        var count = 0
        for _ in repeat (each Content).self { count += 1 }
        var builder = EntryBuilder(capacity: count)
        repeat builder.add(each value)
        children = builder.entries
    }

    public var body: Never { primitiveBody(Self.self) }

    /// The tuple of `entries`, which ``init(_:)`` made from views of these types: each view is read back
    /// as its own type (the casts cannot fail: only `init(_:)` makes the array).
    private static func tuple(of entries: [ChildList.Entry]) -> (repeat each Content) {
        var index = 0
        func next<V: View>(_: V.Type) -> V {
            defer { index += 1 }
            return entries[index].view as! V
        }
        return (repeat next((each Content).self))
    }
}

extension TupleView {
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { StructuralBehavior() }

    @_spi(ShojiRuntime) public func children(into list: inout ChildList) {
        list.append(contentsOf: children)
    }
}

/// Two tuple views compare as their views do, one by one, by the rule of ``ViewComparator``: the array
/// their copies share is not what identifies them.
extension TupleView {
    @_spi(ShojiRuntime) public func compareField(to other: Any) -> ViewComparison {
        guard let other = other as? Self, children.count == other.children.count else { return .different }
        var result = ViewComparison.equal
        for index in children.indices {
            result.merge(ViewComparator.compareViews(children[index].view, other.children[index].view))
        }
        return result
    }
}

@_spi(ShojiRuntime) extension TupleView: PrimitiveView {}
@_spi(ShojiRuntime) extension TupleView: ViewFieldComparable {}

/// Collects a tuple view's entries (a value passed `inout`, not a nested function capturing the array:
/// the capture boxed it, and each append grew a new buffer).
private struct EntryBuilder {
    var entries: [ChildList.Entry] = []

    init(capacity: Int) { entries.reserveCapacity(capacity) }

    /// Adds `view` as the next entry (`consuming`: it moves into its box rather than being copied in).
    mutating func add<V: View>(_ view: consuming V) {
        entries.append(ChildList.Entry(key: .index(entries.count), view: consume view, type: ObjectIdentifier(V.self)))
    }
}
