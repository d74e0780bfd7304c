import CNcursesw

/// Rewrites a frame ncurses wrote into fewer bytes with the same effect on the terminal.
///
/// Two rewrites, both exact:
/// - **Cursor moves.** ncurses addresses the cursor absolutely (`ESC[row;colH`): on ANSI terminals it is
///   given no other way to move (``TerminalDescription``, 5.), elsewhere it does so for any move longer
///   than 8 cells and not near either edge (its `NOT_LOCAL` rule in `lib_mvcur.c`). Where the cursor's
///   row is known, each address becomes the shortest move with the same effect: in the same row, the
///   column alone (`ESC[colG`, HPA), `\r` to the first column, or — when the column is known exactly (no
///   wide character before it in the row) — a relative move (`ESC[nC`, `ESC[nD`, backspaces); to another
///   row, the row alone (`ESC[rowd`, VPA) or a relative one (`ESC[nA`, `ESC[nB`, only while no scroll
///   region confines them) followed by such a move in the row, where shorter than the address. HPA and
///   VPA are absolute in their own coordinate, so a character whose width the terminal sees differently
///   cannot misplace them. An address the row of which is not known keeps its form, shortened where a
///   parameter is its default (`ESC[rowH` for the first column).
/// - **Colours reset twice.** ncurses turns a colour off (`ESC[39m`) and then resets all attributes
///   (`ESC[m`) in a row; a run of SGR sequences directly followed by a reset is dropped.
///
/// The position is tracked conservatively through what is sent: an absolute move or VPA sets the row,
/// and anything that could move the cursor to another row without saying where — a line feed, a reverse
/// index, a scroll region, a restored cursor, text that may reach the last column (where it would wrap),
/// an unknown sequence — forgets it until the next absolute move. Every byte the terminal gets passes
/// through here (``TerminalOutput``), so the position carries from one frame to the next; bytes written
/// around it, a resize or a redraw forget it (``forgetCursor()``).
struct FrameCompactor {
    /// The terminal's width in columns (0: unknown, so text always forgets the row).
    var columns: Int
    /// The terminal's height in rows (0: unknown), to tell a scroll region that covers the screen.
    var rows = 0

    private var row: Int?
    private var column: Int?
    /// Columns by which `column` may be short: one per non-ASCII character (a terminal may draw it one
    /// column wider than `wcwidth` says).
    private var slack = 0
    /// The width of the last character printed (what REP repeats); nil when not known.
    private var lastWidth: Int?
    /// Where, in the output, a run of consecutive SGR sequences began (nil: not in one).
    private var sgrRunStart: Int?
    /// Whether a scroll region may confine relative vertical moves (`ESC[nA` stops at its top margin).
    private var scrollRegionSet = false

    init(columns: Int) {
        self.columns = columns
    }

    /// Forgets where the cursor is (bytes sent around the compactor, a resize, a redraw may have moved it).
    mutating func forgetCursor() {
        forget()
        slack = 0
        lastWidth = nil
    }

    /// Appends `frame`, rewritten, to `output`. The cursor's position is taken from the end of the
    /// previous frame, unless ``forgetCursor()`` was called since.
    mutating func compact(_ frame: UnsafeRawBufferPointer, into output: inout [UInt8]) {
        sgrRunStart = nil
        output.reserveCapacity(output.count + frame.count)
        var i = 0
        let n = frame.count
        // A run of cursor moves with nothing between them: where it began in the output, and where the
        // cursor was before it (nil when not exactly known).
        var moves: MoveRun?
        while i < n {
            let b = frame[i]
            let tokenStart = output.count
            let from = startOfMove
            let isMove: Bool
            if b == 0x1B {
                let end = escape(frame, at: i, into: &output)
                isMove = Self.isMove(frame, from: i, to: end)
                i = end
            } else if b < 0x20 || b == 0x7F {
                control(b)
                sgrRunStart = nil
                output.append(b)
                i += 1
                isMove = b == 0x0D || b == 0x08
            } else {
                isMove = false
                // A run of printable bytes (UTF-8 included) up to the next control or escape.
                var end = i
                while end < n, frame[end] >= 0x20, frame[end] != 0x7F { end += 1 }
                printed(UnsafeRawBufferPointer(rebasing: frame[i..<end]))
                sgrRunStart = nil
                output.append(contentsOf: frame[i..<end])
                i = end
            }
            if !isMove {
                moves = nil
            } else if let run = moves {
                coalesce(run, into: &output)
            } else {
                moves = MoveRun(start: tokenStart, from: from)
            }
        }
    }

