import Shoji

/// Lays its subviews out left to right, starting a new row when the next one does not fit: tags, chips,
/// tokens. Written with SwiftUI's `Layout` protocol, in points.
///
/// ```swift
/// FlowLayout(spacing: 8) { ForEach(tags, id: \.self) { Text($0) } }
/// ```
public struct FlowLayout: Layout {
    /// The space between subviews in a row, in points (8 is one column).
    public var spacing: CGFloat
    /// The space between rows, in points (16 is one row).
    public var lineSpacing: CGFloat

    /// A flow layout.
    public init(spacing: CGFloat = 8, lineSpacing: CGFloat = 0) {
        self.spacing = spacing
        self.lineSpacing = lineSpacing
    }

    /// Where each subview goes in a container `width` points wide, and the size they take together.
    private func arrange(_ subviews: Subviews, width: CGFloat) -> (origins: [CGPoint], size: CGSize) {
        var origins: [CGPoint] = []
        var x: CGFloat = 0
        var y: CGFloat = 0
        var rowHeight: CGFloat = 0
        var widest: CGFloat = 0
        for subview in subviews {
            let size = subview.sizeThatFits(.unspecified)
            if x > 0, x + size.width > width {
                x = 0
                y += rowHeight + lineSpacing
                rowHeight = 0
            }
            origins.append(CGPoint(x: x, y: y))
            x += size.width + spacing
            rowHeight = max(rowHeight, size.height)
            widest = max(widest, x - spacing)
        }
        return (origins, CGSize(width: widest, height: y + rowHeight))
    }

    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        arrange(subviews, width: proposal.width ?? .infinity).size
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let origins = arrange(subviews, width: bounds.width).origins
        for (subview, origin) in zip(subviews, origins) {
            subview.place(at: CGPoint(x: bounds.minX + origin.x, y: bounds.minY + origin.y), proposal: .unspecified)
        }
    }
}
