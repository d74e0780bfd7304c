/// Runs a view headless, in memory, for tests: send keys and clicks, read back the screen, the focus and
/// the stats of every frame.
///
/// ```swift
/// @Test @MainActor func increments() {
///     let host = TestHost(CounterView(), width: 40, height: 10)
///     host.press("Tab")            // focus "+ 1"
///     host.press("Enter")
///     #expect(host.text.contains("Counter: 1"))
///     #expect(host.lastFrame?.evaluated == ["CounterView": 1])
/// }
/// ```
///
/// Everything is synchronous: each action renders its frame before returning. After changing a model
/// directly, call ``update()`` to render what changed.
@MainActor
public final class TestHost {
    /// Where frames go.
    public enum Terminal {
        /// An in-memory grid (the default): fast; `bytesWritten` is 0.
        case memory
        /// A backend made for the host's size, colors and terminfo entry. ShojiTerminal adds
        /// `.pseudoTerminal`: the real ncurses renderer writing into a pseudo-terminal, so `bytesWritten`
        /// counts the bytes a terminal would receive (ncurses is process-wide: one such host at a time).
        case custom(@MainActor (_ size: Size, _ colors: ColorSupport, _ terminalType: String) -> any TestableBackend)

        /// Whether this is the in-memory grid.
        public var isMemory: Bool {
            if case .memory = self { return true }
            return false
        }
    }

    let backend: any TestableBackend
    private let memory: MemoryBackend?
    @_spi(ShojiRuntime) public let graph: ViewGraph
    /// Every frame rendered since the host was created, oldest first.
    public private(set) var frames: [FrameStats] = []
    /// The stats of the frame the last action rendered, or `nil` if it rendered none.
    public private(set) var lastFrame: FrameStats?
    /// Whether the app asked to quit (Ctrl-C).
    public private(set) var didQuit = false

    /// Mounts `view` on a screen of `width` × `height` cells and renders the first frame.
    ///
    /// `terminalType` is the terminfo entry a real-terminal backend uses. With `recordsCauses` (the
    /// default) every evaluation's causes are named in ``FrameStats/causes``; benchmarks turn it off to
    /// measure what an app pays (an app names causes only with `SHOJI_STATS`, `SHOJI_LOG` or the overlay).
    /// With `debugTools` (the default, as in a running app) the redraw overlay and its keys (F2–F6) are
    /// attached to the frame loop; without them a frame does no work for them. With `recordsTrace`, every
    /// frame, body evaluation and cause is recorded as a trace (``traceJSON``), as `SHOJI_TRACE` does in an
    /// app.
    public init<V: View>(
        _ view: V, width: Int = 80, height: Int = 24, mode: InvalidationMode = .property,
        colorSupport: ColorSupport = .palette256, terminal: Terminal = .memory,
        terminalType: String = "xterm-256color", recordsCauses: Bool = true, debugTools: Bool = true,
        recordsTrace: Bool = false
    ) {
        setlocale(LC_ALL, "C.UTF-8")
        let size = Size(width: width, height: height)
        switch terminal {
        case .memory:
            let memory = MemoryBackend(size: size, colorSupport: colorSupport)
            self.memory = memory
            backend = memory
        case .custom(let make):
            memory = nil
            backend = make(size, colorSupport, terminalType)
        }
        tracer = recordsTrace ? TraceRecorder(processName: "TestHost") : nil
        graph = ViewGraph(
            content: view, backend: backend, recordsCauses: recordsCauses, tracer: tracer, requestFrame: nil)
        loop = AppLoop(graph: graph)
        if debugTools { graph.attach(DebugTools()) }
        graph.setMode(mode)
        graph.onQuit = { [unowned self] in didQuit = true }
        render()
    }

    /// The trace recorder, with `recordsTrace`.
    private let tracer: TraceRecorder?

    /// The trace of every frame so far, as Chrome trace-event JSON (what `SHOJI_TRACE` writes: Perfetto
    /// and `make report` open it), or `nil` when the host was made without `recordsTrace`.
    public var traceJSON: String? {
        tracer.map { $0.text + "\n]\n" }
    }

    /// The app loop the host drives, as a running app's backend does: input arrives as a batch of
    /// events that ends with a frame. (A test's changes to its models ask for no frame on their own:
    /// ``update()`` renders them.)
    let loop: AppLoop

    /// Delivers `events` as one batch through the app loop, which ends it with a frame; returns that
    /// frame's stats.
    private func deliver(_ events: [InputEvent]) -> FrameStats? {
        for event in events { loop.handle(.input(event)) }
        return endBatch()
    }

    /// Ends an input batch: the loop renders its frame.
    func endBatch() -> FrameStats? {
        rendering { loop.handle(.inputBatchEnded) }
    }

