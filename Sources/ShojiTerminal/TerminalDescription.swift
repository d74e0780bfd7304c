import CNcursesw
import Foundation
import ShojiCore

/// The terminal description Shoji gives ncurses: the terminal's own, with three changes that save
/// bytes on every change of style and give ncurses a strikethrough attribute, and two that save time on
/// every frame.
///
/// 1. **No charset re-selection.** xterm's entry makes every attribute change select the US-ASCII
///    charset again (`\E(B` at the start of `sgr0`, and `%?%p9%t\E(0%e\E(B%;` at the start of `sgr`) in
///    case the line-drawing charset was on. Shoji never turns it on (it draws box characters as Unicode,
///    not with `A_ALTCHARSET`), so those 3 bytes on each change are dropped and ASCII is selected once.
/// 2. **One capability at a time.** With `sgr` present, ncurses sends every attribute change as one full
///    `\E[0;…m` (turning on reverse costs 6 bytes instead of 4). Without it ncurses uses the single
///    capabilities (`rev`, `bold`, `dim`, `sitm`, `smul`, `prot`) and `sgr0` — its documented path for
///    terminals that lack `sgr` — so `sgr` is left out when the four common single ones exist.
/// 3. **Strikethrough.** ncurses' `attr_t` has no strikethrough bit. Shoji never draws protected cells,
///    so when the terminal describes strikethrough (the `smxx` extension, `\E[9m`) and has no `prot` of
///    its own, `prot` is made `smxx`: `A_PROTECT` then draws strikethrough, tracked by ncurses like any
///    other attribute and ended by `sgr0`.
/// 4. **No `ed` (clear to end of screen).** With `ed`, ncurses' `doupdate` looks for blank lines at the
///    bottom of the screen on every update (`ClrBottom`, tty_update.c): it compares every cell of each
///    blank line at the bottom, in the new screen and in the old, to the bottom-right cell. A sparse
///    screen (the counter demo: 2 lines of 30 used) made that 48,000 instructions of an 80,000-instruction
///    `doupdate` for a one-cell change (callgrind). Without `ed` the scan is skipped; a screen whose bottom
///    lines become blank clears each with `el` instead of all of them with one `ed` (a few bytes per line,
///    on the rare frame where a taller screen gives way to a shorter one; a full clear uses `clear`).
/// 5. **Absolute cursor moves only, on ANSI terminals.** For every move, ncurses' `mvcur` (lib_mvcur.c)
///    builds each way there is — the address (`cup`), relative moves from the cursor, from the first
///    column, from home, with the parameterized (`cuf`, `cud`, `hpa`, `vpa`…) and the single-step
///    capabilities (`cuf1` repeated, or the screen's own characters written again) — formatting each
///    with `tiparm` to compare their lengths: 20,000 instructions for the one move of a counter step, a
///    tenth of the key (callgrind). Where `cup` is ECMA-48's `\E[row;colH`, the description keeps only
///    `cup`, `home`, `cr` and `cuf`: `mvcur` formats an address (and `cuf` for a move to the right in
///    the row), and ``FrameCompactor``, which follows the cursor through every byte sent, rewrites each
///    run of moves into the shortest move from where the cursor was (relative, column or row alone,
///    `\r`), from the previous frame's end too. (`cuf` stays because ncurses measures the cheapest
///    horizontal move to decide when to write through a gap of unchanged cells rather than jump over it;
///    `cr` because ncurses knows the cursor's row after text that reached the last column, where the
///    compactor does not.)
///
/// All of it goes through public means only: every capability is read with `tigetflag`, `tigetnum` and
/// `tigetstr` (``TerminfoEntry``), the changed description is written in ncurses' documented compiled
/// format (term(5)) into a private directory, and ncurses loads it from there (`TERMINFO` names that
/// directory while `newterm` runs, and only then). Where any step fails, ncurses gets the terminal's own
/// description: a few more bytes per change of style, and strikethrough drawn with U+0336.
struct TerminalDescription {
    /// The adjusted entry.
    var entry: TerminfoEntry
    /// The name to pass to `newterm`.
    let name: String
    /// Whether `A_PROTECT` draws strikethrough.
    let strikethroughIsProtect: Bool
    /// Whether the charset resets were removed (select ASCII once at start).
    let droppedCharsetResets: Bool
    /// Whether ncurses moves the cursor with `cup` only (5.).
    let absoluteMovesOnly: Bool

