@_spi(ShojiRuntime) import ShojiCore

/// Colors and where they lie along a gradient, as in SwiftUI.
public struct Gradient: Hashable, Sendable {
    /// One color of a gradient and its location (0…1).
    public struct Stop: Hashable, Sendable {
        /// The color.
        public var color: Color
        /// Where it lies, from 0 (the start) to 1 (the end).
        public var location: CGFloat

        /// A stop of `color` at `location`.
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    /// The stops, in the order given.
    public var stops: [Stop]

    /// A gradient of `stops`.
    nonisolated public init(stops: [Stop]) { self.stops = stops }

    /// A gradient of `colors`, evenly spaced.
    nonisolated public init(colors: [Color]) {
        stops = colors.enumerated().map { index, color in
            Stop(color: color, location: colors.count > 1 ? CGFloat(index) / CGFloat(colors.count - 1) : 0)
        }
    }

    /// The stops as a terminal gradient takes them.
    var terminalStops: [(color: Color, location: Double)] { stops.map { ($0.color, Double($0.location)) } }
}

/// A gradient along a line, as a style (`.background(LinearGradient(…))`, `.fill(…)`) or a view that
/// fills its space. Each cell takes the color at its centre.
public struct LinearGradient: ShapeStyle, View, Hashable {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    /// A gradient from `startPoint` to `endPoint` of the filled rectangle.
    nonisolated public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }

    /// A gradient of evenly spaced `colors`.
    nonisolated public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    /// A gradient of `stops`.
    nonisolated public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    /// The gradient cell by cell.
    nonisolated public var _terminalGradient: _TerminalGradient? {
        _TerminalGradient(stops: gradient.terminalStops, geometry: .linear(start: startPoint, end: endPoint))
    }

    /// Fills its space.
    public var body: some View { Rectangle().fill(self) }
}

/// A gradient in circles around a centre, radii in points.
public struct RadialGradient: ShapeStyle, View, Hashable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    /// A gradient around `center`, from `startRadius` to `endRadius` points.
    nonisolated public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }

    /// A gradient of evenly spaced `colors`.
    nonisolated public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// A gradient of `stops`.
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    /// The gradient cell by cell.
    nonisolated public var _terminalGradient: _TerminalGradient? {
        _TerminalGradient(
            stops: gradient.terminalStops,
            geometry: .radial(center: center, startRadius: Double(startRadius), endRadius: Double(endRadius)))
    }

    /// Fills its space.
    public var body: some View { Rectangle().fill(self) }
}

/// A gradient around a centre, by angle (clockwise; 0 points right).
public struct AngularGradient: ShapeStyle, View, Hashable {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    /// A gradient around `center` from `startAngle` to `endAngle`.
    nonisolated public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        // SwiftUI: equal angles mean a whole turn.
        self.endAngle = endAngle == startAngle ? Angle(radians: startAngle.radians + 2 * .pi) : endAngle
    }

    /// A gradient of evenly spaced `colors`.
    nonisolated public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A gradient of `stops`.
    nonisolated public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A whole turn starting at `angle`.
    nonisolated public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle)
    }

    /// A whole turn of evenly spaced `colors` starting at `angle`.
    nonisolated public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// The gradient cell by cell.
    nonisolated public var _terminalGradient: _TerminalGradient? {
        _TerminalGradient(
            stops: gradient.terminalStops,
            geometry: .angular(center: center, startAngle: startAngle.radians, endAngle: endAngle.radians))
    }

    /// Fills its space.
    public var body: some View { Rectangle().fill(self) }
}

/// A gradient in ellipses that fit the filled rectangle.
public struct EllipticalGradient: ShapeStyle, View, Hashable {
    let gradient: Gradient
    let center: UnitPoint
    let startRadiusFraction: CGFloat
    let endRadiusFraction: CGFloat

    /// A gradient around `center` from `startRadiusFraction` to `endRadiusFraction` of the ellipse.
    nonisolated public init(
        gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.gradient = gradient
        self.center = center
        self.startRadiusFraction = startRadiusFraction
        self.endRadiusFraction = endRadiusFraction
    }

    /// A gradient of evenly spaced `colors`.
    nonisolated public init(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) {
        self.init(
            gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// The gradient cell by cell (fractions of the half-width and half-height, as SwiftUI's ellipse).
    nonisolated public var _terminalGradient: _TerminalGradient? {
        _TerminalGradient(
            stops: gradient.terminalStops,
            geometry: .elliptical(
                center: center, startFraction: Double(startRadiusFraction) * 2,
                endFraction: Double(endRadiusFraction) * 2
            ))
    }

    /// Fills its space.
    public var body: some View { Rectangle().fill(self) }
}

/// The gradient SwiftUI derives from one color (`Color.blue.gradient`): lighter at the top, the color at
/// the bottom.
public struct AnyGradient: ShapeStyle, View, Hashable {
    let color: Color

    nonisolated init(color: Color) { self.color = color }

    /// The gradient cell by cell.
    nonisolated public var _terminalGradient: _TerminalGradient? {
        _TerminalGradient(
            stops: [(_TerminalGradient.mix(color, .white, 0.25), 0), (color, 1)],
            geometry: .linear(start: .top, end: .bottom))
    }

    /// Fills its space.
    public var body: some View { Rectangle().fill(self) }
}

extension Color {
    /// A gradient made from this color: a little lighter at the top.
    public var gradient: AnyGradient { AnyGradient(color: self) }
}

extension ShapeStyle where Self == LinearGradient {
    /// A linear gradient.
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint)
        -> LinearGradient
    {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }

    /// A linear gradient of evenly spaced `colors`.
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient of evenly spaced `colors`.
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat)
        -> RadialGradient
    {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension CellCanvas {
    /// Fills `rect` with `gradient`, each cell the color at its centre (as a background, under what is
    /// drawn after).
    func fill(_ rect: Rect, gradient: _TerminalGradient) {
        let visible = rect.intersection(clip)
        guard !visible.isEmpty else { return }
        for y in visible.minY..<visible.maxY {
            for x in visible.minX..<visible.maxX {
                let color = gradient.color(x: x - rect.minX, y: y - rect.minY, width: rect.width, height: rect.height)
                guard color != .clear else { continue }
                fill(Rect(x: x, y: y, width: 1, height: 1), style: CellStyle(background: color))
            }
        }
    }
}
