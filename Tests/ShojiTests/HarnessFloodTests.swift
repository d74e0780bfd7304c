import Foundation
import Testing

@testable import TerminalFixtures

/// The harness survives a program that floods its terminal: `make fuzz` once grew to 24 GB and was killed
/// by the kernel when a broken build wrote without end, instead of reporting the crash. The pseudo-terminal
/// keeps a bounded tail of the output (counting every byte), and the screen model a bounded control sequence.
@Suite struct HarnessFloodTests {
    /// Four megabytes through a terminal that keeps one: every byte counted, at most the limit kept.
    @Test func pseudoTerminalKeepsABoundedTail() throws {
        let total = 4_000_000
        let limit = 1 << 20
        let pty = try PseudoTerminal(
            executable: "/bin/sh", arguments: ["-c", "head -c \(total) /dev/zero; printf END"], outputLimit: limit)
        while pty.bytesRead < total + 3, pty.readAvailable(waitMilliseconds: 2000) {}
        #expect(pty.bytesRead == total + 3)
        #expect(pty.output.count <= limit)
        #expect(pty.output.count >= limit / 2)
        // The most recent bytes are the ones kept.
        #expect(Array(pty.output.suffix(3)) == Array("END".utf8))
    }

    /// `ESC [` followed by a million parameter bytes keeps at most the limit, and the sequence is ignored
    /// (the cursor stays where it was), as xterm ignores a sequence with too many parameters.
    @Test func screenModelBoundsAControlSequence() {
        var screen = VirtualTerminal(width: 20, height: 6)
        screen.feed(Array("\u{1b}[3;5H\u{1b}[".utf8))
        screen.feed([UInt8](repeating: UInt8(ascii: "1"), count: 1_000_000))
        #expect(screen.pendingParameterBytes <= VirtualTerminal.parameterLimit)
        screen.feed(Array("HX".utf8))
        #expect(screen.lines[2] == "    X")
        // The next sequence is read afresh.
        screen.feed(Array("\u{1b}[1;1HY".utf8))
        #expect(screen.lines[0].hasPrefix("Y"))
    }
}
