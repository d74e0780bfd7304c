/// A backend that keeps the screen in memory: for tests and benchmarks. It delivers no input of its own
/// (``TestHost`` sends it).
@MainActor
public final class MemoryBackend: TestableBackend {
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
