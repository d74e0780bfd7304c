/// A grid of ``Cell``s: what the screen shows (or will show).
///
/// Writes keep wide characters whole: overwriting either half of a wide character blanks the other half,
/// and a wide character that would stick out of the right edge is replaced by a blank.
public struct ScreenBuffer: Equatable, Sendable {
    /// Columns.
    public private(set) var width: Int
    /// Rows.
    public private(set) var height: Int
    /// Row-major cells.
    public private(set) var cells: [Cell]

    /// A buffer of `size` blank cells.
    public init(size: Size) {
        width = max(0, size.width)
        height = max(0, size.height)
        cells = Array(repeating: .blank, count: width * height)
    }

    /// The size.
    public var size: Size { Size(width: width, height: height) }

    /// The cell at column `x`, row `y`; a blank outside the buffer.
    public subscript(x: Int, y: Int) -> Cell {
        guard x >= 0, x < width, y >= 0, y < height else { return .blank }
        return cells[y * width + x]
    }

    /// Sets a cell, keeping wide characters whole. `cell.width` must be 1 or 2.
    @_spi(ShojiRuntime) public mutating func set(x: Int, y: Int, _ cell: Cell) {
        guard y >= 0, y < height, x >= 0, x < width else { return }
        let i = y * width + x
        breakWide(at: x, y: y)
        if cell.width == 2 {
            guard x + 1 < width else {
                cells[i] = Cell(text: " ", style: cell.style)
                return
            }
            breakWide(at: x + 1, y: y)
            cells[i] = cell
            cells[i + 1] = .continuation(style: cell.style)
        } else {
            cells[i] = cell
        }
    }

    /// Changes the style of a cell in place, leaving its text.
    @_spi(ShojiRuntime) public mutating func restyle(x: Int, y: Int, _ transform: (inout CellStyle) -> Void) {
        guard y >= 0, y < height, x >= 0, x < width else { return }
        transform(&cells[y * width + x].style)
    }

    /// Changes the style of every cell in `rect` (clipped to the buffer) in place, leaving their text:
    /// through one buffer pointer, as ``fill(_:with:keepingBackground:)`` writes (a subscript per cell
    /// checked the index and the storage's uniqueness each time; a dimmed sheet restyles every damaged
    /// cell behind it on each typed key).
    @_spi(ShojiRuntime) public mutating func restyle(_ rect: Rect, _ transform: (inout CellStyle) -> Void) {
        let r = rect.intersection(Rect(x: 0, y: 0, width: width, height: height))
        guard !r.isEmpty else { return }
        let rowWidth = width
        cells.withUnsafeMutableBufferPointer { cells in
            for y in r.minY..<r.maxY {
                let start = y * rowWidth
                for i in (start + r.minX)..<(start + r.maxX) { transform(&cells[i].style) }
            }
        }
    }

    /// If the cell at (x, y) is half of a wide character, blanks the other half.
    private mutating func breakWide(at x: Int, y: Int) {
        let i = y * width + x
        let old = cells[i]
        if old.width == 0, x > 0 {
            cells[i - 1] = Cell(text: " ", style: cells[i - 1].style)
        } else if old.width == 2, x + 1 < width {
            cells[i + 1] = Cell(text: " ", style: cells[i + 1].style)
        }
    }

    /// Fills `rect` (clipped to the buffer) with `cell`, a 1-wide cell.
    @_spi(ShojiRuntime) public mutating func fill(_ rect: Rect, with cell: Cell) {
        fill(rect, with: cell, keepingBackground: false)
    }

