import CNcursesw
import Foundation
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore
@testable import ShojiTerminal

/// The terminal description Shoji writes for ncurses: read through public calls, written in the
/// documented compiled format, loaded back by ncurses unchanged (the writer is right), and adjusted only
/// where intended.
@MainActor
@Suite struct TerminfoTests {
    private func load(_ term: String) -> TerminfoEntry? {
        var error: Int32 = 0
        guard setupterm(term, -1, &error) == OK else { return nil }
        defer { _ = del_curterm(shoji_cur_term()) }
        return TerminfoEntry.current()
    }

    /// Writes `entry` as `name` into a fresh directory and reads it back through ncurses.
    private func roundTrip(_ entry: TerminfoEntry, name: String) -> TerminfoEntry? {
        let description = TerminalDescription(
            entry: entry, name: name, strikethroughIsProtect: false,
            droppedCharsetResets: false, absoluteMovesOnly: false)
        var loaded: TerminfoEntry?
        _ = description.install { name in
            loaded = load(name)
            return nil
        }
        return loaded
    }

    @Test(arguments: [
        "xterm-256color", "tmux-256color", "screen", "screen-256color", "linux", "vt100", "xterm", "dumb",
    ])
    func compiledEntriesReadBackUnchanged(term: String) throws {
        let original = try #require(load(term))
        var renamed = original
        renamed.names = "shoji-test-\(term)|" + original.names
        let back = try #require(roundTrip(renamed, name: "shoji-test-\(term)"))
        #expect(back.booleans == original.booleans)
        #expect(back.numbers == original.numbers)
        #expect(back.strings == original.strings)
        #expect(back.extended == original.extended)
        #expect(ProcessInfo.processInfo.environment["TERMINFO"] == nil, "TERMINFO is put back")
    }

    @Test func adjustmentsAreOnlyTheIntendedOnes() throws {
        let original = try #require(load("xterm-256color"))
        let adjusted = TerminalDescription.adjusted(original, term: "xterm-256color")
        #expect(adjusted.strikethroughIsProtect)
        #expect(adjusted.droppedCharsetResets)
        let back = try #require(roundTrip(adjusted.entry, name: adjusted.name))
        let sgr0 = TerminalDescription.exitAttributes
        let sgr = TerminalDescription.setAttributes
        let prot = TerminalDescription.enterProtected
        let ed = TerminalDescription.clearToEndOfScreen
        #expect(original.strings[ed] == Array("\u{1b}[J".utf8))
        #expect(back.strings[ed] == nil)
        #expect(back.strings[sgr] == nil)
        #expect(back.strings[sgr0] == Array("\u{1b}[m".utf8))
        #expect(back.strings[prot] == Array("\u{1b}[9m".utf8))
        // Moves: the address, `home`, `cr` and `cuf` only.
        #expect(adjusted.absoluteMovesOnly)
        let moves = TerminalDescription.relativeMoves
        #expect(moves.filter { original.strings[$0] != nil }.count == 11, "all but `ll`")
        for i in moves { #expect(back.strings[i] == nil, "string \(i)") }
        #expect(back.strings[TerminalDescription.cursorAddress] == Array("\u{1b}[%i%p1%d;%p2%dH".utf8))
        for i in back.strings.indices where ![sgr0, sgr, prot, ed].contains(i) && !moves.contains(i) {
            #expect(back.strings[i] == original.strings[i], "string \(i)")
        }
        #expect(back.numbers == original.numbers)
        #expect(back.booleans == original.booleans)
    }

    /// A terminal whose address is not ECMA-48's keeps its moves (the compactor would not understand
    /// the addresses it rewrites).
    @Test func otherTerminalsKeepTheirMoves() throws {
        var original = try #require(load("xterm-256color"))
        original.strings[TerminalDescription.cursorAddress] = Array("\u{1b}Y%p1%' '%+%c%p2%' '%+%c".utf8)
        let adjusted = TerminalDescription.adjusted(original, term: "vt52ish")
        #expect(!adjusted.absoluteMovesOnly)
        for i in TerminalDescription.relativeMoves { #expect(adjusted.entry.strings[i] == original.strings[i]) }
    }

    @Test func numbersOver16BitsUseTheExtendedNumberFormat() {
        var entry = TerminfoEntry(
            names: "x", booleans: [true], numbers: [80, 0x10000, nil], strings: [nil, [65]], extended: [:])
        var bytes = entry.compiled()
        #expect(bytes[0] == 0x1E && bytes[1] == 0x02, "magic 01036")
        entry.numbers = [80, 24, nil]
        bytes = entry.compiled()
        #expect(bytes[0] == 0x1A && bytes[1] == 0x01, "magic 0432")
    }

    /// The screens Shoji draws through the adjusted description look the same as through the
    /// terminal's own: strikethrough shows as SGR 9, and attribute changes use single capabilities.
    @Test func strikethroughReachesTheTerminal() {
        struct Struck: View {
            var body: some View { Text("done").strikethrough() }
        }
        let host = TestHost(Struck(), width: 20, height: 3, terminal: .pseudoTerminal)
        defer { host.close() }
        let bytes = String(decoding: host.lastTerminalBytes, as: UTF8.self)
        #expect(bytes.contains("\u{1b}[9m"), "\(bytes.debugDescription)")
        #expect(bytes.hasPrefix("\u{1b}(B"), "ASCII selected once")
        #expect(!bytes.dropFirst(3).contains("\u{1b}(B"), "and never again with a change of style")
    }
}
