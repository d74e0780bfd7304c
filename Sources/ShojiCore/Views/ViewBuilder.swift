/// Builds views from the statements of a closure, as SwiftUI's `@ViewBuilder` does.
///
/// Any number of child views (through parameter packs), `if`, `if`/`else`, `if let`, `switch`,
/// `#available`, and local declarations (`let x = …`, `let _ = …`) are supported.
@resultBuilder
@MainActor
public enum ViewBuilder {
    /// An empty closure builds nothing.
    @inlinable
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// A single view is passed through unchanged.
    @inlinable
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several views become one ``TupleView``.
    @inlinable
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<repeat each Content>
    {
        TupleView(repeat each content)
    }

    /// Passes an expression through.
    @inlinable
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// `if` without `else`.
    @inlinable
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// `if`/`else` and `switch`: the first branch.
    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// `if`/`else` and `switch`: the second branch.
    @inlinable
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// `if #available`.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
