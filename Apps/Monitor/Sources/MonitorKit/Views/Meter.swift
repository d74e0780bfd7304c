import Shoji

/// An htop meter: a label, then `[`, bars in each part's colour, a value written over the right end, `]`.
///
/// ```swift
/// Meter("Mem", parts: [(0.42, .green), (0.1, .blue)], value: "3.1G/7.6G")
/// ```
///
/// Drawn with `Canvas`, so it fills the width it is offered (one row).
struct Meter: View {
    /// One coloured part of the bar.
    struct Part {
        /// The fraction of the bar, 0…1.
        var fraction: Double
        /// Its colour.
        var color: Color
    }

    let label: String
    let parts: [Part]
    let value: String

    init(_ label: String, parts: [Part], value: String) {
        self.label = label
        self.parts = parts
        self.value = value
    }

    var body: some View {
        Canvas { context, size in
            let columns = Int((size.width / 8).rounded())
            let labelWidth = label.count
            let inner = columns - labelWidth - 2
            @MainActor func draw(_ text: Text, at column: Int) {
                context.draw(text, at: CGPoint(x: CGFloat(column) * 8, y: 0), anchor: .topLeading)
            }
            draw(Text(label).foregroundColor(.cyan).bold(), at: 0)
            guard inner > 0 else { return }
            draw(Text("[").bold(), at: labelWidth)
            var filled = 0
            for part in parts {
                let count = min(inner - filled, Int((max(0, part.fraction) * Double(inner)).rounded()))
                guard count > 0 else { continue }
                draw(
                    Text(String(repeating: "|", count: count)).foregroundColor(part.color), at: labelWidth + 1 + filled)
                filled += count
            }
            let shown = String(value.suffix(inner))
            draw(Text(shown).foregroundColor(.gray), at: labelWidth + 1 + inner - shown.count)
            draw(Text("]").bold(), at: columns - 1)
        }
        .frame(height: 16)
    }
}

/// A CPU's recent use as a row of blocks (`▁`…`█`), newest on the right, drawn with `Canvas`.
struct Sparkline: View {
    /// Fractions 0…1, oldest first.
    let values: [Double]
    let color: Color

    private static let levels: [Character] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

    var body: some View {
        Canvas { context, size in
            let columns = max(0, Int((size.width / 8).rounded()))
            let shown = values.suffix(columns)
            let blocks = String(
                shown.map { value in
                    Self.levels[min(8, max(0, Int((value * 8).rounded())))]
                })
            context.draw(
                Text(blocks).foregroundColor(color),
                at: CGPoint(x: CGFloat(columns - shown.count) * 8, y: 0), anchor: .topLeading)
        }
        .frame(height: 16)
    }
}
