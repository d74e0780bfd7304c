/// One of two views, chosen by an `if`/`else` or a `switch` in a builder. Switching branches replaces
/// the view (and its state) rather than updating it.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View {
    @usableFromInline
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    /// Shows one branch. (`@usableFromInline`: `ViewBuilder` is inlined into the app's bodies.)
    @usableFromInline
    init(storage: Storage) {
        self.storage = storage
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension _ConditionalContent: PrimitiveView {
    func makeBehavior() -> NodeBehavior { StructuralBehavior() }

    func children(into list: inout ChildList) {
        switch storage {
        case .trueContent(let v): list.append(v, key: .branch(0))
        case .falseContent(let v): list.append(v, key: .branch(1))
        }
    }
}

extension Optional: View where Wrapped: View {
    public var body: Never { primitiveBody(Self.self) }
}

extension Optional: PrimitiveView where Wrapped: View {
    func makeBehavior() -> NodeBehavior { StructuralBehavior() }

    func children(into list: inout ChildList) {
        if let view = self { list.append(view, key: .branch(0)) }
    }
}
