@_spi(ShojiRuntime) import ShojiCore

/// A horizontal bar filled to a fraction: `━━━━━╸───` (tinted, then dim). It takes the width it is
/// offered (20 columns when asked for its ideal size) and one row.
struct ProgressBar: View, Equatable {
    let fraction: Double
    var body: Never { primitiveBody(Self.self) }
}

extension ProgressBar: PrimitiveView {
    func makeBehavior() -> ProgressBarBehavior { ProgressBarBehavior() }
    func update(_ behavior: ProgressBarBehavior) -> Invalidation { behavior.update(fraction: fraction) }
    func children(into list: inout ChildList) {}
}

/// Draws a ``ProgressBar``.
final class ProgressBarBehavior: NodeBehavior {
    private var fraction = 0.0

    func update(fraction: Double) -> Invalidation {
        if fraction == self.fraction && node.hasFrame { return [] }
        self.fraction = fraction
        return [.paint]
    }

    override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        Size(width: proposal.width.map { max(0, ProposedSize.normalized($0)) } ?? 20, height: 1)
    }

    override func draw(in canvas: CellCanvas) {
        let frame = node.frame
        guard frame.width > 0, frame.height > 0 else { return }
        let ascii = node.environment.glyphSupport == .ascii
        let halves = Int((fraction * Double(frame.width * 2)).rounded())
        let full = halves / 2
        var filled = CellStyle(foreground: node.environment.tint ?? .accentColor)
        if !node.environment.isEnabled { filled.attributes.insert(.dim) }
        let rest = CellStyle(attributes: [.dim])
        let y = frame.minY + (frame.height - 1) / 2
        canvas.fill(Rect(x: frame.minX, y: y, width: full, height: 1), with: ascii ? "#" : "━", style: filled)
        var x = frame.minX + full
        if halves % 2 == 1 && x < frame.maxX {
            canvas.fill(Rect(x: x, y: y, width: 1, height: 1), with: ascii ? "#" : "╸", style: filled)
            x += 1
        }
        canvas.fill(Rect(x: x, y: y, width: frame.maxX - x, height: 1), with: ascii ? "-" : "─", style: rest)
    }
}

/// A one-cell spinner turned by the shared frame clock while it is on screen.
struct ProgressSpinner: View, Equatable {
    var body: Never { primitiveBody(Self.self) }
}

extension ProgressSpinner: PrimitiveView {
    func makeBehavior() -> SpinnerBehavior { SpinnerBehavior() }
    func update(_ behavior: SpinnerBehavior) -> Invalidation { [] }
    func children(into list: inout ChildList) {}
}

/// Draws the spinner's current step and keeps the clock running while mounted.
final class SpinnerBehavior: NodeBehavior {
    static let frames: [Character] = ["⠋", "⠙", "⠹", "⠸", "⠼", "⠴", "⠦", "⠧", "⠇", "⠏"]
    static let asciiFrames: [Character] = ["|", "/", "-", "\\"]

    override func didMount() { node.graph.clock.subscribe(node) }
    override func willUnmount() { node.graph.clock.unsubscribe(node) }

    override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size { Size(width: 1, height: 1) }

    override func draw(in canvas: CellCanvas) {
        let frames = node.environment.glyphSupport == .ascii ? Self.asciiFrames : Self.frames
        let glyph = frames[node.graph.clock.tick % frames.count]
        canvas.fill(
            Rect(origin: node.frame.origin, size: Size(width: 1, height: 1)), with: glyph,
            style: CellStyle(foreground: node.environment.tint ?? .accentColor))
    }
}