    // MARK: Runs of moves

    /// The cursor's column where it is exactly known: no slack, and not past the last column (where a
    /// terminal holds a pending wrap).
    private var exactColumn: Int? {
        guard let column, slack == 0, column >= 1, columns > 0, column <= columns else { return nil }
        return column
    }

    /// The cursor's position where it is exactly known: the row, and ``exactColumn``.
    private var exactPosition: (row: Int, column: Int)? {
        guard let row, let column = exactColumn else { return nil }
        return (row, column)
    }

    /// Where a move starts from, as far as a rewrite can use it: the row, and the column where it is
    /// exactly known (else a move in the row must name its column: `\r` or HPA). `nil` when the row is not
    /// known.
    private var startOfMove: MoveRun.Start? {
        guard let row else { return nil }
        return MoveRun.Start(row: row, column: exactColumn)
    }

    /// A run of moves: where it began in the output, and where the cursor was before it (a struct, not a
    /// tuple: a tuple of optionals had its type metadata looked up at run time on every frame).
    private struct MoveRun {
        /// A row, and the column where it is exactly known.
        struct Start {
            var row: Int
            var column: Int?
        }

        var start: Int
        var from: Start?
    }

    /// Whether the escape sequence in `frame[start..<end]` only moves the cursor (an address, a column or
    /// row, or a relative move in the row).
    private static func isMove(_ frame: UnsafeRawBufferPointer, from start: Int, to end: Int) -> Bool {
        guard end - start >= 3, frame[start + 1] == UInt8(ascii: "[") else { return false }
        let marker = frame[start + 2]
        if marker >= 0x3C && marker <= 0x3F { return false }
        switch frame[end - 1] {
        case UInt8(ascii: "H"), UInt8(ascii: "f"), UInt8(ascii: "G"), UInt8(ascii: "`"), UInt8(ascii: "d"),
            UInt8(ascii: "C"), UInt8(ascii: "a"), UInt8(ascii: "D"):
            return true
        default:
            return false
        }
    }

    /// Replaces a run of moves (ncurses' `\r` and `ESC[nC` to reach a column to the left, say) by the
    /// shortest single move from where the run began to where the cursor is now, where it is shorter: the
    /// end must be exactly known, the start's row (without its column, the move names the column: `\r` or
    /// HPA).
    private mutating func coalesce(_ run: MoveRun, into output: inout [UInt8]) {
        guard let from = run.from, let to = exactPosition else { return }
        let now = (row, column, slack)
        (row, column, slack) = (from.row, from.column, 0)
        let end = output.count
        move(toRow: to.row, column: to.column, into: &output)
        (row, column, slack) = now
        if output.count - end < end - run.start {
            output.removeSubrange(run.start..<end)
        } else {
            output.removeSubrange(end...)
        }
    }

    // MARK: Text and controls

