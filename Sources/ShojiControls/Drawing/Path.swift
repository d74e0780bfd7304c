import Foundation

/// The outline of a 2D shape, as SwiftUI's `Path`, in points: lines, rectangles, ellipses, arcs and curves
/// (curves and arcs are kept as short lines, fine enough for a terminal's cells and braille dots).
///
/// ```swift
/// var path = Path()
/// path.move(to: CGPoint(x: 0, y: 32))
/// path.addLine(to: CGPoint(x: 80, y: 0))
/// context.stroke(path, with: .color(.green))
/// ```
public struct Path: Equatable, Sendable {
    /// One run of connected points; `closed` when it ends where it began.
    struct Subpath: Equatable, Sendable {
        var points: [CGPoint]
        var closed = false
    }

    var subpaths: [Subpath] = []

    /// An empty path.
    public init() {}

    /// A rectangle.
    public init(_ rect: CGRect) { addRect(rect) }

    /// A rectangle with rounded corners (drawn square: a cell has no room for a curve).
    public init(roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        addRect(rect)
    }

    /// A rectangle with rounded corners (drawn square: a cell has no room for a curve).
    public init(roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRect(rect)
    }

    /// An ellipse inscribed in `rect`.
    public init(ellipseIn rect: CGRect) { addEllipse(in: rect) }

    /// A path built by `callback`.
    public init(_ callback: (inout Path) -> Void) { callback(&self) }

    /// Whether the path has no points.
    public var isEmpty: Bool { subpaths.allSatisfy { $0.points.isEmpty } }

    /// The last point added, if any.
    public var currentPoint: CGPoint? { subpaths.last?.points.last }

    /// The smallest rectangle holding every point.
    public var boundingRect: CGRect {
        var minX = CGFloat.infinity
        var minY = CGFloat.infinity
        var maxX = -CGFloat.infinity
        var maxY = -CGFloat.infinity
        for subpath in subpaths {
            for p in subpath.points {
                minX = min(minX, p.x)
                minY = min(minY, p.y)
                maxX = max(maxX, p.x)
                maxY = max(maxY, p.y)
            }
        }
        guard minX <= maxX, minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// Starts a new subpath at `point`.
    public mutating func move(to point: CGPoint) {
        subpaths.append(Subpath(points: [point]))
    }

    /// Adds a line from the current point to `point`.
    public mutating func addLine(to point: CGPoint) {
        if subpaths.isEmpty || subpaths[subpaths.count - 1].closed {
            move(to: currentPoint ?? point)
        }
        subpaths[subpaths.count - 1].points.append(point)
    }

    /// Adds lines through `points` (a new subpath starting at the first).
    public mutating func addLines(_ points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        for p in points.dropFirst() { addLine(to: p) }
    }

    /// Closes the current subpath with a line back to its start.
    public mutating func closeSubpath() {
        guard !subpaths.isEmpty else { return }
        subpaths[subpaths.count - 1].closed = true
    }

    /// Adds a rectangle as a closed subpath.
    public mutating func addRect(_ rect: CGRect) {
        let r = rect.standardized
        addLines([
            CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY),
            CGPoint(x: r.minX, y: r.maxY),
        ])
        closeSubpath()
    }

    /// Adds rectangles.
    public mutating func addRects(_ rects: [CGRect]) {
        for rect in rects { addRect(rect) }
    }

    /// Adds a rounded rectangle (drawn square).
    public mutating func addRoundedRect(in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        addRect(rect)
    }

    /// Adds an ellipse inscribed in `rect` as a closed subpath.
    public mutating func addEllipse(in rect: CGRect) {
        let r = rect.standardized
        let steps = 48
        var points: [CGPoint] = []
        for i in 0..<steps {
            let angle = Double(i) / Double(steps) * 2 * .pi
            points.append(CGPoint(x: r.midX + r.width / 2 * cos(angle), y: r.midY + r.height / 2 * sin(angle)))
        }
        addLines(points)
        closeSubpath()
    }

