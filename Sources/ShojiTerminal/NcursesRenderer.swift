import CNcursesw
import ShojiCore

/// Renders cells through ncursesw.
///
/// Only the cells the graph reports as changed are given to ncurses (`mvwadd_wchnstr` for each run of
/// single-column ASCII cells, `mvwadd_wch` for any other cell), and ncurses then
/// sends the terminal the shortest byte sequence it knows for them at `doupdate()`: the two levels of
/// diffing together keep a one-cell change to a handful of bytes.
///
/// Terminal quirks handled here:
/// - ncurses has no strikethrough attribute, and emitting SGR 9 behind its back would break its model
///   of the screen. Where the terminal describes strikethrough (`smxx`), A_PROTECT is made to mean it
///   (see ``TerminalDescription``), so ncurses tracks it like bold or reverse; elsewhere a
///   struck-through cell gets U+0336 COMBINING LONG STROKE OVERLAY appended (spaces excepted: 2 bytes
///   each for a stroke over nothing).
/// - `.secondary` is the default foreground with the dim attribute, which follows the user's theme
///   and works in monochrome.
/// - With the cursor hidden, `leaveok` stops ncurses from parking the cursor after every update (which
///   would cost bytes for nothing).
/// - A grapheme ncurses cannot hold in one `cchar_t` (an emoji ZWJ sequence) is drawn as its first scalar.
/// - Colors are started (`start_color`, `use_default_colors`) when the first colored cell is written, not
///   with the screen: once they are on, ncurses compares every cell of each changed line for color pairs
///   that look alike at every update (`TransformLine`, ~5,000 instructions and 5 KiB of cells a 100-column
///   line), which an app drawn only in the terminal's own colors and attributes never needs.
@MainActor
final class NcursesRenderer {
    private(set) var size: Size
    let colorSupport: ColorSupport
    private var pairs: [PairKey: Int32] = [:]
    private var cursorVisible = false
    private let output: TerminalOutput
    /// Whether A_PROTECT draws strikethrough on this terminal (otherwise U+0336 does).
    private let strikethroughAttribute: Bool
    /// One cell's characters for ncurses: up to 4 scalars, a stroke, the terminator (see ``write(row:column:cells:)``).
    private let characters = UnsafeMutablePointer<wchar_t>.allocate(capacity: 6)
    /// A run of cells for ncurses (see ``write(row:column:cells:)``), grown to the widest run written.
    private var run = UnsafeMutablePointer<cchar_t>.allocate(capacity: 256)
    /// How many cells ``run`` holds room for.
    private var runCapacity = 256

    private struct PairKey: Hashable {
        var foreground: Int32
        var background: Int32
    }

    /// Creates a renderer for the ncurses screen already set up by ``TerminalSession``.
    init(size: Size, colorSupport: ColorSupport, strikethroughAttribute: Bool, output: TerminalOutput) {
        self.size = size
        self.colorSupport = colorSupport
        self.strikethroughAttribute = strikethroughAttribute
        self.output = output
        output.columns = size.width
        output.rows = size.height
        leaveok(shoji_stdscr(), true)
        curs_set(0)
    }

    isolated deinit {
        characters.deallocate()
        run.deallocate()
    }

    /// Adopts a new terminal size (after SIGWINCH).
    func resize(to newSize: Size) {
        size = newSize
        output.columns = newSize.width
        output.rows = newSize.height
        output.forgetCursor()
        resizeterm(Int32(newSize.height), Int32(newSize.width))
        clearok(shoji_curscr(), true)
    }

    /// Makes the next update repaint everything (after a resume).
    func redrawAll() {
        output.forgetCursor()
        clearok(shoji_curscr(), true)
    }

    func beginFrame() {}

