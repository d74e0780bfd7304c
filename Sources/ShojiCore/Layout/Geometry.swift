/// A position on the terminal grid, in cells. `x` grows to the right, `y` downwards; (0, 0) is the
/// top-left cell.
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// The column.
    public var x: Int
    /// The row.
    public var y: Int

    /// Creates a point at column `x`, row `y`.
    @inlinable
    public init(x: Int, y: Int) {
        self.x = x
        self.y = y
    }

    /// The top-left cell.
    public static let zero = Point(x: 0, y: 0)

    public var description: String { "(\(x), \(y))" }
}

/// A width and height in cells.
public struct Size: Hashable, Sendable, CustomStringConvertible {
    /// Columns.
    public var width: Int
    /// Rows.
    public var height: Int

    /// Creates a size of `width` columns and `height` rows.
    @inlinable
    public init(width: Int, height: Int) {
        self.width = width
        self.height = height
    }

    /// No cells.
    public static let zero = Size(width: 0, height: 0)

    public var description: String { "\(width)×\(height)" }
}

/// A rectangle of cells: an origin and a size.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The top-left cell.
    public var origin: Point
    /// The extent.
    public var size: Size

    /// Creates a rectangle from its origin and size.
    public init(origin: Point, size: Size) {
        self.origin = origin
        self.size = size
    }

    /// Creates a rectangle from its top-left corner and extent.
    @inlinable
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.origin = Point(x: x, y: y)
        self.size = Size(width: width, height: height)
    }

    /// The empty rectangle at the origin.
    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    /// The leftmost column.
    @inlinable public var minX: Int { origin.x }
    /// The top row.
    @inlinable public var minY: Int { origin.y }
    /// One past the rightmost column.
    @inlinable public var maxX: Int { origin.x + size.width }
    /// One past the bottom row.
    @inlinable public var maxY: Int { origin.y + size.height }
    /// Columns.
    @inlinable public var width: Int { size.width }
    /// Rows.
    @inlinable public var height: Int { size.height }
    /// Whether the rectangle covers no cell.
    @inlinable public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// Whether `point` lies inside.
    @inlinable
    public func contains(_ point: Point) -> Bool {
        point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }

    /// Whether every cell of `other` lies inside (an empty `other` lies nowhere).
    @inlinable
    public func contains(_ other: Rect) -> Bool {
        !other.isEmpty && other.minX >= minX && other.maxX <= maxX && other.minY >= minY && other.maxY <= maxY
    }

    /// The cells both rectangles cover (empty when they do not meet).
    ///
    /// Inlinable, as the other small geometry here: the controls (another module) test rectangles for
    /// every row they draw, and a call across modules for each was more than the test.
    @inlinable
    public func intersection(_ other: Rect) -> Rect {
        let x0 = max(minX, other.minX)
        let y0 = max(minY, other.minY)
        let x1 = min(maxX, other.maxX)
        let y1 = min(maxY, other.maxY)
        if x1 <= x0 || y1 <= y0 { return Rect(x: x0, y: y0, width: 0, height: 0) }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether the rectangles share at least one cell.
    @inlinable
    public func intersects(_ other: Rect) -> Bool {
        max(minX, other.minX) < min(maxX, other.maxX) && max(minY, other.minY) < min(maxY, other.maxY)
    }

    /// The smallest rectangle covering both (an empty rectangle counts as nothing).
    public func union(_ other: Rect) -> Rect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(minX, other.minX)
        let y0 = min(minY, other.minY)
        let x1 = max(maxX, other.maxX)
        let y1 = max(maxY, other.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle moved inwards by `insets` (never negative in size).
    @_spi(ShojiRuntime) public func inset(by insets: CellInsets) -> Rect {
        Rect(
            x: minX + insets.leading, y: minY + insets.top,
            width: max(0, width - insets.leading - insets.trailing),
            height: max(0, height - insets.top - insets.bottom))
    }

    public var description: String { "[\(origin.x),\(origin.y) \(size)]" }
}

/// The horizontal or vertical direction.
public enum Axis: Sendable, Hashable {
    /// Left to right.
    case horizontal
    /// Top to bottom.
    case vertical

    /// A set of axes.
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        /// The horizontal axis.
        public static let horizontal = Set(rawValue: 1)
        /// The vertical axis.
        public static let vertical = Set(rawValue: 2)
    }
}
