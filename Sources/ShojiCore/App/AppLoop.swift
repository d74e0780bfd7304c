import Foundation

/// What a backend's events do to the view graph, and when frames are rendered: the one place both a
/// running app (``TerminalApp``) and ``TestHost`` drive the graph through, with no static state.
///
/// - Input comes in batches (``BackendEvent/input(_:)`` … ``BackendEvent/inputBatchEnded``): each event
///   is handled as it comes (a later one goes where the one before moved focus), and the batch ends with
///   one frame that takes every change made meanwhile.
/// - A change made outside a batch (a timer, a network reply, a test changing its model) asks for a
///   frame; ``requestsFrame(onMainThread:)`` says whether it needs one of its own (not while the main
///   thread is inside a batch, which ends with one).
/// - ``BackendEvent/resumed`` sends the whole screen again; ``BackendEvent/terminate(_:)`` ends the loop,
///   once.
///
/// Its fields are read and assigned whole (a closure is read, then called): they skip the run-time
/// exclusivity check (`@exclusivity(unchecked)`, as in ``ViewNode``), eight accesses a key.
@_spi(ShojiRuntime) @MainActor
public final class AppLoop {
    /// The graph the loop drives.
    @_spi(ShojiRuntime) public let graph: ViewGraph
    /// Whether the main thread is between an input event and the end of its batch. Read from the thread
    /// that asks for a frame only after checking that it is the main thread.
    @exclusivity(unchecked) nonisolated(unsafe) private(set) var inputBatchIsOpen = false
    /// Whether the loop has ended.
    @exclusivity(unchecked) @_spi(ShojiRuntime) public private(set) var isFinished = false
    /// Called once, with the exit status, when the loop ends.
    @exclusivity(unchecked) @_spi(ShojiRuntime) public var onFinish: ((Int32) -> Void)?
    /// Called after every frame the loop renders, with its stats (`nil` when nothing changed).
    @exclusivity(unchecked) @_spi(ShojiRuntime) public var didRender: ((FrameStats?) -> Void)?
    /// Frames rendered by the loop (for tests of the loop itself).
    @exclusivity(unchecked) @_spi(ShojiRuntime) public private(set) var framesRendered = 0
    /// Records the session (`SHOJI_RECORD`), if one is being recorded.
    @exclusivity(unchecked) @_spi(ShojiRuntime) public var recorder: SessionRecorder?

    /// A loop driving `graph`.
    @_spi(ShojiRuntime) public init(graph: ViewGraph) {
        self.graph = graph
    }

    /// Whether a change made now on `onMainThread` needs a frame of its own.
    nonisolated func requestsFrame(onMainThread: Bool) -> Bool {
        !(onMainThread && inputBatchIsOpen)
    }

    /// Handles one event from the backend.
    @_spi(ShojiRuntime) public func handle(_ event: BackendEvent) {
        if !isFinished { recorder?.record(event) }
        switch event {
        case .input(let input):
            guard !isFinished else { return }
            // A later event of the same batch goes where the one before it moved focus; a character
            // after one a text control took as typed text goes to that control, with the views brought
            // up to date once after the run (a 27 KB unbracketed paste into a search field re-evaluated
            // the list 2,540 times in one batch: `make fuzz`, seed 120426).
            if inputBatchIsOpen && !(graph.lastEventTypedText && input.isTypedCharacter) {
                graph.settleBetweenEvents()
            }
            inputBatchIsOpen = true
            graph.handle(input)
        case .inputBatchEnded:
            inputBatchIsOpen = false
            render()
        case .resumed:
            graph.setScenePhase(.active)
            graph.invalidateScreen()
            render()
        case .terminate(let code):
            finish(code)
        }
    }

    /// Renders a frame now (the first one, a requested one, a clock tick's).
    @_spi(ShojiRuntime) public func render() {
        guard !isFinished else { return }
        let stats = graph.renderFrame()
        framesRendered += 1
        if let recorder, let stats { recorder.frame(stats.frame, screen: graph.terminalScreen) }
        didRender?(stats)
    }

    /// Ends the loop with `code` (once; later calls do nothing).
    @_spi(ShojiRuntime) public func finish(_ code: Int32) {
        guard !isFinished else { return }
        isFinished = true
        inputBatchIsOpen = false
        recorder?.finish(status: code)
        onFinish?(code)
    }
}
