import Foundation
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// Shapes as values and their paints: the built-in boxes in line characters, everything else from its path.
@MainActor
@Suite struct ShapeTests {
    /// A user's own shape, as tutorials write one.
    struct Triangle: Shape {
        func path(in rect: CGRect) -> Path {
            Path { p in
                p.move(to: CGPoint(x: rect.midX, y: rect.minY))
                p.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
                p.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                p.closeSubpath()
            }
        }
    }

    @Test func shapeValuesInBackgroundsAndClipShapes() {
        let host = TestHost(
            VStack(spacing: 0) {
                Text("A").padding(.horizontal).background(.red, in: .rect(cornerRadius: 8))
                Text("B").padding(.horizontal).background(.blue, in: .capsule).clipShape(.circle)
                Text("C").clipShape(.ellipse).contentShape(.rect)
            }, width: 10, height: 3)
        let a = host.find("A")!
        #expect(host.style(x: a.x - 1, y: a.y).background == .red, "the shape's fill is behind the padding")
        #expect(host.style(x: host.find("B")!.x, y: 1).background == .blue)
        #expect(host.style(x: host.find("C")!.x, y: 2).background == nil)
    }

    @Test func unevenCornersAndStrokeBorders() {
        let host = TestHost(
            VStack(spacing: 0) {
                UnevenRoundedRectangle(topLeadingRadius: 8, bottomTrailingRadius: 8).stroke(.green)
                    .frame(width: 32, height: 48)
                RoundedRectangle(cornerSize: CGSize(width: 4, height: 4), style: .circular).strokeBorder(lineWidth: 2)
                    .frame(width: 32, height: 32)
                Rectangle().strokeBorder(.red, style: StrokeStyle(lineWidth: 1)).frame(width: 32, height: 32)
            }, width: 4, height: 7)
        #expect(host.lines[0] == "╭──┐")
        #expect(host.lines[2] == "└──╯")
        #expect(host.lines[3] == "┏━━┓", "a line width over 1 is heavy")
        #expect(host.lines[5] == "┌──┐")
        #expect(host.style(x: 0, y: 0).foreground == .green)
    }

    @Test func aCustomShapeIsFilledFromItsPath() {
        let host = TestHost(Triangle().fill(.red).frame(width: 80, height: 80), width: 10, height: 5)
        let painted = (0..<5).map { y in (0..<10).filter { host.style(x: $0, y: y).background == .red }.count }
        #expect(painted[0] < painted[4], "narrow at the top, wide at the bottom: \(painted)")
        #expect(painted[4] >= 8)
        #expect(painted == painted.sorted())
        // On its own, a shape is filled with the foreground style.
        let plain = TestHost(Triangle().foregroundStyle(.green).frame(width: 80, height: 80), width: 10, height: 5)
        #expect(plain.style(x: 5, y: 4).background == .green)
    }

    /// A progress ring, as apps write it: a trimmed circle stroked in braille, turned to start at the top.
    @Test func aTrimmedCircleIsAProgressRing() {
        func ring(_ progress: Double) -> TestHost {
            TestHost(
                Circle().trim(from: 0, to: progress).stroke(Color.accentColor, lineWidth: 4)
                    .rotationEffect(.degrees(-90)).frame(width: 80, height: 80),
                width: 10, height: 5)
        }
        func dots(_ host: TestHost) -> [[Bool]] {
            host.lines.map { line in line.padding(toLength: 10, withPad: " ", startingAt: 0).map { $0 != " " } }
        }
        let quarter = dots(ring(0.25))
        let full = dots(ring(1))
        let none = dots(ring(0))
        #expect(none.allSatisfy { !$0.contains(true) }, "nothing at zero")
        let quarterCount = quarter.joined().filter { $0 }.count
        let fullCount = full.joined().filter { $0 }.count
        #expect(quarterCount > 0 && quarterCount < fullCount / 2, "\(quarterCount) of \(fullCount)")
        // Rotated by -90°: a quarter runs from 12 o'clock to 3 o'clock, in the top-right of the frame.
        #expect(quarter[0][5...].contains(true))
        #expect(!quarter[4].contains(true), "nothing in the bottom row")
        #expect(!quarter[1].prefix(4).contains(true), "nothing on the left")
        #expect(ring(1).lines.joined().unicodeScalars.allSatisfy { $0 == " " || (0x2800...0x28FF).contains($0.value) })
    }

