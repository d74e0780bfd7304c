/// Where frames go: a terminal, or memory for tests.
///
/// The graph computes which cells changed and hands the renderer runs of them; the renderer only has
/// to put them on its screen. Two implementations: ``NcursesRenderer`` (the terminal, through
/// ncursesw) and ``MemoryRenderer`` (a cell grid for tests and benchmarks).
@MainActor
public protocol Renderer: AnyObject {
    /// The screen size in cells.
    var size: Size { get }
    /// Which colors the screen can show.
    var colorSupport: ColorSupport { get }
    /// Starts a frame.
    func beginFrame()
    /// Puts a run of cells on row `row` from column `column`. Continuation cells (the right halves of
    /// wide characters) are included and must be skipped.
    func write(row: Int, column: Int, cells: ArraySlice<Cell>)
    /// Shows the terminal cursor at `position`, or hides it when `nil`.
    func setCursor(_ position: Point?)
    /// Ends the frame: everything reaches the screen. Returns the bytes written to the terminal.
    func endFrame() -> Int
    /// Forgets what the screen shows, so the next frame sends every cell (Ctrl-L, a resume).
    func redrawAll()
}

extension Renderer {
    public func redrawAll() {}
}

/// The colors a terminal can show.
public enum ColorSupport: Int, Sendable, Comparable {
    /// No color (also under `NO_COLOR`): attributes only.
    case monochrome
    /// The 8 (or 16) ANSI colors.
    case ansi
    /// The 256-color palette.
    case palette256
    /// 24-bit color.
    case trueColor

    public static func < (a: ColorSupport, b: ColorSupport) -> Bool { a.rawValue < b.rawValue }
}

/// A renderer that keeps the screen in memory: for tests and benchmarks.
@MainActor
public final class MemoryRenderer: Renderer {
    /// The screen as it would look.
    public private(set) var screen: ScreenBuffer
    /// Where the cursor is shown, if it is.
    public private(set) var cursor: Point?
    public var colorSupport: ColorSupport
    /// Cells written in the last frame.
    public private(set) var cellsWritten = 0

    /// Creates a screen of `size` blank cells.
    public init(size: Size, colorSupport: ColorSupport = .palette256) {
        screen = ScreenBuffer(size: size)
        self.colorSupport = colorSupport
    }

    public var size: Size { screen.size }

    /// Changes the screen size (as a terminal resize would).
    public func resize(to size: Size) { screen.resize(to: size) }

    public func beginFrame() { cellsWritten = 0 }

    public func write(row: Int, column: Int, cells: ArraySlice<Cell>) {
        var x = column
        for cell in cells {
            if !cell.isContinuation { screen.set(x: x, y: row, cell) }
            x += 1
            cellsWritten += 1
        }
    }

    public func setCursor(_ position: Point?) { cursor = position }

    public func endFrame() -> Int { 0 }
}
