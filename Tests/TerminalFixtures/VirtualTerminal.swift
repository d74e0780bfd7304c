import Foundation
import Shoji

/// A small VT100/xterm screen model for end-to-end tests: feed it what a program wrote to its terminal
/// and read back the text of the screen.
///
/// It understands what ncurses sends for `xterm-256color`: cursor addressing (CUP, HPA, VPA, relative
/// moves), erasing (ED, EL, ECH), inserting and deleting characters and lines, scroll regions and
/// scrolling, repeat (REP), the alternate screen (1049), autowrap, UTF-8 and wide characters. SGR and
/// other modes are parsed and ignored (only the text is modelled).
public struct VirtualTerminal {
    public private(set) var width: Int
    public private(set) var height: Int
    private var grid: [[String]]
    private var savedMain: [[String]]?
    private var x = 0
    private var y = 0
    private var savedCursor = (0, 0)
    private var top = 0
    private var bottom: Int
    private var pendingWrap = false
    private var lastPrinted = " "
    /// Whether the alternate screen is shown.
    public private(set) var alternateScreen = false
    private var utf8: [UInt8] = []
    private var state = ParseState.ground
    private var params = ""
    /// Whether the sequence being read had more parameter bytes than ``parameterLimit``: it is read to its
    /// end and ignored, as xterm ignores a sequence with too many parameters.
    private var paramsOverflowed = false
    /// The most parameter bytes one sequence keeps (real sequences have a few dozen): a program writing
    /// garbage after `ESC [` must not grow the model without bound.
    static let parameterLimit = 256
    /// The parameter bytes kept for the sequence being read (for tests of the limit).
    var pendingParameterBytes: Int { params.utf8.count }

    private enum ParseState { case ground, escape, csi, osc, oscEscape, charset }

    public init(width: Int, height: Int) {
        // Widths come from the C library's `wcwidth`, which knows non-ASCII characters only in a UTF-8
        // locale (as in the apps, which select C.UTF-8).
        setlocale(LC_ALL, "C.UTF-8")
        self.width = max(1, width)
        self.height = max(1, height)
        grid = Array(repeating: Array(repeating: " ", count: self.width), count: self.height)
        bottom = self.height - 1
    }

    /// Changes the size, blanking the screen (the program repaints after a resize).
    public mutating func resize(width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
        grid = Array(repeating: Array(repeating: " ", count: self.width), count: self.height)
        if savedMain != nil { savedMain = grid }
        top = 0
        bottom = self.height - 1
        x = min(x, self.width - 1)
        y = min(y, self.height - 1)
        savedCursor = (min(savedCursor.0, self.width - 1), min(savedCursor.1, self.height - 1))
        pendingWrap = false
    }

    /// The screen, one string per row, trailing spaces removed (a wide character appears once), and
    /// without the U+0336 strokes Shoji draws strikethrough with (so struck text still reads as text).
    public var lines: [String] {
        grid.map { row in
            var s = row.joined().replacingOccurrences(of: "\u{336}", with: "")
            while s.hasSuffix(" ") { s.removeLast() }
            return s
        }
    }

    /// The screen as one string.
    public var text: String { lines.joined(separator: "\n") }

    /// The cursor: column and row from 0, and whether the next character wraps first.
    public var cursor: (x: Int, y: Int, pendingWrap: Bool) { (x, y, pendingWrap) }

    public mutating func feed(_ bytes: [UInt8]) {
        for b in bytes { feed(byte: b) }
    }

