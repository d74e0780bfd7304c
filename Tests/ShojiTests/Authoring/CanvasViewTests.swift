import Shoji
import Testing

@MainActor
@Suite struct CanvasViewTests {
    @Test func aFilledRectangleColoursTheCellsItCovers() {
        let host = TestHost(
            Canvas { context, _ in
                context.fill(Path(CGRect(x: 8, y: 16, width: 24, height: 16)), with: .color(.red))
            }, width: 5, height: 3)
        for y in 0..<3 {
            for x in 0..<5 {
                let inside = (1...3).contains(x) && y == 1
                #expect((host.style(x: x, y: y).background == .red) == inside, "cell \(x),\(y)")
            }
        }
    }

    @Test func anEllipseFillsItsInside() {
        let host = TestHost(
            Canvas { context, size in
                context.fill(Path(ellipseIn: CGRect(origin: .zero, size: size)), with: .color(.blue))
            },
            width: 9, height: 5)
        #expect(host.style(x: 4, y: 2).background == .blue)
        #expect(host.style(x: 0, y: 0).background != .blue)
        #expect(host.style(x: 8, y: 4).background != .blue)
    }

    @Test func aStrokeIsBrailleAlongTheLine() {
        let host = TestHost(
            Canvas { context, _ in
                var path = Path()
                path.move(to: CGPoint(x: 0, y: 0))
                path.addLine(to: CGPoint(x: 31, y: 0))
                context.stroke(path, with: .color(.green))
            }, width: 4, height: 1)
        // The top dots of both columns of each cell: ⠉.
        #expect(host.lines == ["⠉⠉⠉⠉"])
        #expect(host.style(x: 0, y: 0).foreground == .green)
    }

    @Test func textIsDrawnAtItsAnchor() {
        let host = TestHost(
            Canvas { context, size in
                context.draw(Text("mid"), at: CGPoint(x: size.width / 2, y: size.height / 2))
                context.draw(Text("tl"), at: .zero, anchor: .topLeading)
            }, width: 9, height: 3)
        #expect(host.lines == ["tl", "   mid", ""])
    }

    @Test func linesFromFarAwayAreCutToTheView() {
        let host = TestHost(
            VStack {
                Text("above")
                Canvas { context, _ in
                    var path = Path()
                    path.move(to: CGPoint(x: -1e9, y: 8))
                    path.addLine(to: CGPoint(x: 1e9, y: 8))
                    path.move(to: CGPoint(x: CGFloat.nan, y: CGFloat.infinity))
                    path.addLine(to: CGPoint(x: 4, y: -.infinity))
                    context.stroke(
                        path, with: .foreground, style: StrokeStyle(dash: [CGFloat.nan, 4, CGFloat.infinity]))
                    context.fill(Path(CGRect(x: -1e300, y: -1e300, width: 2e300, height: 2e300)), with: .color(.red))
                    context.draw(Text("\u{1B}[31mzz"), at: CGPoint(x: CGFloat.nan, y: 1e300))
                }
                .frame(height: 16)
                Text("below")
            }, width: 6, height: 3)
        #expect(host.lines[0] == "above")
        #expect(host.lines[2] == "below")
        #expect(host.style(x: 0, y: 0).background != Color.red)
        #expect(host.style(x: 0, y: 1).background == Color.red)
        #expect(!host.text.contains("\u{1B}"))
        #expect(host.rowsDifferingFromFullRepaint().isEmpty)
    }
}
