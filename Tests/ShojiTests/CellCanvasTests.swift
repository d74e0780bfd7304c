import Foundation
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// Drawing through a canvas never touches a cell outside its clip, or outside the buffer.
@MainActor
@Suite struct CanvasTests {
    /// Draws into a `width` × `height` buffer through a canvas clipped to `clip`; returns the rows.
    private func draw(width: Int, height: Int, clip: Rect, _ body: (CellCanvas) -> Void) -> [String] {
        setlocale(LC_ALL, "C.UTF-8")
        var buffer = ScreenBuffer(size: Size(width: width, height: height))
        var written = 0
        withUnsafeMutablePointer(to: &buffer) { b in
            withUnsafeMutablePointer(to: &written) { w in body(CellCanvas(buffer: b, clip: clip, written: w)) }
        }
        return (0..<buffer.height).map { buffer.line($0) }
    }

    @Test func textIsCutAtTheClip() {
        let rows = draw(width: 8, height: 2, clip: Rect(x: 2, y: 0, width: 3, height: 1)) {
            $0.draw("abcdefgh", at: Point(x: 0, y: 0), style: CellStyle())
            $0.draw("second row", at: Point(x: 0, y: 1), style: CellStyle())
        }
        #expect(rows == ["  cde   ", "        "])
    }

    @Test func asciiAndOtherTextAreCutAlikeWhereverTheyStart() {
        // Printable ASCII takes a path of its own (no grapheme breaking); it must cut exactly as the
        // general path does, for text starting left of, inside and right of the clip.
        let clip = Rect(x: 2, y: 0, width: 3, height: 1)
        for x in -3...7 {
            let ascii = draw(width: 8, height: 1, clip: clip) {
                $0.draw("abcdefgh", at: Point(x: x, y: 0), style: .plain)
            }
            let accented = draw(width: 8, height: 1, clip: clip) {
                $0.draw("abcdefgé", at: Point(x: x, y: 0), style: .plain)
            }
            let expected = String(
                (0..<8).map { col -> Character in
                    let i = col - x
                    return clip.minX <= col && col < clip.maxX && i >= 0 && i < 8 ? Array("abcdefgh")[i] : " "
                })
            #expect(ascii == [expected], "x = \(x)")
            #expect(accented[0].replacingOccurrences(of: "é", with: "h") == expected, "x = \(x)")
        }
    }

    @Test func rowsOutsideTheClipOrTheBufferAreNeverTouched() {
        let rows = draw(width: 4, height: 2, clip: Rect(x: 0, y: 0, width: 4, height: 1)) { canvas in
            for y in [-5, -1, 1, 2, 100, Int.max / 2] {
                _ = canvas.draw(grapheme: "x", x: 0, y: y, style: CellStyle())
                canvas.draw("xyz", at: Point(x: -3, y: y), style: CellStyle())
            }
            _ = canvas.draw(grapheme: "x", x: Int.min / 2, y: 0, style: CellStyle())
            _ = canvas.draw(grapheme: "x", x: Int.max / 2, y: 0, style: CellStyle())
            canvas.fill(Rect(x: -10, y: -10, width: 100, height: 100), style: CellStyle(background: .red))
        }
        #expect(rows.count == 2)
        #expect(rows[1] == "    ")
    }

    @Test func halfAWideCharacterBecomesABlank() {
        let rows = draw(width: 6, height: 1, clip: Rect(x: 0, y: 0, width: 3, height: 1)) {
            $0.draw("ab日", at: Point(x: 0, y: 0), style: CellStyle())
        }
        #expect(rows == ["ab    "], "the half inside the clip is blank, the half outside untouched")
    }

    @Test func zeroSizedBuffersAndClips() {
        #expect(
            draw(width: 0, height: 0, clip: Rect(x: 0, y: 0, width: 10, height: 10)) {
                $0.draw("text", at: .zero, style: CellStyle())
            }.isEmpty)
        #expect(draw(width: 3, height: 1, clip: .zero) { $0.draw("abc", at: .zero, style: CellStyle()) } == ["   "])
    }

    @Test func controlCharactersBecomeVisibleStandIns() {
        let rows = draw(width: 6, height: 1, clip: Rect(x: 0, y: 0, width: 6, height: 1)) {
            $0.draw("a\u{1b}[2J", at: .zero, style: CellStyle())
        }
        #expect(rows == ["a␛[2J "])
    }
}
