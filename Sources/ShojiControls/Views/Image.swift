import Foundation
@_spi(ShojiRuntime) import ShojiCore

/// An image. In a terminal, `Image(systemName:)` shows the Unicode glyph closest to the SF Symbol.
///
/// Known names are listed in ``SymbolGlyphs``; an unknown name shows `⍰` (and never stops the app).
/// `Image("asset")` shows `▣`, since a terminal cannot show bitmaps; made `.resizable()`, it is a
/// placeholder box filling its frame with the asset's name (or its label) inside. Where the terminal shows
/// only ASCII (``EnvironmentValues/glyphSupport``), each glyph has an ASCII fallback (`?` when unknown).
public struct Image: View, Equatable, Sendable {
    let glyph: String
    let isKnown: Bool
    /// The asset's name or label, for an image that is not a symbol (shown in its placeholder box).
    var altText: String?
    /// Whether the image fills the frame it is given (`.resizable()`): an asset draws a placeholder box.
    var isResizable = false

    /// The glyph for an SF Symbol name.
    public init(systemName: String) {
        if let glyph = SymbolGlyphs.glyph(for: systemName) {
            self.glyph = glyph
            isKnown = true
        } else {
            glyph = SymbolGlyphs.unknown
            isKnown = false
        }
    }

    /// An image from the app's assets: shown as a placeholder box.
    public init(_ name: String) {
        glyph = "▣"
        isKnown = false
        altText = name
    }

    /// An image from a bundle's assets: shown as a placeholder box.
    public init(_ name: String, bundle: Bundle?) { self.init(name) }

    /// An image from the app's assets with a label: the placeholder box shows the label.
    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        self.init(name)
        altText = label.string
    }

    /// A decorative image from the app's assets: a placeholder box with no text.
    public init(decorative name: String, bundle: Bundle? = nil) {
        self.init(name)
        altText = ""
    }

    /// The image filling the frame it is given: an asset's placeholder box grows to it (a symbol's glyph
    /// already fits its cell).
    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var copy = self
        copy.isResizable = altText != nil
        return copy
    }

    /// How a resizable image fills its frame (the same in a terminal).
    public enum ResizingMode: Sendable, Hashable { case tile, stretch }

    /// The same image.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    /// The same image.
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    /// How an image is scaled (the same in a terminal).
    public enum Interpolation: Sendable, Hashable { case none, low, medium, high }
    /// The same image.
    public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }
    /// The same image.
    public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> Image { self }

    public var body: Never { primitiveBody(Self.self) }
}

/// How an image is tinted (no effect in a terminal).
public enum TemplateRenderingMode: Sendable { case template, original }

/// How a symbol's layers are colored (no effect in a terminal).
public enum SymbolRenderingMode: Sendable { case monochrome, hierarchical, palette, multicolor }

@_spi(ShojiRuntime) extension Image: PrimitiveView {
    public func makeBehavior() -> ImageBehavior { ImageBehavior() }
    public func update(_ behavior: ImageBehavior) -> Invalidation { behavior.update(to: self) }
    public func children(into list: inout ChildList) {}
}

/// Draws an ``Image``'s glyph in the current text style.
@_spi(ShojiRuntime) public final class ImageBehavior: NodeBehavior {
    private var image: Image?

    @_spi(ShojiRuntime) public override func update(from view: any View) -> Invalidation {
        guard let new = view as? Image else { return [] }
        return update(to: new)
    }

    /// Takes the image's new value (handed over typed: no boxing into `any View` and casting back).
    func update(to new: Image) -> Invalidation {
        guard new != image else { return [] }
        let resized =
            image.map {
                TextWidth.of($0.glyph) != TextWidth.of(new.glyph)
                    || TextWidth.of(SymbolGlyphs.ascii(for: $0.glyph))
                        != TextWidth.of(SymbolGlyphs.ascii(for: new.glyph))
            } ?? true
        let boxChanged = image.map { $0.isResizable != new.isResizable } ?? false
        image = new
        return resized || boxChanged ? [.layout, .paint] : [.paint]
    }

    /// What is drawn: the glyph, or its ASCII fallback on a terminal that shows only ASCII.
    private var shown: String {
        guard let image else { return "" }
        return node.environment.glyphSupport == .ascii ? SymbolGlyphs.ascii(for: image.glyph) : image.glyph
    }

    @_spi(ShojiRuntime) public override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        if let image, image.isResizable {
            // A placeholder box takes what it is offered; asked for its ideal size, room for its text.
            let text = TextWidth.of(image.altText ?? "")
            return Size(
                width: proposal.width.map { max(0, ProposedSize.normalized($0)) } ?? max(3, text + 4),
                height: proposal.height.map { max(0, ProposedSize.normalized($0)) } ?? 3)
        }
        return Size(width: TextWidth.of(shown), height: 1)
    }

    @_spi(ShojiRuntime) public override func draw(in canvas: CellCanvas) {
        guard let image else { return }
        var style = node.environment.textStyle.cellStyle
        if !node.environment.isEnabled { style.attributes.insert(.dim) }
        if image.isResizable {
            drawPlaceholder(image, in: canvas, style: style)
            return
        }
        canvas.draw(shown, at: node.frame.origin, style: style)
    }

    /// An asset's placeholder: a box of the frame's size with `▣ name` in the middle (what fits of it).
    private func drawPlaceholder(_ image: Image, in canvas: CellCanvas, style: CellStyle) {
        let frame = node.frame
        guard !frame.isEmpty else { return }
        let ascii = node.environment.glyphSupport == .ascii
        var box = style
        box.attributes.insert(.dim)
        if frame.width >= 2, frame.height >= 2 {
            canvas.strokeBox(
                frame, horizontal: ascii ? "-" : "─", vertical: ascii ? "|" : "│",
                corners: ascii ? ("+", "+", "+", "+") : ("┌", "┐", "└", "┘"), style: box)
        }
        let inner =
            frame.width >= 2 && frame.height >= 2
            ? frame.inset(by: CellInsets(top: 1, leading: 1, bottom: 1, trailing: 1)) : frame
        guard !inner.isEmpty else { return }
        let name = TextSanitizer.sanitize(image.altText ?? "")
        let label = (ascii ? "#" : "▣") + (name.isEmpty ? "" : " " + name)
        let x = inner.minX + max(0, (inner.width - TextWidth.of(label)) / 2)
        _ = canvas.clipped(to: inner).draw(label, at: Point(x: x, y: inner.minY + (inner.height - 1) / 2), style: style)
    }
}
