/// The runtime: the tree of nodes for one root view, and the frame loop that turns changes into cells.
///
/// A frame, from a property write to the renderer:
/// 1. observation callbacks have put tokens in ``invalidations``; they become dirty nodes;
/// 2. dirty nodes are evaluated, ancestors first; each evaluation reconciles its children, skipping
///    children whose view value did not change (``ViewComparator``);
/// 3. lifecycle actions (`onAppear`, `onChange`) run; what they change joins the same frame;
/// 4. layout runs from the root, skipping subtrees whose frame and content did not change;
/// 5. the damaged rectangles are cleared and drawn again into the back buffer, clipped;
/// 6. the back buffer is compared with what the screen shows and only the changed cells go to the
///    renderer, which writes them in one go.
///
/// Fields marked `@exclusivity(unchecked)` follow ``ViewNode``'s rule: read and assigned whole, or changed
/// by an operation that calls nothing back (an append, a set of `Int`s), never passed `inout`.
@MainActor
@_spi(ShojiRuntime) public final class ViewGraph {
    /// The backend frames go to.
    let backend: any TerminalBackend
    /// Where observation callbacks leave their tokens.
    let invalidations: InvalidationQueue
    /// What this graph's windows name themselves with while they run, for `@State` reads
    /// (``StateReads``).
    let stateReads: StateReadWindow
    /// Frame statistics.
    let stats = StatsRecorder()
    /// Focus and input routing.
    @exclusivity(unchecked) @_spi(ShojiRuntime) public private(set) var focus: FocusManager!
    /// The observer watching the frame loop (the debug tools, in a running app), if one is attached.
    @exclusivity(unchecked) private(set) var observer: (any FrameObserver)?
    /// The attached observer's debug keys (F2–F6), if it has them.
    private(set) var debugControls: (any DebugControls)?
    /// The trace being recorded (`SHOJI_TRACE`), if any: with none, a frame does no work for one.
    /// Attaching one turns on naming causes (the trace's arrows).
    @exclusivity(unchecked) @_spi(ShojiRuntime) public var tracer: TraceRecorder? {
        didSet { if tracer != nil { recordsCauses = true } }
    }
    /// Which nodes a change marks dirty (the invalidation mode).
    let invalidationPolicy = InvalidationPolicy()
    /// Performance cliffs, reported once each in the frame's stats.
    let warnings = PerformanceWarnings()
    /// The clock of views that change with time (spinners); it runs only while one is mounted.
    @_spi(ShojiRuntime) public let clock: FrameClock
    /// The invalidation mode (F4; ``setMode(_:)``).
    @_spi(ShojiRuntime) public var mode: InvalidationMode { invalidationPolicy.mode }

    /// Switches the invalidation mode.
    func setMode(_ newMode: InvalidationMode) { invalidationPolicy.setMode(newMode, graph: self) }

    /// Attaches `observer` to the frame loop (replacing any other).
    func attach(_ observer: any FrameObserver) {
        self.observer = observer
        debugControls = observer as? any DebugControls
    }
    /// The scene's phase: `.background` while suspended (`\.scenePhase`).
    private(set) var scenePhase = ScenePhase.active

    /// Changes the scene's phase; the root hands it to the environment at the next frame.
    func setScenePhase(_ phase: ScenePhase) {
        guard phase != scenePhase else { return }
        scenePhase = phase
        markDirty(root)
    }

    /// Called when the app asks to quit (Ctrl-C, ``TerminalApp/quit()``).
    var onQuit: (() -> Void)?

    @exclusivity(unchecked) @_spi(ShojiRuntime) public private(set) var root: ViewNode!
    /// Every mounted node by id. (Unchecked: inserted and removed by a node that is itself alive — the
    /// one mounting or unmounting — so no removal frees a node inside the access; read whole otherwise.)
    @exclusivity(unchecked) private var nodes: [Int: ViewNode] = [:]
    @exclusivity(unchecked) private var nodeCounter = 0
    @exclusivity(unchecked) private var dirty: [ViewNode] = []
    /// Whether each evaluation's causes are named and recorded (``FrameStats/causes``, the overlay's
    /// explain panel, `_printChanges()`): on for test hosts, `SHOJI_STATS`, `SHOJI_LOG`, the overlay, and
    /// from the first `_printChanges()` on. Off, causes are only noted, never named.
    @exclusivity(unchecked) var recordsCauses = false {
        didSet { if recordsCauses && !oldValue { Self.startRecordingCauses() } }
    }
    /// What naming causes needs, once: the symbol table (read on another thread) and `@State` writes
    /// noting their property's name.
    private static func startRecordingCauses() {
        StateReads.recordsChanges = true
        KeyPathSymbols.preload()
    }

