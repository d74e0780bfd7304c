@_spi(ShojiRuntime) import ShojiCore

/// The one-column scroll bar of a list or a text editor: `│` along the track, `┃` for the thumb.
@MainActor
enum ScrollBar {
    /// Draws the bar in column `x`, from row `top`, `height` rows long, for `total` rows of which the
    /// first shown is `first`. Only the rows inside the canvas's clip are drawn: a toggled row repaints one
    /// cell of the bar, not all of it.
    static func draw(in canvas: CellCanvas, x: Int, top: Int, height: Int, total: Int, first: Int) {
        let clip = canvas.clip
        guard height > 0, x >= clip.minX, x < clip.maxX else { return }
        let start = max(0, clip.minY - top)
        let end = min(height, clip.maxY - top)
        guard start < end else { return }
        let thumbSize = max(1, height * height / max(1, total))
        let thumb = min(height - thumbSize, (height - thumbSize) * first / max(1, total - height))
        for row in start..<end {
            let inThumb = row >= thumb && row < thumb + thumbSize
            canvas.draw(
                inThumb ? "┃" : "│", at: Point(x: x, y: top + row),
                style: CellStyle(attributes: inThumb ? [] : [.dim]))
        }
    }
}
