/// What Shoji shows and checks about itself, attached to the frame loop as an observer: the
/// redraw-count overlay (F2 on/off, F3 reset, F5 move the HUD), the invalidation modes (F4), and the
/// performance warnings (eager containers, fan-out of one change, slow frames).
@MainActor
@_spi(ShojiRuntime) public final class DebugTools: FrameObserver {
    /// The redraw-count overlay.
    @_spi(ShojiRuntime) public let overlay = RedrawOverlay()
    /// Performance cliffs, reported once each.
    let warnings = PerformanceWarnings()
    /// The invalidation mode (change it with ``setMode(_:graph:)``).
    @_spi(ShojiRuntime) public private(set) var mode: InvalidationMode = .property
    /// Called when the overlay needs drawing again later (a flash is fading).
    var onOverlayAnimation: (() -> Void)?
    /// What the terminal shows when the overlay is (or was just) on: the app's cells plus the overlay's.
    private(set) var composite: ScreenBuffer?
    /// The user views evaluated in the frame being built (collected only while the overlay is on).
    private var evaluatedThisFrame: [ViewNode] = []
    /// The runs of app cells the frame sent (collected only while the overlay is on): what flashes.
    private var repaintedThisFrame: [Rect] = []
    /// Which nodes hold each observable object (the `object` mode).
    private var holders: [ObjectIdentifier: Set<Int>] = [:]
    /// The type name of each held object (for the `@object(ProfileModel)` cause).
    private var heldTypeNames: [ObjectIdentifier: String] = [:]

    // MARK: Invalidation modes

    /// Switches the invalidation mode. Entering the `object` mode records what every view holds.
    func setMode(_ newMode: InvalidationMode, graph: ViewGraph) {
        mode = newMode
        guard newMode == .object else { return }
        for node in graph.allNodes where node.behavior.isComposite {
            updateHeldObjects(of: node, ObjectHolders.objects(held: node.evaluatedView))
        }
    }

    /// Records the objects a node holds, for the `object` invalidation mode.
    func updateHeldObjects(of node: ViewNode, _ objects: [(id: ObjectIdentifier, typeName: String)]) {
        for old in node.heldObjects { holders[old]?.remove(node.id) }
        node.heldObjects = objects.map(\.id)
        for new in objects {
            holders[new.id, default: []].insert(node.id)
            heldTypeNames[new.id] = new.typeName
        }
    }

    @_spi(ShojiRuntime) public func markDirty(after node: ViewNode, change: ObservedChange?, graph: ViewGraph) {
        switch mode {
        case .tree:
            graph.markDirty(graph.root, cause: "@tree")
        case .object:
            graph.markDirty(node)
            for object in node.heldObjects {
                let cause = "@object(\(heldTypeNames[object] ?? "?"))"
                for id in holders[object] ?? [] where id != node.id {
                    if let holder = graph.node(id: id) { graph.markDirty(holder, cause: cause) }
                }
            }
        case .property:
            graph.markDirty(node)
        }
    }

    // MARK: Observing

    func didEvaluate(_ node: ViewNode) {
        if overlay.isOn && !(node.view is any BuiltinView) { evaluatedThisFrame.append(node) }
        if mode == .object { updateHeldObjects(of: node, ObjectHolders.objects(held: node.view)) }
    }

    func didInvalidate(_ nodes: [ViewNode], graph: ViewGraph) {
        // Fewer nodes than the limit cannot fan out: the usual frame (one or two views) costs no counting.
        guard nodes.count >= PerformanceWarnings.fanOutLimit else { return }
        var perType: [ObjectIdentifier: (count: Int, node: ViewNode)] = [:]
        for node in nodes where node.behavior.isComposite {
            perType[node.viewType, default: (0, node)].count += 1
        }
        for (_, entry) in perType where entry.count >= PerformanceWarnings.fanOutLimit {
            // The type's name is made only for a warning: it is a string built from the type's metadata.
            let name = entry.node.typeName
            warnings.raise(
                "fan-out \(name)",
                "one change invalidated \(entry.count) \(name) views: each reads the changed property (a whole collection?); read only what the view shows",
                into: &graph.stats.current)
        }
    }

    func frameFlushed(_ stats: inout FrameStats, micros: Int, graph: ViewGraph) {
        if micros > PerformanceWarnings.slowFrameMicros {
            let views = stats.evaluated.sorted { $0.value > $1.value }.prefix(3).map { "\($0.key)×\($0.value)" }.joined(
                separator: ", ")
            warnings.raise(
                "slow frame",
                "a frame took \(micros / 1000) ms (over 16 ms)\(views.isEmpty ? "" : "; it evaluated \(views)")",
                into: &stats)
        }
        stats.overlayShown = overlay.isOn
    }

    func frameFinished(_ stats: FrameStats, graph: ViewGraph) {
        overlay.record(stats, evaluated: evaluatedThisFrame, repainted: repaintedThisFrame)
        evaluatedThisFrame.removeAll()
        repaintedThisFrame.removeAll()
        flushOverlay(graph: graph)
    }

    /// The app cells of a frame went to the terminal where overlay cells were shown: keeps the record
    /// of what the terminal shows in step.
    func appCellsSent(row: Int, start: Int, end: Int, from buffer: ScreenBuffer) {
        composite?.copyRun(from: buffer, row: row, start: start, end: end)
        if overlay.isOn { repaintedThisFrame.append(Rect(x: start, y: row, width: end - start, height: 1)) }
    }

    /// Forgets the overlay's composite (the screen was resized).
    func screenResized() { composite = nil }

    /// What the terminal shows, when it is not the app's cells alone.
    var shownScreen: ScreenBuffer? { composite }

    /// Draws the overlay over the app's cells and sends the difference: the second, uncounted pass of a
    /// frame. With the overlay off (and already cleared) it does nothing.
    func flushOverlay(graph: ViewGraph) {
        guard overlay.isOn || composite != nil else { return }
        var next = graph.appScreen
        if overlay.isOn {
            overlay.draw(
                into: &next, nodes: graph.allNodes, mode: mode, warning: warnings.latest,
                objectTotals: graph.stats.totalObjectWillChange)
        }
        let shown = composite ?? graph.terminalScreen
        let backend = graph.backend
        backend.beginFrame()
        if shown.size == next.size {
            next.forEachChangedRun(comparedWith: shown) { y, start, end in
                backend.write(
                    row: y, column: start, cells: next.cells[(y * next.width + start)..<(y * next.width + end)])
            }
        }
        backend.setCursor(graph.cursorPosition)
        _ = backend.endFrame()
        composite = overlay.isOn ? next : nil
        if overlay.isOn && overlay.isAnimating { onOverlayAnimation?() }
    }

    // MARK: Keys

    @_spi(ShojiRuntime) public func handleKey(_ key: KeyPress, graph: ViewGraph) -> Bool {
        switch key.key {
        case .function(2):
            overlay.isOn.toggle()
            if overlay.isOn { graph.recordsCauses = true }
        case .function(3):
            overlay.reset()
            graph.stats.resetTotals()
            for node in graph.allNodes { node.resetEvaluationCount() }
        case .function(4):
            let all = InvalidationMode.allCases
            setMode(all[(all.firstIndex(of: mode)! + 1) % all.count], graph: graph)
        case .function(5):
            overlay.hudAtTop.toggle()
        case .function(6):
            overlay.toggleExplain()
            if overlay.showsExplain {
                overlay.isOn = true
                graph.recordsCauses = true
            }
        default:
            return false
        }
        flushOverlay(graph: graph)
        return true
    }
}