    /// The node whose body is running, in any graph (for `_printChanges()`). Read and assigned whole
    /// (no run-time exclusivity check: two a body).
    @exclusivity(unchecked) static var evaluating: ViewNode?
    /// Whether an input event is being dispatched to the views (their actions run now): an invalidation
    /// made then may release what the invalidated body produced (``releaseStaleOutput(for:)``).
    @exclusivity(unchecked) var isDispatchingInput = false
    /// How many nodes are inside ``ViewNode/update(to:environment:)`` now.
    @exclusivity(unchecked) var nodesUpdating = 0
    /// What the invalidation queue calls to release stale output (owned here; the queue's closure holds it
    /// weakly).
    @exclusivity(unchecked) private var staleOutputReleaser: StaleOutputReleaser?
    /// Values the frame replaced (old view values, a list's old rows), released once the frame's bytes
    /// are written. Releasing one can free a model's old data — the todo list's previous 100,000-element
    /// array after a toggle copied it, 0.9 ms — and that is work the person need not wait for.
    @exclusivity(unchecked) private var retiredViews: [any View] = []
    @exclusivity(unchecked) private var retiredValues: [Any] = []
    @exclusivity(unchecked) private var pendingActions: [() -> Void] = []
    @exclusivity(unchecked) private var damage: [Rect] = []
    /// How many nodes hold action closures older than their view's (``ViewNode/hasStaleActions``): when
    /// none does, an event needs no walk up the focused node's path to refresh them.
    @exclusivity(unchecked) var nodesWithStaleActions = 0
    /// Numbers each paint, so a node drawn by several damaged rectangles counts once in the stats: a
    /// node notes the number of the last paint that drew it (``ViewNode/lastPaint``), no set of ids
    /// hashed per node drawn.
    @exclusivity(unchecked) private var paintNumber: UInt64 = 0
    /// How many times drawing read a node's children's frames from the children (tests count it).
    @exclusivity(unchecked) var childFramesRead = 0
    @exclusivity(unchecked) private var layoutRequested = true
    @exclusivity(unchecked) private var inPlaceLayout: [ViewNode] = []
    /// Views shown above everything (sheets, alerts, popups), bottom to top.
    /// The nodes presented above everything, bottom first. (Unchecked: appended, read whole, and an entry
    /// removed by the node leaving, which is alive throughout.)
    @exclusivity(unchecked) private(set) var presentations: [ViewNode] = []
    /// The keyboard shortcuts of mounted views.
    @_spi(ShojiRuntime) public let shortcuts = ShortcutRegistry()
    private var back: ScreenBuffer
    @exclusivity(unchecked) private var front: ScreenBuffer
    /// The rectangles painted this frame, disjoint (`nil`: any cell may have changed).
    @exclusivity(unchecked) private var paintedAreas: [Rect]?
    @exclusivity(unchecked) @_spi(ShojiRuntime) public private(set) var screenSize: Size
    @exclusivity(unchecked) private var fullRepaint = true

    /// Creates the graph for `content` and mounts it (without drawing: call ``renderFrame()``), recording
    /// a trace of it into `tracer` when one is given.
    @_spi(ShojiRuntime) public init<Content: View>(
        content: Content, backend: any TerminalBackend, environment: EnvironmentValues = EnvironmentValues(),
        recordsCauses: Bool = false, tracer: TraceRecorder? = nil, requestFrame: (@Sendable () -> Void)?
    ) {
        // A trace names causes from the first registration on (its arrows start at the changes).
        self.recordsCauses = recordsCauses || tracer != nil
        self.tracer = tracer
        if self.recordsCauses { Self.startRecordingCauses() }
        self.backend = backend
        self.invalidations = InvalidationQueue(requestFrame: requestFrame)
        stateReads = StateReadWindow(queue: invalidations)
        frameRequest = requestFrame
        clock = FrameClock(realTime: requestFrame != nil)
        screenSize = backend.size
        back = ScreenBuffer(size: backend.size)
        front = ScreenBuffer(size: backend.size)
        focus = FocusManager(graph: self)
        var env = environment
        env.colorSupport = backend.colorSupport
        root = ViewNode(view: RootView(content: content), key: .index(0), parent: nil, graph: self, environment: env)
        root.mount()
        statusListener = StorageStatus.observe(self)
        stateReads.isCurrent = { [unowned self] token in self.isCurrent(token) }
        let releaser = StaleOutputReleaser(graph: self)
        staleOutputReleaser = releaser
        let release: @MainActor (InvalidationToken) -> Void = { [weak releaser] token in releaser?.release(for: token) }
        // The queue calls it only on the thread that made it, this one: the main actor's. A synchronous
        // function's isolation is not part of how it is represented, so the cast changes only its type.
        invalidations.releaseStaleOutput = unsafeBitCast(release, to: ((InvalidationToken) -> Void).self)
    }

    deinit {
        // Boxes may outlive the graph: they must not ask it about their readers once it is gone.
        stateReads.isCurrent = nil
    }

    /// Whether `token` names the current window of a node in this graph.
    private func isCurrent(_ token: InvalidationToken) -> Bool {
        guard let node = nodes[token.nodeID] else { return false }
        return token.generation == (token.children ? node.childrenGeneration : node.generation)
    }

    /// Keeps this graph told of the app's files' status (``StorageStatus``).
    private var statusListener: StorageStatus.Listener?

    /// Asks for a frame from outside a frame (`nil` in a test host, which renders when told to).
    private let frameRequest: (@Sendable () -> Void)?

    /// The app's files have something new to say: the status line shows it in the next frame.
    func storageStatusChanged() {
        addDamage(Rect(x: 0, y: screenSize.height - 1, width: screenSize.width, height: 1))
        frameRequest?()
    }

    // MARK: Registry

    /// Bumped whenever a node enters or leaves the graph (a presentation starts by mounting its node and
    /// ends by unmounting it): what was worked out from the shape of the tree (a node's ancestors, the
    /// topmost modal presentation) still holds while it is unchanged.
    @exclusivity(unchecked) private(set) var structureGeneration: UInt64 = 0
    /// How many mounted nodes can give the status line a text (``NodeBehavior/providesStatusText``).
    @exclusivity(unchecked) private(set) var statusTextProviders = 0

    func nextNodeID() -> Int {
        nodeCounter += 1
        return nodeCounter
    }

    @_spi(ShojiRuntime) public func register(_ node: ViewNode) {
        nodes[node.id] = node
        structureGeneration &+= 1
        if node.behavior.mayTakeFocus { focus.register(node) }
        if node.behavior.providesStatusText { statusTextProviders += 1 }
    }

