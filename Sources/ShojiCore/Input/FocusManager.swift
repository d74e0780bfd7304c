/// Keyboard focus and input routing.
///
/// - The first focusable view in reading order (top to bottom, then left to right) is focused at start.
/// - Tab / Shift-Tab cycle through focusable views in reading order.
/// - A key goes to the focused view first, then to each ancestor (so containers can handle keys their
///   children do not use); arrow keys nobody used move focus to the nearest control in that direction.
/// - A click focuses and activates the control under the pointer.
/// - Before a key or click reaches a view, every ancestor whose action closures went stale (see
///   ``ViewComparison/actionsDiffer``) is evaluated, top-down, so the newest closures run.
@MainActor
@_spi(ShojiRuntime) public final class FocusManager {
    @_spi(ShojiRuntime) public unowned let graph: ViewGraph
    private var candidates: [Int: ViewNode] = [:]
    /// The focused node. Held strongly, not weakly: a weak reference gives the node a side table, and
    /// every retain and release of the focused node — the one each key goes to — would take the slow
    /// path. A node leaving the graph lets go of focus (``unregister(_:)``), and ``validate()`` moves
    /// focus off a node that can no longer take it.
    @exclusivity(unchecked) @_spi(ShojiRuntime) public private(set) var focused: ViewNode?
    @exclusivity(unchecked) private var lastFocusedFrame: Rect?
    /// The view focus left only because it had no room (an empty frame: the terminal made too small for
    /// it), not because the user or the app moved focus. It takes focus back once it has room again, so a
    /// terminal shrunk for a moment gives the user their place back; any other move of focus forgets it.
    @exclusivity(unchecked) private var displaced = WeakNode(nil)

    @_spi(ShojiRuntime) public init(graph: ViewGraph) {
        self.graph = graph
    }

    @_spi(ShojiRuntime) public func register(_ node: ViewNode) { candidates[node.id] = node }
    @_spi(ShojiRuntime) public func unregister(_ node: ViewNode) {
        candidates[node.id] = nil
        if focused === node { focused = nil }
    }

    /// Where the terminal cursor goes.
    @_spi(ShojiRuntime) public var cursorPosition: Point? { focused?.behavior.cursorPosition }

    /// Focus saved when a presentation took it, restored when the presentation ends.
    private var savedFocus: [(presentation: ViewNode, focused: ViewNode?)] = []

    /// Whether `node` may take focus now: it is focusable, visible, and inside the topmost modal
    /// presentation if there is one.
    func isEligible(_ node: ViewNode) -> Bool {
        guard node.isMounted, node.hasFrame, !node.frame.isEmpty, node.behavior.isFocusable else { return false }
        // What follows depends only on the node's ancestors and the presentations, which change only when
        // the graph's structure does: the answer for the focused node is kept for the next frames.
        if let cached = placementCache, cached.node == node.id, cached.generation == graph.structureGeneration {
            return cached.eligible
        }
        let eligible = isPlacedForFocus(node)
        placementCache = (node.id, graph.structureGeneration, eligible)
        return eligible
    }

    /// The last answer of ``isPlacedForFocus(_:)``, for one node and the graph structure it was worked out
    /// for (nodes by their process-unique ``ViewNode/id``).
    private var placementCache: (node: Int, generation: UInt64, eligible: Bool)?

    /// Whether `node`'s place in the tree lets it take focus: not inside a list row, and inside the
    /// topmost modal presentation if there is one.
    private func isPlacedForFocus(_ node: ViewNode) -> Bool {
        // Controls inside list rows are not Tab stops: the list is, and acts on its selected row.
        var ancestor = node.parent
        while let a = ancestor {
            // A presentation is a focus scope of its own, even when a list row presented it (a row's menu).
            if a.behavior.presentation != nil { break }
            if a.behavior.keepsDescendantsOutOfTabOrder { return false }
            ancestor = a.parent
        }
        if let modal = graph.topModalPresentation { return node.isDescendant(of: modal) }
        return true
    }

    /// A presentation appeared: remember the focus to give back, and move focus inside it.
    func presentationStarted(_ presentation: ViewNode) {
        savedFocus.append((presentation, focused))
        if presentation.behavior.presentation?.isModal == true {
            // The presentation's first text field takes focus, else its first control that is not in a
            // toolbar (typing a title must not press Save at each space), else its first control.
            setFocus(nil, byUser: false)
            lastFocusedFrame = nil
            if presentation.behavior.presentation?.dimsBackground == true { presentedScreen = presentation }
        }
    }

