import Foundation
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// The cheap paths a frame's painting and diff take: colors as codes, the ASCII check, the in-place cell
/// comparison and the fill that keeps backgrounds. Each must answer exactly what the slow path answered.
@MainActor
@Suite struct CellFastPathTests {
    /// Every color Shoji names, an exact one, and none.
    private static let colors: [Color?] = [
        nil, .primary, .secondary, .accentColor, .clear, .black, .red, .green, .yellow, .blue, .purple, .pink,
        .cyan, .mint, .teal, .indigo, .white, .gray, .brown, .orange,
        Color(red: 0, green: 0, blue: 0), Color(red: 1, green: 1, blue: 1), Color(red: 0.2, green: 0.4, blue: 0.6),
        Color(kind: .palette(index: 63, red: 255, green: 255, blue: 255)),
    ]

    @Test func aColorCodeGivesBackTheSameColorAndTwoColorsShareNoCode() {
        var seen: [UInt32: Color?] = [:]
        for color in Self.colors {
            let code = ColorCode.code(color)
            #expect(ColorCode.color(code) == color, "\(String(describing: color))")
            if let other = seen[code] { #expect(other == color, "\(code) names two colors") }
            seen[code] = color
        }
        #expect(ColorCode.code(nil) == ColorCode.none)
    }

    @Test func stylesCompareAsTheirColorsAndAttributes() {
        for a in Self.colors {
            for b in Self.colors {
                let x = CellStyle(foreground: a, background: b, attributes: .bold)
                let y = CellStyle(foreground: b, background: a, attributes: .bold)
                #expect((x == y) == (a == b), "\(String(describing: a)) / \(String(describing: b))")
                #expect(x.foreground == a && x.background == b)
                #expect(x.hasNoBackground == (b == nil))
            }
        }
        var s = CellStyle.plain
        s.background = .red
        s.foreground = .blue
        #expect(s == CellStyle(foreground: .blue, background: .red))
        #expect(s != CellStyle(foreground: .blue, background: .red, attributes: .dim))
    }

    @Test func theASCIICheckAgreesWithTheStandardLibrary() {
        let samples: [Character] = [
            "a", " ", "~", "\u{7f}", "\u{1b}", "\u{0}", "é", "e\u{301}", "日", "👍🏽", "\r\n", "\u{9b}",
        ]
        for ch in samples where ch != "\r\n" {
            #expect(asciiByte(of: ch) == ch.asciiValue, "\(ch.unicodeScalars.map(\.value))")
        }
        // `asciiValue` reads "\r\n" as "\n"; it is two bytes, so it is not one ASCII character here. Either
        // way it is a control: sanitized to a stand-in one cell wide.
        #expect(asciiByte(of: "\r\n") == nil)
        #expect(TextSanitizer.sanitize("\r\n") != "\r\n")
        #expect(TextWidth.of("\r\n") == 1)
        #expect(TextSanitizer.sanitize("\u{1b}") == "␛")
        #expect(TextSanitizer.sanitize("\u{7f}") == "␡")
    }

    @Test func cellsCompareInPlaceAsTheyCompareByValue() {
        let cells: [Cell] = [
            .blank, Cell(text: " "), Cell(text: "a"), Cell(text: "a", style: CellStyle(foreground: .red)),
            Cell(text: "日", width: 2), .continuation(style: .plain),
            Cell(text: String(repeating: "e\u{301}", count: 9)),
            Cell(text: "a", style: CellStyle(attributes: .reverse)),
        ]
        for a in cells {
            for b in cells {
                var x = a
                var y = b
                let same = withUnsafePointer(to: &x) { p in withUnsafePointer(to: &y) { q in Cell.same(p, q) } }
                #expect(same == (a == b))
            }
        }
    }

    @Test func theDiffHandlesEmptyAndMismatchedBuffers() {
        let empty = ScreenBuffer(size: .zero)
        var full = ScreenBuffer(size: Size(width: 3, height: 2))
        full.set(x: 1, y: 1, Cell(text: "x"))
        var runs: [[Int]] = []
        #expect(full.forEachChangedRun(comparedWith: empty) { runs.append([$0, $1, $2]) } == 6)
        #expect(runs == [[0, 0, 3], [1, 0, 3]], "another size: everything is sent")
        #expect(empty.forEachChangedRun(comparedWith: full) { _, _, _ in Issue.record("nothing to send") } == 0)
        #expect(empty.forEachChangedRun(comparedWith: empty, everything: true) { _, _, _ in } == 0)
        #expect(full.forEachChangedRun(comparedWith: full) { _, _, _ in Issue.record("no change") } == 0)
    }

    @Test func aFillWithoutBackgroundKeepsEachCellsBackgroundAndBreaksWideCharactersAtItsEnds() {
        setlocale(LC_ALL, "C.UTF-8")
        var buffer = ScreenBuffer(size: Size(width: 8, height: 1))
        for x in 0..<8 { buffer.set(x: x, y: 0, Cell(text: "x", style: CellStyle(background: x < 4 ? .red : .blue))) }
        buffer.set(x: 0, y: 0, Cell(text: "日", width: 2, style: CellStyle(background: .green)))
        buffer.set(x: 6, y: 0, Cell(text: "日", width: 2, style: CellStyle(background: .green)))
        var written = 0
        withUnsafeMutablePointer(to: &buffer) { b in
            withUnsafeMutablePointer(to: &written) { w in
                let canvas = CellCanvas(buffer: b, clip: Rect(x: 1, y: 0, width: 6, height: 1), written: w)
                canvas.fill(Rect(x: 0, y: 0, width: 8, height: 1), with: "─", style: CellStyle(foreground: .white))
            }
        }
        #expect(written == 6)
        #expect(buffer.line(0) == " ────── ", "both wide characters lost their other half")
        let backgrounds = (0..<8).map { buffer[$0, 0].style.background }
        #expect(backgrounds == [.green, .green, .red, .red, .blue, .blue, .green, .green])
        #expect((1..<7).allSatisfy { buffer[$0, 0].style.foreground == .white })
    }
}
