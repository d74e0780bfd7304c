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

    /// Runs `trueBranch` or `falseBranch` on the view this value shows.
    @_spi(ShojiRuntime) public func withBranch<R>(
        _ trueBranch: (TrueContent) -> R, _ falseBranch: (FalseContent) -> R
    ) -> R {
        switch storage {
        case .trueContent(let v): return trueBranch(v)
        case .falseContent(let v): return falseBranch(v)
        }
    }

    public var body: Never { primitiveBody(Self.self) }
}

@_spi(ShojiRuntime) extension _ConditionalContent: PrimitiveView {
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { StructuralBehavior() }

    @_spi(ShojiRuntime) public func children(into list: inout ChildList) {
        switch storage {
        case .trueContent(let v): list.append(v, key: .branch(0))
        case .falseContent(let v): list.append(v, key: .branch(1))
        }
    }
}

extension Optional: View where Wrapped: View {
    public var body: Never { primitiveBody(Self.self) }
}

@_spi(ShojiRuntime) extension Optional: PrimitiveView where Wrapped: View {
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { StructuralBehavior() }

    @_spi(ShojiRuntime) public func children(into list: inout ChildList) {
        if let view = self { list.append(view, key: .branch(0)) }
    }
}
