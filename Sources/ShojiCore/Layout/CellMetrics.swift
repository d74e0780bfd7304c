/// How SwiftUI points map to terminal cells.
///
/// SwiftUI measures in points; a terminal has cells that are about twice as tall as they are wide.
/// Shoji uses one rule everywhere a point value is given (spacing, padding, frames):
///
/// - **columns = points ÷ 8**, rounded to the nearest whole cell;
/// - **rows = points ÷ 16**, rounded to the nearest whole cell.
///
/// So `.padding()` (16 pt) is 2 columns and 1 row, `VStack(spacing: 20)` leaves 1 blank row and
/// `HStack(spacing: 16)` 2 blank columns. A non-zero value never rounds to zero cells, so a spacing the
/// author asked for stays visible. `CGFloat.infinity` stays infinite.
public enum CellMetrics {
    /// Points per column.
    public static let pointsPerColumn = 8.0
    /// Points per row.
    public static let pointsPerRow = 16.0

    /// Columns for a horizontal length in points.
    public static func columns(_ points: Double) -> Int { cells(points, per: pointsPerColumn) }

    /// Rows for a vertical length in points.
    public static func rows(_ points: Double) -> Int { cells(points, per: pointsPerRow) }

    /// Cells along `axis` for a length in points.
    @_spi(ShojiRuntime) public static func cells(_ points: Double, along axis: Axis) -> Int {
        axis == .horizontal ? columns(points) : rows(points)
    }

    private static func cells(_ points: Double, per unit: Double) -> Int {
        if points.isInfinite { return points > 0 ? ProposedSize.infinity : 0 }
        if points.isNaN || points <= 0 { return 0 }
        return max(1, Int((points / unit).rounded()))
    }

    /// The default spacing between children of a `VStack` (rows) when none is given.
    @_spi(ShojiRuntime) public static let defaultVerticalSpacing = 0
    /// The default spacing between children of an `HStack` (columns) when none is given.
    @_spi(ShojiRuntime) public static let defaultHorizontalSpacing = 1
}