    @_spi(ShojiRuntime) public func unregister(_ node: ViewNode) {
        nodes[node.id] = nil
        structureGeneration &+= 1
        if node.behavior.canTakeFocus || focus.focused === node { focus.unregister(node) }
        if node.behavior.providesStatusText { statusTextProviders -= 1 }
        if let index = presentations.firstIndex(where: { $0 === node }) {
            presentations.remove(at: index)
            if node.behavior.presentation?.dimsBackground == true {
                addDamage(Rect(origin: .zero, size: screenSize))
            }
            focus.presentationEnded(node)
        }
    }

    // MARK: Presentations

    /// Shows `node` (a detached child whose behavior hosts a presentation) above everything.
    @_spi(ShojiRuntime) public func present(_ node: ViewNode) {
        guard let host = node.behavior.presentation else { return }
        presentations.append(node)
        if host.dimsBackground {
            addDamage(Rect(origin: .zero, size: screenSize))
        }
        focus.presentationStarted(node)
        layoutRequested = true
    }

    /// The topmost presentation that keeps focus and input inside it.
    var topModalPresentation: ViewNode? {
        // A loop, not `last(where:)` with a closure (which would check the executor on every call).
        for node in presentations.reversed() where node.behavior.presentation?.isModal == true { return node }
        return nil
    }

    /// Live nodes.
    var nodeCount: Int { nodes.count }

    /// Observation registrations controls made to follow their bindings (``ViewNode/tracked(key:_:)``).
    /// Each is held by the registrar of what it observed until that changes, so over a long run this
    /// must grow only with real changes, not with every update of the control.
    var controlRegistrations = 0

    /// Every live node (for tests and the overlay).
    var allNodes: Dictionary<Int, ViewNode>.Values { nodes.values }

    /// The live node with this id.
    @_spi(ShojiRuntime) public func node(id: Int) -> ViewNode? { nodes[id] }

    /// The app's cells as the last frame painted them.
    var appScreen: ScreenBuffer { back }
    /// What the app's cells on the terminal are (without any overlay).
    var terminalScreen: ScreenBuffer { front }
    /// Where the terminal cursor goes (a focused text field), or `nil`.
    @_spi(ShojiRuntime) public var cursorPosition: Point? { tooSmall == nil ? focus.cursorPosition : nil }

    // MARK: Requests from nodes

    /// Marks a node for evaluation in this or the next frame.
    /// Marks `node` for evaluation in this frame, noting `cause` (when causes are recorded).
    @_spi(ShojiRuntime) public func markDirty(_ node: ViewNode, cause: String) {
        if recordsCauses && node.behavior.isComposite { node.pendingCauses.append(.named(cause)) }
        markDirty(node)
    }

    @_spi(ShojiRuntime) public func markDirty(_ node: ViewNode) {
        node.dirtyOnlyFromTrackedReads = false
        guard node.isMounted, !node.needsEvaluation else { return }
        node.needsEvaluation = true
        dirty.append(node)
    }

    /// Asks for a layout pass.
    @_spi(ShojiRuntime) public func setNeedsLayout() { layoutRequested = true }

    /// Asks the app for a frame when a change came from neither input nor observation (an async action
    /// finished). The app's clock handler renders one; a test host renders on `update()`.
    @_spi(ShojiRuntime) public func requestFrameIfNeeded() { clock.onTick?() }

    /// Asks for `node` to be laid out again inside its current frame (its size did not change).
    func relayoutInPlace(_ node: ViewNode) {
        inPlaceLayout.append(node)
        if !isLayingOut { layoutRequested = true }
    }

    @exclusivity(unchecked) private var isLayingOut = false

    /// Nodes whose content changed since the last layout (``ViewNode/contentSizeMayHaveChanged()``).
    @exclusivity(unchecked) private var contentChecks: [ViewNode] = []

    /// Checks `node`'s size at the start of the next layout.
    func checkContentSizeBeforeLayout(_ node: ViewNode) {
        if isLayingOut {
            node.checkContentSize()
            return
        }
        contentChecks.append(node)
        layoutRequested = true
    }

    /// Marks screen cells to be drawn again.
    @_spi(ShojiRuntime) public func addDamage(_ rect: Rect) {
        guard !rect.isEmpty else { return }
        damage.append(rect)
    }

    /// Runs `action` after the current evaluation pass (lifecycle callbacks: `onAppear`, `onChange`).
    @_spi(ShojiRuntime) public func enqueueAction(_ action: @escaping () -> Void) {
        pendingActions.append(action)
    }

    /// Whether a frame would do anything.
    var hasPendingWork: Bool {
        !invalidations.isEmpty || !dirty.isEmpty || !damage.isEmpty || layoutRequested || !pendingActions.isEmpty
            || fullRepaint || stats.current.bodyEvaluations > 0 || stats.current.repaintMismatchRows != nil
            || focus.hasRequest
    }

    // MARK: Frame

    /// Keeps a replaced view value alive until the current frame's bytes are written.
    @_spi(ShojiRuntime) public func retire(_ view: any View) { retiredViews.append(view) }

    /// Keeps a replaced value alive until the current frame's bytes are written.
    @_spi(ShojiRuntime) public func retire(_ value: Any) { retiredValues.append(value) }

    /// Releases what the frame replaced (after its bytes are written).
    ///
    /// The arrays are emptied outside their fields: releasing a value can run an app's `deinit`, which
    /// must not run inside an access to a field the run-time check does not guard (the arrays are
    /// `@exclusivity(unchecked)`: every other access is an append that calls nothing).
    private func releaseRetired() {
        if !retiredViews.isEmpty {
            var views: [any View] = []
            swap(&views, &retiredViews)
            views.removeAllKeepingStorage()
            Self.giveBack(&views, to: &retiredViews)
        }
        if !retiredValues.isEmpty {
            var values: [Any] = []
            swap(&values, &retiredValues)
            values.removeAllKeepingStorage()
            Self.giveBack(&values, to: &retiredValues)
        }
    }

