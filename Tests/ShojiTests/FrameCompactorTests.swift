import Foundation
import TerminalFixtures
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore
@testable import ShojiTerminal

/// The rewrites that make ncurses's frames shorter: each exact, each undone by anything that could move
/// the cursor to another row unannounced.
@Suite struct FrameCompactorTests {
    /// `frame` (ESC written as `⎋`) rewritten for a terminal `columns` wide, ESC again as `⎋`.
    func compacted(_ frame: String, columns: Int = 80) -> String {
        var compactor = FrameCompactor(columns: columns)
        var output: [UInt8] = []
        Array(frame.replacingOccurrences(of: "⎋", with: "\u{1b}").utf8).withUnsafeBytes {
            compactor.compact($0, into: &output)
        }
        return String(decoding: output, as: UTF8.self).replacingOccurrences(of: "\u{1b}", with: "⎋")
    }

    @Test func aMoveWithinTheRowSendsOnlyTheColumn() {
        #expect(compacted("⎋[7;7H42⎋[7;38H704") == "⎋[7;7H42⎋[38G704")
        #expect(compacted("⎋[7;7H42⎋[7;1Hx") == "⎋[7;7H42\rx")
        // Already there: nothing.
        #expect(compacted("⎋[7;7H42⎋[7;9Hx") == "⎋[7;7H42x")
        // After VPA and CR the row is known too.
        #expect(compacted("⎋[3d\r⎋[3;50Hx") == "⎋[3d\r⎋[50Gx")
        // Another row: unchanged.
        #expect(compacted("⎋[7;7H42⎋[8;38Hx") == "⎋[7;7H42⎋[8;38Hx")
    }

    @Test func aShortMoveIsRelative() {
        // Three columns right: ⎋[3C (4 bytes) instead of ⎋[155G (6), from an address or a column.
        #expect(compacted("⎋[5;150Hab⎋[5;155Hx", columns: 200) == "⎋[5;150Hab⎋[3Cx")
        #expect(compacted("⎋[5;150Hab⎋[155Gx", columns: 200) == "⎋[5;150Hab⎋[3Cx")
        // One or two columns left: backspaces.
        #expect(compacted("⎋[5;100Hxyz⎋[101Gq", columns: 200) == "⎋[5;100Hxyz\u{8}\u{8}q")
        // After a wide character the column may be off by one: the column, absolute.
        #expect(compacted("⎋[5;150H中⎋[5;155Hx", columns: 200) == "⎋[5;150H中⎋[155Gx")
        // Not shorter: the column.
        #expect(compacted("⎋[5;10Hab⎋[5;50Hx", columns: 200) == "⎋[5;10Hab⎋[50Gx")
    }

    @Test func anythingThatMayChangeTheRowForgetsIt() {
        // The first move of a frame: the row is not known.
        #expect(compacted("⎋[5;5Hx") == "⎋[5;5Hx")
        for between in ["\n", "⎋M", "⎋D", "⎋E", "⎋8", "⎋[2;20r", "⎋[A", "⎋[?1049h"] {
            let frame = "⎋[5;5Hx" + between + "⎋[5;40Hy"
            #expect(compacted(frame) == frame, "\(between.debugDescription)")
        }
        // Text reaching the last column may wrap.
        let wide = "⎋[5;70H" + String(repeating: "a", count: 10) + "⎋[5;20Hb"
        #expect(compacted(wide) == wide)
        #expect(compacted("⎋[5;70H" + String(repeating: "a", count: 5) + "⎋[5;20Hb") != "")
        // A repeated character counts too.
        let repeated = "⎋[5;60Ha⎋[30b⎋[5;20Hb"
        #expect(compacted(repeated) == repeated)
        // Non-ASCII text: the column may be off, so an "already there" move is still sent (as HPA).
        #expect(compacted("⎋[5;5H✓⎋[5;6Hx") == "⎋[5;5H✓⎋[6Gx")
    }

