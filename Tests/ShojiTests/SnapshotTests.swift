import Foundation
import FoundationXML
import Shoji
import ShojiTesting
import TerminalFixtures
import Testing

@_spi(ShojiRuntime) @testable import ShojiCore

/// Screenshots (SVG and text with styles) and snapshot tests: `expectSnapshot`, F7, `SHOJI_SCREENSHOT`.
@MainActor
@Suite(.serialized) struct SnapshotTests {
    private func temporaryStore() -> (SnapshotStore, URL) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("shoji-snapshots-\(UUID())")
        return (SnapshotStore(testFile: root.appendingPathComponent("Suite.swift").path, test: "test()"), root)
    }

    /// One cell's style changing (strikethrough gone from "Done") fails the snapshot, with a diff that
    /// shows the style line and the new screen written beside the old one.
    @Test func aStyleChangeOfOneCellFails() throws {
        let (store, root) = temporaryStore()
        defer { try? FileManager.default.removeItem(at: root) }
        let done = TestHost(
            VStack(alignment: .leading) {
                Text("Milk")
                Text("Done").strikethrough()
            }, width: 10, height: 2)
        #expect(store.check("list", text: done.snapshotText, svg: done.screenSVG(), record: false) == .recorded)
        #expect(FileManager.default.fileExists(atPath: store.url("list", "svg").path))
        #expect(store.check("list", text: done.snapshotText, svg: done.screenSVG(), record: false) == .matched)

        let oneCell = TestHost(
            VStack(alignment: .leading) {
                Text("Milk")
                HStack(spacing: 0) {
                    Text("Don").strikethrough()
                    Text("e")
                }
            }, width: 10, height: 2)
        #expect(oneCell.text == done.text)
        guard case .failed(let message) = store.check("list", text: oneCell.snapshotText, svg: "", record: false)
        else {
            Issue.record("a changed style matched the snapshot")
            return
        }
        #expect(message.contains("-    aaaa\n+    aaa"), "\(message)")
        #expect(FileManager.default.fileExists(atPath: store.url("list", "new.txt").path))
        // Recording accepts it and removes the review files.
        #expect(store.check("list", text: oneCell.snapshotText, svg: "", record: true) == .recorded)
        #expect(!FileManager.default.fileExists(atPath: store.url("list", "new.txt").path))
    }

    /// Under `SHOJI_SNAPSHOTS_MUST_EXIST` (CI), a snapshot that was never recorded fails.
    @Test func aMissingSnapshotFailsWhenItMustExist() {
        let (store, root) = temporaryStore()
        defer { try? FileManager.default.removeItem(at: root) }
        guard case .failed(let message) = store.check("x", text: "a", svg: "", record: false, mustExist: true) else {
            Issue.record("a missing snapshot was recorded")
            return
        }
        #expect(message.contains("is missing"))
        #expect(!FileManager.default.fileExists(atPath: store.url("x", "txt").path))
    }

    /// The snapshot text: rows, a legend of styles, one letter per cell.
    @Test func snapshotTextNamesEveryStyle() {
        let host = TestHost(
            HStack(spacing: 1) {
                Text("ok").bold().foregroundStyle(.red)
                Text("日本")
                Text("x").underline().italic()
            }.frame(maxWidth: .infinity, alignment: .leading), width: 12, height: 1)
        #expect(
            host.snapshotText == """
                ok 日本 x
                --- styles ---
                a: fg palette 1, bold
                b: italic, underline
                aa      b

                """)
    }

    /// The SVG is well-formed XML, places each character at its cell (a wide one takes two), and carries
    /// colours and text decorations.
    @Test func svgPlacesCellsAndStyles() throws {
        let host = TestHost(
            HStack(spacing: 0) {
                Text("日本").background(.blue)
                Text("Done").strikethrough()
                Text("<&>").foregroundStyle(.green)
            }.frame(maxWidth: .infinity, alignment: .leading), width: 12, height: 1)
        let svg = host.screenSVG()
        let parser = XMLParser(data: Data(svg.utf8))
        #expect(parser.parse(), "not well-formed: \(parser.parserError.map { "\($0)" } ?? "")")
        #expect(svg.contains(##"<text x="0 18" y="14.44" fill="#d7dae0">日本</text>"##))
        #expect(svg.contains(##"x="36 45 54 63" y="14.44" fill="#d7dae0" class="s">Done</text>"##))
        #expect(svg.contains("&lt;&amp;&gt;"))
        #expect(svg.contains(##"<rect x="0" y="0" width="36" height="19" fill="#"##))
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"108\" height=\"19\""))
    }

    /// Odd shapes: an empty screen, a 1×1 one, and text with control characters, stay well-formed.
    @Test func oddScreensStayWellFormed() {
        for (width, height) in [(0, 0), (1, 1), (3, 1)] {
            var buffer = ScreenBuffer(size: Size(width: width, height: height))
            if width > 0 { buffer.set(x: 0, y: 0, Cell(text: "\u{1}")) }
            let parser = XMLParser(data: Data(buffer.svg().utf8))
            #expect(parser.parse())
            _ = buffer.snapshotText
        }
    }

    /// F7 takes a screenshot of what the terminal shows, and says so on the status line until the next
    /// key; an app that binds F7 itself keeps it.
    @Test func f7TakesAScreenshotUnlessTheAppTakesTheKey() {
        let host = TestHost(Text("Hello").frame(maxWidth: .infinity, maxHeight: .infinity), width: 30, height: 5)
        var taken: [ScreenBuffer] = []
        host.graph.onScreenshot = { screen in
            taken.append(screen)
            return "Screenshot saved: test.svg"
        }
        host.press("F7")
        #expect(taken.count == 1)
        #expect(taken.first?.lines.contains { $0.contains("Hello") } == true)
        #expect(host.lines.last?.contains("Screenshot saved: test.svg") == true)
        host.press("x")
        #expect(host.lines.last?.contains("Screenshot") == false)

        final class Count { var value = 0 }
        let count = Count()
        let own = TestHost(
            Button("Renice") {}.onKeyPress { press in
                guard press.key == .function(7) else { return .ignored }
                count.value += 1
                return .handled
            }, width: 30, height: 5)
        own.graph.onScreenshot = { _ in
            Issue.record("the app's own F7 was taken for a screenshot")
            return ""
        }
        own.press("Tab")
        own.press("F7")
        #expect(count.value == 1)
    }

    /// A line diff of two screens.
    @Test func lineDiffShowsChangedRowsWithContext() {
        let diff = SnapshotStore.lineDiff("a\nb\nc\nd\ne\nf\ng", "a\nb\nc\nD\ne\nf\ng", context: 1)
        #expect(diff == "  c\n- d\n+ D\n  e")
    }

    /// A screenshot taken in a test's terminal (F7, which fuzzing sends) lands in that terminal's own
    /// directory, and goes with it: test runs leave no pictures in the temporary directory.
    @Test func aTerminalsScreenshotsGoWithIt() throws {
        let path = DemoBinaries.path("counter")
        try #require(FileManager.default.isExecutableFile(atPath: path), "build the demos first: swift build")
        var pty: PseudoTerminal? = try PseudoTerminal(executable: path, width: 80, height: 24)
        let directory = try #require(pty?.scratchDirectory)
        #expect(pty?.waitUntil { !$0.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty } == true)
        pty?.press("F7")
        #expect(pty?.waitUntil { $0.text.contains("Screenshot saved: counter-") } == true)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(files.contains { $0.hasPrefix("counter-") && $0.hasSuffix(".svg") }, "\(files)")
        pty?.press("Ctrl-C")
        #expect(pty?.waitForExit() == 0)
        pty = nil
        #expect(!FileManager.default.fileExists(atPath: directory.path))
    }

    /// The real counter binary: `SHOJI_SCREENSHOT` saves its last screen when it ends, F7 saves one into
    /// `SHOJI_SCREENSHOT_DIR`.
    @Test func theCounterBinarySavesScreenshots() throws {
        let path = DemoBinaries.path("counter")
        try #require(FileManager.default.isExecutableFile(atPath: path), "build the demos first: swift build")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shoji-shots-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let last = directory.appendingPathComponent("last.txt")
        let pty = try PseudoTerminal(
            executable: path,
            environment: ["SHOJI_SCREENSHOT": last.path, "SHOJI_SCREENSHOT_DIR": directory.path], width: 80, height: 24)
        #expect(pty.waitUntil { !$0.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty })
        pty.press("F7")
        #expect(pty.waitUntil { $0.text.contains("Screenshot saved: counter-") })
        pty.press("Ctrl-C")
        #expect(pty.waitForExit() == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        let svg = try #require(files.first { $0.hasPrefix("counter-") && $0.hasSuffix(".svg") })
        let picture = try String(contentsOf: directory.appendingPathComponent(svg), encoding: .utf8)
        #expect(picture.hasPrefix("<svg") && XMLParser(data: Data(picture.utf8)).parse())
        let text = try String(contentsOf: last, encoding: .utf8)
        #expect(text.contains("--- styles ---"))
        #expect(text.contains("Screenshot saved"))
    }
}
