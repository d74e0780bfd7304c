@_spi(ShojiRuntime) import ShojiCore

/// What a ``Canvas`` (or a ``TerminalControl``) draws with, as SwiftUI's `GraphicsContext`: fill and stroke
/// paths, draw text, in points from the top-left corner of the view.
///
/// In a terminal: a fill colours the background of every cell whose centre is inside the path; a stroke
/// draws braille dots (two across and four down per cell, each 4 points square), so a line chart keeps its
/// shape; text is drawn in whole cells, at the cell nearest its position. Nothing is drawn outside the view.
@MainActor
public struct GraphicsContext {
    /// A colour or style to fill or stroke with, as SwiftUI's `GraphicsContext.Shading`.
    public struct Shading: Sendable {
        let color: Color?

        /// A colour.
        public static func color(_ color: Color) -> Shading { Shading(color: color) }
        /// The foreground style of the environment.
        public static var foreground: Shading { Shading(color: nil) }
        /// A shape style (colours are used; other styles draw in the foreground colour).
        public static func style<S: ShapeStyle>(_ style: S) -> Shading { Shading(color: style._terminalColor) }
    }

    /// The canvas the view draws into, clipped to its frame.
    private var canvas: CellCanvas
    /// The view's frame, in cells (the origin of the context's coordinates).
    private let frame: Rect
    /// The dots strokes have set per cell during this drawing, shared by copies of the context.
    private let dots: BrailleDots
    /// A translation of the coordinates, in points.
    private var offset = CGPoint.zero

    /// The environment of the view being drawn.
    public let environment: EnvironmentValues
    /// The opacity of what is drawn (accepted: a cell is drawn or not).
    public var opacity: Double = 1

    init(canvas: CellCanvas, frame: Rect, environment: EnvironmentValues) {
        self.canvas = canvas.clipped(to: frame)
        self.frame = frame
        self.environment = environment
        dots = BrailleDots()
    }

    /// The view's size, in points.
    public var size: CGSize { LayoutPoints.points(frame.size) }

    /// Moves the origin of the coordinates by `x`, `y` points.
    public mutating func translateBy(x: CGFloat, y: CGFloat) {
        offset.x += x
        offset.y += y
    }

    /// Draws only inside `path`'s bounding rectangle from now on.
    public mutating func clip(to path: Path, style: FillStyle = FillStyle()) {
        let bounds = path.boundingRect
        guard !bounds.isNull else { return }
        canvas = canvas.clipped(to: cells(bounds))
    }

    /// Colours the background of every cell whose centre is inside `path`.
    public func fill(_ path: Path, with shading: Shading, style: FillStyle = FillStyle()) {
        let paint = CellStyle(background: color(shading))
        fill(path, style: style) { _ in paint }
    }

    /// Colours the background of every cell whose centre is inside `path` with `gradient`'s colour there
    /// (the gradient spans the view's frame).
    func fill(_ path: Path, gradient: _TerminalGradient) {
        fill(path, style: FillStyle()) { [frame] cell in
            CellStyle(
                background: gradient.color(
                    x: cell.x - frame.minX, y: cell.y - frame.minY, width: frame.width, height: frame.height))
        }
    }

    private func fill(_ path: Path, style: FillStyle, paint: (Point) -> CellStyle) {
        let bounds = path.boundingRect
        guard !bounds.isNull else { return }
        let area = cells(bounds).intersection(canvas.clip)
        guard !area.isEmpty else { return }
        for y in area.minY..<area.maxY {
            for x in area.minX..<area.maxX {
                let centre = CGPoint(
                    x: (CGFloat(x - frame.minX) + 0.5) * CellMetrics.pointsPerColumn - offset.x,
                    y: (CGFloat(y - frame.minY) + 0.5) * CellMetrics.pointsPerRow - offset.y)
                if path.contains(centre, eoFill: style.isEOFilled) {
                    canvas.fill(Rect(x: x, y: y, width: 1, height: 1), style: paint(Point(x: x, y: y)))
                }
            }
        }
    }

