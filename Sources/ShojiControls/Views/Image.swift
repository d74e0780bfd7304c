@_spi(ShojiRuntime) import ShojiCore

/// An image. In a terminal, `Image(systemName:)` shows the Unicode glyph closest to the SF Symbol.
///
/// Known names are listed in ``SymbolGlyphs``; an unknown name shows `⍰` (and never stops the app).
/// `Image("asset")` shows `▣`, since a terminal cannot show bitmaps. Where the terminal shows only
/// ASCII (``EnvironmentValues/glyphSupport``), each glyph has an ASCII fallback (`?` when unknown).
public struct Image: View, Equatable, Sendable {
    let glyph: String
    let isKnown: Bool

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
    }

    /// The same image (a glyph already fits its cell).
    public func resizable() -> Image { self }
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
        image = new
        return resized ? [.layout, .paint] : [.paint]
    }

    /// What is drawn: the glyph, or its ASCII fallback on a terminal that shows only ASCII.
    private var shown: String {
        guard let image else { return "" }
        return node.environment.glyphSupport == .ascii ? SymbolGlyphs.ascii(for: image.glyph) : image.glyph
    }

    @_spi(ShojiRuntime) public override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        Size(width: TextWidth.of(shown), height: 1)
    }

    @_spi(ShojiRuntime) public override func draw(in canvas: CellCanvas) {
        guard image != nil else { return }
        var style = node.environment.textStyle.cellStyle
        if !node.environment.isEnabled { style.attributes.insert(.dim) }
        canvas.draw(shown, at: node.frame.origin, style: style)
    }
}
