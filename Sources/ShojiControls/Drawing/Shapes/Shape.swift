import Foundation
@_spi(ShojiRuntime) import ShojiCore

/// A 2-D shape, as SwiftUI's `Shape`: the built-in ``Rectangle``, ``RoundedRectangle``,
/// ``UnevenRoundedRectangle``, ``Circle``, ``Ellipse``, ``Capsule`` and ``Path``, or your own type that
/// describes its outline in ``path(in:)``.
///
/// A shape takes all the space it is offered. On its own it is filled with the foreground style;
/// `.fill(_:)` fills it with a colour or gradient (the cells' background), `.stroke(_:lineWidth:)` draws its
/// outline. The built-in boxes are drawn in line characters — square corners (`┌┐└┘`) for a rectangle,
/// round ones (`╭╮╰╯`) for the others, heavy lines for a width over 1. Any other shape — your own, a
/// ``Path``, a trimmed shape (`Circle().trim(from: 0, to: progress)`) — is drawn from its path: a fill colours
/// every cell whose centre is inside, a stroke draws braille dots (two across and four down per cell).
///
/// ```swift
/// struct Triangle: Shape {
///     func path(in rect: CGRect) -> Path {
///         Path { p in
///             p.move(to: CGPoint(x: rect.midX, y: rect.minY))
///             p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
///             p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
///             p.closeSubpath()
///         }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol Shape: View {
    /// The shape's outline in `rect` (points, origin at the view's top-left corner).
    func path(in rect: CGRect) -> Path
    /// How the shape is drawn in cells (``ShapeOutline/path`` unless it is one of the built-in boxes).
    var cellOutline: ShapeOutline { get }
}

/// How a ``Shape`` is drawn in cells.
public enum ShapeOutline: Sendable, Equatable {
    /// A box with square corners.
    case square
    /// A box with round corners.
    case rounded
    /// A curve (a circle, an ellipse): stroked from its path in braille when its frame is at least 4 × 2
    /// cells, else a box with round corners; filled as a box.
    case oval
    /// A box with round corners only where these are set.
    case corners(topLeading: Bool, topTrailing: Bool, bottomLeading: Bool, bottomTrailing: Bool)
    /// The shape's ``Shape/path(in:)``: filled cell by cell, stroked in braille dots.
    case path
}

extension Shape {
    /// Drawn from its path.
    public var cellOutline: ShapeOutline { .path }
}

extension Shape where Body == ShapeView {
    /// The shape filled with the foreground style.
    public var body: ShapeView { ShapeView(self, paint: .foreground) }
}

/// How a rounded rectangle's corners are shaped (no difference in a terminal).
public enum RoundedCornerStyle: Sendable, Hashable {
    /// Quarter circles.
    case circular
    /// Continuous curves.
    case continuous
}

/// A rectangle.
public struct Rectangle: Shape {
    /// Creates a rectangle.
    public init() {}
    public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
    public var cellOutline: ShapeOutline { .square }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
    /// The size of the corners (any size draws round corners).
    public var cornerSize: CGSize
    /// How the corners are shaped.
    public var style: RoundedCornerStyle
    /// The corner radius.
    public var cornerRadius: CGFloat { cornerSize.width }
    /// Creates a rounded rectangle with corners of `cornerRadius`.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }
    /// Creates a rounded rectangle with corners of `cornerSize`.
    public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    public nonisolated func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerSize: cornerSize, style: style)
    }
    public var cellOutline: ShapeOutline { cornerSize == .zero ? .square : .rounded }
}

/// The radii of a rectangle's four corners, as SwiftUI's `RectangleCornerRadii`.
public struct RectangleCornerRadii: Hashable, Sendable {
    /// The top-leading radius.
    public var topLeading: CGFloat
    /// The bottom-leading radius.
    public var bottomLeading: CGFloat
    /// The bottom-trailing radius.
    public var bottomTrailing: CGFloat
    /// The top-trailing radius.
    public var topTrailing: CGFloat
    /// Creates corner radii.
    public init(
        topLeading: CGFloat = 0, bottomLeading: CGFloat = 0, bottomTrailing: CGFloat = 0, topTrailing: CGFloat = 0
    ) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }
}

