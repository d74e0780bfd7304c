import Foundation
@_spi(ShojiRuntime) import ShojiCore

extension Shape {
    /// Fills the shape with a colour or gradient.
    public func fill<S: ShapeStyle>(_ content: S = Color.primary, style: FillStyle = FillStyle()) -> ShapeView {
        ShapeView(self, paint: content._terminalGradient.map { .gradient($0) } ?? .fill(content._terminalColor))
    }

    /// Fills the shape with the foreground style.
    public func fill(style: FillStyle) -> ShapeView { ShapeView(self, paint: .foreground) }

    /// Draws the shape's outline (a width over 1 draws heavy lines in a box).
    public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> ShapeView {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth))
    }

    /// Draws the shape's outline with `style` (its dashes apply to shapes drawn from their path).
    public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> ShapeView {
        ShapeView(
            self,
            paint: content._terminalGradient.map { .gradientStroke($0, style) }
                ?? .stroke(content._terminalColor, style))
    }

    /// Draws the shape's outline in the foreground style.
    public func stroke(lineWidth: CGFloat = 1) -> ShapeView {
        ShapeView(self, paint: .stroke(nil, StrokeStyle(lineWidth: lineWidth)))
    }

    /// Draws the shape's outline in the foreground style, with `style`.
    public func stroke(style: StrokeStyle) -> ShapeView { ShapeView(self, paint: .stroke(nil, style)) }

    /// Draws the outline inside the shape's frame (in cells, the same as ``stroke(_:lineWidth:antialiased:)``).
    public func strokeBorder<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> ShapeView
    {
        stroke(content, lineWidth: lineWidth)
    }

    /// Draws the outline inside the shape's frame with `style`.
    public func strokeBorder<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> ShapeView {
        stroke(content, style: style)
    }

    /// Draws the outline inside the shape's frame in the foreground style.
    public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true) -> ShapeView {
        stroke(lineWidth: lineWidth)
    }

    /// Draws the outline inside the shape's frame in the foreground style, with `style`.
    public func strokeBorder(style: StrokeStyle, antialiased: Bool = true) -> ShapeView { stroke(style: style) }
}

extension View {
    /// Puts `shape` filled with `style` behind the view: `.background(.blue, in: .rect(cornerRadius: 8))`.
    public func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle())
        -> some View
    {
        background(shape.fill(style))
    }

    /// Puts `shape` filled with the background style behind the view.
    public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(shape.fill(BackgroundStyle()))
    }
}