    @Test func colourResetsBeforeAFullResetAreDropped() {
        #expect(compacted("⎋[32mR⎋[39m⎋[m  ") == "⎋[32mR⎋[m  ")
        #expect(compacted("x⎋[39;49m⎋[44m⎋[0m") == "x⎋[0m")
        // Text between them keeps both; a charset switch is kept.
        #expect(compacted("⎋[39mx⎋[m") == "⎋[39mx⎋[m")
        #expect(compacted("⎋[39m⎋(B⎋[m") == "⎋[39m⎋(B⎋[m")
        // Not a reset: kept.
        #expect(compacted("⎋[39m⎋[1m") == "⎋[39m⎋[1m")
    }

    @Test func aMoveToAnotherRowIsTheShortestThere() {
        // Down one, same column: ⎋[B (3 bytes) instead of ⎋[6;12H (7).
        #expect(compacted("⎋[5;10Hab⎋[6;12Hx") == "⎋[5;10Hab⎋[Bx")
        // Far up, same column: the row alone (VPA), shorter than ⎋[17A.
        #expect(compacted("⎋[20;10Hab⎋[3;12Hx") == "⎋[20;10Hab⎋[3dx")
        // Another row and the first column: the address, shortened (⎋[15H), beats ⎋[15d\r by a byte.
        #expect(compacted("⎋[5;10Hab⎋[15;1Hx") == "⎋[5;10Hab⎋[15Hx")
        // Up two and left one: the row (⎋[7d, as long as ⎋[2A) and a backspace.
        #expect(compacted("⎋[9;40Habc⎋[7;42Hx") == "⎋[9;40Habc⎋[7d\u{8}x")
        // Neither shorter: the address.
        #expect(compacted("⎋[7;7H42⎋[8;38Hx") == "⎋[7;7H42⎋[8;38Hx")
    }

    @Test func aRunOfMovesBecomesTheShortestOne() {
        // ncurses reaching a column to the left as `\r` and `⎋[nC`: one backspace.
        #expect(compacted("⎋[5;50Hab\r⎋[50Cx") == "⎋[5;50Hab\u{8}x")
        // Moves that come back where they started: nothing.
        #expect(compacted("⎋[5;50Hab\r⎋[51Cx") == "⎋[5;50Habx")
        // Shorter as the column (4 bytes for 5); not shorter (⎋[2G for `\r⎋[C`): kept as sent.
        #expect(compacted("⎋[5;50Hab\r⎋[3Cx") == "⎋[5;50Hab⎋[4Gx")
        #expect(compacted("⎋[5;50Hab\r⎋[Cx") == "⎋[5;50Hab\r⎋[Cx")
        // The run's first move names the column: the starting column need not be known (after ✔).
        #expect(compacted("⎋[5;5H✔ab\r⎋[3Cx") == "⎋[5;5H✔ab⎋[4Gx")
        // One column: the default count.
        #expect(compacted("⎋[1Cx⎋[1Dy⎋[12C") == "⎋[Cx⎋[Dy⎋[12C")
        // Text between moves ends the run.
        #expect(compacted("⎋[5;50Hab\ry⎋[50Cx") == "⎋[5;50Hab\ry⎋[50Cx")
    }

    @Test func anAddressNotRewrittenIsShortened() {
        #expect(compacted("⎋[7;1Hx") == "⎋[7Hx")
        #expect(compacted("⎋[1;1Hx") == "⎋[Hx")
        #expect(compacted("⎋[1;5Hx") == "⎋[1;5Hx")
    }