    /// Writes `cells`, the changed run of row `row` from `column`.
    ///
    /// Consecutive single-column ASCII cells — most of any run — go to ncurses together
    /// (`mvwadd_wchnstr`), which copies them into its line; each other cell goes alone (`mvwadd_wch`) at
    /// the column Shoji's layout gave it, so a character whose width ncurses' `wcwidth` sees differently
    /// cannot shift the cells after it. (One `mvwadd_wch` per cell cost ~300 instructions each: moving the
    /// cursor, looking for control characters and line ends, none of which a laid-out ASCII cell has.)
    ///
    /// The other cells go after all the ASCII runs. `mvwadd_wchnstr` mends a wide character it cuts: a
    /// run that starts on the right half of one blanks the whole character, from its left half. ncurses
    /// leaves that right half behind when a new wide character covers only the left of an old one
    /// (`mvwadd_wch` does not mend what it cuts), so a run written just after a new wide character found
    /// it there and blanked the new character too: wide characters vanished from the terminal while
    /// Shoji's screen showed them (`make fuzz`, seed 51207). Written first, a run mends only cells of
    /// this same change, which the other cells then overwrite.
    func write(row: Int, column: Int, cells: ArraySlice<Cell>) {
        if cells.count > runCapacity {
            run.deallocate()
            runCapacity = cells.count
            run = .allocate(capacity: runCapacity)
        }
        // One cell's characters go through a buffer made once (an array here was an allocation per
        // changed run; a temporary allocation, a closure the run time checked was on the main actor).
        // At most 4 scalars, a stroke and the terminator: 6, its capacity.
        let chars = characters
        let y = Int32(row)
        // Each cell is made at its own offset in ``run`` (within `runCapacity`): the ASCII runs are
        // stretches of it, the other cells wait there (their offsets in `others`) until the runs are in.
        var k = 0
        var runLength = 0
        var runStart = 0
        while !others.isEmpty { others.removeLast() }  // ShojiCore's `removeAllKeepingStorage()`
        for i in cells.indices {
            defer { k += 1 }
            // The cell is read where it is stored: a copy would retain and release its text.
            if cells[i].isContinuation {
                flushRun(y, column, runStart, &runLength)
                continue
            }
            var n = 0
            // Most cells hold one ASCII character: read from the UTF-8 bytes, without walking scalars.
            if let byte = asciiByte(of: cells[i].text), cells[i].width == 1 {
                chars[0] = wchar_t(byte)
                n = 1
            } else {
                flushRun(y, column, runStart, &runLength)
                for scalar in cells[i].text.unicodeScalars {
                    if n == 4 { break }
                    // Later scalars must be zero-width (combining); a ZWJ sequence is cut to its first scalar.
                    if n > 0 && shoji_wcwidth(scalar.value) != 0 { break }
                    chars[n] = wchar_t(bitPattern: scalar.value)
                    n += 1
                }
            }
            if n == 0 {
                chars[0] = 0x20
                n = 1
            }
            // The stroke goes on every character but spaces (each one costs 2 bytes).
            if !strikethroughAttribute && cells[i].style.attributes.contains(.strikethrough) && n < 4
                && chars[0] != 0x20
            {
                chars[n] = 0x336
                n += 1
            }
            chars[n] = 0
            let (attrs, pair) = resolve(cells[i].style)
            if n <= 2 && chars[0] < 0x80 && chars[0] >= 0x20 && cells[i].width == 1 {
                // An ASCII character (and perhaps its stroke): joins the run.
                if runLength == 0 { runStart = k }
                if shoji_make_cell(run + k, chars, attrs, pair) == OK {
                    runLength += 1
                    continue
                }
            }
            flushRun(y, column, runStart, &runLength)
            if shoji_make_cell(run + k, chars, attrs, pair) == OK {
                others.append(k)
            } else {
                // ncurses refused the cluster: draw its base character alone.
                chars[1] = 0
                if shoji_make_cell(run + k, chars, attrs, pair) == OK { others.append(k) }
            }
        }
        flushRun(y, column, runStart, &runLength)
        for k in others { _ = shoji_put_made_cell(y, Int32(column + k), run + k) }
    }

    /// The offsets in ``run`` of the cells of a change that are not ASCII (see ``write(row:column:cells:)``),
    /// kept for its capacity.
    private var others: [Int] = []

    /// Gives ncurses the `length` cells of ``run`` from offset `start`, at column `column + start` of row
    /// `y`, and empties the run.
    private func flushRun(_ y: Int32, _ column: Int, _ start: Int, _ length: inout Int) {
        guard length > 0 else { return }
        _ = shoji_put_cells(y, Int32(column + start), run + start, Int32(length))
        length = 0
    }

    func setCursor(_ position: Point?) {
        if let position {
            if !cursorVisible {
                curs_set(1)
                leaveok(shoji_stdscr(), false)
                cursorVisible = true
            }
            wmove(shoji_stdscr(), Int32(position.y), Int32(position.x))
        } else if cursorVisible {
            curs_set(0)
            leaveok(shoji_stdscr(), true)
            cursorVisible = false
        }
    }

    func endFrame() -> Int {
        wnoutrefresh(shoji_stdscr())
        doupdate()
        return output.forward()
    }

    // MARK: Styles

