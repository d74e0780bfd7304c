/// A backend that records every call the core makes, for tests of the backend contract: which runs of
/// cells each frame wrote, where the cursor went, and the lifecycle calls.
@MainActor
public final class RecordingBackend: TestableBackend {
    /// One call the core made.
    public enum Call: Equatable, Sendable {
        case beginFrame
        /// A run of cells: its row, first column and text (continuation cells left out).
        case write(row: Int, column: Int, text: String)
        case setCursor(Point?)
        case endFrame
        case redrawAll
        case start
        case suspend
        case end
    }

    /// Every call so far, oldest first.
    public private(set) var calls: [Call] = []
    public var size: Size
    public var colorSupport: ColorSupport
    /// The handler given to ``start(_:)``: send events through it as a terminal would.
    public private(set) var handler: (@MainActor (BackendEvent) -> Void)?

    /// Creates a backend of `size`.
    public init(size: Size, colorSupport: ColorSupport = .palette256) {
        self.size = size
        self.colorSupport = colorSupport
    }

    /// Forgets the calls recorded so far.
    public func reset() { calls.removeAll() }

    public func beginFrame() { calls.append(.beginFrame) }

    public func write(row: Int, column: Int, cells: ArraySlice<Cell>) {
        calls.append(.write(row: row, column: column, text: cells.filter { !$0.isContinuation }.map(\.text).joined()))
    }

    public func setCursor(_ position: Point?) { calls.append(.setCursor(position)) }
    public func endFrame() -> Int {
        calls.append(.endFrame)
        return 0
    }
    public func redrawAll() { calls.append(.redrawAll) }

    public func start(_ handler: @escaping @MainActor (BackendEvent) -> Void) {
        calls.append(.start)
        self.handler = handler
    }

    public func resize(to size: Size) { self.size = size }
    public func suspend() { calls.append(.suspend) }
    public func end() { calls.append(.end) }
}