    // Indices in the predefined string table (term.h).
    static let enterBold = 27, enterDim = 30, enterProtected = 33, enterReverse = 34, enterUnderline = 36
    static let exitAttributes = 39, setAttributes = 131, clearToEndOfScreen = 7, cursorAddress = 10
    /// The moves left out where `cup` is ECMA-48's (5.): `cbt`, `hpa`, `cud1`, `cub1`, `cuf1`, `ll`,
    /// `cuu1`, `cud`, `cub`, `cuu`, `vpa`, `ht`.
    static let relativeMoves = [0, 8, 11, 14, 17, 18, 19, 107, 111, 114, 127, 134]
    /// ECMA-48's cursor position, as terminfo writes it.
    static let ecmaCursorAddress = Array("\u{1b}[%i%p1%d;%p2%dH".utf8)

    /// The adjusted description of the terminal `term` (`nil` if it has no terminfo entry).
    static func make(for term: String) -> TerminalDescription? {
        var error: Int32 = 0
        guard setupterm(term, -1, &error) == OK else { return nil }
        let original = TerminfoEntry.current()
        _ = del_curterm(shoji_cur_term())
        return adjusted(original, term: term)
    }

    /// Applies the five changes to `original`.
    static func adjusted(_ original: TerminfoEntry, term: String) -> TerminalDescription {
        var entry = original
        var dropped = false
        func dropPrefix(_ index: Int, _ prefix: String) {
            guard index < entry.strings.count, let s = entry.strings[index] else { return }
            let p = Array(prefix.utf8)
            if s.starts(with: p) {
                entry.strings[index] = Array(s.dropFirst(p.count))
                dropped = true
            }
        }
        dropPrefix(exitAttributes, "\u{1b}(B")
        dropPrefix(setAttributes, "%?%p9%t\u{1b}(0%e\u{1b}(B%;")
        func has(_ index: Int) -> Bool { index < entry.strings.count && entry.strings[index] != nil }
        var strike = false
        if has(enterBold) && has(enterDim) && has(enterReverse) && has(enterUnderline) {
            entry.strings[setAttributes] = nil
            if case .string(let smxx)? = entry.extended["smxx"], !has(enterProtected) {
                entry.strings[enterProtected] = smxx
                strike = true
            }
        }
        if has(clearToEndOfScreen) { entry.strings[clearToEndOfScreen] = nil }
        let absoluteMoves = cursorAddress < entry.strings.count && entry.strings[cursorAddress] == ecmaCursorAddress
        if absoluteMoves {
            for index in relativeMoves where index < entry.strings.count { entry.strings[index] = nil }
        }
        let name = "shoji-" + term.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "." ? $0 : "_" }
        entry.names = name + "|" + original.names
        return TerminalDescription(
            entry: entry, name: name, strikethroughIsProtect: strike, droppedCharsetResets: dropped,
            absoluteMovesOnly: absoluteMoves)
    }

    /// Starts ncurses on this description: writes it into a private directory, runs `start` (which calls
    /// `newterm` with ``name``) with `TERMINFO` naming that directory, then puts `TERMINFO` back and
    /// removes the directory. Returns `start`'s result, or `nil` if the description could not be written
    /// (the caller then starts ncurses on the terminal's own description).
    func install(_ start: (String) -> OpaquePointer?) -> OpaquePointer? {
        var template = Array((NSTemporaryDirectory() + "/shoji-terminfo-XXXXXX").utf8CString)
        guard let made = mkdtemp(&template) else { return nil }
        let directory = String(cString: made)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let bytes = Data(entry.compiled())
        // ncurses looks for <dir>/<first letter>/<name>, or <dir>/<hex of first letter>/<name> on
        // systems whose file names ignore case.
        guard let first = name.utf8.first else { return nil }
        for sub in [String(UnicodeScalar(first)), String(format: "%02x", first)] {
            let folder = directory + "/" + sub
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try bytes.write(to: URL(fileURLWithPath: folder + "/" + name))
            } catch {
                return nil
            }
        }
        let previous = getenv("TERMINFO").map { String(cString: $0) }
        setenv("TERMINFO", directory, 1)
        defer {
            if let previous { setenv("TERMINFO", previous, 1) } else { unsetenv("TERMINFO") }
        }
        return start(name)
    }
}