    @Test func trimmedPaths() {
        let line = Path { p in
            p.move(to: .zero)
            p.addLine(to: CGPoint(x: 100, y: 0))
        }
        #expect(line.trimmedPath(from: 0.25, to: 0.5).boundingRect == CGRect(x: 25, y: 0, width: 25, height: 0))
        #expect(line.trimmedPath(from: 0.5, to: 0.5).isEmpty)
        #expect(line.trimmedPath(from: .nan, to: 2).boundingRect == line.boundingRect)
        #expect(Path().trimmedPath(from: 0, to: 0.5).isEmpty)
        let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.trimmedPath(from: 0, to: 0.5).boundingRect == CGRect(x: 0, y: 0, width: 10, height: 10))
        #expect(square.trimmedPath(from: 0.75, to: 1).boundingRect == CGRect(x: 0, y: 0, width: 0, height: 10))
    }

    @Test func anyShapeAndPathAsAShape() {
        func host(_ round: Bool) -> TestHost {
            TestHost(
                (round ? AnyShape(Circle()) : AnyShape(Rectangle())).stroke(.blue).frame(width: 24, height: 32),
                width: 3, height: 2)
        }
        #expect(host(true).lines == ["╭─╮", "╰─╯"])
        #expect(host(false).lines == ["┌─┐", "└─┘"])
        let path = TestHost(
            Path { p in
                p.move(to: CGPoint(x: 0, y: 8))
                p.addLine(to: CGPoint(x: 40, y: 8))
            }.stroke(.gray, style: StrokeStyle(lineWidth: 1, dash: [4])), width: 5, height: 1)
        #expect(path.lines[0].unicodeScalars.contains { (0x2801...0x28FF).contains($0.value) }, "\(path.lines)")
    }
}

/// `.zIndex` orders a `ZStack`'s children, for drawing and for clicks; a gradient foreground colours text
/// cell by cell.
@MainActor
@Suite struct ZIndexAndGradientTextTests {
    final class Log { var events: [String] = [] }

    struct Stacked: View {
        @State var frontIsA = true
        let log: Log
        var body: some View {
            VStack {
                ZStack {
                    Button("AAAA") { log.events.append("A") }.zIndex(frontIsA ? 1 : 0)
                    Button("BBBB") { log.events.append("B") }
                }
                Button("Swap") { frontIsA.toggle() }
            }
        }
    }

    @Test func zIndexOrdersDrawingAndClicks() throws {
        let log = Log()
        let host = TestHost(Stacked(log: log), width: 20, height: 3)
        #expect(host.text.contains("AAAA"), "the higher index is on top, though written first: \(host.lines)")
        #expect(!host.text.contains("BBBB"))
        let top = try #require(host.find("AAAA"))
        host.click(x: top.x, y: top.y)
        #expect(log.events == ["A"], "and takes the click")
        host.click("Swap")
        #expect(host.text.contains("BBBB"), "equal indices: the later one on top")
        #expect(!host.text.contains("AAAA"))
        #expect(host.rowsDifferingFromFullRepaint() == [])
    }

    @Test func aGradientForegroundColoursEachCell() throws {
        let host = TestHost(
            Text("Gradient title")
                .foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)),
            width: 14, height: 1)
        let first = try #require(host.style(x: 0, y: 0).foreground?.rgb)
        let last = try #require(host.style(x: 13, y: 0).foreground?.rgb)
        #expect(first.0 > first.2 && last.2 > last.0, "red at the start, blue at the end")
        let plain = TestHost(
            VStack { Text("plain").foregroundColor(.green) }
                .foregroundStyle(LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)),
            width: 5, height: 1)
        #expect(plain.style(x: 0, y: 0).foreground == .green, "a colour set nearer the text wins")
    }

    @Test func listRowBackgrounds() {
        struct Rows: View {
            @State var selection: Int?
            var body: some View {
                List(0..<3, id: \.self, selection: $selection) { i in
                    Text("row \(i)")
                        .listRowBackground(i == 1 ? Color.pink.opacity(0.5) : nil)
                }
            }
        }
        let host = TestHost(Rows(), width: 20, height: 4)
        let row1 = host.find("row 1")!
        #expect(host.style(x: 19 - 2, y: row1.y).background != nil, "the whole row, beyond its text")
        #expect(host.style(x: row1.x, y: row1.y).background != nil, "under the text too")
        let row2 = host.find("row 2")!
        #expect(host.style(x: row2.x + 8, y: row2.y).background == nil)
        #expect(host.rowsDifferingFromFullRepaint() == [])
    }
}