/// A rectangle whose corners may have different radii: in cells, a corner with a radius is round and one
/// without is square.
public struct UnevenRoundedRectangle: Shape {
    /// The corners' radii.
    public var cornerRadii: RectangleCornerRadii
    /// How the corners are shaped.
    public var style: RoundedCornerStyle
    /// Creates the rectangle from its corners' radii.
    public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }
    /// Creates the rectangle from each corner's radius.
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }
    public nonisolated func path(in rect: CGRect) -> Path { Path(rect) }
    public var cellOutline: ShapeOutline {
        .corners(
            topLeading: cornerRadii.topLeading > 0, topTrailing: cornerRadii.topTrailing > 0,
            bottomLeading: cornerRadii.bottomLeading > 0, bottomTrailing: cornerRadii.bottomTrailing > 0)
    }
}

/// A circle: the largest that fits its frame, centred. Stroked, it is drawn in braille from 4 × 2 cells up
/// (a box with round corners below that); filled, it fills its frame.
public struct Circle: Shape {
    /// Creates a circle.
    public init() {}
    public nonisolated func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
    public var cellOutline: ShapeOutline { .oval }
}

/// An ellipse filling its frame: stroked in braille from 4 × 2 cells up, as ``Circle``.
public struct Ellipse: Shape {
    /// Creates an ellipse.
    public init() {}
    public nonisolated func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
    public var cellOutline: ShapeOutline { .oval }
}

/// A capsule (a box with round corners, in a terminal).
public struct Capsule: Shape {
    /// How the ends are shaped.
    public var style: RoundedCornerStyle
    /// Creates a capsule.
    public init(style: RoundedCornerStyle = .continuous) { self.style = style }
    public nonisolated func path(in rect: CGRect) -> Path {
        let radius = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerSize: CGSize(width: radius, height: radius), style: style)
    }
    public var cellOutline: ShapeOutline { .rounded }
}

/// A type-erased shape, as SwiftUI's `AnyShape`: `isRound ? AnyShape(Circle()) : AnyShape(Rectangle())`.
public struct AnyShape: Shape {
    private let base: any Shape
    /// Wraps `shape`.
    public init<S: Shape>(_ shape: S) { base = shape }
    public func path(in rect: CGRect) -> Path { base.path(in: rect) }
    public var cellOutline: ShapeOutline { base.cellOutline }
}

/// A shape drawn between two fractions of its outline: what `.trim(from:to:)` returns.
public struct _TrimmedShape<Base: Shape>: Shape {
    let base: Base
    let from: CGFloat
    let to: CGFloat
    public func path(in rect: CGRect) -> Path { base.path(in: rect).trimmedPath(from: from, to: to) }
}

extension Shape {
    /// The part of the shape's outline from `startFraction` to `endFraction` of its length (a progress
    /// ring: `Circle().trim(from: 0, to: progress).stroke(…)`). It is drawn from its path, in braille dots.
    public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1) -> _TrimmedShape<Self> {
        _TrimmedShape(base: self, from: startFraction, to: endFraction)
    }
}

extension Shape where Self == Rectangle {
    /// A rectangle.
    public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangle with rounded corners of `cornerRadius`.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerRadius: cornerRadius, style: style)
    }
    /// A rectangle with rounded corners of `cornerSize`.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> RoundedRectangle {
        RoundedRectangle(cornerSize: cornerSize, style: style)
    }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangle whose corners have these radii.
    public static func rect(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous)
        -> UnevenRoundedRectangle
    {
        UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
    }
    /// A rectangle whose corners have these radii.
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> UnevenRoundedRectangle {
        UnevenRoundedRectangle(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}

extension Shape where Self == Capsule {
    /// A capsule.
    public static var capsule: Capsule { Capsule() }
    /// A capsule with ends of `style`.
    public static func capsule(style: RoundedCornerStyle) -> Capsule { Capsule(style: style) }
}

extension Shape where Self == Circle {
    /// A circle.
    public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
    /// An ellipse.
    public static var ellipse: Ellipse { Ellipse() }
}

extension Path: Shape {
    /// The path itself (SwiftUI draws a `Path` as it is, wherever it is placed).
    public nonisolated func path(in rect: CGRect) -> Path { self }
}

@_spi(ShojiRuntime) extension Capsule: BuiltinView {}
@_spi(ShojiRuntime) extension Circle: BuiltinView {}
@_spi(ShojiRuntime) extension Ellipse: BuiltinView {}
@_spi(ShojiRuntime) extension Rectangle: BuiltinView {}
@_spi(ShojiRuntime) extension RoundedRectangle: BuiltinView {}
@_spi(ShojiRuntime) extension UnevenRoundedRectangle: BuiltinView {}
@_spi(ShojiRuntime) extension AnyShape: BuiltinView {}
@_spi(ShojiRuntime) extension _TrimmedShape: BuiltinView {}
@_spi(ShojiRuntime) extension Path: BuiltinView {}
