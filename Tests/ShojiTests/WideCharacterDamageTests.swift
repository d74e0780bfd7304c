import Foundation
import GalleryScreens
import Testing

@_spi(ShojiRuntime) @testable import ShojiCore

/// A damaged rectangle's left or right edge is not where a full repaint would cut a wide character: the
/// incremental screen must equal a repaint from scratch when an edge falls inside one.
@MainActor
@Suite struct WideCharacterDamageTests {
    /// `make fuzz` seed 61207 (2026-12-05): in the gallery at 20 columns, a search field scrolled so that
    /// a damaged rectangle's edge fell inside `😷`; it showed two blanks where a full repaint drew it.
    @Test func theFuzzedGallerySessionMatchesAFullRepaint() throws {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("FuzzReplays/gallery-seed61207-wide-character-cut.jsonl")
        let session = try RecordedSession(contentsOf: url)
        let host = TestHost(GalleryView(), replaying: session)
        let report = host.replay(session)
        #expect(report.repaintMismatches.isEmpty, "\(report)")
    }

    /// Rectangles grow to whole wide characters of the buffer, at either edge, on any row, and stay as
    /// they are where none is cut (also at the buffer's edges and outside it).
    @Test func rectanglesGrowToWholeWideCharacters() {
        _ = TestHost(EmptyView(), width: 1, height: 1)  // selects the UTF-8 locale
        var buffer = ScreenBuffer(size: Size(width: 8, height: 3))
        buffer.set(x: 2, y: 0, Cell(text: "日", width: 2))  // cells 2–3 of row 0
        buffer.set(x: 5, y: 2, Cell(text: "本", width: 2))  // cells 5–6 of row 2
        buffer.set(x: 6, y: 1, Cell(text: "字", width: 2))  // cells 6–7 of row 1: the buffer's last column
        let cases: [(Rect, [Rect])] = [
            (Rect(x: 3, y: 0, width: 2, height: 1), [Rect(x: 2, y: 0, width: 3, height: 1)]),  // left edge inside
            (Rect(x: 0, y: 0, width: 3, height: 1), [Rect(x: 0, y: 0, width: 4, height: 1)]),  // right edge inside
            (Rect(x: 3, y: 0, width: 3, height: 3), [Rect(x: 2, y: 0, width: 6, height: 3)]),  // both; row 1 then too
            (Rect(x: 2, y: 0, width: 2, height: 1), [Rect(x: 2, y: 0, width: 2, height: 1)]),  // whole already
            (Rect(x: 7, y: 1, width: 1, height: 1), [Rect(x: 6, y: 1, width: 2, height: 1)]),  // at the last column
            (Rect(x: 0, y: 0, width: 8, height: 3), [Rect(x: 0, y: 0, width: 8, height: 3)]),  // the whole buffer
            (Rect(x: 20, y: 20, width: 2, height: 2), [Rect(x: 20, y: 20, width: 2, height: 2)]),  // outside it
        ]
        for (rect, expected) in cases {
            #expect(DamageList.wholeGlyphs([rect], in: buffer) == expected, "\(rect)")
        }
        #expect(DamageList.wholeGlyphs([], in: ScreenBuffer(size: .zero)).isEmpty)
        #expect(
            DamageList.wholeGlyphs([Rect(x: 0, y: 0, width: 2, height: 2)], in: ScreenBuffer(size: .zero)).count == 1)
    }
}
