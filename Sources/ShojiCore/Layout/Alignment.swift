/// How a view sits horizontally inside a wider space.
public struct HorizontalAlignment: Hashable, Sendable {
    @_spi(ShojiRuntime) public let fraction: Int  // 0 = leading, 1 = center, 2 = trailing

    /// Flush with the leading (left) edge.
    public static let leading = HorizontalAlignment(fraction: 0)
    /// Centered.
    public static let center = HorizontalAlignment(fraction: 1)
    /// Flush with the trailing (right) edge.
    public static let trailing = HorizontalAlignment(fraction: 2)

    /// The offset of a child of length `child` inside `space` cells.
    @_spi(ShojiRuntime) public func offset(child: Int, in space: Int) -> Int { max(0, (space - child) * fraction / 2) }
}

/// How a view sits vertically inside a taller space.
public struct VerticalAlignment: Hashable, Sendable {
    @_spi(ShojiRuntime) public let fraction: Int  // 0 = top, 1 = center, 2 = bottom

    /// Flush with the top edge.
    public static let top = VerticalAlignment(fraction: 0)
    /// Centered.
    public static let center = VerticalAlignment(fraction: 1)
    /// Flush with the bottom edge.
    public static let bottom = VerticalAlignment(fraction: 2)
    /// The first text baseline; in a terminal every line has its baseline on its own row, so this is `top`.
    public static let firstTextBaseline = VerticalAlignment(fraction: 0)
    /// The last text baseline; in a terminal, `bottom`.
    public static let lastTextBaseline = VerticalAlignment(fraction: 2)

    /// The offset of a child of length `child` inside `space` cells.
    @_spi(ShojiRuntime) public func offset(child: Int, in space: Int) -> Int { max(0, (space - child) * fraction / 2) }
}

/// A two-dimensional alignment, as used by `ZStack` and `frame`.
public struct Alignment: Hashable, Sendable {
    /// The horizontal part.
    public var horizontal: HorizontalAlignment
    /// The vertical part.
    public var vertical: VerticalAlignment

    /// Creates an alignment from its two parts.
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)

    /// Where a child of `child` size goes inside `rect`.
    @_spi(ShojiRuntime) public func place(_ child: Size, in rect: Rect) -> Rect {
        Rect(
            x: rect.minX + horizontal.offset(child: child.width, in: rect.width),
            y: rect.minY + vertical.offset(child: child.height, in: rect.height),
            width: min(child.width, max(rect.width, child.width)),
            height: min(child.height, max(rect.height, child.height)))
    }
}
