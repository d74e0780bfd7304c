import CShojiSupport
import Testing

@testable import Articles
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore
@testable import ShojiTerminal

/// Bytes a terminal really receives, through ncurses on a pseudo-terminal (ncurses is process-wide:
/// these run one at a time).
@MainActor
@Suite(.serialized) struct TerminalBytesTests {
    @Test func counterStepCostsAtMostTwelveBytes() throws {
        let host = TestHost(CounterView(), width: 100, height: 30, terminal: .pseudoTerminal)
        defer { host.close() }
        host.press("Tab")
        host.press("Enter")  // 0 → 1
        let step = try #require(host.press("Enter"))  // 1 → 2: one cell
        #expect(
            step.bytesWritten <= 12,
            "bytes: \(step.bytesWritten) \(String(decoding: host.lastTerminalBytes, as: UTF8.self).debugDescription)")
        #expect(step.bytesWritten == host.lastTerminalBytes.count, "every byte counted")
        // No cursor parking, no charset re-selection, no synchronized-output markers for a small frame.
        let text = String(decoding: host.lastTerminalBytes, as: UTF8.self)
        #expect(!text.contains("\u{1b}(B"))
        #expect(!text.contains("\u{1b}[?2026h"))
    }

    @Test func profileFollowerCostsAtMostTwentyBytes() throws {
        let host = TestHost(ProfileScreen(), width: 100, height: 30, terminal: .pseudoTerminal)
        defer { host.close() }
        let press = try #require(host.press("Enter"))
        #expect(press.evaluated == ["FollowerCountView": 1])
        #expect(press.bytesWritten <= 20, "bytes: \(press.bytesWritten)")
    }

    @Test func todoToggleIsOneSmallWrite() throws {
        let host = TestHost(
            TodoDemoView(model: .seeded(count: 10_000)), width: 100, height: 30, terminal: .pseudoTerminal)
        defer { host.close() }
        host.press("Tab", "Tab")
        let toggle = try #require(host.press("Space"))
        #expect(toggle.evaluated["TodoRowView"] == 1)
        // The article's styling (green glyph, struck-through title) on the focused, reversed row.
        #expect(toggle.bytesWritten <= 40, "bytes: \(toggle.bytesWritten)")
        #expect(host.lastTerminalWrites == 1)
        let struck = String(decoding: host.lastTerminalBytes, as: UTF8.self)
        // Strikethrough is the terminal's own attribute (SGR 9), not a combining stroke per character.
        #expect(struck.contains("\u{1b}[9mTask 1"), "\(struck.debugDescription)")
        #expect(!struck.unicodeScalars.contains("\u{336}"))
        let back = try #require(host.press("Space"))
        #expect(back.bytesWritten <= 40, "bytes: \(back.bytesWritten)")
        #expect(host.lastTerminalWrites == 1)
    }

    @Test func strikethroughFallsBackToStrokesWithoutTerminalSupport() throws {
        // screen-256color describes no strikethrough (`smxx`): each character gets U+0336.
        let host = TestHost(
            TodoDemoView(model: .seeded(count: 10)), width: 100, height: 30,
            terminal: .pseudoTerminal, terminalType: "screen-256color")
        defer { host.close() }
        host.press("Tab", "Tab")
        _ = try #require(host.press("Space"))
        let struck = String(decoding: host.lastTerminalBytes, as: UTF8.self)
        #expect(struck.contains("T\u{336}a\u{336}s\u{336}k\u{336} 1\u{336}"), "\(struck.debugDescription)")
        #expect(!struck.contains("\u{1b}[9m"))
    }

    /// Write system calls this thread has made (`/proc/thread-self/io`), or `nil` where not available.
    private func writeCalls() -> Int? {
        guard let text = try? String(contentsOfFile: "/proc/thread-self/io", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("syscw:") {
            return Int(line.dropFirst(6).trimmingCharacters(in: .whitespaces))
        }
        return nil
    }

    @Test func aFrameOfSeveralLinesIsOneWriteByNcursesAndOneToTheTerminal() throws {
        // ncurses flushes at every cursor movement until it has been ended once and resumed; the screen
        // is made in that state from the start (NcursesScreen). The first key in the add sheet changes
        // the field and enables the Add button: three runs on two lines, one frame. ncurses' write goes
        // into memory where capture is available (one system call in all), else into a pipe (two).
        let host = TestHost(TodoDemoView(model: .seeded(count: 8)), width: 100, height: 30, terminal: .pseudoTerminal)
        defer { host.close() }
        host.press("+")
        let before = try #require(writeCalls())
        let key = try #require(host.press("a"))
        let after = try #require(writeCalls())
        #expect(key.bytesWritten > 40, "bytes: \(key.bytesWritten)")
        if let ncursesWrites = host.lastRendererWrites {
            #expect(ncursesWrites == 1, "ncurses wrote its frame in \(ncursesWrites) writes")
            #expect(after - before == 1, "write calls: \(after - before) (one to the terminal)")
        } else {
            #expect(shoji_capture_available() == 0, "ncurses' writes are not kept in memory")
            #expect(after - before == 2, "write calls: \(after - before) (ncurses into its pipe, then to the terminal)")
        }
    }

    @Test func largeFramesAreSynchronized() throws {
        let host = TestHost(
            TodoDemoView(model: .seeded(count: 10_000)), width: 100, height: 30, terminal: .pseudoTerminal)
        defer { host.close() }
        host.press("Tab", "Tab")
        let page = try #require(host.press("PageDown"))
        #expect(page.bytesWritten > TerminalOutput.synchronizedThreshold)
        let text = String(decoding: host.lastTerminalBytes, as: UTF8.self)
        #expect(text.hasPrefix("\u{1b}[?2026h") && text.hasSuffix("\u{1b}[?2026l"))
    }
}
