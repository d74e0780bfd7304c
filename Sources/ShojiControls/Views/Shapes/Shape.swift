import Foundation
@_spi(ShojiRuntime) import ShojiCore

/// A 2-D shape drawn in whole cells: ``Rectangle``, ``RoundedRectangle``, ``Circle``, ``Ellipse`` and
/// ``Capsule``.
///
/// A shape takes all the space it is offered. On its own it is filled with the foreground style;
/// `.fill(_:)` fills it with a color (the cells' background), `.stroke(_:lineWidth:)` draws its outline
/// as a box of line characters — square corners (`┌┐└┘`) for a rectangle, round ones (`╭╮╰╯`) for the
/// others; a line width over 1 draws heavy lines. A terminal cannot draw a curve, so a circle is a box
/// with round corners.
@MainActor @preconcurrency
public protocol Shape: View {
    /// How the shape's outline is drawn in cells.
    var cellOutline: ShapeOutline { get }
}

/// The outline a ``Shape`` is drawn with.
public enum ShapeOutline: Sendable, Equatable {
    /// Square corners.
    case square
    /// Round corners.
    case rounded
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
    public var cellOutline: ShapeOutline { .square }
    public var body: some View { ShapeView(outline: .square, paint: .foreground) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
    /// The corner radius (any radius draws round corners).
    public var cornerRadius: CGFloat
    /// Creates a rounded rectangle.
    public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.cornerRadius = cornerRadius
    }
    public var cellOutline: ShapeOutline { .rounded }
    public var body: some View { ShapeView(outline: .rounded, paint: .foreground) }
}

/// A circle (a box with round corners, in a terminal).
public struct Circle: Shape {
    /// Creates a circle.
    public init() {}
    public var cellOutline: ShapeOutline { .rounded }
    public var body: some View { ShapeView(outline: .rounded, paint: .foreground) }
}

/// An ellipse (a box with round corners, in a terminal).
public struct Ellipse: Shape {
    /// Creates an ellipse.
    public init() {}
    public var cellOutline: ShapeOutline { .rounded }
    public var body: some View { ShapeView(outline: .rounded, paint: .foreground) }
}

/// A capsule (a box with round corners, in a terminal).
public struct Capsule: Shape {
    /// Creates a capsule.
    public init(style: RoundedCornerStyle = .continuous) {}
    public var cellOutline: ShapeOutline { .rounded }
    public var body: some View { ShapeView(outline: .rounded, paint: .foreground) }
}

extension Shape {
    /// Fills the shape with a color.
    public func fill<S: ShapeStyle>(_ content: S = Color.primary) -> ShapeView {
        ShapeView(
            outline: cellOutline,
            paint: content._terminalGradient.map { .gradient($0) } ?? .fill(content._terminalColor))
    }

    /// Draws the shape's outline.
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> ShapeView {
        ShapeView(outline: cellOutline, paint: .stroke(content._terminalColor, heavy: lineWidth > 1))
    }

    /// Draws the shape's outline in the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> ShapeView {
        ShapeView(outline: cellOutline, paint: .stroke(nil, heavy: lineWidth > 1))
    }

    /// Draws the shape's outline inside its frame (the same as ``stroke(_:lineWidth:)`` in cells).
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> ShapeView {
        stroke(content, lineWidth: lineWidth)
    }
}

@_spi(ShojiRuntime) extension Capsule: BuiltinView {}
@_spi(ShojiRuntime) extension Circle: BuiltinView {}
@_spi(ShojiRuntime) extension Ellipse: BuiltinView {}
@_spi(ShojiRuntime) extension Rectangle: BuiltinView {}
@_spi(ShojiRuntime) extension RoundedRectangle: BuiltinView {}
