import CNcursesw

/// Rewrites a frame ncurses wrote into fewer bytes with the same effect on the terminal.
///
/// Two rewrites, both exact:
/// - **Moves within a row.** ncurses addresses the cursor absolutely (`ESC[row;colH`) whenever a move
///   is longer than 8 cells and not near either edge (its `NOT_LOCAL` rule in `lib_mvcur.c`: "the full
///   optimization will probably not be worth its overhead"). When the cursor is known to be on that row
///   already, the column alone (`ESC[colG`, HPA) does the same, 2–3 bytes shorter, and `\r` replaces a
///   move to the first column. Only the row must be known: HPA is absolute in its column, so a
///   character whose width the terminal sees differently cannot misplace it. Where the column is known
///   exactly too (no wide character before it in the row), a relative move (`ESC[nC`, `ESC[nD`,
///   backspaces) replaces either form when it is shorter.
/// - **Colours reset twice.** ncurses turns a colour off (`ESC[39m`) and then resets all attributes
///   (`ESC[m`) in a row; a run of SGR sequences directly followed by a reset is dropped.
///
/// The row is tracked conservatively through what ncurses sends: an absolute move or VPA sets it, and
/// anything that could move the cursor to another row without saying where — a line feed, a reverse
/// index, a scroll region, a restored cursor, text that may reach the last column (where it would wrap),
/// an unknown sequence — forgets it until the next absolute move. Each frame starts not knowing it
/// (bytes written outside ncurses between frames, a resize, may have moved the cursor).
struct FrameCompactor {
    /// The terminal's width in columns (0: unknown, so text always forgets the row).
    var columns: Int

    private var row: Int?
    private var column: Int?
    /// Columns by which `column` may be short: one per non-ASCII character (a terminal may draw it one
    /// column wider than `wcwidth` says).
    private var slack = 0
    /// The width of the last character printed (what REP repeats); nil when not known.
    private var lastWidth: Int?
    /// Where, in the output, a run of consecutive SGR sequences began (nil: not in one).
    private var sgrRunStart: Int?

    init(columns: Int) {
        self.columns = columns
    }

    /// Appends `frame`, rewritten, to `output`.
    mutating func compact(_ frame: UnsafeRawBufferPointer, into output: inout [UInt8]) {
        row = nil
        column = nil
        slack = 0
        lastWidth = nil
        sgrRunStart = nil
        output.reserveCapacity(output.count + frame.count)
        var i = 0
        let n = frame.count
        while i < n {
            let b = frame[i]
            if b == 0x1B {
                i = escape(frame, at: i, into: &output)
            } else if b < 0x20 || b == 0x7F {
                control(b)
                sgrRunStart = nil
                output.append(b)
                i += 1
            } else {
                // A run of printable bytes (UTF-8 included) up to the next control or escape.
                var end = i
                while end < n, frame[end] >= 0x20, frame[end] != 0x7F { end += 1 }
                printed(UnsafeRawBufferPointer(rebasing: frame[i..<end]))
                sgrRunStart = nil
                output.append(contentsOf: frame[i..<end])
                i = end
            }
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
        var current: Int?
        func take(_ value: Int) {
            if count == 0 { first = value } else if count == 1 { second = value }
            if value != 0 { allZero = false }
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
            forget()
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
            if let row, row == targetRow {
                if column == targetColumn && slack == 0 {
                    // Already there (counted over ASCII only): nothing to send.
                } else {
                    moveInRow(to: targetColumn, into: &output)
                }
            } else {
                output.append(contentsOf: frame[start..<end])
            }
            row = targetRow
            column = targetColumn
            slack = 0
            return end
        case UInt8(ascii: "G"), UInt8(ascii: "`"):
            sgrRunStart = nil
            let target = parameter(0)
            if column != nil {
                moveInRow(to: target, into: &output)
            } else {
                output.append(contentsOf: frame[start..<end])
            }
            column = target
            slack = 0
            return end
        case UInt8(ascii: "d"):
            row = parameter(0)
        case UInt8(ascii: "C"), UInt8(ascii: "a"):
            column = column.map { $0 + parameter(0) }
            if let column, columns > 0, column + slack >= columns { row = nil }
        case UInt8(ascii: "D"):
            column = column.map { max(1, $0 - parameter(0)) }
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

    /// Writes the shortest move to `target` in the cursor's row: `\r` to the first column, else the
    /// column (`ESC[colG`), or — when the cursor's column is known exactly (no wide-character slack, not
    /// past the last column, where a terminal holds a pending wrap) — a relative move: `ESC[nC`, `ESC[nD`,
    /// or backspaces for one or two columns left. A relative move is a byte or two shorter when the
    /// distance has fewer digits than the column.
    private func moveInRow(to target: Int, into output: inout [UInt8]) {
        if target == 1 {
            output.append(0x0D)
            return
        }
        let absoluteLength = 3 + digits(target)
        if let column, slack == 0, column >= 1, columns > 0, column <= columns {
            let distance = target - column
            if distance == 0 { return }
            if distance < 0 && -distance <= 2 {
                for _ in 0 ..< -distance { output.append(0x08) }
                return
            }
            let magnitude = abs(distance)
            let relativeLength = magnitude == 1 ? 3 : 3 + digits(magnitude)
            if relativeLength < absoluteLength {
                output.append(contentsOf: [0x1B, UInt8(ascii: "[")])
                if magnitude != 1 { appendDecimal(magnitude, to: &output) }
                output.append(distance > 0 ? UInt8(ascii: "C") : UInt8(ascii: "D"))
                return
            }
        }
        output.append(contentsOf: [0x1B, UInt8(ascii: "[")])
        appendDecimal(target, to: &output)
        output.append(UInt8(ascii: "G"))
    }

    private func digits(_ value: Int) -> Int {
        var n = 1
        var v = value
        while v >= 10 {
            v /= 10
            n += 1
        }
        return n
    }

    private mutating func forget() {
        row = nil
        column = nil
    }

    private func appendDecimal(_ value: Int, to output: inout [UInt8]) {
        if value >= 10 { appendDecimal(value / 10, to: &output) }
        output.append(UInt8(ascii: "0") + UInt8(value % 10))
    }
}