    /// A presentation went away: give focus back to where it was.
    func presentationEnded(_ presentation: ViewNode) {
        guard let index = savedFocus.lastIndex(where: { $0.presentation === presentation }) else { return }
        let previous = savedFocus.remove(at: index).focused
        if focused == nil || focused?.isDescendant(of: presentation) == true || focused?.isMounted == false {
            focused = nil
            if let previous, previous.isMounted {
                setFocus(previous, byUser: false)
            }
        }
    }

    /// A sheet (or full-screen cover) just presented: the first focus inside it prefers its content.
    private var presentedScreen: ViewNode?

    /// Whether `node` is in a toolbar of the screen `top` presents.
    private func isInChrome(_ node: ViewNode, below top: ViewNode) -> Bool {
        var current = node.parent
        while let n = current, n !== top {
            if n.behavior.holdsChrome { return true }
            current = n.parent
        }
        return false
    }

    /// Whether a view inside `container` (not the container itself) can take focus.
    ///
    /// A container's answer may depend on its descendants' (a scroll view takes focus only when nothing
    /// inside it can), so only candidates strictly inside `container` are asked whether they are
    /// focusable: each question goes deeper, and the walk ends within the tree's depth whatever the
    /// candidates' order. (Asking before checking the place let two scroll views that are not inside
    /// each other ask each other forever.) A container asked again while its own question is open
    /// answers `false`, so no behavior can make the walk circular.
    @_spi(ShojiRuntime) public func hasEligibleDescendant(of container: ViewNode) -> Bool {
        guard openQuestions.insert(container.id).inserted else { return false }
        defer { openQuestions.remove(container.id) }
        for candidate in candidates.values
        where candidate !== container && candidate.isMounted && candidate.isDescendant(of: container) {
            if candidate.behavior.isFocusable { return true }
        }
        return false
    }

    /// The containers whose ``hasEligibleDescendant(of:)`` is being worked out (by node id).
    private var openQuestions: Set<Int> = []

    /// The control to focus when Shoji picks one on its own among `ordered` (focusable views in reading
    /// order): the first, unless a `.defaultFocus` around it names another inside it.
    @_spi(ShojiRuntime) public func defaultTarget(in ordered: [ViewNode]) -> ViewNode? {
        defaultTarget(in: ordered, below: nil)
    }

    /// ``defaultTarget(in:)`` looking only at the defaults below `limit`. A named view may hold a default
    /// of its own: a search field's default names the content, and inside it a table's default names
    /// its rows (not the header above them), so the pick goes on inside the named view.
    private func defaultTarget(in ordered: [ViewNode], below limit: ViewNode?) -> ViewNode? {
        guard let first = ordered.first else { return nil }
        var ancestor = first.parent
        while let a = ancestor, a !== limit {
            if let preference = a.behavior.defaultFocusTie {
                let chosen = ordered.filter { $0.isDescendant(of: a) && named($0, by: preference, within: a) }
                guard let firstChosen = chosen.first else { return first }
                var tied: ViewNode? = firstChosen
                while let t = tied, t.behavior.focusTie != preference { tied = t.parent }
                // The walk below stops at the tied view, which `firstChosen` is inside (or is).
                guard let tied, tied !== firstChosen else { return firstChosen }
                return defaultTarget(in: chosen, below: tied) ?? firstChosen
            }
            ancestor = a.parent
        }
        return first
    }

    /// Whether `candidate` is inside the `.focused` view that `preference` names (below `container`).
    private func named(_ candidate: ViewNode, by preference: FocusTie, within container: ViewNode) -> Bool {
        var node: ViewNode? = candidate
        while let n = node, n !== container {
            if let tie = n.behavior.focusTie, tie == preference { return true }
            node = n.parent
        }
        return false
    }

    /// Focusable views in reading order.
    @_spi(ShojiRuntime) public func orderedCandidates() -> [ViewNode] {
        candidates.values
            .filter { isEligible($0) }
            .sorted { a, b in
                if a.frame.minY != b.frame.minY { return a.frame.minY < b.frame.minY }
                if a.frame.minX != b.frame.minX { return a.frame.minX < b.frame.minX }
                return a.id < b.id
            }
    }

