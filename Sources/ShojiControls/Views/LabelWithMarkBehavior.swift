@_spi(ShojiRuntime) import ShojiCore

/// The layout of a control drawn as its label and a one-cell mark after it (`File ▾`, `swift.org ↗`):
/// the label gets the width less two cells, the mark goes in the last cell.
@_spi(ShojiRuntime) public class LabelWithMarkBehavior: NodeBehavior {
    @_spi(ShojiRuntime) public override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        let label = super.sizeThatFits(
            ProposedSize(width: proposal.width.map { max(0, $0 - 2) }, height: proposal.height), children: children)
        return Size(width: label.width + 2, height: max(1, label.height))
    }

    @_spi(ShojiRuntime) public override func place(in rect: Rect, children: [ViewNode]) {
        let inner = labelRect(in: rect)
        for child in children {
            child.place(in: Alignment.leading.place(child.size(for: ProposedSize(inner.size)), in: inner))
        }
    }

    /// Where the label goes inside `rect`.
    func labelRect(in rect: Rect) -> Rect {
        Rect(x: rect.minX, y: rect.minY, width: max(0, rect.width - 2), height: rect.height)
    }

    /// Draws `mark` in the frame's last cell.
    func drawMark(_ mark: String, in canvas: CellCanvas) {
        canvas.draw(mark, at: Point(x: node.frame.maxX - 1, y: node.frame.minY), style: CellStyle(attributes: [.dim]))
    }
}