    /// Runs one frame if anything changed; returns its stats, or `nil` when there was nothing to do.
    @discardableResult
    func renderFrame() -> FrameStats? {
        defer {
            releaseRetired()
            // `withAnimation(…, completion:)`: the changes are on screen now.
            AnimationCompletions.runPending()
        }
        let since = collectInvalidations()
        guard hasPendingWork else {
            // Input that changed nothing (a key no view takes) starts no frame: the next frame's input
            // phase must not reach back to it.
            stats.current.inputNanos = nil
            tracer?.noFrame()
            return nil
        }
        let start = since ?? Clock.now()
        let frameStart = Clock.now()
        if let input = stats.current.inputNanos, frameStart > input {
            stats.current.phases.input = Int((frameStart - input) / 1000)
        }

        settle()
        updateStatusLine()
        let painting = Clock.now()
        stats.current.phases.evaluate = Int((painting &- frameStart) / 1000)
        paint()
        let diffing = Clock.now()
        stats.current.phases.paint = Int((diffing &- painting) / 1000)
        sendChangedCells()
        let output = Clock.now()
        stats.current.phases.diff = Int((output &- diffing) / 1000)
        let bytes = backend.endFrame()
        stats.current.flushedNanos = Clock.now()
        stats.current.phases.output = Int((stats.current.flushedNanos &- output) / 1000)
        let micros = Int((stats.current.flushedNanos &- start) / 1000)
        stats.closeEvaluations()
        warnings.checkFrame(&stats.current, micros: micros)
        observer?.frameFlushed(&stats.current, graph: self)
        let inputNanos = stats.current.inputNanos
        let done = stats.finish(bytes: bytes, micros: micros, nodes: nodes.count)
        tracer?.frame(
            done,
            times: .init(
                input: inputNanos, start: frameStart, paint: painting, diff: diffing, write: output,
                end: done.flushedNanos))
        observer?.frameFinished(done, graph: self)
        return done
    }

    /// Brings the views up to date without drawing: evaluates what is dirty, runs lifecycle actions,
    /// lays out, and puts focus on a live control (repeating while any of that invalidates more).
    ///
    /// A frame starts with it; between two input events of one batch, ``settleBetweenEvents()`` calls it
    /// when focus may move, so a key reaches the control that the key before it focused (Enter on a list
    /// row moves focus to the editor through a focus state: the characters typed right after it go there,
    /// not to the list).
    func settle() {
        runBeforeUpdate()
        // Evaluate, run lifecycle actions, lay out; repeat while any of that invalidates more (lazy
        // containers realize rows during layout, and their rows may run onAppear). Bounded.
        // Then put focus on a live control; moving it names `.focused` views in their focus states, and
        // what those writes invalidate is evaluated in this same frame (a default focus shows at once).
        var passes = 0
        repeat {
            repeat {
                evaluateAndRunActions()
                if dirty.isEmpty && pendingActions.isEmpty { layoutIfNeeded() }
                passes += 1
            } while (!dirty.isEmpty || !pendingActions.isEmpty || layoutRequested) && passes < 16
            focus.validate()
            collectInvalidations()
        } while (!dirty.isEmpty || !pendingActions.isEmpty || layoutRequested) && passes < 16
    }

    /// Brings the views up to date between two input events of one batch: evaluates what the first
    /// event changed, and settles (lays out and validates focus) only when focus may have to move: a
    /// focus request, or a view that came or went.
    ///
    /// Typing into a field that long texts mirror costs one layout per batch, not one per key (a
    /// 100 KB paste in the profile demo's name field, then keys, took seconds a batch).
    func settleBetweenEvents() {
        runBeforeUpdate()
        let structure = structureGeneration
        collectInvalidations()
        var passes = 0
        while (!dirty.isEmpty || !pendingActions.isEmpty) && passes < 16 {
            evaluateAndRunActions()
            passes += 1
        }
        let focusedIsGone = focus.focused.map { !$0.isMounted } ?? false
        if structureGeneration != structure || focus.hasRequest || focusedIsGone { settle() }
    }

    /// Evaluates the dirty nodes, runs the lifecycle actions that queued, and collects what both
    /// invalidated.
    private func evaluateAndRunActions() {
        evaluateDirtyNodes()
        let actions = pendingActions
        pendingActions.removeAll()
        for action in actions { action() }
        collectInvalidations()
    }

    /// The tokens of the last drain, and what each saw change: kept from frame to frame with their
    /// capacity (see ``InvalidationQueue/drain(into:changes:)``). Without the run-time exclusivity
    /// check: only ``collectInvalidations()`` touches them, and what it passes them to (the queue's
    /// drain, which appends under its lock; `collect`, which reads its own copies) calls nothing that
    /// could reach them.
    @exclusivity(unchecked) private var drainedTokens: [InvalidationToken] = []
    @exclusivity(unchecked) private var drainedChanges: [ObservedChange?] = []

    /// Takes what the invalidation queue holds and marks those nodes dirty; returns the time of the first
    /// invalidation.
    @discardableResult
    private func collectInvalidations() -> UInt64? {
        let since = invalidations.drain(into: &drainedTokens, changes: &drainedChanges)
        if !drainedTokens.isEmpty {
            collect(drainedTokens, drainedChanges)
            drainedTokens.removeAllKeepingStorage()
            drainedChanges.removeAllKeepingStorage()
        }
        return since
    }