    @Test func theCursorCarriesFromOneFrameToTheNext() {
        var compactor = FrameCompactor(columns: 80)
        func next(_ frame: String) -> String {
            var output: [UInt8] = []
            Array(frame.replacingOccurrences(of: "⎋", with: "\u{1b}").utf8).withUnsafeBytes {
                compactor.compact($0, into: &output)
            }
            return String(decoding: output, as: UTF8.self).replacingOccurrences(of: "\u{1b}", with: "⎋")
        }
        #expect(next("⎋[5;10Hab") == "⎋[5;10Hab")
        #expect(next("⎋[5;20Hx") == "⎋[8Cx")
        compactor.forgetCursor()
        #expect(next("⎋[5;30Hy") == "⎋[5;30Hy")
    }

    @Test func aScrollRegionKeepsVerticalMovesAbsolute() {
        // Inside a region ⎋[nA and ⎋[nB stop at its margins: the row alone (VPA) instead.
        #expect(compacted("⎋[2;20r⎋[5;10Hab⎋[6;12Hx") == "⎋[2;20r⎋[5;10Hab⎋[6dx")
        // The whole screen again: relative.
        #expect(compacted("⎋[2;20r⎋[r⎋[5;10Hab⎋[6;12Hx") == "⎋[2;20r⎋[r⎋[5;10Hab⎋[Bx")
        var compactor = FrameCompactor(columns: 80)
        compactor.rows = 24
        var output: [UInt8] = []
        Array("\u{1b}[1;24r\u{1b}[5;10Hab\u{1b}[6;12Hx".utf8).withUnsafeBytes { compactor.compact($0, into: &output) }
        #expect(String(decoding: output, as: UTF8.self) == "\u{1b}[1;24r\u{1b}[5;10Hab\u{1b}[Bx")
    }

    @Test func aRowPastTheScreenIsNotTrusted() {
        var compactor = FrameCompactor(columns: 80)
        compactor.rows = 24
        var output: [UInt8] = []
        // Row 30 of 24 (the terminal stops at 24), then an address on row 24: not rewritten as a move
        // from row 30 (⎋[6A would land on row 18).
        let frame = "\u{1b}[5;10Hx\u{1b}[30dz\u{1b}[24;12Hw"
        Array(frame.utf8).withUnsafeBytes { compactor.compact($0, into: &output) }
        #expect(String(decoding: output, as: UTF8.self) == frame)
    }

    @Test func showingOrHidingTheCursorKeepsItsPlace() {
        #expect(compacted("⎋[5;10Hab⎋[?25h⎋[5;14Hx") == "⎋[5;10Hab⎋[?25h⎋[2Cx")
        #expect(compacted("⎋[5;10Hab⎋[?12;25h⎋[5;14Hx") == "⎋[5;10Hab⎋[?12;25h⎋[2Cx")
        // Other private modes may move it (the alternate screen, origin mode): forgotten.
        #expect(compacted("⎋[5;10Hab⎋[?6h⎋[5;14Hx") == "⎋[5;10Hab⎋[?6h⎋[5;14Hx")
    }

    @Test func oddShapesAreCopiedWhole() {
        for frame in ["⎋", "⎋[", "⎋[12;", "⎋]0;title\u{7}x", "⎋P+q⎋\\", "⎋[99999999999999;1H"] {
            #expect(compacted(frame) == frame, "\(frame.debugDescription)")
        }
        // Invalid UTF-8 and a cut sequence at the end of the bytes.
        var compactor = FrameCompactor(columns: 10)
        var output: [UInt8] = []
        let bytes: [UInt8] = [0x1B, 0x5B, 0x31, 0x3B, 0x31, 0x48, 0xE2, 0x9C, 0xC3, 0xFF, 0x80, 0x1B, 0x5B, 0x31]
        bytes.withUnsafeBytes { compactor.compact($0, into: &output) }
        #expect(output == [0x1B, 0x5B, 0x48] + bytes.dropFirst(6), "the address shortened to ⎋[H, the rest as it was")
    }

