/// Insets on the four edges of a rectangle, in SwiftUI points (converted to cells by ``CellMetrics``).
public struct EdgeInsets: Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    /// Creates insets in points.
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// The same insets in cells.
    @_spi(ShojiRuntime) public var cells: CellInsets {
        CellInsets(
            top: CellMetrics.rows(top), leading: CellMetrics.columns(leading),
            bottom: CellMetrics.rows(bottom), trailing: CellMetrics.columns(trailing))
    }
}

/// Insets in cells, used by layout.
@_spi(ShojiRuntime) public struct CellInsets: Hashable, Sendable {
    @_spi(ShojiRuntime) public var top = 0
    @_spi(ShojiRuntime) public var leading = 0
    @_spi(ShojiRuntime) public var bottom = 0
    @_spi(ShojiRuntime) public var trailing = 0

    /// Total columns (leading + trailing).
    @_spi(ShojiRuntime) public var horizontal: Int { leading + trailing }
    /// Total rows (top + bottom).
    @_spi(ShojiRuntime) public var vertical: Int { top + bottom }

    /// Creates a value with every stored property given (the memberwise initializer, public).
    @_spi(ShojiRuntime) public init(top: Int = 0, leading: Int = 0, bottom: Int = 0, trailing: Int = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
}

/// An edge of a rectangle.
public enum Edge: Int8, CaseIterable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges, as SwiftUI's `Edge.Set`.
    public struct Set: OptionSet, Sendable, Hashable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let top = Set(rawValue: 1 << 0)
        public static let leading = Set(rawValue: 1 << 1)
        public static let bottom = Set(rawValue: 1 << 2)
        public static let trailing = Set(rawValue: 1 << 3)
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
        public static let all: Set = [.top, .leading, .bottom, .trailing]
    }
}