    private func collect(_ tokens: [InvalidationToken], _ changes: [ObservedChange?]) {
        // The nodes, and what invalidated each, for the fan-out warning: listed only when there are
        // enough tokens to reach its limit (fewer cannot fan out; two arrays a drain otherwise).
        let listsNodes = tokens.count >= PerformanceWarnings.fanOutLimit
        var invalidated: [ViewNode] = []
        var invalidatedBy: [ObservedChange?] = []
        for (i, token) in tokens.enumerated() {
            guard let node = nodes[token.nodeID],
                token.subscription || token.generation == (token.children ? node.childrenGeneration : node.generation)
            else { continue }
            if !token.subscription {
                if !token.children { node.trackingIsLive = false }
                if !token.state { node.registrationFired(children: token.children) }
            }
            let change = i < changes.count ? changes[i] : nil
            if listsNodes {
                invalidated.append(node)
                if !changes.isEmpty { invalidatedBy.append(change) }
            }
            if let change, !token.children, node.behavior.isComposite { node.pendingCauses.append(.observed(change)) }
            let wasDirty = node.needsEvaluation
            let onlyTrackedReads = wasDirty ? node.dirtyOnlyFromTrackedReads : true
            invalidationPolicy.markDirty(after: node, graph: self)
            // A primitive's own window (``ViewNode/tracked(key:_:)``), not its children's, and not an
            // object's subscription: it may keep its children (``ViewNode/isRefreshingTrackedReads``).
            node.dirtyOnlyFromTrackedReads =
                onlyTrackedReads && !token.subscription && !token.children && !node.behavior.isComposite
        }
        if !invalidated.isEmpty { warnings.checkFanOut(invalidated, changes: invalidatedBy, into: &stats.current) }
    }

    /// Hands `emptied`'s storage to `list` when nothing was added to `list` meanwhile, so that a list
    /// filled and drained on every frame (the dirty nodes, the nodes to lay out, what a frame retired)
    /// allocates once, not on every frame: a fresh array each frame was a `malloc` and a `free` per list
    /// per key, each landing wherever the allocator had room (BENCHMARKS.md, issue 29).
    ///
    /// `emptied` must be empty already: the caller empties it (`removeAllKeepingStorage()`) before
    /// this call, outside any access to `list`, because releasing an element can run an app's `deinit`,
    /// which must not run inside an access to a field the run-time check does not guard.
    static func giveBack<Element>(_ emptied: inout [Element], to list: inout [Element]) {
        if list.isEmpty && emptied.isEmpty { swap(&emptied, &list) }
    }

    private func evaluateDirtyNodes() {
        // Bounded: views that keep invalidating each other while they update (a cycle) must cost a slow
        // frame and a warning, never a hang. What is left stays dirty for the next pass or frame.
        var rounds = 0
        while !dirty.isEmpty {
            rounds += 1
            if rounds > 64 {
                let names = Set(dirty.prefix(4).map(\.typeName)).sorted().joined(separator: ", ")
                stats.current.warnings.append("views keep invalidating each other while they update: \(names)")
                return
            }
            // Taken with its storage and given back below (see ``giveBack(_:to:)``).
            var batch: [ViewNode] = []
            swap(&batch, &dirty)
            Self.sortByDepth(&batch)
            for node in batch where node.needsEvaluation && node.isMounted {
                if node.behavior.isComposite {
                    node.evaluate()
                } else if !node.valueReleased {
                    node.needsEvaluation = false
                    node.isRefreshingTrackedReads = node.dirtyOnlyFromTrackedReads
                    node.update(to: node.view, environment: node.environment)
                    node.isRefreshingTrackedReads = false
                }
            }
            batch.removeAllKeepingStorage()
            Self.giveBack(&batch, to: &dirty)
        }
    }

    /// Sorts `nodes` from the root down (stable). A few nodes — most frames dirty one or two — are sorted
    /// by hand: a comparison closure handed to the standard library from main-actor code checks the
    /// executor on every comparison.
    private static func sortByDepth(_ nodes: inout [ViewNode]) {
        guard nodes.count > 1 else { return }
        guard nodes.count <= 16 else {
            nodes.sort { $0.depth < $1.depth }
            return
        }
        for i in 1..<nodes.count {
            let node = nodes[i]
            var j = i
            while j > 0 && nodes[j - 1].depth > node.depth {
                nodes[j] = nodes[j - 1]
                j -= 1
            }
            nodes[j] = node
        }
    }

    /// Evaluates every body in the tree now (the `tree` invalidation mode does this on every change).
    func evaluateEverything(from node: ViewNode) {
        if node.behavior.isComposite { node.evaluate() }
        for child in node.children { evaluateEverything(from: child) }
    }

    private func layoutIfNeeded() {
        if screenSize != backend.size {
            screenSize = backend.size
            back.resize(to: screenSize)
            front = ScreenBuffer(size: screenSize)
            observer?.screenResized()
            fullRepaint = true
            root.invalidateLayout()
        }
        guard layoutRequested || root.needsLayout else { return }
        layoutPasses += 1
        isLayingOut = true
        let traceStart = tracer != nil ? Clock.now() : 0
        defer {
            isLayingOut = false
            tracer?.layout(start: traceStart, end: Clock.now())
        }
        while !contentChecks.isEmpty {
            var nodes: [ViewNode] = []
            swap(&nodes, &contentChecks)
            for node in nodes { node.checkContentSize() }
            nodes.removeAllKeepingStorage()
            Self.giveBack(&nodes, to: &contentChecks)
        }
        // After the content checks: a size that changed asks for layout up to the root, which this pass
        // does next (asking before it made every such frame lay out twice — the second time measuring the
        // whole screen again for nothing, a tenth of a toggle whose "N left" changed width).
        layoutRequested = false
        let screen = Rect(origin: .zero, size: screenSize)
        // A screen too small for the content shows a one-line placeholder instead of a broken layout;
        // nothing is placed meanwhile (the views keep their state and their last frames).
        // Only a pass that lays out the root can change what the content needs: a size change that stopped
        // at an ancestor whose size stayed (``ViewNode/checkContentSize()``) leaves the root as it was.
        if root.needsLayout || !root.hasFrame {
            let needed = (root.behavior as? RootBehavior)?.neededSize(in: screen)
            if needed != tooSmall {
                tooSmall = needed
                fullRepaint = true
            }
        }
        if tooSmall != nil { return }
        root.place(in: screen)
        // Nodes whose size did not change and that no ancestor re-placed: lay out inside their frame.
        while !inPlaceLayout.isEmpty {
            var local: [ViewNode] = []
            swap(&local, &inPlaceLayout)
            for node in local { node.relayoutInPlace() }
            local.removeAllKeepingStorage()
            Self.giveBack(&local, to: &inPlaceLayout)
        }
        for node in presentations where node.isMounted {
            guard let host = node.behavior.presentation else { continue }
            let anchor = node.parent?.behavior.presentationAnchor ?? node.parent?.coveredRect ?? screen
            node.place(in: host.frame(for: node, in: screen, anchor: anchor))
        }
        while !inPlaceLayout.isEmpty {
            var local: [ViewNode] = []
            swap(&local, &inPlaceLayout)
            for node in local { node.relayoutInPlace() }
            local.removeAllKeepingStorage()
            Self.giveBack(&local, to: &inPlaceLayout)
        }
    }