    /// Adds an arc of the circle at `center` with `radius`, from `startAngle` to `endAngle`.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool
    ) {
        var sweep = endAngle.radians - startAngle.radians
        // SwiftUI's `clockwise` is in its flipped coordinates: a clockwise arc runs towards smaller angles.
        if clockwise, sweep > 0 { sweep -= 2 * .pi }
        if !clockwise, sweep < 0 { sweep += 2 * .pi }
        let steps = max(2, Int(abs(sweep) / (2 * .pi) * 48))
        for i in 0...steps {
            let angle = startAngle.radians + sweep * Double(i) / Double(steps)
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if i == 0, currentPoint == nil { move(to: point) } else { addLine(to: point) }
        }
    }

    /// Adds a quadratic curve to `end`.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        let start = currentPoint ?? end
        for i in 1...16 {
            let t = CGFloat(i) / 16
            let a = (1 - t) * (1 - t)
            let b = 2 * (1 - t) * t
            let c = t * t
            addLine(to: CGPoint(x: a * start.x + b * control.x + c * end.x, y: a * start.y + b * control.y + c * end.y))
        }
    }

    /// Adds a cubic curve to `end`.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        let start = currentPoint ?? end
        for i in 1...24 {
            let t = CGFloat(i) / 24
            let u = 1 - t
            let x = u * u * u * start.x + 3 * u * u * t * control1.x + 3 * u * t * t * control2.x + t * t * t * end.x
            let y = u * u * u * start.y + 3 * u * u * t * control1.y + 3 * u * t * t * control2.y + t * t * t * end.y
            addLine(to: CGPoint(x: x, y: y))
        }
    }

    /// Whether `point` is inside the path's filled area (non-zero winding, or even-odd when `eoFill`).
    public func contains(_ point: CGPoint, eoFill: Bool = false) -> Bool {
        var winding = 0
        var crossings = 0
        for subpath in subpaths where subpath.points.count > 2 {
            let pts = subpath.points
            for i in pts.indices {
                let a = pts[i]
                let b = pts[(i + 1) % pts.count]
                guard (a.y <= point.y) != (b.y <= point.y) else { continue }
                let x = a.x + (point.y - a.y) / (b.y - a.y) * (b.x - a.x)
                if x > point.x {
                    crossings += 1
                    winding += b.y > a.y ? 1 : -1
                }
            }
        }
        return eoFill ? crossings % 2 == 1 : winding != 0
    }

    /// The path's line segments, closing segments included.
    var segments: [(CGPoint, CGPoint)] {
        var result: [(CGPoint, CGPoint)] = []
        for subpath in subpaths {
            let pts = subpath.points
            if pts.count == 1 { result.append((pts[0], pts[0])) }
            for i in pts.indices.dropLast() { result.append((pts[i], pts[i + 1])) }
            if subpath.closed, pts.count > 2 { result.append((pts[pts.count - 1], pts[0])) }
        }
        return result
    }

    /// The part of the path from `fromFraction` to `toFraction` of its length, as SwiftUI's
    /// `trimmedPath(from:to:)` (fractions outside 0...1 are clamped; an empty range gives an empty path).
    public func trimmedPath(from fromFraction: CGFloat, to toFraction: CGFloat) -> Path {
        let start = fromFraction.isNaN ? 0 : min(1, max(0, fromFraction))
        let end = toFraction.isNaN ? 0 : min(1, max(0, toFraction))
        let pieces = segments
        let lengths = pieces.map { hypot($0.1.x - $0.0.x, $0.1.y - $0.0.y) }
        let total = lengths.reduce(0, +)
        guard end > start, total > 0, total.isFinite else { return Path() }
        if start == 0, end == 1 { return self }
        let from = start * total
        let to = end * total
        var result = Path()
        var travelled: CGFloat = 0
        var last: CGPoint?
        for (index, (a, b)) in pieces.enumerated() {
            let length = lengths[index]
            defer { travelled += length }
            guard travelled + length >= from, travelled <= to, length > 0 else { continue }
            func point(at distance: CGFloat) -> CGPoint {
                let t = min(1, max(0, (distance - travelled) / length))
                return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
            }
            let p0 = point(at: max(from, travelled))
            let p1 = point(at: min(to, travelled + length))
            if last != p0 { result.move(to: p0) }
            result.addLine(to: p1)
            last = p1
        }
        return result
    }

    /// The path turned by `angle` (clockwise on screen for a positive angle, as SwiftUI) about `centre`.
    func rotated(by angle: Angle, around centre: CGPoint) -> Path {
        let c = cos(angle.radians)
        let s = sin(angle.radians)
        var copy = self
        for i in copy.subpaths.indices {
            for j in copy.subpaths[i].points.indices {
                let p = copy.subpaths[i].points[j]
                let dx = p.x - centre.x
                let dy = p.y - centre.y
                copy.subpaths[i].points[j] = CGPoint(x: centre.x + dx * c - dy * s, y: centre.y + dx * s + dy * c)
            }
        }
        return copy
    }

    /// The path moved by `dx`, `dy`.
    func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        var copy = self
        for i in copy.subpaths.indices {
            for j in copy.subpaths[i].points.indices {
                copy.subpaths[i].points[j].x += dx
                copy.subpaths[i].points[j].y += dy
            }
        }
        return copy
    }
}