    /// Advances the column over printed text; forgets the row if it may have reached the last column.
    private mutating func printed(_ text: UnsafeRawBufferPointer) {
        guard column != nil else {
            row = nil
            return
        }
        var advance = 0
        var extraSlack = 0
        var width: Int?
        var j = 0
        while j < text.count {
            let lead = text[j]
            if lead < 0x80 {
                advance += 1
                width = 1
                j += 1
                continue
            }
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
            var scalar = UInt32(lead & (length == 4 ? 0x07 : length == 3 ? 0x0F : 0x1F))
            var k = 1
            while k < length, j + k < text.count, text[j + k] & 0xC0 == 0x80 {
                scalar = scalar << 6 | UInt32(text[j + k] & 0x3F)
                k += 1
            }
            j += k
            // A character `wcwidth` does not know (-1: also every non-ASCII one when no locale is set)
            // is counted one column wide; a zero-width one none. Either way the terminal may disagree,
            // so each adds slack, and the column is no longer exact.
            let w = length == 1 || k < length ? 1 : Int(shoji_wcwidth(scalar))
            extraSlack += 1
            if w != 0 {
                advance += max(1, w)
                width = max(1, w)
            }
        }
        if let width { lastWidth = width }
        track(advance: advance, slack: extraSlack)
    }

    /// Moves the tracked column right by `advance`; past (or possibly at) the last column the row is
    /// forgotten, since the terminal may wrap.
    private mutating func track(advance: Int, slack extra: Int) {
        guard let current = column else {
            row = nil
            return
        }
        column = current + advance
        slack += extra
        if columns <= 0 || current + advance + slack >= columns { row = nil }
    }

    private mutating func control(_ b: UInt8) {
        switch b {
        case 0x0D:  // CR: first column, same row.
            column = 1
            slack = 0
        case 0x08:  // BS: one column left, same row (the column may no longer be exact).
            column = column.map { max(1, $0 - 1) }
        case 0x07:  // BEL
            break
        case 0x09:  // TAB: same row, column not tracked.
            column = nil
        default:  // LF, VT, FF (may scroll), SO/SI and the rest.
            row = nil
            column = nil
        }
    }

    // MARK: Escape sequences

    /// Copies (or rewrites) the escape sequence at `start`; returns the index after it.
    private mutating func escape(_ frame: UnsafeRawBufferPointer, at start: Int, into output: inout [UInt8]) -> Int {
        let n = frame.count
        guard start + 1 < n else {
            forget()
            output.append(frame[start])
            return start + 1
        }
        let kind = frame[start + 1]
        switch kind {
        case UInt8(ascii: "["):
            return csi(frame, at: start, into: &output)
        case UInt8(ascii: "]"), UInt8(ascii: "P"), UInt8(ascii: "_"), UInt8(ascii: "^"):
            // OSC / DCS / APC / PM: up to BEL or ST. None moves the cursor, but DCS may do anything.
            var end = start + 2
            while end < n {
                if frame[end] == 0x07 {
                    end += 1
                    break
                }
                if frame[end] == 0x1B, end + 1 < n, frame[end + 1] == UInt8(ascii: "\\") {
                    end += 2
                    break
                }
                end += 1
            }
            if kind != UInt8(ascii: "]") { forget() }
            sgrRunStart = nil
            output.append(contentsOf: frame[start..<end])
            return end
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"):
            // Character set designation: ESC ( B, three bytes, no movement.
            let end = min(n, start + 3)
            sgrRunStart = nil
            output.append(contentsOf: frame[start..<end])
            return end
        case UInt8(ascii: "7"), UInt8(ascii: "="), UInt8(ascii: ">"):
            // Save cursor, keypad modes: no movement.
            sgrRunStart = nil
            output.append(contentsOf: frame[start..<start + 2])
            return start + 2
        default:
            // Restore cursor (8), RI (M), IND (D), NEL (E), reset (c) and the rest.
            forget()
            sgrRunStart = nil
            output.append(contentsOf: frame[start..<start + 2])
            return start + 2
        }
    }