    /// Observation registrations the nodes could not end (made without their switch, then replaced or
    /// left before what they read changed; ``ViewNode``'s `windowSwitches`), since start.
    @exclusivity(unchecked) var abandonedRegistrations = 0
    /// How many abandoned registrations make every window observe its switch from then on.
    @exclusivity(unchecked) var abandonedRegistrationLimit = 512
    /// Whether every tracking window observes its node's switch (so its registration can be ended): with
    /// causes recorded, or once the app has abandoned ``abandonedRegistrationLimit`` registrations.
    var windowsObserveSwitches: Bool { recordsCauses || abandonedRegistrations >= abandonedRegistrationLimit }

    /// Layout passes since start (for tests: a frame lays out once unless its layout asks for more).
    @exclusivity(unchecked) private(set) var layoutPasses = 0

    /// The size the app needs while the screen is too small for it (the placeholder shows), else `nil`.
    @exclusivity(unchecked) private(set) var tooSmall: Size?

    /// The frame's damage on screen, before merging (kept to reuse its storage).
    @exclusivity(unchecked) private var visibleDamage: [Rect] = []
    /// The frame's damage merged (kept to reuse its storage; ``paintedAreas`` shares it until the next
    /// paint lets go of it).
    @exclusivity(unchecked) private var mergedDamage: [Rect] = []

    private func paint() {
        let screen = Rect(origin: .zero, size: screenSize)
        paintedAreas = nil
        if let needed = tooSmall {
            damage.removeAll()
            guard fullRepaint else { return }
            var written = 0
            Addresses.withMutable(&back, &written) { buffer, counter in
                buffer.pointee.fill(screen, with: .blank)
                TooSmallPlaceholder.draw(
                    needed: needed, in: CellCanvas(buffer: buffer, clip: screen, written: counter), screen: screen)
            }
            return
        }
        var rects: [Rect]
        if fullRepaint {
            rects = [screen]
        } else {
            // Loops, not closures handed to the standard library (each call of one formed in this
            // main-actor method checks the executor).
            // Into arrays kept from frame to frame (``visibleDamage``, ``mergedDamage``): fresh ones were
            // two allocations a frame.
            visibleDamage.removeAllKeepingStorage()
            for rect in damage {
                let visible = rect.intersection(screen)
                if !visible.isEmpty { visibleDamage.append(visible) }
            }
            DamageList.merge(visibleDamage, into: &mergedDamage)
            rects = mergedDamage
        }
        damage.removeAllKeepingStorage()
        paintNumber &+= 1
        guard !rects.isEmpty else {
            paintedAreas = rects
            return
        }
        if !fullRepaint { rects = DamageList.wholeGlyphs(rects, in: back) }
        var written = 0
        var cuts: [Rect] = []
        paint(rects, written: &written, cuts: &cuts)
        // A wide character the new content puts across a damaged rectangle's edge was drawn as a blank in
        // its inside half; its two cells are drawn again (a few passes at most: each one's edges fall
        // between the characters it was made for).
        var passes = 0
        while !cuts.isEmpty && passes < 4 {
            let again = DamageList.wholeGlyphs(DamageList.merge(cuts), in: back)
            cuts.removeAll()
            paint(again, written: &written, cuts: &cuts)
            rects = DamageList.merge(rects + again)
            passes += 1
        }
        paintedAreas = rects
    }

    /// Paints `rects` (damaged, disjoint) afresh, counting the cells written and recording the wide
    /// characters an edge of a rectangle cut.
    private func paint(_ rects: [Rect], written: inout Int, cuts: inout [Rect]) {
        // Through a nonisolated helper: closures handed to the standard library from here check the
        // executor each time they run.
        Addresses.withMutable(&back, &written, &cuts) { buffer, counter, cuts in
            for rect in rects {
                buffer.pointee.fill(rect, with: .blank)
                let canvas = CellCanvas(buffer: buffer, clip: rect, written: counter, cuts: cuts)
                // A presentation clears its whole frame before drawing: what lies under the topmost one
                // covering the damage would be drawn only to be overwritten (typing in a sheet would
                // draw the list behind it again), so drawing starts there.
                var covering: Int?
                for (i, node) in presentations.enumerated().reversed()
                where node.isMounted && node.behavior.presentation != nil && node.frame.contains(rect) {
                    covering = i
                    break
                }
                if covering == nil { draw(root, canvas: canvas) }
                for node in presentations[(covering ?? 0)...] where node.isMounted {
                    if node.behavior.presentation?.dimsBackground == true {
                        canvas.restyle(rect) {
                            $0.attributes.insert(.dim)
                            $0.attributes.remove(.reverse)
                        }
                    }
                    draw(node, canvas: canvas)
                }
                drawStatusLine(in: canvas)
            }
        }
    }