    /// Fills `rect` (clipped to the buffer) with `cell`, a 1-wide cell; with `keepingBackground`, each cell
    /// keeps the background color it had (a style without a background of its own lets it show).
    @_spi(ShojiRuntime) public mutating func fill(_ rect: Rect, with cell: Cell, keepingBackground: Bool) {
        let r = rect.intersection(Rect(x: 0, y: 0, width: width, height: height))
        guard !r.isEmpty else { return }
        // Only the ends of each row's run can split a wide character; they are mended first, reading the
        // cells as they were.
        for y in r.minY..<r.maxY {
            if r.minX > 0 { breakWide(at: r.minX, y: y) }
            if r.maxX < width { breakWide(at: r.maxX - 1, y: y) }
        }
        // Then the cells are written through one buffer pointer (a subscript per cell checked the index and
        // the storage's uniqueness each time). The rectangle is inside the buffer: every index is in range.
        // A cell whose text is already the fill's, bit for bit (the blank over a blank, most of a fill),
        // keeps it and takes only the width and style: assigning the text released the old string and
        // retained the new one, two calls into the runtime per cell (about 30 instructions; 5,800 of a
        // typed key, callgrind).
        let rowWidth = width
        let text = TextBits(cell.text)
        cells.withUnsafeMutableBufferPointer { cells in
            guard let base = cells.baseAddress else { return }
            for y in r.minY..<r.maxY {
                let start = y * rowWidth
                for i in (start + r.minX)..<(start + r.maxX) {
                    let background = keepingBackground ? cells[i].style.backgroundCode : 0
                    if text.matches(base + i) {
                        cells[i].width = cell.width
                        cells[i].style = cell.style
                    } else {
                        cells[i] = cell
                    }
                    if keepingBackground { cells[i].style.backgroundCode = background }
                }
            }
        }
    }

    /// The background color code of the cell at column `x`, row `y` (no color outside the buffer), read
    /// in place.
    func backgroundCode(x: Int, y: Int) -> UInt32 {
        guard x >= 0, x < width, y >= 0, y < height else { return ColorCode.none }
        return cells[y * width + x].style.backgroundCode
    }

    /// Copies cells `start..<end` of row `row` from `other` (of the same size).
    mutating func copyRun(from other: ScreenBuffer, row: Int, start: Int, end: Int) {
        guard other.width == width, other.height == height, row >= 0, row < height, start >= 0 else { return }
        let base = row * width
        for x in start..<min(end, width) { cells[base + x] = other.cells[base + x] }
    }

    /// Copies every cell of `other` (of the same size) into this buffer's own storage.
    mutating func copyAll(from other: ScreenBuffer) {
        guard other.width == width, other.height == height else { return }
        for i in cells.indices { cells[i] = other.cells[i] }
    }

    /// Resizes, keeping what fits and blanking the rest.
    mutating func resize(to size: Size) {
        var new = ScreenBuffer(size: size)
        for y in 0..<min(height, new.height) {
            for x in 0..<min(width, new.width) { new.cells[y * new.width + x] = cells[y * width + x] }
        }
        self = new
    }

    /// Row `y` as text: continuation cells are skipped, so a wide character appears once.
    public func line(_ y: Int) -> String {
        guard y >= 0, y < height else { return "" }
        var s = ""
        let start = y * width
        for x in 0..<width where cells[start + x].width != 0 { s += cells[start + x].text }
        return s
    }

    /// Every row as text, trailing spaces removed.
    public var lines: [String] {
        (0..<height).map { y in
            var l = line(y)
            while l.hasSuffix(" ") { l.removeLast() }
            return l
        }
    }
}

/// The bits of one cell's text, to find cells that already hold that very string.
///
/// Two strings with the same bits are the same value: the same characters stored inline, or the same
/// storage object with the same flags. (The converse does not hold — equal strings may be stored
/// apart — so a mismatch only means the text is assigned as usual.) Nothing is read through the bits:
/// they are compared, never interpreted, so the test holds for every shape a string takes (inline,
/// native storage, shared, empty; `ScreenBufferTests` tries them). Where `String` is not two words
/// the comparison is never made.
struct TextBits {
    private let first: UInt64
    private let second: UInt64
    /// Where a cell keeps its text; `nil` where the bits are not compared.
    private let offset: Int?

    /// The bits of `text`.
    init(_ text: String) {
        let offset = MemoryLayout<Cell>.offset(of: \Cell.text)
        guard MemoryLayout<String>.size == 16, let offset, offset % 8 == 0 else {
            self.offset = nil
            first = 0
            second = 0
            return
        }
        self.offset = offset
        var copy = text
        (first, second) = withUnsafeBytes(of: &copy) {
            ($0.load(as: UInt64.self), $0.load(fromByteOffset: 8, as: UInt64.self))
        }
    }

    /// Whether the cell at `cell` holds a string with these very bits.
    @inline(__always)
    func matches(_ cell: UnsafeMutablePointer<Cell>) -> Bool {
        guard let offset else { return false }
        let raw = UnsafeRawPointer(cell) + offset
        return raw.load(as: UInt64.self) == first && raw.load(fromByteOffset: 8, as: UInt64.self) == second
    }
}
