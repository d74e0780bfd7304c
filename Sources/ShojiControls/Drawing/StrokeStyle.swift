import Foundation

/// How a line ends, as Core Graphics' `CGLineCap` (accepted: a terminal's lines are dots).
public enum CGLineCap: Int32, Sendable {
    /// Square, at the end point.
    case butt
    /// Round.
    case round
    /// Square, past the end point.
    case square
}

/// How lines meet, as Core Graphics' `CGLineJoin` (accepted).
public enum CGLineJoin: Int32, Sendable {
    /// A sharp corner.
    case miter
    /// A rounded corner.
    case round
    /// A cut corner.
    case bevel
}

/// How a path's outline is drawn, as SwiftUI's `StrokeStyle`. A terminal draws every stroke one braille dot
/// wide; `dash` leaves gaps (lengths in points).
public struct StrokeStyle: Hashable, Sendable {
    /// The line's width (accepted).
    public var lineWidth: CGFloat
    /// How lines end (accepted).
    public var lineCap: CGLineCap
    /// How lines meet (accepted).
    public var lineJoin: CGLineJoin
    /// The miter limit (accepted).
    public var miterLimit: CGFloat
    /// Lengths of painted and unpainted runs, in points (empty: a solid line).
    public var dash: [CGFloat]
    /// Where in the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// A stroke style.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [], dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }
}