    /// Keeps focus on a live, focusable view: after layout, focus the first one if nothing is focused,
    /// or the one nearest to where focus was if the focused view went away.
    func validate() {
        if let container = requestedContainer.node {
            requestedContainer = WeakNode(nil)
            if container.isMounted,
                let target = defaultTarget(
                    in: orderedCandidates().filter { $0 === container || $0.isDescendant(of: container) })
            {
                setFocus(target)
                lastFocusedFrame = target.frame
                return
            }
        }
        if let back = displaced.node {
            if !back.isMounted || (back === focused && isEligible(back)) {
                displaced = WeakNode(nil)
            } else if isEligible(back) {
                setFocus(back, byUser: false)
                return
            }
        }
        if let node = focused, isEligible(node) {
            lastFocusedFrame = node.frame
            return
        }
        // A focused view that is still there but has no room keeps its claim (see `displaced`).
        var claim = displaced
        if let node = focused, node.isMounted, node.behavior.isFocusable, !node.hasFrame || node.frame.isEmpty {
            claim = WeakNode(node)
        }
        defer { displaced = claim }
        let ordered = orderedCandidates()
        guard !ordered.isEmpty else {
            focused = nil
            return
        }
        if let last = lastFocusedFrame {
            let next = ordered.min { distance($0.frame, last) < distance($1.frame, last) }
            setFocus(next, byUser: false)
        } else if let screen = presentedScreen, screen.isMounted {
            presentedScreen = nil
            let inside = ordered.filter { $0.isDescendant(of: screen) }
            let content = inside.filter { !isInChrome($0, below: screen) }
            let target =
                content.first { $0.behavior.takesTextInput } ?? defaultTarget(in: content) ?? defaultTarget(in: ordered)
            setFocus(target, byUser: false)
        } else {
            setFocus(defaultTarget(in: ordered), byUser: false)
        }
    }

    private func distance(_ a: Rect, _ b: Rect) -> Int {
        abs(a.minY - b.minY) * 4 + abs(a.minX - b.minX)
    }

    /// Moves focus to `node` (or nowhere), repainting both. `byUser` (Tab, arrows, a click) tells the
    /// node it gained focus (``NodeBehavior/didGainFocus()``); focus Shoji moves itself (at start, after a
    /// view went away or a sheet closed) does not.
    /// A view to move focus into once it is laid out (a focus state set before layout).
    @exclusivity(unchecked) private var requestedContainer = WeakNode(nil)

    /// Moves focus to the first focusable view inside `container` at the next ``validate()`` (after
    /// layout).
    @_spi(ShojiRuntime) public func requestFocus(inside container: ViewNode) {
        requestedContainer = WeakNode(container)
    }

    /// Whether a request waits for the next ``validate()`` (it makes a frame of its own).
    var hasRequest: Bool { requestedContainer.node != nil }

    /// The `.focused` views, told whenever focus moves (`@FocusState`).
    private var observers: [ObjectIdentifier: any FocusMoveObserver] = [:]

    /// Tells `observer` whenever focus moves.
    @_spi(ShojiRuntime) public func observe(_ observer: any FocusMoveObserver) {
        observers[ObjectIdentifier(observer)] = observer
    }

    /// Stops telling `observer`.
    @_spi(ShojiRuntime) public func stopObserving(_ observer: any FocusMoveObserver) {
        observers[ObjectIdentifier(observer)] = nil
    }

    @_spi(ShojiRuntime) public func setFocus(_ node: ViewNode?, byUser: Bool = true) {
        displaced = WeakNode(nil)
        guard node !== focused else { return }
        defer { for observer in observers.values { observer.focusDidMove() } }
        if let old = focused, old.isMounted { graph.addDamage(old.behavior.focusIndicatorRect) }
        focused = node
        if let node {
            if node.hasFrame { graph.addDamage(node.behavior.focusIndicatorRect) }
            lastFocusedFrame = node.frame
            if byUser { node.behavior.didGainFocus() }
            // Scroll every enclosing scrolling container so the newly focused view is visible.
            var ancestor = node.parent
            while let a = ancestor {
                _ = a.behavior.scrollToVisible(node.frame)
                ancestor = a.parent
            }
        }
    }

    /// Moves focus to the next (`+1`) or previous (`-1`) view in reading order.
    func cycle(_ step: Int) {
        let ordered = orderedCandidates()
        guard !ordered.isEmpty else { return }
        guard let current = focused, let i = ordered.firstIndex(where: { $0 === current }) else {
            setFocus(step > 0 ? ordered.first : ordered.last)
            return
        }
        setFocus(ordered[(i + step + ordered.count) % ordered.count])
    }

