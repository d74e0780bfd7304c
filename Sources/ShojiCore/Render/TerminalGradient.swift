import Foundation

/// A gradient as a terminal paints it: each cell takes the color at its centre. What SwiftUI's gradient
/// styles (`LinearGradient`, `RadialGradient`, …) stand for; Shoji's, not SwiftUI API.
public struct _TerminalGradient: Hashable, Sendable {
    /// Where the gradient's colors lie.
    public enum Geometry: Hashable, Sendable {
        /// Along the line from `start` to `end` (unit points of the filled rectangle).
        case linear(start: UnitPoint, end: UnitPoint)
        /// Around `center`, from `startRadius` to `endRadius` points.
        case radial(center: UnitPoint, startRadius: Double, endRadius: Double)
        /// Around `center`, clockwise from `startAngle` to `endAngle` (radians; 0 points right).
        case angular(center: UnitPoint, startAngle: Double, endAngle: Double)
        /// Around `center` in an ellipse filling the rectangle, from `startFraction` to `endFraction` of it.
        case elliptical(center: UnitPoint, startFraction: Double, endFraction: Double)
    }

    /// The colors and their locations (0…1), in order.
    public let stops: [(color: Color, location: Double)]
    /// Where they lie.
    public let geometry: Geometry

    /// A gradient of `stops` (sorted by location; locations clamped to 0…1) laid out by `geometry`.
    public init(stops: [(color: Color, location: Double)], geometry: Geometry) {
        self.stops = stops.map { ($0.color, $0.location.isFinite ? max(0, min(1, $0.location)) : 0) }
            .sorted { $0.1 < $1.1 }
        self.geometry = geometry
    }

    public static func == (a: Self, b: Self) -> Bool {
        a.geometry == b.geometry && a.stops.count == b.stops.count
            && zip(a.stops, b.stops).allSatisfy { $0.color == $1.color && $0.location == $1.location }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(geometry)
        for stop in stops {
            hasher.combine(stop.color)
            hasher.combine(stop.location)
        }
    }

    /// The color of the cell at (`x`, `y`) of a `width` × `height` rectangle (at the cell's centre, in
    /// points: 8 per column, 16 per row, so angles look as they would in SwiftUI).
    public func color(x: Int, y: Int, width: Int, height: Int) -> Color {
        let w = Double(max(width, 1)) * 8
        let h = Double(max(height, 1)) * 16
        let px = (Double(x) + 0.5) * 8
        let py = (Double(y) + 0.5) * 16
        let t: Double
        switch geometry {
        case .linear(let start, let end):
            let (sx, sy, ex, ey) = (start.x * w, start.y * h, end.x * w, end.y * h)
            let length = (ex - sx) * (ex - sx) + (ey - sy) * (ey - sy)
            t = length > 0 ? ((px - sx) * (ex - sx) + (py - sy) * (ey - sy)) / length : 0
        case .radial(let center, let startRadius, let endRadius):
            let d = ((px - center.x * w) * (px - center.x * w) + (py - center.y * h) * (py - center.y * h)).squareRoot()
            t = endRadius != startRadius ? (d - startRadius) / (endRadius - startRadius) : (d >= endRadius ? 1 : 0)
        case .elliptical(let center, let startFraction, let endFraction):
            let dx = (px - center.x * w) / (w / 2)
            let dy = (py - center.y * h) / (h / 2)
            let r = (dx * dx + dy * dy).squareRoot()
            t =
                endFraction != startFraction
                ? (r - startFraction) / (endFraction - startFraction) : (r >= endFraction ? 1 : 0)
        case .angular(let center, let startAngle, let endAngle):
            var angle = atan2(py - center.y * h, px - center.x * w)
            let span = endAngle - startAngle
            guard span.isFinite, span != 0 else { return at(0) }
            while angle < startAngle { angle += 2 * .pi }
            while angle >= startAngle + 2 * .pi { angle -= 2 * .pi }
            t = (angle - startAngle) / span
        }
        return at(t.isFinite ? t : 0)
    }

    /// The color at `t` along the stops (clamped to the first and the last).
    public func at(_ t: Double) -> Color {
        guard let first = stops.first, let last = stops.last else { return .clear }
        if t <= first.location { return first.color }
        if t >= last.location { return last.color }
        var index = 1
        while index < stops.count - 1 && stops[index].location < t { index += 1 }
        let (a, b) = (stops[index - 1], stops[index])
        let span = b.location - a.location
        let f = span > 0 ? (t - a.location) / span : 1
        return Self.mix(a.color, b.color, f)
    }

    /// `a` and `b` mixed, `f` of the way to `b`.
    public static func mix(_ a: Color, _ b: Color, _ f: Double) -> Color {
        let white: (UInt8, UInt8, UInt8) = (229, 229, 229)
        let (ar, ag, ab) = a.rgb ?? white
        let (br, bg, bb) = b.rgb ?? white
        func lerp(_ x: UInt8, _ y: UInt8) -> Double { (Double(x) + (Double(y) - Double(x)) * f) / 255 }
        func alpha(_ c: Color) -> Double {
            switch c.kind {
            case .clear: return 0
            case .translucent(_, _, _, let alpha): return Double(alpha) / 255
            default: return 1
            }
        }
        return Color(
            red: lerp(ar, br), green: lerp(ag, bg), blue: lerp(ab, bb), opacity: alpha(a) + (alpha(b) - alpha(a)) * f)
    }
}

extension ShapeStyle {
    /// The gradient a terminal paints for this style, if it is one (Shoji's, not SwiftUI API).
    public var _terminalGradient: _TerminalGradient? { nil }
}
