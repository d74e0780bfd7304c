@_spi(ShojiRuntime) import ShojiCore

/// A proposal for the size of a view, in points, as SwiftUI's `ProposedViewSize`: a length on an axis, or
/// `nil` for "your ideal size".
///
/// A terminal lays out in cells; ``Layout`` speaks points as SwiftUI does, with Shoji's rule (a column is 8
/// points, a row 16: see ``CellMetrics``), so a custom layout written for SwiftUI keeps its numbers.
public struct ProposedViewSize: Hashable, Sendable {
    /// The proposed width, or `nil` for the view's ideal width.
    public var width: CGFloat?
    /// The proposed height, or `nil` for the view's ideal height.
    public var height: CGFloat?

    /// A proposal of these lengths.
    public init(width: CGFloat?, height: CGFloat?) {
        self.width = width
        self.height = height
    }

    /// A proposal of exactly `size`.
    public init(_ size: CGSize) {
        self.init(width: size.width, height: size.height)
    }

    /// The proposal for a view's smallest size.
    public static let zero = ProposedViewSize(width: 0, height: 0)
    /// The proposal for a view's ideal size.
    public static let unspecified = ProposedViewSize(width: nil, height: nil)
    /// The proposal for a view's largest size.
    public static let infinity = ProposedViewSize(width: .infinity, height: .infinity)

    /// The proposal as a size, with `size`'s lengths where a length is unspecified.
    public func replacingUnspecifiedDimensions(by size: CGSize = CGSize(width: 10, height: 10)) -> CGSize {
        CGSize(width: width ?? size.width, height: height ?? size.height)
    }
}

/// The points ↔ cells rule for the layout protocol's values (``CellMetrics``).
enum LayoutPoints {
    /// A proposal in cells, in points.
    static func points(_ proposal: ProposedSize) -> ProposedViewSize {
        ProposedViewSize(width: proposal.width.map(horizontal), height: proposal.height.map(vertical))
    }

    /// A proposal in points, in cells (an infinite length stays infinite).
    static func cells(_ proposal: ProposedViewSize) -> ProposedSize {
        ProposedSize(
            width: proposal.width.map { CellMetrics.columns(Double($0)) },
            height: proposal.height.map { CellMetrics.rows(Double($0)) })
    }

    /// Columns in points.
    static func horizontal(_ columns: Int) -> CGFloat {
        columns >= ProposedSize.infinity ? .infinity : CGFloat(columns) * CellMetrics.pointsPerColumn
    }

    /// Rows in points.
    static func vertical(_ rows: Int) -> CGFloat {
        rows >= ProposedSize.infinity ? .infinity : CGFloat(rows) * CellMetrics.pointsPerRow
    }

    /// A size in cells, in points.
    static func points(_ size: Size) -> CGSize { CGSize(width: horizontal(size.width), height: vertical(size.height)) }

    /// A size in points, in whole cells (nearest; never negative).
    static func cells(_ size: CGSize) -> Size {
        Size(width: max(0, column(size.width)), height: max(0, row(size.height)))
    }

    /// A horizontal position or length in points, in the nearest whole column.
    static func column(_ x: CGFloat) -> Int { whole(x / CellMetrics.pointsPerColumn) }

    /// A vertical position or length in points, in the nearest whole row.
    static func row(_ y: CGFloat) -> Int { whole(y / CellMetrics.pointsPerRow) }

    private static func whole(_ value: CGFloat) -> Int {
        guard value.isFinite else { return value > 0 ? ProposedSize.infinity : 0 }
        return Int(max(-Double(ProposedSize.infinity), min(Double(ProposedSize.infinity), value.rounded())))
    }

    /// A rectangle in cells, in points.
    static func points(_ rect: Rect) -> CGRect {
        CGRect(origin: CGPoint(x: horizontal(rect.minX), y: vertical(rect.minY)), size: points(rect.size))
    }
}