    /// Random frames of what ncurses sends: the screen and cursor after the compacted bytes are those
    /// after the original ones, and the compacted bytes are never more.
    @Test func randomFramesLeaveTheSameScreen() {
        var random = SeededRandom(seed: 20_261_204)
        let texts = ["a", "abc", "héllo", "✓", "中文", "e\u{301}", "      ", "▁▂▃", "🙂"]
        for round in 0..<400 {
            let width = Int.random(in: 1...30, using: &random)
            let height = Int.random(in: 1...8, using: &random)
            var frames: [[UInt8]] = []
            for _ in 0..<3 {
                var frame = ""
                for _ in 0..<Int.random(in: 1...40, using: &random) {
                    let r = Int.random(in: 1...height, using: &random)
                    let c = Int.random(in: 1...width, using: &random)
                    switch Int.random(in: 0..<14, using: &random) {
                    case 0...4: frame += "\u{1b}[\(r);\(c)H"
                    case 5, 6: frame += texts.randomElement(using: &random)!
                    case 7: frame += "\u{1b}[\(c)G"
                    case 8: frame += "\u{1b}[\(r)d"
                    case 9:
                        frame += ["\r", "\n", "\u{8}", "\u{1b}M", "\u{1b}7", "\u{1b}8", "\u{1b}[1C", "\u{1b}[\(c)D"]
                            .randomElement(using: &random)!
                    case 10:
                        frame += ["\u{1b}[39m", "\u{1b}[m", "\u{1b}[32m", "\u{1b}[1m", "\u{1b}(B"].randomElement(
                            using: &random)!
                    case 11: frame += "a\u{1b}[\(c)b"
                    case 12:
                        frame += ["\u{1b}[K", "\u{1b}[\(c)X", "\u{1b}[1K", "\u{1b}[L", "\u{1b}[P"].randomElement(
                            using: &random)!
                    default: frame += "\u{1b}[1;\(r)r\u{1b}[\(r);\(c)H"
                    }
                }
                frames.append(Array(frame.utf8))
            }
            var plain = VirtualTerminal(width: width, height: height)
            var rewritten = VirtualTerminal(width: width, height: height)
            var compactor = FrameCompactor(columns: width)
            if round % 2 == 0 { compactor.rows = height }
            for frame in frames {
                var output: [UInt8] = []
                frame.withUnsafeBytes { compactor.compact($0, into: &output) }
                #expect(output.count <= frame.count)
                plain.feed(frame)
                rewritten.feed(output)
            }
            #expect(plain.lines == rewritten.lines, "round \(round)")
            #expect(plain.cursor == rewritten.cursor, "round \(round)")
        }
    }

    /// Through ncurses on a pseudo-terminal: two cells of one row changed far apart. ncurses moves to the
    /// second with an absolute address (its rule for moves over 8 cells); the terminal receives the column,
    /// or the distance when that is shorter.
    @MainActor @Test func aRowChangedFarApartSendsTheColumnOnly() throws {
        let host = TestHost(TwoEnds(), width: 100, height: 30, terminal: .pseudoTerminal)
        defer { host.close() }
        host.press("Tab")
        host.press("Enter")
        let step = try #require(host.press("Enter"))
        let bytes = String(decoding: host.lastTerminalBytes, as: UTF8.self)
        #expect(bytes.contains("2"))
        // The column (`ESC[colG`) or, shorter here, the distance (`ESC[nC`).
        #expect(bytes.firstMatch(of: /\x{1b}\[\d+[GC]2/) != nil, "\(bytes.debugDescription)")
        #expect(bytes.matches(of: /\x{1b}\[\d+;\d+H/).count <= 1, "\(bytes.debugDescription)")
        #expect(step.bytesWritten <= 16, "\(bytes.debugDescription)")
    }
}

/// A count shown at both ends of a 60-column row.
private struct TwoEnds: View {
    @State private var count = 0
    var body: some View {
        VStack {
            HStack {
                Text("\(count)")
                Spacer()
                Text("\(count)")
            }
            .frame(width: 60)
            Button("Add") { count += 1 }
        }
    }
}