    /// Copies (or rewrites) the CSI sequence at `start`; returns the index after it.
    private mutating func csi(_ frame: UnsafeRawBufferPointer, at start: Int, into output: inout [UInt8]) -> Int {
        let n = frame.count
        var end = start + 2
        // Only the first two parameters matter (row and column), and whether all are zero (a reset):
        // kept in locals, as an array would be an allocation per sequence, hundreds per frame.
        var first: Int?
        var second: Int?
        var count = 0
        var allZero = true
        // Whether every parameter is a cursor mode (12: blinking, 25: shown), which moves nothing.
        var cursorModesOnly = true
        var current: Int?
        func take(_ value: Int) {
            if count == 0 { first = value } else if count == 1 { second = value }
            if value != 0 { allZero = false }
            if value != 12 && value != 25 { cursorModesOnly = false }
            count += 1
        }
        var privateMarker = false
        var intermediate = false
        var final: UInt8 = 0
        while end < n {
            let c = frame[end]
            end += 1
            if c >= 0x30 && c <= 0x39 {
                current = min(100_000, (current ?? 0) * 10 + Int(c - 0x30))
            } else if c == UInt8(ascii: ";") {
                take(current ?? 0)
                current = nil
            } else if c >= 0x3C && c <= 0x3F {
                privateMarker = true
            } else if c == UInt8(ascii: ":") || (c >= 0x20 && c <= 0x2F) {
                intermediate = true
            } else {
                final = c
                break
            }
        }
        if current != nil || count > 0 { take(current ?? 0) }
        func parameter(_ index: Int) -> Int {
            let value = index == 0 ? first : second
            return (value ?? 0) > 0 ? value! : 1
        }
        guard final != 0, !privateMarker, !intermediate else {
            // Showing or hiding the cursor (`cnorm`, `civis`, sent when a text field gains or loses focus).
            let cursorMode =
                privateMarker && !intermediate && count > 0 && cursorModesOnly
                && (final == UInt8(ascii: "h") || final == UInt8(ascii: "l")) && frame[start + 2] == UInt8(ascii: "?")
            if !cursorMode { forget() }
            sgrRunStart = nil
            output.append(contentsOf: frame[start..<end])
            return end
        }
        switch final {
        case UInt8(ascii: "m"):
            // A reset directly after other SGR sequences makes them moot.
            let reset = allZero
            if reset, let runStart = sgrRunStart {
                output.removeSubrange(runStart...)
            }
            if sgrRunStart == nil || reset { sgrRunStart = output.count }
            output.append(contentsOf: frame[start..<end])
            return end
        case UInt8(ascii: "H"), UInt8(ascii: "f"):
            sgrRunStart = nil
            let (targetRow, targetColumn) = (parameter(0), parameter(1))
            let onScreen =
                targetRow <= (rows > 0 ? rows : 9_999) && targetColumn <= (columns > 0 ? columns : 9_999)
            guard count <= 2, onScreen else {
                // Not a plain address on the screen (the terminal takes the nearest cell): copied as it
                // is, and the position is not known.
                output.append(contentsOf: frame[start..<end])
                forget()
                return end
            }
            move(toRow: targetRow, column: targetColumn, into: &output)
            row = targetRow
            column = targetColumn
            slack = 0
            return end
        case UInt8(ascii: "G"), UInt8(ascii: "`"):
            sgrRunStart = nil
            let target = parameter(0)
            if column != nil {
                appendRowMove(rowMove(to: target), to: &output)
            } else {
                output.append(contentsOf: frame[start..<end])
            }
            column = target
            slack = 0
            return end
        case UInt8(ascii: "d"):
            // Past the last row the terminal stops at it: the row is not known then.
            row = parameter(0) <= (rows > 0 ? rows : 9_999) ? parameter(0) : nil
        case UInt8(ascii: "r"):
            // A scroll region: the cursor goes home (the row is learnt again from the next address); the
            // region confines relative vertical moves unless it is the whole screen.
            forget()
            scrollRegionSet = !(count == 0 || (parameter(0) == 1 && count == 2 && rows > 0 && parameter(1) >= rows))
        case UInt8(ascii: "C"), UInt8(ascii: "a"), UInt8(ascii: "D"):
            let right = final != UInt8(ascii: "D")
            let n = parameter(0)
            column = column.map { right ? $0 + n : max(1, $0 - n) }
            if right, let column, columns > 0, column + slack >= columns { row = nil }
            sgrRunStart = nil
            if count == 1 && n == 1 {
                // One column: the count is the default (`cuf` formats it, `ESC[1C`).
                output.append(contentsOf: [0x1B, UInt8(ascii: "["), right ? UInt8(ascii: "C") : UInt8(ascii: "D")])
                return end
            }
        case UInt8(ascii: "b"):
            // REP: the last character again, n times (it may wrap).
            if let lastWidth { track(advance: lastWidth * parameter(0), slack: 0) } else { forget() }
        case UInt8(ascii: "K"), UInt8(ascii: "X"), UInt8(ascii: "J"), UInt8(ascii: "P"), UInt8(ascii: "@"):
            // Erase and insert/delete characters: the cursor stays.
            break
        case UInt8(ascii: "L"), UInt8(ascii: "M"):
            // Insert/delete lines: same row, the column may reset.
            column = nil
        default:
            forget()
        }
        sgrRunStart = nil
        output.append(contentsOf: frame[start..<end])
        return end
    }