    /// Advances the clock that time-dependent views share by `ticks` ticks, rendering a frame after each
    /// one that had something to draw. Returns how many frames were rendered. A clock with no subscribers
    /// does not tick, so an app with nothing animating renders nothing.
    @discardableResult
    public func advanceClock(ticks: Int = 1) -> Int {
        var rendered = 0
        for _ in 0..<ticks {
            guard graph.clock.isRunning else { break }
            graph.clock.fire()
            if render() != nil { rendered += 1 }
        }
        return rendered
    }

    /// Resumes after a suspend (Ctrl-Z), as `fg` does: the scene is `.active` again.
    @discardableResult
    public func resume() -> FrameStats? {
        rendering { loop.handle(.resumed) }
    }

    /// Renders whatever changed since the last frame (after changing a model from the test).
    @discardableResult
    public func update() -> FrameStats? {
        render()
    }

    @discardableResult
    func render() -> FrameStats? {
        rendering { loop.render() }
    }

    /// Runs `action` (which makes the loop render a frame) and records that frame: its stats and what
    /// the terminal received.
    private func rendering(_ action: () -> Void) -> FrameStats? {
        let writesBefore = backend.outputWriteCalls
        let rendererWritesBefore = backend.rendererWriteCalls
        var stats: FrameStats?
        loop.didRender = { stats = $0 }
        action()
        loop.didRender = nil
        lastFrame = stats
        if let frame = lastFrame { frames.append(frame) }
        lastTerminalWrites = backend.outputWriteCalls - writesBefore
        lastRendererWrites = backend.rendererWriteCalls.map { $0 - (rendererWritesBefore ?? 0) }
        lastTerminalBytes = backend.takeOutput()
        return lastFrame
    }

    /// What the terminal received for the last action (real-terminal backends only).
    public private(set) var lastTerminalBytes: [UInt8] = []
    /// The `write(2)` calls that sent the last action's bytes (real-terminal backends only).
    public private(set) var lastTerminalWrites = 0
    /// The `write(2)` calls the renderer made into the backend's buffer for the last action, where the
    /// backend counts them (ncurses writing into memory); `nil` elsewhere.
    public private(set) var lastRendererWrites: Int?

    /// Ends a real-terminal backend (call it before making another host on one).
    public func close() {
        backend.close()
    }

    // MARK: Input

    /// Drops the recorded ``frames`` (for long runs that would otherwise keep every frame's stats).
    public func forgetFrames() {
        frames.removeAll(keepingCapacity: true)
    }

    /// Presses keys by name, each rendering its frame: `"Tab"`, `"Shift-Tab"`, `"Enter"`, `"Space"`,
    /// `"Esc"`, `"Up"`, `"Down"`, `"Left"`, `"Right"`, `"Home"`, `"End"`, `"PageUp"`, `"PageDown"`,
    /// `"Backspace"`, `"Delete"`, `"F1"`…`"F12"`, `"Ctrl-C"`, or one character. Returns the stats of the
    /// last key's frame.
    @discardableResult
    public func press(_ keys: String...) -> FrameStats? {
        var result: FrameStats?
        for name in keys {
            guard let key = KeyPress(name: name) else {
                preconditionFailure("TestHost.press: unknown key name \"\(name)\"")
            }
            result = deliver([.key(key)])
        }
        return result
    }

    /// Types text, one character per key press.
    @discardableResult
    public func type(_ text: String) -> FrameStats? {
        var result: FrameStats?
        for ch in text {
            result = deliver([.key(KeyPress(.character(ch)))])
        }
        return result
    }

    /// Pastes text (as a terminal's bracketed paste delivers it).
    @discardableResult
    public func paste(_ text: String) -> FrameStats? {
        return deliver([.key(KeyPress(.paste(TextSanitizer.stripControls(text, keepingLineBreaks: true))))])
    }

    /// The decoder for ``receive(_:thenQuiet:)``.
    private var decoder = InputDecoder()

    /// Sends bytes as a terminal delivers them on standard input — keys, escape sequences, mouse reports,
    /// pastes, or garbage — decoded by the same ``InputDecoder`` a running app uses (the views brought up
    /// to date between events, as in a running app), then renders once.
    /// With `thenQuiet`, bytes held back for more (a lone ESC, an open paste) are then decoded as if the
    /// terminal went quiet. Returns the stats of the frame, if one was rendered.
    @discardableResult
    public func receive(_ bytes: [UInt8], thenQuiet: Bool = true) -> FrameStats? {
        var events = decoder.feed(bytes)
        if thenQuiet { events += decoder.expire() }
        // As a running app does: a later event of the batch goes where the one before moved focus (the
        // loop settles the views between events).
        return deliver(
            events.filter { event in
                if case .key(let key) = event, key.key == .control("z") { return false }
                if case .resize = event { return false }
                return true
            })
    }

    /// Sends text (its UTF-8 bytes) as ``receive(_:thenQuiet:)`` does.
    @discardableResult
    public func receive(_ text: String, thenQuiet: Bool = true) -> FrameStats? {
        receive(Array(text.utf8), thenQuiet: thenQuiet)
    }

    /// Clicks the cell at (`x`, `y`).
    @discardableResult
    public func click(x: Int, y: Int) -> FrameStats? {
        return deliver([.mouse(MouseEvent(.click, at: Point(x: x, y: y)))])
    }

