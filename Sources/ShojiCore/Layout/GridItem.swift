import Foundation

/// The size of one column of a `LazyVGrid` (or row of a `LazyHGrid`), as SwiftUI's `GridItem`.
public struct GridItem: Sendable {
    /// How an item is sized.
    public enum Size: Sendable {
        /// Exactly this many points.
        case fixed(CGFloat)
        /// A share of the space left, between the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` points as fit.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The item's size.
    public var size: Size
    /// The space after the item, in points (`nil`: the default).
    public var spacing: CGFloat?
    /// How cells are aligned in the item.
    public var alignment: Alignment?

    /// Creates an item.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

extension GridItem.Size {
    @_spi(ShojiRuntime) public var cgSizes: (Double, Double) {
        switch self {
        case .fixed(let s): return (Double(s), Double(s))
        case .flexible(let a, let b): return (Double(a), Double(b))
        case .adaptive(let a, let b): return (Double(a), Double(b))
        }
    }
}
