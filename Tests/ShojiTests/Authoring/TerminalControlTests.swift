import Shoji
import Testing

/// A control that counts keys, draws where no cell is, and asks for sizes no screen has.
private struct Odd: TerminalControl {
    final class Coordinator { var draws = 0 }
    let size: CGSize
    @Binding var count: Int

    func makeCoordinator() -> Coordinator { Coordinator() }
    var isFocusable: Bool { true }
    func sizeThatFits(_ proposal: ProposedViewSize, context: Context) -> CGSize { size }
    func draw(in graphics: inout GraphicsContext, size: CGSize, context: Context) {
        context.coordinator.draws += 1
        graphics.draw(Text("#\(count)"), at: .zero, anchor: .topLeading)
        graphics.draw(Text("far"), at: CGPoint(x: -1e12, y: 1e12))
    }
    func handleKey(_ press: KeyPress, context: Context) -> KeyPress.Result {
        guard press.key == .character("+") else { return .ignored }
        count += 1
        return .handled
    }
}

private struct OddScreen: View {
    @State var count = 0
    @State var escapes = 0
    let size: CGSize
    var body: some View {
        VStack {
            Odd(size: size, count: $count)
            Text("esc \(escapes)")
        }
        .onKeyPress(.escape) {
            escapes += 1
            return .handled
        }
    }
}

@MainActor
@Suite struct TerminalControlTests {
    @Test func keysItIgnoresGoToItsAncestors() {
        let host = TestHost(OddScreen(size: CGSize(columns: 3, rows: 1)), width: 8, height: 2)
        #expect(host.lines == ["  #0", " esc 0"])
        host.press("+", "+", "Esc")
        #expect(host.lines == ["  #2", " esc 1"])
    }

    @Test(arguments: [
        CGSize(width: CGFloat.nan, height: .nan), CGSize(width: -50, height: -1e300),
        CGSize(width: CGFloat.infinity, height: .infinity), CGSize(width: 1e300, height: 0),
    ])
    func sizesNoScreenHasAreHarmless(size: CGSize) {
        let host = TestHost(OddScreen(size: size), width: 8, height: 3)
        host.press("+", "Tab", "+")
        #expect(host.rowsDifferingFromFullRepaint().isEmpty)
        #expect(host.lines.count <= 3)
    }
}
