import Shoji

/// A row of colour swatches to pick one from: a focusable control written as a `TerminalControl`.
///
/// Left and Right (or `h` and `l`) move the choice; a click picks the swatch under the pointer. The chosen
/// swatch is bracketed, and the brackets are bold while the well has focus.
///
/// ```swift
/// @State private var tint = Color.blue
/// ColorWell(selection: $tint)
/// ```
public struct ColorWell: TerminalControl {
    /// The colours offered, in order.
    public static let palette: [Color] = [.red, .orange, .yellow, .green, .mint, .blue, .purple, .pink]

    @Binding var selection: Color
    let colors: [Color]

    /// A well offering `colors`, showing and changing `selection`.
    public init(selection: Binding<Color>, colors: [Color] = ColorWell.palette) {
        _selection = selection
        self.colors = colors
    }

    /// Each swatch takes four columns: a bracket, two blocks, a bracket.
    private static let swatchColumns = 4

    private var index: Int? { colors.firstIndex(of: selection) }

    public var isFocusable: Bool { true }

    public func sizeThatFits(_ proposal: ProposedViewSize, context: Context) -> CGSize {
        CGSize(columns: colors.count * Self.swatchColumns, rows: 1)
    }

    public func draw(in graphics: inout GraphicsContext, size: CGSize, context: Context) {
        let chosen = index
        for (i, color) in colors.enumerated() {
            let x = CGFloat(i * Self.swatchColumns * 8)
            let brackets = i == chosen ? ("[", "]") : (" ", " ")
            let swatch =
                Text(brackets.0).bold(context.isFocused) + Text("██").foregroundColor(color)
                + Text(brackets.1).bold(context.isFocused)
            graphics.draw(swatch, at: CGPoint(x: x, y: 0), anchor: .topLeading)
        }
    }

    public func handleKey(_ press: KeyPress, context: Context) -> KeyPress.Result {
        let step: Int
        switch press.key {
        case .left, .character("h"): step = -1
        case .right, .character("l"): step = 1
        default: return .ignored
        }
        let next = max(0, min(colors.count - 1, (index ?? (step > 0 ? -1 : colors.count)) + step))
        selection = colors[next]
        return .handled
    }

    public func handleClick(at location: CGPoint, context: Context) -> Bool {
        let i = Int(location.x / 8) / Self.swatchColumns
        guard colors.indices.contains(i) else { return false }
        selection = colors[i]
        return true
    }
}
