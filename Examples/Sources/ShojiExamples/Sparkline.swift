import Shoji

/// A one-row chart of a series of numbers, drawn with `Canvas`: one block per value (`▁`…`█`), or a line
/// of braille dots.
///
/// ```swift
/// Sparkline(cpu.history).frame(width: 240)
/// ```
public struct Sparkline: View {
    /// How the series is drawn.
    public enum Style: Sendable {
        /// One block per column, as tall as its value (the last values that fit).
        case bars
        /// A line through the values, in braille dots (two values per column).
        case line
    }

    /// The values, oldest first.
    public var values: [Double]
    /// The colour of the bars or the line.
    public var color: Color
    /// How the series is drawn.
    public var style: Style

    /// A sparkline of `values`.
    public init(_ values: [Double], color: Color = .green, style: Style = .bars) {
        self.values = values
        self.color = color
        self.style = style
    }

    private static let blocks: [Character] = ["▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    public var body: some View {
        Canvas { context, size in
            let columnWidth: CGFloat = 8
            let capacity = max(0, Int(size.width / columnWidth)) * (style == .line ? 2 : 1)
            let shown = Array(values.suffix(capacity))
            guard let low = shown.min(), let high = shown.max() else { return }
            let span = high - low
            func level(_ value: Double) -> Double { span == 0 ? 0.5 : (value - low) / span }
            switch style {
            case .bars:
                for (i, value) in shown.enumerated() {
                    let block = Self.blocks[Int((level(value) * 7).rounded())]
                    context.draw(
                        Text(String(block)).foregroundColor(color), at: CGPoint(x: CGFloat(i) * columnWidth, y: 0),
                        anchor: .topLeading)
                }
            case .line:
                var path = Path()
                for (i, value) in shown.enumerated() {
                    let point = CGPoint(x: CGFloat(i) * columnWidth / 2, y: (size.height - 1) * (1 - level(value)))
                    if i == 0 { path.move(to: point) } else { path.addLine(to: point) }
                }
                context.stroke(path, with: .color(color))
            }
        }
        .frame(height: 16)
    }
}
