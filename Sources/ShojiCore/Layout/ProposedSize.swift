/// The size a parent offers a child in SwiftUI's propose → size → place layout, in cells.
///
/// For each axis, `nil` asks for the child's ideal size, ``ProposedSize/infinity`` for its largest, and
/// a number for a fit within that many cells.
public struct ProposedSize: Hashable, Sendable, CustomStringConvertible {
    /// Columns offered, or `nil` for the ideal width.
    public var width: Int?
    /// Rows offered, or `nil` for the ideal height.
    public var height: Int?

    /// A proposal of `width` × `height` cells.
    public init(width: Int?, height: Int?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: Size) {
        self.width = size.width
        self.height = size.height
    }

    /// The stand-in for an unbounded length (large, but far from overflowing when added up).
    public static let infinity = 1 << 40

    /// A length with every "practically infinite" value (∞ minus a little spacing, ∞ ÷ 2) made exactly
    /// ∞. Without this, each level of a nest of stacks would see new, distinct proposals and the number
    /// of measurements would grow exponentially with depth instead of linearly.
    @_spi(ShojiRuntime) public static func normalized(_ value: Int) -> Int {
        value >= infinity / 2 ? infinity : value
    }

    /// Ask for the ideal size.
    public static let unspecified = ProposedSize(width: nil, height: nil)
    /// Ask for the smallest size.
    public static let zero = ProposedSize(width: 0, height: 0)
    /// Ask for the largest size.
    public static let infinite = ProposedSize(width: infinity, height: infinity)

    /// The length offered along `axis`.
    @_spi(ShojiRuntime) public func value(along axis: Axis) -> Int? { axis == .horizontal ? width : height }

    /// A copy with the length along `axis` replaced.
    func replacing(_ axis: Axis, with value: Int?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: value, height: height) : ProposedSize(width: width, height: value)
    }

    /// A copy reduced by `insets` (unspecified stays unspecified; never below zero).
    @_spi(ShojiRuntime) public func inset(by insets: CellInsets) -> ProposedSize {
        ProposedSize(
            width: width.map { max(0, $0 - insets.horizontal) },
            height: height.map { max(0, $0 - insets.vertical) })
    }

    /// The proposal with unspecified axes filled from `size`.
    func replacingUnspecified(with size: Size) -> Size {
        Size(width: width ?? size.width, height: height ?? size.height)
    }

    public var description: String {
        func show(_ v: Int?) -> String { v.map { $0 >= ProposedSize.infinity ? "∞" : String($0) } ?? "nil" }
        return "\(show(width))×\(show(height))"
    }
}

extension Size {
    /// The length along `axis`.
    @_spi(ShojiRuntime) public func value(along axis: Axis) -> Int { axis == .horizontal ? width : height }

    /// Builds a size from a length along `axis` and one across it.
    @_spi(ShojiRuntime) public init(along axis: Axis, _ main: Int, across cross: Int) {
        self = axis == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
    }
}
