/// What Shoji runs on: a screen of cells to draw on and a source of input — the one contract between
/// Shoji's core and a terminal.
///
/// The core computes which cells changed and hands the backend runs of them (``write(row:column:cells:)``
/// between ``beginFrame()`` and ``endFrame()``); the backend only has to put them on its screen. It
/// delivers input and lifecycle events to the handler given to ``start(_:)``, and gives the terminal
/// back on ``suspend()`` and ``end()``.
///
/// Implementations: the ncurses terminal (`NcursesBackend` in ShojiTerminal), ``MemoryBackend`` (a cell
/// grid, for tests and benchmarks) and ``RecordingBackend`` (records every call, for tests of the
/// contract itself). ``TestHost`` runs on any of them.
@MainActor
public protocol TerminalBackend: AnyObject {
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
    /// Starts delivering events to `handler`: input, the end of each batch of input (render then),
    /// resumes after a suspension, and requests to end the app.
    func start(_ handler: @escaping @MainActor (BackendEvent) -> Void)
    /// Gives the terminal back for a while (Ctrl-Z) and takes it again when the user resumes the app
    /// (then sends ``BackendEvent/resumed``).
    func suspend()
    /// Gives the terminal back for good. Safe to call twice.
    func end()
}

extension TerminalBackend {
    public func redrawAll() {}
    public func start(_ handler: @escaping @MainActor (BackendEvent) -> Void) {}
    public func suspend() {}
    public func end() {}
}

/// What a backend tells the app.
public enum BackendEvent: Sendable {
    /// A key, a mouse event or a resize. Input events always come in batches that end with
    /// ``inputBatchEnded``: changes made while they are handled wait for that frame.
    case input(InputEvent)
    /// A batch of input has been delivered: render a frame now.
    case inputBatchEnded
    /// The app runs again after a suspension; the screen must be sent in full.
    case resumed
    /// The app must end with this exit status (a signal, the terminal hung up).
    case terminate(Int32)
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

/// What ``TestHost`` needs of a backend beyond the contract: to be resized as a terminal window is, and
/// for a real terminal, what it wrote.
@MainActor
public protocol TestableBackend: TerminalBackend {
    /// Adopts a new size (the graph learns of it through a resize event).
    func resize(to size: Size)
    /// The bytes sent to the terminal since the last call (none for memory).
    func takeOutput() -> [UInt8]
    /// `write(2)` calls made to send them, since start.
    var outputWriteCalls: Int { get }
    /// `write(2)` calls the renderer made into the backend's own buffer since start, where it counts them
    /// (ncurses writing into memory); `nil` where it does not.
    var rendererWriteCalls: Int? { get }
    /// Releases the terminal.
    func close()
}

extension TestableBackend {
    public func takeOutput() -> [UInt8] { [] }
    public var outputWriteCalls: Int { 0 }
    public var rendererWriteCalls: Int? { nil }
    public func close() {}
}