    /// What the status line shows (`.help` or a link's URL for the focused view), or `nil`.
    @exclusivity(unchecked) private(set) var statusLine: String?

    /// Finds the status text of the focused view and damages the bottom row when it changed.
    private func updateStatusLine() {
        // What the app's files have to say comes first (a failed write stays until a write succeeds).
        var text = StorageStatus.message.map { "⚠ " + $0 } ?? notice
        // With no node that can give a text there is nothing to look for (most apps, most frames).
        var node = text == nil && statusTextProviders > 0 ? focus.focused : nil
        while let current = node, text == nil {
            text = current.behavior.statusText
            node = current.parent
        }
        guard text != statusLine else { return }
        statusLine = text
        addDamage(Rect(x: 0, y: screenSize.height - 1, width: screenSize.width, height: 1))
    }

    /// Draws the status line over the bottom row.
    private func drawStatusLine(in canvas: CellCanvas) {
        guard let statusLine, screenSize.height > 1 else { return }
        let row = Rect(x: 0, y: screenSize.height - 1, width: screenSize.width, height: 1)
        guard row.intersects(canvas.clip) else { return }
        let style = CellStyle(attributes: [.reverse])
        canvas.fill(row, style: style)
        canvas.draw(" " + statusLine, at: row.origin, style: style)
    }

    @_spi(ShojiRuntime) public func draw(_ node: ViewNode, canvas: CellCanvas) {
        // A node that does not clip its children (an `.offset`, a gesture around one) is looked into even
        // when its own frame is not being drawn: what it wraps may have moved into the damage. Its own
        // content and overlay are drawn (and counted) only where its frame is.
        let visible = node.frame.intersects(canvas.clip)
        guard visible || !node.clipsChildren else { return }
        let local = canvas.clipped(to: node.frame)
        if visible {
            if node.lastPaint != paintNumber {
                node.lastPaint = paintNumber
                stats.current.viewsRepainted += 1
            }
            node.behavior.draw(in: local)
        }
        let childCanvas = node.clipsChildren ? local : canvas
        let children = node.layoutChildren
        let ordered = node.behavior.drawingOrder(children)
        if ViewNode.sameArray(ordered, children) {
            // The test `draw` starts with, made here against the frames the node keeps: a child outside
            // the clip that clips its own children draws nothing, and a list's thirty rows, one of them
            // damaged, cost thirty calls, and thirty nodes read from thirty places in memory, otherwise.
            let frames = node.childFrames(of: children)
            for i in 0..<min(frames.count, children.count)
            where frames[i].frame.intersects(childCanvas.clip) || !frames[i].clips {
                draw(children[i], canvas: childCanvas)
            }
        } else {
            for child in ordered where child.frame.intersects(childCanvas.clip) || !child.clipsChildren {
                draw(child, canvas: childCanvas)
            }
        }
        for child in node.behavior.auxiliaryNodes where child.isMounted { draw(child, canvas: canvas) }
        if visible { node.behavior.drawOverlay(in: local) }
    }

    /// The runs the last frame sent, kept for their capacity (the next frame's list without an
    /// allocation).
    private var sentRuns: [(row: Int, start: Int, end: Int)] = []

    /// Hands the cells that differ between the back buffer and the screen to the backend, with the
    /// cursor (the backend's `endFrame()` sends them).
    ///
    /// Only the rectangles painted this frame are compared (elsewhere the back buffer still equals the
    /// screen), and the screen's record takes only the runs sent: the two buffers never share storage,
    /// so the next frame's painting does not copy the whole back buffer first (at 100×30 that copy was
    /// 3,000 cells, and a fresh allocation, on every frame).
    private func sendChangedCells() {
        backend.beginFrame()
        var sent = sentRuns
        sentRuns = []  // first, so the buffer is unique and emptying it keeps it
        sent.removeAllKeepingStorage()
        defer { sentRuns = sent }
        // Read through a local: each read of the graph's field inside the closure was an exclusivity check.
        let back = self.back
        let width = back.width
        let changed = back.forEachChangedRun(comparedWith: front, everything: fullRepaint, areas: paintedAreas) {
            y, start, end in
            backend.write(row: y, column: start, cells: back.cells[(y * width + start)..<(y * width + end)])
            sent.append((y, start, end))
            // With the overlay on, the terminal now shows these app cells where it showed overlay cells:
            // keep the record of what it shows in step.
            observer?.appCellsSent(row: y, start: start, end: end, from: back)
        }
        if front.size != back.size {
            front = ScreenBuffer(size: back.size)
            front.copyAll(from: back)
        } else {
            for run in sent { front.copyRun(from: back, row: run.row, start: run.start, end: run.end) }
        }
        fullRepaint = false
        backend.setCursor(cursorPosition)
        stats.current.cellsChanged = changed
    }

    /// Lays out and paints everything from scratch — no cached size, no in-place relayout, no damage
    /// list — and returns the rows where the result differs from what the last frame showed. The
    /// screen shows the from-scratch result after the next frame.
    ///
    /// Incremental layout and painting must always give what a full repaint of the same state gives;
    /// the tests and `make fuzz` check that with this after every batch of input (Ctrl-L in a running
    /// app does the same repaint).
    @discardableResult
    func repaintFromScratch() -> [Int] {
        let shown = front
        for node in nodes.values { node.forgetLayout() }
        layoutRequested = true
        fullRepaint = true
        layoutIfNeeded()
        while !inPlaceLayout.isEmpty {
            var local: [ViewNode] = []
            swap(&local, &inPlaceLayout)
            for node in local { node.relayoutInPlace() }
            local.removeAllKeepingStorage()
            Self.giveBack(&local, to: &inPlaceLayout)
        }
        paint()
        fullRepaint = true
        guard shown.size == back.size else { return Array(0..<back.height) }
        return (0..<back.height).filter { y in
            (0..<back.width).contains { x in back[x, y] != shown[x, y] }
        }
    }

