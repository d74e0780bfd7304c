@_spi(ShojiRuntime) import ShojiCore

/// Any ``Layout``, as SwiftUI's `AnyLayout`: switch a container between layouts while its subviews keep
/// their identity and state.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout { Text("One"); Text("Two") }
/// ```
public struct AnyLayout: Layout {
    /// The cache of whichever layout the value holds.
    public struct Cache {
        var layoutType: ObjectIdentifier?
        var value: Any?
    }

    private let layoutType: ObjectIdentifier
    private let box: any Layout

    /// Wraps `layout`.
    public init<L: Layout>(_ layout: L) {
        layoutType = ObjectIdentifier(L.self)
        box = layout
    }

    public func makeCache(subviews: Subviews) -> Cache {
        Cache(layoutType: layoutType, value: Self.makeCache(box, subviews))
    }

    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        cache = makeCache(subviews: subviews)
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        if cache.layoutType != layoutType { cache = makeCache(subviews: subviews) }
        return Self.size(box, proposal, subviews, &cache.value)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        if cache.layoutType != layoutType { cache = makeCache(subviews: subviews) }
        Self.place(box, bounds, proposal, subviews, &cache.value)
    }

    private static func makeCache<L: Layout>(_ layout: L, _ subviews: Subviews) -> Any {
        layout.makeCache(subviews: subviews)
    }

    private static func size<L: Layout>(
        _ layout: L, _ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Any?
    )
        -> CGSize
    {
        var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
        defer { cache = typed }
        return layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &typed)
    }

    private static func place<L: Layout>(
        _ layout: L, _ bounds: CGRect, _ proposal: ProposedViewSize, _ subviews: Subviews, _ cache: inout Any?
    ) {
        var typed = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
        layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &typed)
        cache = typed
    }
}