    /// Moves focus to the nearest view in a direction. Returns whether it moved.
    @discardableResult
    func moveSpatially(_ key: KeyPress.Key) -> Bool {
        guard let current = focused else {
            cycle(1)
            return focused != nil
        }
        let c = current.frame
        let cx = c.minX * 2 + c.width
        let cy = c.minY * 2 + c.height  // doubled centers
        var best: (ViewNode, Int)?
        for node in orderedCandidates() where node !== current {
            let f = node.frame
            let fx = f.minX * 2 + f.width
            let fy = f.minY * 2 + f.height
            let score: Int
            switch key {
            case .down where f.minY >= c.maxY: score = (f.minY - c.maxY) * 8 + abs(fx - cx)
            case .up where f.maxY <= c.minY: score = (c.minY - f.maxY) * 8 + abs(fx - cx)
            case .right where f.minX >= c.maxX: score = (f.minX - c.maxX) + abs(fy - cy) * 8
            case .left where f.maxX <= c.minX: score = (c.minX - f.maxX) + abs(fy - cy) * 8
            default: continue
            }
            if best == nil || score < best!.1 { best = (node, score) }
        }
        guard let target = best?.0 else { return false }
        setFocus(target)
        return true
    }

    /// Makes sure no stale action closure runs when an event reaches `node`, and returns the node to
    /// deliver to (the same node, unless evaluation replaced it).
    ///
    /// If exactly one ancestor has stale actions and the control's closure is one of that ancestor's
    /// `() -> Void` properties passed through unchanged, the control is given the new value's closure
    /// (``ClosureForwarding``) and nothing is evaluated. Otherwise every stale ancestor is evaluated,
    /// top-down.
    @_spi(ShojiRuntime) public func refreshPath(to node: ViewNode) -> ViewNode? {
        // The common case: nothing stale anywhere (the graph counts such nodes), so no walk at all.
        guard node.graph.nodesWithStaleActions > 0 else { return node }
        // Else the path is walked without building it.
        var staleCount = 0
        var lastStale: ViewNode?
        var n: ViewNode? = node
        while let current = n {
            if current.hasStaleActions {
                staleCount += 1
                lastStale = current
            }
            n = current.parent
        }
        guard let lastStale else { return node }
        if staleCount == 1, let control = node.behavior as? any ActionForwarding, let action = control.actionClosure {
            let owner = lastStale
            if let fresh = ClosureForwarding.fresh(for: action, evaluated: owner.evaluatedView, current: owner.view) {
                control.actionClosure = fresh
                return node
            }
            if ClosureForwarding.fresh(for: action, evaluated: owner.view, current: owner.view) != nil {
                return node  // already given the newest closure
            }
        }
        var path: [ViewNode] = []
        n = node
        while let current = n {
            path.append(current)
            n = current.parent
        }
        for ancestor in path.reversed() where ancestor.hasStaleActions { ancestor.refreshIfStale() }
        return node.isMounted ? node : nil
    }

    /// Routes a key: focused view, its ancestors, keyboard shortcuts, then focus navigation.
    @_spi(ShojiRuntime) public func handleKey(_ key: KeyPress) {
        // Under a modal presentation with nothing focusable inside (a sheet of text), keys go to the
        // presentation itself, so Esc still dismisses it.
        let modal = graph.topModalPresentation
        let start: ViewNode?
        if let modal, !(focused?.isDescendant(of: modal) ?? false) {
            start = modal
        } else if let target = focused {
            start = refreshPath(to: target)
        } else {
            start = nil
        }
        if let live = start {
            // `.onKeyPress` on the focused view itself sees the key before the view does, as in SwiftUI
            // (a List with `.onKeyPress(.space)` gets Space before the list selects with it).
            let attached = keyHandlers(attachedTo: live)
            for handler in attached where handler.behavior.handleKey(key) { return }
            var node: ViewNode? = live
            while let current = node {
                if !attached.contains(where: { $0 === current }), current.behavior.handleKey(key) { return }
                if current.behavior.stopsKeyPropagation { break }
                node = current.parent
            }
        }
        if graph.shortcuts.perform(key, in: graph.topModalPresentation, graph: graph) { return }
        switch key.key {
        case .tab: cycle(1)
        case .backTab: cycle(-1)
        case .up, .down, .left, .right: moveSpatially(key.key)
        // F7 takes a screenshot only when nothing in the app took the key (an app's own F7 wins).
        case .function(7): graph.takeScreenshot()
        default: break
        }
    }