    /// Writes the shortest way to (`targetRow`, `targetColumn`) from where the cursor is: nothing when it
    /// is there; a move in the row when it is in that row; else the row alone (VPA, or up or down by a
    /// count) and then a move in the row, or the address, whichever is shorter. Where the row is not known,
    /// the address.
    private func move(toRow targetRow: Int, column targetColumn: Int, into output: inout [UInt8]) {
        guard let row else {
            appendAddress(row: targetRow, column: targetColumn, to: &output)
            return
        }
        if row == targetRow {
            // Already there (counted over ASCII only): nothing to send.
            if column == targetColumn && slack == 0 { return }
            appendRowMove(rowMove(to: targetColumn), to: &output)
            return
        }
        let address = addressLength(row: targetRow, column: targetColumn)
        let vertical = verticalMove(from: row, to: targetRow)
        let horizontal = rowMove(to: targetColumn)
        if vertical.length + horizontal.length < address {
            appendVerticalMove(vertical, to: &output)
            appendRowMove(horizontal, to: &output)
        } else {
            appendAddress(row: targetRow, column: targetColumn, to: &output)
        }
    }

    /// A move within the cursor's row.
    fileprivate enum RowMove {
        /// Already in the column.
        case none
        /// `\r`: the first column.
        case carriageReturn
        /// One or two backspaces.
        case backspaces(Int)
        /// `ESC[nC` (positive) or `ESC[nD` (negative).
        case relative(Int)
        /// `ESC[colG`.
        case column(Int)
    }

    /// The shortest move to `target` in the cursor's row: `\r` to the first column, else the column
    /// (`ESC[colG`), or — when the cursor's column is known exactly (no wide-character slack, not past the
    /// last column, where a terminal holds a pending wrap) — a relative move: `ESC[nC`, `ESC[nD`, or
    /// backspaces for one or two columns left. A relative move is a byte or two shorter when the distance
    /// has fewer digits than the column.
    private func rowMove(to target: Int) -> RowMove {
        let column = exactColumn
        if column == target { return .none }
        if target == 1 { return .carriageReturn }
        if let column {
            let distance = target - column
            if distance < 0 && -distance <= 2 { return .backspaces(-distance) }
            let relative = RowMove.relative(distance)
            if relative.length < 3 + digits(target) { return relative }
        }
        return .column(target)
    }

    /// A move to another row that keeps the column.
    fileprivate enum VerticalMove {
        /// `ESC[nA` (negative) or `ESC[nB` (positive).
        case relative(Int)
        /// `ESC[rowd`.
        case row(Int)
    }