    private mutating func feed(byte b: UInt8) {
        switch state {
        case .ground:
            if b == 0x1B {
                state = .escape
                return
            }
            if b < 0x20 || b == 0x7F {
                control(b)
                return
            }
            utf8.append(b)
            let expected = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : b >= 0xC0 ? 2 : 1
            let lead = utf8[0]
            let need = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
            _ = expected
            if utf8.count >= need {
                let s = String(decoding: utf8, as: UTF8.self)
                utf8.removeAll()
                for ch in s { print(String(ch)) }
            }
        case .escape:
            switch b {
            case UInt8(ascii: "["):
                state = .csi
                params = ""
                paramsOverflowed = false
            case UInt8(ascii: "]"): state = .osc
            case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "*"), UInt8(ascii: "+"): state = .charset
            case UInt8(ascii: "7"):
                savedCursor = (x, y)
                state = .ground
            case UInt8(ascii: "8"):
                (x, y) = (min(savedCursor.0, width - 1), min(savedCursor.1, height - 1))
                pendingWrap = false
                state = .ground
            case UInt8(ascii: "M"):
                reverseIndex()
                state = .ground
            case UInt8(ascii: "D"):
                index()
                state = .ground
            case UInt8(ascii: "E"):
                x = 0
                index()
                state = .ground
            case UInt8(ascii: "c"): self = VirtualTerminal(width: width, height: height)
            default: state = .ground
            }
        case .charset:
            state = .ground
        case .osc:
            if b == 0x07 { state = .ground } else if b == 0x1B { state = .oscEscape }
        case .oscEscape:
            state = b == UInt8(ascii: "\\") ? .ground : .osc
        case .csi:
            if b >= 0x40 && b <= 0x7E {
                if !paramsOverflowed { csi(final: Character(Unicode.Scalar(b))) }
                state = .ground
            } else if params.utf8.count < Self.parameterLimit {
                params.append(Character(Unicode.Scalar(b)))
            } else {
                paramsOverflowed = true
            }
        }
    }

    private mutating func control(_ b: UInt8) {
        switch b {
        case 0x08:
            if x > 0 { x -= 1 }
            pendingWrap = false
        case 0x09: x = min(width - 1, (x / 8 + 1) * 8)
        case 0x0A, 0x0B, 0x0C: index()
        case 0x0D:
            x = 0
            pendingWrap = false
        default: break
        }
    }

    /// Erases the wide character whose right half is at column `cx` of the cursor's row, if any (an
    /// insertion there splits it).
    private mutating func splitWide(at cx: Int) {
        guard cx > 0, cx < width, grid[y][cx] == "" else { return }
        grid[y][cx - 1] = " "
        grid[y][cx] = " "
    }

    private mutating func print(_ s: String) {
        let w = max(1, TextWidth.of(Character(s)))
        if TextWidth.of(Character(s)) == 0 {
            // A combining mark: attach to the previous cell (the cursor's own while a wrap is pending:
            // the character just printed in the last column is still under it).
            let px = pendingWrap ? x : max(0, x - 1)
            grid[y][px] += s
            return
        }
        if pendingWrap || x + w > width {
            x = 0
            index()
            pendingWrap = false
        }
        grid[y][x] = s
        if w == 2 && x + 1 < width { grid[y][x + 1] = "" }
        lastPrinted = s
        x += w
        if x >= width {
            x = width - 1
            pendingWrap = true
        }
    }

    private mutating func index() {
        if y == bottom { scrollUp(1) } else if y < height - 1 { y += 1 }
        pendingWrap = false
    }

    private mutating func reverseIndex() {
        if y == top { scrollDown(1) } else if y > 0 { y -= 1 }
    }

    private mutating func scrollUp(_ n: Int) {
        for _ in 0..<n {
            grid.remove(at: top)
            grid.insert(blankRow, at: bottom)
        }
    }

    private mutating func scrollDown(_ n: Int) {
        for _ in 0..<n {
            grid.remove(at: bottom)
            grid.insert(blankRow, at: top)
        }
    }

    private var blankRow: [String] { Array(repeating: " ", count: width) }

    private mutating func csi(final: Character) {
        let isPrivate = params.hasPrefix("?")
        let body = isPrivate ? String(params.dropFirst()) : params
        let numbers = body.split(separator: ";", omittingEmptySubsequences: false).map { Int($0) }
        func p(_ i: Int, _ d: Int) -> Int { i < numbers.count ? (numbers[i] ?? d) : d }
        // Counts are bounded by the screen (a model of a terminal must not trust what it is sent).
        let n = min(max(1, p(0, 1)), max(width, height))
        if final != "b" { pendingWrap = false }
        switch final {
        case "H", "f":
            y = min(height - 1, max(0, p(0, 1) - 1))
            x = min(width - 1, max(0, p(1, 1) - 1))
        // Up and down stop at the scroll region's margin when they start inside it (as xterm's do).
        case "A": y = max(y >= top ? top : 0, y - n)
        case "B", "e": y = min(y <= bottom ? bottom : height - 1, y + n)
        case "C", "a": x = min(width - 1, x + n)
        case "D": x = max(0, x - n)
        case "E":
            y = min(height - 1, y + n)
            x = 0
        case "F":
            y = max(0, y - n)
            x = 0
        case "G", "`": x = min(width - 1, max(0, p(0, 1) - 1))
        case "d": y = min(height - 1, max(0, p(0, 1) - 1))
        case "J":
            switch p(0, 0) {
            case 0:
                for cx in x..<width { grid[y][cx] = " " }
                for row in (y + 1)..<height { grid[row] = blankRow }
            case 1:
                for row in 0..<y { grid[row] = blankRow }
                for cx in 0...x { grid[y][cx] = " " }
            default:
                grid = Array(repeating: blankRow, count: height)
            }
        case "K":
            switch p(0, 0) {
            case 0: for cx in x..<width { grid[y][cx] = " " }
            case 1: for cx in 0...x { grid[y][cx] = " " }
            default: grid[y] = blankRow
            }
        case "X": for cx in x..<min(width, x + n) { grid[y][cx] = " " }
        case "@":
            // As xterm does: a wide character the insertion splits is erased.
            splitWide(at: x)
            for _ in 0..<n {
                grid[y].insert(" ", at: x)
                grid[y].removeLast()
            }
        case "P":
            for _ in 0..<n {
                grid[y].remove(at: x)
                grid[y].append(" ")
            }
        case "L":
            if y >= top && y <= bottom {
                for _ in 0..<n {
                    grid.remove(at: bottom)
                    grid.insert(blankRow, at: y)
                }
            }
        case "M":
            if y >= top && y <= bottom {
                for _ in 0..<n {
                    grid.remove(at: y)
                    grid.insert(blankRow, at: bottom)
                }
            }
        case "S": scrollUp(n)
        case "T": scrollDown(n)
        case "r":
            top = min(height - 1, max(0, p(0, 1) - 1))
            bottom = min(height - 1, max(0, p(1, height) - 1))
            if top >= bottom {
                top = 0
                bottom = height - 1
            }
            x = 0
            y = 0
        case "b": for _ in 0..<n { print(lastPrinted) }
        case "s": savedCursor = (x, y)
        case "u": (x, y) = (min(savedCursor.0, width - 1), min(savedCursor.1, height - 1))
        case "h", "l":
            if isPrivate && numbers.contains(where: { $0 == 1049 || $0 == 1047 || $0 == 47 }) {
                if final == "h" && !alternateScreen {
                    savedMain = grid
                    savedCursor = (x, y)
                    grid = Array(repeating: blankRow, count: height)
                    alternateScreen = true
                } else if final == "l" && alternateScreen {
                    grid = savedMain ?? Array(repeating: blankRow, count: height)
                    if grid.count != height || grid.first?.count != width {
                        grid = Array(repeating: blankRow, count: height)
                    }
                    (x, y) = (min(savedCursor.0, width - 1), min(savedCursor.1, height - 1))
                    alternateScreen = false
                }
            }
        default:
            break  // SGR, DSR, window operations…: no effect on the text
        }
    }
}