    /// Draws `path`'s outline in braille dots.
    public func stroke(_ path: Path, with shading: Shading, lineWidth: CGFloat = 1) {
        stroke(path, with: shading, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws `path`'s outline in braille dots, with `style`'s dashes.
    public func stroke(_ path: Path, with shading: Shading, style: StrokeStyle) {
        let cellStyle = CellStyle(foreground: color(shading))
        stroke(path, style: style) { _ in cellStyle }
    }

    /// Draws `path`'s outline in braille dots, each cell in `gradient`'s colour there (the gradient spans the
    /// view's frame).
    func stroke(_ path: Path, gradient: _TerminalGradient, style: StrokeStyle) {
        stroke(path, style: style) { [frame] cell in
            CellStyle(
                foreground: gradient.color(
                    x: cell.x - frame.minX, y: cell.y - frame.minY, width: frame.width, height: frame.height))
        }
    }

    private func stroke(_ path: Path, style: StrokeStyle, paint: (Point) -> CellStyle) {
        var touched: [Point] = []
        let dash = style.dash.filter { $0 > 0 && $0.isFinite }
        // The clip in dots: a segment is cut to it first, so a line from far away costs what it shows.
        let clip = canvas.clip
        let window = (
            minX: Double(clip.minX * 2), minY: Double(clip.minY * 4), maxX: Double(clip.maxX * 2) - 0.001,
            maxY: Double(clip.maxY * 4) - 0.001
        )
        for (a, b) in path.segments {
            let from = dot(a)
            let to = dot(b)
            guard let (t0, t1) = Self.clip(from, to, to: window) else { continue }
            let length = hypot(b.x - a.x, b.y - a.y)
            let steps = Int((max(abs(to.x - from.x), abs(to.y - from.y)) * (t1 - t0)).rounded(.up))
            for i in 0...max(0, steps) {
                let t = t0 + (steps == 0 ? 0 : (t1 - t0) * Double(i) / Double(steps))
                if !dash.isEmpty, !Self.isPainted(t * length + style.dashPhase, dash) { continue }
                let x = Int((from.x + (to.x - from.x) * t).rounded(.down))
                let y = Int((from.y + (to.y - from.y) * t).rounded(.down))
                if let cell = dots.set(x: x, y: y) { touched.append(cell) }
            }
        }
        let unicode = environment.glyphSupport == .unicode
        for cell in touched where canvas.clip.contains(cell) {
            let glyph = unicode ? Character(Unicode.Scalar(0x2800 + UInt32(dots.bits(at: cell)))!) : "*"
            _ = canvas.draw(String(glyph), at: cell, style: paint(cell))
        }
    }

    /// Draws `text` with its `anchor` (its centre by default) at `point`.
    public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {
        let width = TextWidth.of(text.string)
        let origin = Point(
            x: frame.minX
                + LayoutPoints.column(point.x + offset.x - anchor.x * CGFloat(width) * CellMetrics.pointsPerColumn),
            y: frame.minY + LayoutPoints.row(point.y + offset.y - anchor.y * CellMetrics.pointsPerRow))
        draw(text, from: origin)
    }

    /// Draws `text` at the top-leading corner of `rect`, cut at its edge.
    public func draw(_ text: Text, in rect: CGRect) {
        var inner = self
        inner.canvas = canvas.clipped(to: cells(rect))
        inner.draw(text, from: inner.cells(rect).origin)
    }

    private func draw(_ text: Text, from origin: Point) {
        let base = environment.textStyle
        var x = origin.x
        for run in text.runs {
            x = canvas.draw(
                TextSanitizer.sanitize(run.string), at: Point(x: x, y: origin.y),
                style: run.style.applied(to: base).cellStyle)
        }
    }

    private func color(_ shading: Shading) -> Color? {
        shading.color ?? environment.textStyle.foreground
    }

    /// A rectangle in the context's points, in screen cells.
    private func cells(_ rect: CGRect) -> Rect {
        let r = rect.standardized.offsetBy(dx: offset.x, dy: offset.y)
        let minX = LayoutPoints.column(r.minX)
        let minY = LayoutPoints.row(r.minY)
        return Rect(
            x: frame.minX + minX, y: frame.minY + minY, width: max(0, LayoutPoints.column(r.maxX) - minX),
            height: max(0, LayoutPoints.row(r.maxY) - minY))
    }

    /// A point in the context's points, in braille dots on the screen (2 across and 4 down per cell;
    /// a length that is not finite is far off the screen).
    private func dot(_ p: CGPoint) -> (x: Double, y: Double) {
        func finite(_ value: Double) -> Double { value.isNaN ? -1e12 : max(-1e12, min(1e12, value)) }
        return (
            Double(frame.minX * 2) + finite((p.x + offset.x) / (CellMetrics.pointsPerColumn / 2)),
            Double(frame.minY * 4) + finite((p.y + offset.y) / (CellMetrics.pointsPerRow / 4))
        )
    }

    /// The part of the segment `a`–`b` inside `window`, as fractions of its length (Liang–Barsky), or `nil`
    /// when none of it is.
    private static func clip(
        _ a: (x: Double, y: Double), _ b: (x: Double, y: Double),
        to window: (minX: Double, minY: Double, maxX: Double, maxY: Double)
    ) -> (Double, Double)? {
        var t0 = 0.0
        var t1 = 1.0
        let dx = b.x - a.x
        let dy = b.y - a.y
        for (p, q) in [
            (-dx, a.x - window.minX), (dx, window.maxX - a.x), (-dy, a.y - window.minY), (dy, window.maxY - a.y),
        ] {
            if p == 0 {
                if q < 0 { return nil }
                continue
            }
            let r = q / p
            if p < 0 { t0 = max(t0, r) } else { t1 = min(t1, r) }
            if t0 > t1 { return nil }
        }
        return (t0, t1)
    }

    private static func isPainted(_ along: CGFloat, _ dash: [CGFloat]) -> Bool {
        let period = dash.reduce(0, +)
        var position = along.truncatingRemainder(dividingBy: period)
        if position < 0 { position += period }
        for (i, length) in dash.enumerated() {
            if position < length { return i % 2 == 0 }
            position -= length
        }
        return true
    }
}

/// The braille dots set in each cell while one view draws (so strokes that cross share a cell's glyph).
final class BrailleDots {
    private var cells: [Point: UInt8] = [:]

    /// Sets the dot at screen dot coordinates `x`, `y`; returns its cell.
    func set(x: Int, y: Int) -> Point? {
        guard x >= 0, y >= 0 else { return nil }
        let cell = Point(x: x / 2, y: y / 4)
        // Braille bit order: dots 1-3 down the left column, 4-6 down the right, 7 and 8 at the bottom.
        let bit: UInt8
        switch (x % 2, y % 4) {
        case (0, 3): bit = 0x40
        case (1, 3): bit = 0x80
        case (0, let row): bit = 1 << UInt8(row)
        case (_, let row): bit = 1 << UInt8(row + 3)
        }
        cells[cell, default: 0] |= bit
        return cell
    }

    /// The dots set in `cell`.
    func bits(at cell: Point) -> UInt8 { cells[cell] ?? 0 }
}
