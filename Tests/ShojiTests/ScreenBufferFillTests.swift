import Foundation
import Testing

@_spi(ShojiRuntime) @testable import ShojiCore

/// `ScreenBuffer.fill` keeps a cell's text when its bits are already the fill's (``TextBits``): the
/// result must be the plain assignment's for every shape a string takes.
@MainActor
@Suite struct ScreenBufferFillTests {
    /// Strings of every shape: inline (empty, ASCII, a wide character, a combining sequence), native
    /// storage (long), the same storage shared by a copy, a string made from a substring, from
    /// Foundation, and equal strings stored apart.
    static let shapes: [String] = {
        let long = String(repeating: "long text past the inline limit ", count: 3)
        let shared = long
        let fromSubstring = String(long.dropFirst(5))
        let foundation = NSString(string: "from Foundation, long enough to be stored apart") as String
        let apart = String(repeating: "long text past the inline limit ", count: 3)
        // Pairs that differ only in their second word: inline text past 8 bytes, and storage of the same
        // length and flags.
        let sameLength = String(repeating: "long text past the inline limit ", count: 2) + "A"
        let sameLengthToo = String(repeating: "long text past the inline limit ", count: 2) + "B"
        return [
            "", " ", "a", "界", "e\u{301}", "👩‍👩‍👧", long, shared, fromSubstring, foundation, apart, "x",
            "abcdefgh1", "abcdefgh2", sameLength, sameLengthToo,
        ]
    }()

    /// Bits that match belong to equal strings; a string always matches its own copy.
    @Test func matchingBitsMeanEqualStrings() {
        for a in Self.shapes {
            let bits = TextBits(a)
            var copy = Cell(text: a)
            #expect(withUnsafeMutablePointer(to: &copy) { bits.matches($0) }, "a copy of \(a.debugDescription)")
            for b in Self.shapes {
                var cell = Cell(text: b)
                let matches = withUnsafeMutablePointer(to: &cell) { bits.matches($0) }
                if matches { #expect(a == b, "\(a.debugDescription) matched \(b.debugDescription)") }
            }
        }
    }

    /// Filling over cells of every shape, with and without keeping their backgrounds, gives the cells a
    /// plain assignment gives — and the strings stay intact after the buffer is gone.
    @Test(arguments: [false, true])
    func fillingGivesWhatAssigningGives(keepingBackground: Bool) {
        for fillText in Self.shapes where !fillText.isEmpty {
            let width = Self.shapes.count
            var buffer = ScreenBuffer(size: Size(width: width, height: 2))
            for (x, text) in Self.shapes.enumerated() {
                let style = CellStyle(foreground: .green, background: x % 2 == 0 ? .red : nil)
                buffer.set(x: x, y: 0, Cell(text: text.isEmpty ? " " : text, style: style))
                buffer.set(x: x, y: 1, Cell(text: text.isEmpty ? " " : text, style: style))
            }
            var expected = buffer.cells
            let fill = Cell(text: fillText, style: CellStyle(foreground: .blue))
            let rect = Rect(x: 0, y: 0, width: width, height: 1)
            for x in 0..<width {
                let background = expected[x].style.backgroundCode
                expected[x] = fill
                if keepingBackground { expected[x].style.backgroundCode = background }
            }
            buffer.fill(rect, with: fill, keepingBackground: keepingBackground)
            #expect(buffer.cells == expected, "filled with \(fillText.debugDescription)")
            let kept = buffer.cells.map(\.text)
            buffer = ScreenBuffer(size: .zero)
            #expect(kept.count == 2 * width)
            #expect(kept.prefix(width).allSatisfy { $0 == fillText })
        }
    }
}

/// `ScreenBuffer.restyle(_:_:)` changes the style of the cells of a rectangle, through one buffer pointer:
/// only those inside both the rectangle and the buffer, and never their text.
@Suite struct ScreenBufferRestyleTests {
    private func buffer() -> ScreenBuffer {
        var b = ScreenBuffer(size: Size(width: 4, height: 3))
        for y in 0..<3 {
            for x in 0..<4 { b.set(x: x, y: y, Cell(text: String(UnicodeScalar(UInt8(97 + y * 4 + x))))) }
        }
        return b
    }

    private func dimmed(_ b: ScreenBuffer) -> [[Bool]] {
        (0..<3).map { y in (0..<4).map { x in b.cells[y * 4 + x].style.attributes.contains(.dim) } }
    }

    @Test func onlyTheCellsInsideTheRectangleAndTheBuffer() {
        for rect in [
            Rect(x: 1, y: 1, width: 2, height: 1), Rect(x: -3, y: -2, width: 5, height: 4),
            Rect(x: 3, y: 2, width: 9, height: 9), Rect(x: 0, y: 0, width: 4, height: 3),
            Rect(x: 5, y: 0, width: 2, height: 2), Rect(x: 1, y: 1, width: 0, height: 3),
        ] {
            var b = buffer()
            let text = b.cells.map(\.text)
            b.restyle(rect) { $0.attributes.insert(.dim) }
            let expected = (0..<3).map { y in (0..<4).map { x in rect.contains(Point(x: x, y: y)) } }
            #expect(dimmed(b) == expected, "\(rect)")
            #expect(b.cells.map(\.text) == text, "\(rect): the text stays")
        }
    }
}