    private func resolve(_ style: CellStyle) -> (attr_t, Int32) {
        // Runs of cells mostly share one style: the last answer saves a dictionary lookup per cell.
        if let last = lastResolved, last.style == style { return (last.attrs, last.pair) }
        let resolved = resolveAnew(style)
        lastResolved = (style, resolved.0, resolved.1)
        return resolved
    }

    /// The last style resolved, and its attributes and color pair.
    private var lastResolved: (style: CellStyle, attrs: attr_t, pair: Int32)?

    /// The ncurses attributes and color pair for `style` (a new pair is allocated the first time).
    private func resolveAnew(_ style: CellStyle) -> (attr_t, Int32) {
        var attrs = shoji_a_normal()
        let a = style.attributes
        if a.contains(.bold) { attrs |= shoji_a_bold() }
        if a.contains(.dim) { attrs |= shoji_a_dim() }
        if a.contains(.italic) { attrs |= shoji_a_italic() }
        if a.contains(.underline) { attrs |= shoji_a_underline() }
        if a.contains(.reverse) { attrs |= shoji_a_reverse() }
        if strikethroughAttribute && a.contains(.strikethrough) { attrs |= shoji_a_protect() }
        if style.foreground == .secondary { attrs |= shoji_a_dim() }
        guard colorSupport != .monochrome else { return (attrs, 0) }
        let fg = colorNumber(style.foreground)
        let bg = colorNumber(style.background)
        if fg == -1 && bg == -1 { return (attrs, 0) }
        let key = PairKey(foreground: fg, background: bg)
        if let pair = pairs[key] { return (attrs, pair) }
        if pairs.isEmpty {
            start_color()
            use_default_colors()
        }
        let pair = alloc_pair(fg, bg)
        let result = pair < 0 ? 0 : pair
        pairs[key] = result
        return (attrs, result)
    }

    /// The ncurses color number for a color (-1: the terminal's default).
    private func colorNumber(_ color: Color?) -> Int32 {
        guard let color else { return -1 }
        switch color.kind {
        case .primary, .secondary, .clear:
            return -1
        case .accent:
            return colorNumber(.blue)
        case .palette(let index, let r, let g, let b):
            switch colorSupport {
            case .trueColor: return Int32(r) << 16 | Int32(g) << 8 | Int32(b)
            case .palette256: return Int32(index)
            default: return Int32(ColorMapping.ansi8(index: index))
            }
        // (A cell never holds a translucent color: the canvas blends it; taken as opaque if one came.)
        case .rgb(let r, let g, let b), .translucent(let r, let g, let b, _):
            switch colorSupport {
            case .trueColor: return Int32(r) << 16 | Int32(g) << 8 | Int32(b)
            case .palette256: return Int32(ColorMapping.palette256(r, g, b))
            default: return Int32(ColorMapping.ansi8(r, g, b))
            }
        }
    }
}

/// Maps colors down to smaller palettes.
enum ColorMapping {
    /// The 8-color equivalent of a 16-color palette index (bright colors lose their brightness; bright
    /// black, "gray", becomes white, which is what 8-color terminals show as gray).
    static func ansi8(index: UInt8) -> Int {
        index == 8 ? 7 : Int(index % 8)
    }

    /// The nearest of the 8 basic colors.
    static func ansi8(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
        let bits = (r > 127 ? 1 : 0) | (g > 127 ? 2 : 0) | (b > 127 ? 4 : 0)
        return bits
    }

    /// The nearest entry of the 256-color palette (6×6×6 cube or gray ramp).
    static func palette256(_ r: UInt8, _ g: UInt8, _ b: UInt8) -> Int {
        func cube(_ v: UInt8) -> Int { v < 48 ? 0 : v < 115 ? 1 : (Int(v) - 35) / 40 }
        let levels = [0, 95, 135, 175, 215, 255]
        let (cr, cg, cb) = (cube(r), cube(g), cube(b))
        let cubeColor = (levels[cr], levels[cg], levels[cb])
        let average = (Int(r) + Int(g) + Int(b)) / 3
        let grayIndex = average > 238 ? 23 : max(0, (average - 3) / 10)
        let gray = 8 + grayIndex * 10
        func distance(_ a: (Int, Int, Int)) -> Int {
            let dr = a.0 - Int(r)
            let dg = a.1 - Int(g)
            let db = a.2 - Int(b)
            return dr * dr + dg * dg + db * db
        }
        return distance((gray, gray, gray)) < distance(cubeColor) ? 232 + grayIndex : 16 + 36 * cr + 6 * cg + cb
    }
}
