import TerminalFixtures
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore
@testable import ShojiTerminal

/// Lines of odd shapes for the renderer's runs: longer than its first buffer, ASCII around wide and
/// combining characters, a struck-through stretch, a style changing mid-run. A key swaps two versions, so
/// the second frame writes partial runs that start and end next to wide characters.
private struct OddRuns: View {
    @State private var flipped = false
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(String(repeating: flipped ? "y" : "x", count: 290))
            HStack(spacing: 0) {
                Text(flipped ? "ab漢字cd" : "漢字abc字")
                Text(flipped ? "e\u{301}👍x" : "xé👍").bold()
                Text(flipped ? "✓ done" : "  todo").strikethrough()
                Text(flipped ? "ｗｉｄｅ" : "wide").foregroundStyle(.red)
            }
            Button(flipped ? "back" : "flip") { flipped.toggle() }
        }
    }
}

/// A wide character that moves one column left, over the left half of where it was, with ASCII after
/// it: ncurses keeps the old character's right half, which the ASCII run after it would mend by blanking
/// the new character (it vanished from the terminal while Shoji's screen showed it).
private struct WideShift: View {
    @State private var flipped = false
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text(flipped ? "a漢cd" : "ab漢c")
            Text(flipped ? "x😀yz 漢漢w" : "xy😀z 漢w漢")
            Button(flipped ? "back" : "flip") { flipped.toggle() }
        }
    }
}

/// The renderer gives ncurses each run of ASCII cells in one call, from a buffer it grows (a raw pointer):
/// what the terminal shows must be what Shoji drew, on every shape of run.
@MainActor
@Suite(.serialized) struct RendererRunTests {
    /// Shows `view` in a pseudo-terminal and, after each of four presses of Enter on its button, compares
    /// what a terminal reading the bytes shows with Shoji's screen.
    private func check<V: View>(_ view: V, width: Int, height: Int, terminalType: String = "xterm-256color") throws {
        let host = TestHost(view, width: width, height: height, terminal: .pseudoTerminal, terminalType: terminalType)
        defer { host.close() }
        var terminal = VirtualTerminal(width: width, height: height)
        terminal.feed(host.lastTerminalBytes)
        #expect(terminal.lines == host.lines, "first frame")
        host.press("Tab")
        terminal.feed(host.lastTerminalBytes)
        for round in 1...4 {
            host.press("Enter")
            terminal.feed(host.lastTerminalBytes)
            #expect(terminal.lines == host.lines, "after \(round) flips:\n\(terminal.text)\n---\n\(host.text)")
        }
    }

    @Test func wideCharactersMovingLeftStayDrawn() throws {
        try check(WideShift(), width: 20, height: 3)
    }

    @Test func oddRunsReachTheTerminalAsDrawn() throws {
        try check(OddRuns(), width: 300, height: 6)
    }

    /// Without the terminal's strikethrough, each struck character carries U+0336 (still one run).
    @Test func oddRunsWithStrokesReachTheTerminalAsDrawn() throws {
        try check(OddRuns(), width: 300, height: 6, terminalType: "screen-256color")
    }
}