    /// Ctrl-L, as in most terminal programs: lays out and paints everything from scratch and sends every
    /// cell again (after another program wrote over the screen). The rows where the screen differed
    /// from the from-scratch result go into the frame's ``FrameStats/repaintMismatchRows``: none, unless
    /// Shoji has a bug (`make fuzz` checks it after every batch of input).
    func redrawFromScratch() {
        renderFrame()
        let rows = repaintFromScratch()
        stats.current.repaintMismatchRows = rows
        stats.current.focus = focusedView.map {
            "\($0.kind) \($0.frame.minX),\($0.frame.minY) \($0.frame.width)x\($0.frame.height)"
        }
        backend.redrawAll()
    }

    /// The focused view: its kind, its frame and the text the screen shows in it.
    var focusedView: FocusedView? {
        guard let node = focus.focused else { return nil }
        let frame = node.frame
        var text = ""
        for y in frame.minY..<frame.maxY {
            for x in frame.minX..<frame.maxX {
                let c = cell(at: Point(x: x, y: y))
                if !c.isContinuation { text += c.text }
            }
        }
        return FocusedView(kind: node.typeName, frame: frame, text: text.trimmingCharacters(in: .whitespaces))
    }

    /// Forgets what the screen shows: the next frame sends every cell (after a resume or resize).
    func invalidateScreen() {
        fullRepaint = true
        layoutRequested = true
    }

    // MARK: Input

    /// Delivers an input event: keys to the focused view and up its ancestors, clicks to the view under
    /// the pointer. Call ``renderFrame()`` afterwards.
    func handle(_ event: InputEvent) {
        lastEventTypedText = false
        invalidations.noteActivity()
        if stats.current.inputNanos == nil { stats.current.inputNanos = Clock.now() }
        tracer?.input(event, at: Clock.now())
        if notice != nil {
            notice = nil
            layoutRequested = true
        }
        switch event {
        case .key(let key):
            if GlobalKeys.handle(key, graph: self) { return }
            isDispatchingInput = true
            focus.handleKey(key)
            isDispatchingInput = false
        case .mouse(let mouse):
            // A click on an overlay badge is the overlay's (it selects the view for the explain panel).
            if mouse.kind == .click, let observer, observer.handleClick(at: mouse.location, graph: self) {
                return
            }
            // Nothing is on screen to click while the placeholder shows.
            if tooSmall == nil {
                isDispatchingInput = true
                focus.handleMouse(mouse)
                isDispatchingInput = false
            }
        case .resize:
            invalidateScreen()
        }
    }

    /// Whether the last input event was a character a text control inserted as typed text
    /// (``noteTypedText()``).
    @exclusivity(unchecked) private(set) var lastEventTypedText = false

    /// Called by a text control that inserted the character of the key being handled as typed text.
    ///
    /// A character after it in the same batch goes to the same control without the views being brought
    /// up to date in between (``AppLoop``): a run of typed characters — a paste the terminal did not
    /// bracket, keys typed faster than frames — is one update of what reads the text, not one per
    /// character. SwiftUI does the same: changes made within one turn of the run loop reach the views,
    /// and their `onChange` actions, once.
    @_spi(ShojiRuntime) public func noteTypedText() { lastEventTypedText = true }

    /// Actions to run before the views are next brought up to date (``beforeNextUpdate(_:)``).
    @exclusivity(unchecked) private var beforeUpdate: [() -> Void] = []

    /// Runs `action` before the views are next brought up to date: between two events of a batch that
    /// settle, or in the frame that ends it. A text control writes a run of typed characters to its
    /// binding this way, once (a 30 KB run into an editor wrote the whole text back for every
    /// character: 5.5 s).
    @_spi(ShojiRuntime) public func beforeNextUpdate(_ action: @escaping () -> Void) { beforeUpdate.append(action) }

    /// Runs the actions ``beforeNextUpdate(_:)`` queued.
    private func runBeforeUpdate() {
        guard !beforeUpdate.isEmpty else { return }
        let actions = beforeUpdate
        beforeUpdate.removeAll()
        for action in actions { action() }
    }

    /// Asks the app to quit.
    func requestQuit() { onQuit?() }

    /// The text of the screen as last rendered (with the overlay, when it is on).
    var screenLines: [String] { shownScreen.lines }

    /// What the terminal shows: the app's cells, with the debug overlay's when it is on.
    @_spi(ShojiRuntime) public var shownScreen: ScreenBuffer { observer?.shownScreen ?? front }

    // MARK: Screenshots

    /// Saves a picture of `screen` (F7) and returns what to tell the person (the file's name, or why it
    /// failed); `nil` (a test host) takes no screenshot.
    @_spi(ShojiRuntime) public var onScreenshot: ((ScreenBuffer) -> String)?

    /// A message on the status line until the next input (a screenshot's file name).
    @exclusivity(unchecked) private var notice: String?

    /// F7, when no view took the key: a screenshot of what the terminal shows.
    func takeScreenshot() {
        guard let onScreenshot else { return }
        notice = onScreenshot(shownScreen)
        // The notice shows in the frame the key ends with.
        layoutRequested = true
    }

    /// The cell at a position as last rendered (with the overlay, when it is on).
    @_spi(ShojiRuntime) public func cell(at point: Point) -> Cell {
        (observer?.shownScreen ?? front)[point.x, point.y]
    }
}