    /// The shorter of VPA and a relative move (which a scroll region could stop at its margin).
    private func verticalMove(from row: Int, to target: Int) -> VerticalMove {
        let absolute = VerticalMove.row(target)
        guard !scrollRegionSet else { return absolute }
        let relative = VerticalMove.relative(target - row)
        return relative.length < absolute.length ? relative : absolute
    }

    private func appendRowMove(_ move: RowMove, to output: inout [UInt8]) {
        switch move {
        case .none: break
        case .carriageReturn: output.append(0x0D)
        case .backspaces(let n): for _ in 0..<n { output.append(0x08) }
        case .relative(let d):
            appendCSI(count: abs(d), final: d > 0 ? UInt8(ascii: "C") : UInt8(ascii: "D"), to: &output)
        case .column(let c): appendCSI(parameter: c, final: UInt8(ascii: "G"), to: &output)
        }
    }

    private func appendVerticalMove(_ move: VerticalMove, to output: inout [UInt8]) {
        switch move {
        case .relative(let d):
            appendCSI(count: abs(d), final: d > 0 ? UInt8(ascii: "B") : UInt8(ascii: "A"), to: &output)
        case .row(let r): appendCSI(parameter: r, final: UInt8(ascii: "d"), to: &output)
        }
    }

    /// `ESC[row;colH`, or `ESC[rowH` in the first column (`ESC[H` at home).
    private func appendAddress(row: Int, column: Int, to output: inout [UInt8]) {
        output.append(contentsOf: [0x1B, UInt8(ascii: "[")])
        if row != 1 || column != 1 { appendDecimal(row, to: &output) }
        if column != 1 {
            output.append(UInt8(ascii: ";"))
            appendDecimal(column, to: &output)
        }
        output.append(UInt8(ascii: "H"))
    }

    private func addressLength(row: Int, column: Int) -> Int {
        if row == 1 && column == 1 { return 3 }
        return column == 1 ? 3 + digits(row) : 4 + digits(row) + digits(column)
    }

    /// `ESC[` `value` `final`.
    private func appendCSI(parameter value: Int, final: UInt8, to output: inout [UInt8]) {
        output.append(contentsOf: [0x1B, UInt8(ascii: "[")])
        appendDecimal(value, to: &output)
        output.append(final)
    }

    /// `ESC[` `count` `final`, the count left out when it is 1 (its default).
    private func appendCSI(count: Int, final: UInt8, to output: inout [UInt8]) {
        output.append(contentsOf: [0x1B, UInt8(ascii: "[")])
        if count != 1 { appendDecimal(count, to: &output) }
        output.append(final)
    }

    fileprivate static func digits(_ value: Int) -> Int {
        var n = 1
        var v = value
        while v >= 10 {
            v /= 10
            n += 1
        }
        return n
    }

    private func digits(_ value: Int) -> Int { Self.digits(value) }

    private mutating func forget() {
        row = nil
        column = nil
    }

    private func appendDecimal(_ value: Int, to output: inout [UInt8]) {
        if value >= 10 { appendDecimal(value / 10, to: &output) }
        output.append(UInt8(ascii: "0") + UInt8(value % 10))
    }
}

extension FrameCompactor.RowMove {
    /// Its length in bytes.
    var length: Int {
        switch self {
        case .none: 0
        case .carriageReturn: 1
        case .backspaces(let n): n
        case .relative(let d): abs(d) == 1 ? 3 : 3 + FrameCompactor.digits(abs(d))
        case .column(let c): 3 + FrameCompactor.digits(c)
        }
    }
}

extension FrameCompactor.VerticalMove {
    /// Its length in bytes.
    var length: Int {
        switch self {
        case .relative(let d): abs(d) == 1 ? 3 : 3 + FrameCompactor.digits(abs(d))
        case .row(let r): 3 + FrameCompactor.digits(r)
        }
    }
}
