import CNcursesw
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

/// Eight lines an app changes at random (``RendererRunTests/randomLinesReachTheTerminalAsDrawn()``).
@Observable @MainActor private final class RandomLines {
    var lines = Array(repeating: "", count: 8)
}

/// The lines, centered (a line that grows or shrinks moves its own cells: ncurses shifts them with
/// insert and delete character), and a button.
private struct RandomLinesView: View {
    let model: RandomLines
    var body: some View {
        VStack(spacing: 0) {
            ForEach(0..<8, id: \.self) { i in Text(model.lines[i]) }
            Button("x") {}
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

    /// Lines of ASCII, wide, combining and replacement characters, changed at random a few at a time
    /// (new lines, or one character swapped): after each change the terminal shows what Shoji drew.
    @Test func randomLinesReachTheTerminalAsDrawn() throws {
        let pieces = ["a", "b", " ", "  ", "xy", "😀", "漢", "日本", "e\u{301}", "✓", "\u{FFFD}", "ｗ"]
        for seed in 0..<12 {
            var random = SeededRandom(seed: UInt64(seed))
            let model = RandomLines()
            let host = TestHost(RandomLinesView(model: model), width: 40, height: 10, terminal: .pseudoTerminal)
            defer { host.close() }
            var terminal = VirtualTerminal(width: 40, height: 10)
            terminal.feed(host.lastTerminalBytes)
            for change in 0..<40 {
                for _ in 0..<Int.random(in: 1...3, using: &random) {
                    let i = Int.random(in: 0..<8, using: &random)
                    var characters = Array(model.lines[i])
                    if characters.isEmpty || Bool.random(using: &random) {
                        let count = Int.random(in: 0...30, using: &random)
                        model.lines[i] = (0..<count).map { _ in pieces.randomElement(using: &random)! }.joined()
                    } else {
                        characters[Int.random(in: 0..<characters.count, using: &random)] =
                            pieces.randomElement(using: &random)!.first ?? " "
                        model.lines[i] = String(characters)
                    }
                }
                host.update()
                terminal.feed(host.lastTerminalBytes)
                try #require(
                    terminal.lines == host.lines,
                    "seed \(seed), change \(change):\n\(terminal.text)\n---\n\(host.text)")
            }
        }
    }

    /// Without the terminal's strikethrough, each struck character carries U+0336 (still one run).
    @Test func oddRunsWithStrokesReachTheTerminalAsDrawn() throws {
        try check(OddRuns(), width: 300, height: 6, terminalType: "screen-256color")
    }
}

/// A text that turns red and back at each press of its button.
private struct Reddening: View {
    @State private var red = false
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Text("plain").strikethrough(red).foregroundStyle(red ? Color.red : Color.primary)
            Button(red ? "plain" : "red") { red.toggle() }.buttonStyle(.plain)
        }
    }
}

@MainActor
@Suite(.serialized) struct LazyColorTests {
    /// Whether the current ncurses screen has started colors (pair 0 is valid only then; the
    /// `COLOR_PAIRS` variable is shared by every screen of the process).
    private var colorsStarted: Bool {
        var foreground: Int32 = 0
        var background: Int32 = 0
        return extended_pair_content(0, &foreground, &background) == OK
    }

    @Test func colorsStartWithTheFirstColoredCell() {
        let host = TestHost(
            Reddening(), width: 20, height: 2, terminal: .pseudoTerminal, terminalType: "xterm-256color")
        defer { host.close() }
        // Attributes only (the focused button is reversed): ncurses' colors stay off, so its updates skip
        // comparing whole lines for color pairs.
        #expect(!colorsStarted)
        host.press("Enter")
        #expect(colorsStarted)
        let bytes = String(decoding: host.lastTerminalBytes, as: UTF8.self)
        #expect(bytes.contains("\u{1b}[31m"), "\(bytes.debugDescription)")
        host.press("Enter")
        let back = String(decoding: host.lastTerminalBytes, as: UTF8.self)
        #expect(back.contains("plain") && !back.contains("\u{1b}[31m"), "\(back.debugDescription)")
        #expect(host.lines.map { $0.trimmingCharacters(in: .whitespaces) } == ["plain", "red"])
    }
}