    /// The `.onKeyPress` handlers attached to `node` itself, innermost first: those on the ancestors that
    /// wrap it and nothing else (its modifiers, and views whose body is just it), up to a focusable one.
    private func keyHandlers(attachedTo node: ViewNode) -> [ViewNode] {
        var handlers: [ViewNode] = []
        var current = node
        while let parent = current.parent, parent.children.count == 1, !parent.behavior.canTakeFocus {
            if parent.behavior.seesKeysBeforeItsContent {
                handlers.append(parent)
            }
            current = parent
        }
        return handlers
    }

    /// The nodes following the last press (drag gestures), until its release.
    private var mouseCaptures: [WeakNode] = []

    /// Routes a mouse event to the deepest view under the pointer that takes it. A drag or release goes to
    /// the views following the press instead; a press that comes while some follow an earlier one (its
    /// release was never delivered) cancels that first, so no gesture stays stuck.
    @_spi(ShojiRuntime) public func handleMouse(_ event: MouseEvent) {
        switch event.kind {
        case .drag, .release:
            let followers = mouseCaptures.compactMap(\.node).filter(\.isMounted)
            if event.kind == .release { mouseCaptures = [] }
            for node in followers { _ = node.behavior.handleMouse(event) }
            return
        case .click:
            cancelMouseTracking()
        case .scrollUp, .scrollDown:
            break
        }
        var hits: [ViewNode] = []
        if let top = graph.presentations.last(where: { $0.isMounted }) {
            if top.frame.contains(event.location) {
                collectHits(top, at: event.location, into: &hits)
            } else if let host = top.behavior.presentation {
                // Outside the topmost presentation: a popup closes; a modal one ignores the click.
                if event.kind == .click && host.dismissesOnOutsideClick { host.dismiss() }
                if host.isModal || event.kind == .click { return }
            }
        }
        if hits.isEmpty { collectHits(graph.root, at: event.location, into: &hits) }
        // Deepest first — except that a view asking for presses first (a high-priority gesture) is offered a
        // press before the views inside it.
        var order = Array(hits.reversed())
        if event.kind == .click, order.contains(where: \.behavior.takesPressesFirst) {
            order =
                order.filter(\.behavior.takesPressesFirst).reversed() + order.filter { !$0.behavior.takesPressesFirst }
        }
        for node in order {
            guard let live = refreshPath(to: node) else { continue }
            if event.kind == .click, isEligible(live) { setFocus(live) }
            let used = live.behavior.handleMouse(event)
            if event.kind == .click, live.behavior.followsMouseDrags { mouseCaptures.append(WeakNode(live)) }
            if used { return }
        }
    }

    /// Tells the views following a press that it ended with no release.
    @_spi(ShojiRuntime) public func cancelMouseTracking() {
        let followers = mouseCaptures.compactMap(\.node)
        mouseCaptures = []
        for node in followers { node.behavior.mouseTrackingCancelled() }
    }

    private func collectHits(_ node: ViewNode, at point: Point, into hits: inout [ViewNode]) {
        // A node that does not clip its children (an `.offset`) may have them outside its frame: they are
        // looked for there too.
        // Then the node is hit as well, as the view it wraps (`.offset(…).gesture(…)` takes the press where
        // the view was moved).
        if !node.frame.contains(point) {
            guard !node.clipsChildren else { return }
            var inside: [ViewNode] = []
            for child in node.behavior.drawingOrder(node.layoutChildren).reversed() {
                collectHits(child, at: point, into: &inside)
                if !inside.isEmpty { break }
            }
            if !inside.isEmpty {
                hits.append(node)
                hits.append(contentsOf: inside)
            }
            return
        }
        hits.append(node)
        // An auxiliary node (a toolbar in a title bar) may span space it does not draw in: only descend
        // into it when something inside it is under the pointer.
        for child in node.behavior.auxiliaryNodes.reversed() where child.isMounted && child.frame.contains(point) {
            var inside: [ViewNode] = []
            collectHits(child, at: point, into: &inside)
            if inside.count > 1 {
                hits.append(contentsOf: inside)
                return
            }
        }
        for child in node.behavior.drawingOrder(node.layoutChildren).reversed() {
            if child.frame.contains(point) {
                collectHits(child, at: point, into: &hits)
                return
            }
            if !child.clipsChildren {
                var inside: [ViewNode] = []
                collectHits(child, at: point, into: &inside)
                if !inside.isEmpty {
                    hits.append(contentsOf: inside)
                    return
                }
            }
        }
    }
}
