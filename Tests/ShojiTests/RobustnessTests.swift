import Foundation
import TerminalFixtures
import Testing

@testable import Articles
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// The crashes and wrong screens of the robustness issue, each as it was found, through `TestHost`.
@MainActor
@Suite struct RobustnessTests {
    /// Case 1: a long pasted name wraps the settings greeting over many lines; the wheel then scrolled
    /// the form and the text was drawn outside the buffer (an index out of range).
    @Test func longPasteThenWheelAtFortyByTwelve() {
        let host = TestHost(SettingsDemoView(), width: 40, height: 12)
        #expect(host.focusedView?.kind == "TextField")
        host.paste(String(repeating: "word ", count: 10))
        host.scroll(x: 5, y: 5, lines: 1)
        #expect(host.rowsDifferingFromFullRepaint() == [])
    }

    /// Case 1 at 100×30: 354 words crashed; 353 drew the greeting over the footer row.
    @Test func hugeGreetingStaysInsideItsFrame() {
        for words in [353, 354] {
            let host = TestHost(SettingsDemoView(), width: 100, height: 30)
            host.paste(String(repeating: "word ", count: words))
            #expect(host.lines[29].contains("Tab move"), "the footer keeps its row (\(words) words)")
            #expect(host.rowsDifferingFromFullRepaint() == [])
        }
    }

    /// Case 2: every demo in a one-row terminal, and resizes down to 1×1 and through odd shapes.
    @Test func tinyTerminals() {
        let sizes = [(1, 1), (2, 1), (10, 1), (40, 1), (0, 0), (1, 0), (0, 5), (3, 30), (9, 16), (6, 66)]
        for (w, h) in sizes {
            _ = TestHost(ProfileDemoView(), width: w, height: h)
            _ = TestHost(SettingsDemoView(), width: w, height: h)
        }
        let host = TestHost(ProfileDemoView(), width: 80, height: 24)
        let full = host.text
        host.resize(width: 1, height: 1)
        host.resize(width: 80, height: 24)
        #expect(host.text == full)
        #expect(host.rowsDifferingFromFullRepaint() == [])
        let settings = TestHost(SettingsDemoView(), width: 100, height: 30)
        for (w, h) in [(9, 16), (6, 66), (1, 1), (0, 0), (300, 100), (100, 30)] {
            settings.resize(width: w, height: h)
        }
        #expect(settings.text.contains("Display name") || settings.text.contains("Ada"))
        #expect(settings.rowsDifferingFromFullRepaint() == [])
    }

    /// A terminal too small for the app shows one line saying what it needs; the app keeps its state
    /// and comes back when the terminal grows.
    @Test func tooSmallPlaceholderKeepsTheAppsState() {
        let host = TestHost(ProfileDemoView(), width: 100, height: 30)
        host.click("Simulate new follower")
        #expect(host.text.contains("☺☺ 1 followers"))
        host.resize(width: 60, height: 3)
        #expect(host.lines.count == 3)
        #expect(host.lines[1].contains("terminal too small (needs 60×"), "\(host.lines)")
        host.press("Enter")  // keys still reach the focused button
        host.resize(width: 12, height: 1)
        #expect(host.lines[0].hasPrefix("needs "), "\(host.lines)")
        host.click(x: 0, y: 0)  // nothing to click
        host.resize(width: 100, height: 30)
        #expect(host.text.contains("☺☺ 2 followers"), "\(host.text)")
        #expect(host.rowsDifferingFromFullRepaint() == [])
        #expect(TooSmallPlaceholder.text(needed: Size(width: 80, height: 24), width: 3) == "!")
        #expect(TooSmallPlaceholder.text(needed: Size(width: 80, height: 24), width: 12) == "needs 80×24")
    }

    /// Case 5: Tab ×4 then `+` ×5 in settings at 100×30: the incremental screen differed from a full
    /// repaint on the form's rows.
    @Test func settingsStepperMatchesAFullRepaint() {
        let host = TestHost(SettingsDemoView(), width: 100, height: 30)
        host.press("Tab", "Tab", "Tab", "Tab")
        for _ in 0..<5 {
            host.press("+")
            #expect(host.rowsDifferingFromFullRepaint() == [])
        }
    }

    /// Case 8: presenting and dismissing a sheet grew the heap by ~380 bytes a cycle (registrations on
    /// the model kept in `@State` that never changes were never removed). Measured in a process of its
    /// own (`shoji-leak-fixture`), where no other test's allocations count.
    @Test func presentingASheetLeaksNothing() throws {
        let path = DemoBinaries.path("shoji-leak-fixture")
        try #require(FileManager.default.isExecutableFile(atPath: path), "build first: swift build")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        process.waitUntilExit()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let perCycle = try #require(Int(output.trimmingCharacters(in: .whitespacesAndNewlines)), "output: \(output)")
        #expect(perCycle < 64, "the heap grew \(perCycle) bytes a cycle (the leak this found was ~740)")
    }
}