    /// Clicks the first cell showing `text`. Returns `nil` (and clicks nothing) if it is not on screen.
    @discardableResult
    public func click(_ text: String) -> FrameStats? {
        guard let point = find(text) else { return nil }
        return click(x: point.x, y: point.y)
    }

    /// Presses the primary button at `from`, drags through `through` (each a report of motion, as a terminal
    /// sends them) and releases at the last point (or at `from` when `through` is empty). `release: false`
    /// leaves the button held, as when a terminal never delivers the release.
    @discardableResult
    public func drag(from: Point, through: [Point], release: Bool = true) -> FrameStats? {
        var events: [InputEvent] = [.mouse(MouseEvent(.click, at: from))]
        events += through.map { .mouse(MouseEvent(.drag, at: $0)) }
        if release { events.append(.mouse(MouseEvent(.release, at: through.last ?? from))) }
        return deliver(events)
    }

    /// Presses and releases the primary button at (`x`, `y`) (a tap; ``click(x:y:)`` sends only the press).
    @discardableResult
    public func tap(x: Int, y: Int) -> FrameStats? {
        deliver([
            .mouse(MouseEvent(.click, at: Point(x: x, y: y))), .mouse(MouseEvent(.release, at: Point(x: x, y: y))),
        ])
    }

    /// Turns the mouse wheel at (`x`, `y`): negative `lines` scroll up.
    @discardableResult
    public func scroll(x: Int, y: Int, lines: Int) -> FrameStats? {
        deliver(
            Array(
                repeating: .mouse(MouseEvent(lines < 0 ? .scrollUp : .scrollDown, at: Point(x: x, y: y))),
                count: abs(lines)))
    }

    /// Changes the screen size.
    @discardableResult
    public func resize(width: Int, height: Int) -> FrameStats? {
        let size = Size(width: width, height: height)
        backend.resize(to: size)
        return deliver([.resize(size)])
    }

    // MARK: Reading back

    /// The screen, one string per row, trailing spaces removed. A wide character appears once.
    public var lines: [String] { graph.screenLines }

    /// The screen as one string, rows joined with newlines.
    public var text: String { lines.joined(separator: "\n") }

    /// What the terminal shows, with every cell's style: the text a snapshot keeps
    /// (``ScreenBuffer/snapshotText``).
    public var snapshotText: String { graph.shownScreen.snapshotText }

    /// What the terminal shows, as an SVG picture (colours, bold, italic, underline, strikethrough,
    /// reverse, wide characters).
    public func screenSVG(title: String = "Shoji screen") -> String { graph.shownScreen.svg(title: title) }

    /// The cell at (`x`, `y`).
    public func cell(x: Int, y: Int) -> Cell { graph.cell(at: Point(x: x, y: y)) }

    /// The style of the cell at (`x`, `y`).
    public func style(x: Int, y: Int) -> CellStyle { cell(x: x, y: y).style }

    /// Where `text` first appears on screen (row by row), as the cell of its first character.
    public func find(_ text: String) -> Point? {
        for (y, line) in lines.enumerated() {
            guard let range = line.range(of: text) else { continue }
            return Point(x: TextWidth.of(String(line[..<range.lowerBound])), y: y)
        }
        return nil
    }

    /// The focused view: its kind (`"Button"`, `"Toggle"`, …), its frame and the text shown in it.
    public var focusedView: FocusedView? { graph.focusedView }

    /// The rows where the screen differs from a full repaint of the same state (laid out and painted
    /// from scratch). Always empty when incremental layout and painting are right; the screen shows the
    /// from-scratch result afterwards.
    public func rowsDifferingFromFullRepaint() -> [Int] {
        let rows = graph.repaintFromScratch()
        render()
        return rows
    }

    /// Live nodes.
    public var nodeCount: Int { graph.nodeCount }

    /// Observation registrations made by controls to follow their bindings since the host started.
    /// Updating a control whose binding did not change must not add one (each is held by the model
    /// until the value changes).
    public var controlObservationRegistrations: Int { graph.controlRegistrations }

    /// Body evaluations of the app's views since the host was created, by type name.
    public var totalEvaluations: [String: Int] { graph.stats.totalEvaluated }

    /// Size computations (layout cache misses) in the last frame.
    public var sizeComputations: Int { lastFrame?.sizeComputations ?? 0 }

    /// Whether the redraw-count overlay is on (F2 toggles it).
    public var overlayIsOn: Bool { graph.debugControls?.overlayIsOn ?? false }

    /// The invalidation mode (F4 cycles it).
    public var invalidationMode: InvalidationMode { graph.mode }

    /// Where the terminal cursor is shown (text fields), or `nil` (in-memory terminal only).
    public var cursor: Point? { memory?.cursor }

    /// Delivers an input event as a backend would, then renders.
    @discardableResult
    public func send(_ event: InputEvent) -> FrameStats? {
        deliver([event])
    }
}
