/// A view whose body comes from elsewhere (a user-defined modifier's `body(content:)`): a capability the
/// graph evaluates instead of `body`.
@MainActor
protocol CustomBodyView {
    /// Builds the body.
    func makeBody() -> any View
    /// The value whose stored properties hold the `@State` (the modifier).
    var bodyOwner: Any { get }
}
