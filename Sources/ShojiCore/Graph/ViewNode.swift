@_spi(Shoji) import Combine
@_spi(SwiftUI) import Observation

/// One node of the view graph: one view instance with a stable identity.
///
/// A node keeps the view's current value, its `@State` storage, the environment it sees, its children,
/// its layout cache and the frame it last occupied. Its identity is its position among its parent's
/// children (``ChildKey``) together with the view's type: when a parent produces its children again, a
/// child with the same key and type updates the existing node, anything else replaces it (destroying the
/// old node's state).
///
/// Fields marked `@exclusivity(unchecked)` are only ever read and assigned whole, or changed in place
/// by an operation that calls nothing (`+= 1`, the size cache's lookups): no access to one can overlap another access to it, so
/// Swift's run-time exclusivity check could never fire on them, and it cost a tenth of a key's
/// instructions (`swift_beginAccess` and its access set, ~100 instructions an access, ~200 accesses a
/// counter key). A field passed `inout`, or mutated by a method that may call back, keeps the check.
/// (``children`` is assigned whole in one place, ``reconcile(_:)``, which holds the old array in a local
/// the whole time: the assignment frees no node, so no deinit runs inside it.)
@MainActor
@_spi(ShojiRuntime) public final class ViewNode {
    /// A process-unique number, used by observation callbacks to find the node again.
    @_spi(ShojiRuntime) public let id: Int
    /// The graph this node belongs to.
    @_spi(ShojiRuntime) public unowned let graph: ViewGraph
    /// The parent; `nil` for the root, and once the node has left the graph (``unmount()`` clears it).
    ///
    /// `unowned`, not `weak`: the first weak reference to an object gives it a side table, and every
    /// retain and release of an object with a side table takes the runtime's slow path — for nodes,
    /// the most retained objects of a frame, that was ~4 % of a typing frame's instructions. The safe
    /// `unowned` traps rather than read freed memory, and it cannot trap here: a mounted node's parent
    /// is mounted (a parent unmounts its children before itself), and the graph's registry holds every
    /// mounted node.
    @exclusivity(unchecked) @_spi(ShojiRuntime) public private(set) unowned var parent: ViewNode?
    /// The identity within the parent.
    @_spi(ShojiRuntime) public let key: ChildKey
    /// Distance from the root.
    @_spi(ShojiRuntime) public let depth: Int
    /// The view's type.
    let viewType: ObjectIdentifier
    /// The view's current value.
    @exclusivity(unchecked) @_spi(ShojiRuntime) public private(set) var view: any View
    /// The value whose body produced the current children (differs from ``view`` while the node has
    /// stale actions). Composite views only: a primitive node keeps `EmptyView()` here, because holding
    /// its first value would keep that value's data (a list's first array) alive as long as the node.
    @exclusivity(unchecked) private(set) var evaluatedView: any View
    /// A composite node: what its body produced was released (``releaseOutput()``): its children must be
    /// given values by evaluating it, never their stored ones. Cleared when the body is evaluated.
    @exclusivity(unchecked) var outputReleased = false
    /// A primitive node: its value was released (``view`` is `EmptyView()`) until its parent gives it a
    /// new one; its children and its behavior's state stay as they were.
    @exclusivity(unchecked) var valueReleased = false
    /// A composite node: how many mounted primitive nodes below it (down to the next composites) may hold
    /// an app's collection (``NodeBehavior/mayHoldAppCollections``); its output is released only then.
    @exclusivity(unchecked) var collectionHoldersBelow = 0
    /// What the node does.
    @_spi(ShojiRuntime) public let behavior: NodeBehavior
    /// For a primitive view: the typed steps its view was opened to once, when the node was made.
    private let primitiveParts: PrimitiveParts?
    /// Whether the body comes from a ``CustomBodyView`` (a custom modifier's `body(content:)`).
    /// Whether the view is a custom modifier applied to content (its body is the modifier's).
    let customBody: Bool
    /// Child nodes, in order.
    @_spi(ShojiRuntime) public private(set) var children: [ViewNode] {
        get { storedChildren }
        set { storedChildren = newValue }
    }
    @exclusivity(unchecked) private var storedChildren: [ViewNode] = []
    /// Whether the node is still in the graph.
    @_spi(ShojiRuntime) public private(set) var isMounted: Bool {
        get { storedIsMounted }
        set { storedIsMounted = newValue }
    }
    @exclusivity(unchecked) private var storedIsMounted = false

    // MARK: Environment

    /// The environment this node's view sees.
    ///
    /// This and the node's other fields that controls read (``frame``, ``hasFrame``, ``stackAxis``,
    /// ``isMounted``, ``children``) are computed properties over unchecked storage: a stored property of
    /// a class read from another module is checked for exclusivity at run time whatever its own
    /// `@exclusivity` says (~130 instructions a read, a dozen a key in the controls' code); a call to the
    /// getter is not.
    @_spi(ShojiRuntime) public private(set) var environment: EnvironmentValues {
        get { storedEnvironment }
        set { storedEnvironment = newValue }
    }
    @exclusivity(unchecked) private var storedEnvironment: EnvironmentValues
    /// The environment passed to children (this node's modifications applied).
    @exclusivity(unchecked) private(set) var childEnvironment: EnvironmentValues

    // MARK: Composite views

    /// `@State` storage, by the index of the stored property in the view. (Unchecked like the fields
    /// below it: looked up, inserted into and read whole; a box it releases reaches nothing of the node.)
    @exclusivity(unchecked) var stateSlots: [Int: AnyObject] = [:]
    /// Bumped on every body evaluation; observation callbacks from older evaluations are ignored.
    @exclusivity(unchecked) private(set) var generation: UInt64 = 0
    /// The body must be evaluated in the next frame (something it read changed).
    @exclusivity(unchecked) var needsEvaluation = false
    /// Whether the node is dirty only because values read in its ``tracked(key:_:)`` window changed (set
    /// by the graph as it marks the node; any other reason clears it).
    @exclusivity(unchecked) var dirtyOnlyFromTrackedReads = false
    /// Whether the current update is the node's own, with its own view and environment, made only
    /// because values read in its ``tracked(key:_:)`` window changed: a behavior may then take its
    /// view's content as unchanged (see ``NodeBehavior/keepsChildrenWhenTrackedReadsChange``).
    @_spi(ShojiRuntime) public internal(set) var isRefreshingTrackedReads: Bool {
        get { storedIsRefreshingTrackedReads }
        set { storedIsRefreshingTrackedReads = newValue }
    }
    @exclusivity(unchecked) private var storedIsRefreshingTrackedReads = false
    /// The view value was replaced with one that differs only in action closures; the body must be
    /// evaluated before any event reaches this node or its descendants.
    @exclusivity(unchecked) private(set) var hasStaleActions = false {
        // The graph counts these nodes, so that a key skips the walk up the focus path when there are none.
        didSet { if hasStaleActions != oldValue { graph.nodesWithStaleActions += hasStaleActions ? 1 : -1 } }
    }
    /// How many times the body was evaluated (for the overlay and tests).
    @exclusivity(unchecked) private(set) var evaluationCount = 0
    /// Why the body must run next (recorded as it happens, named only when causes are recorded).
    @exclusivity(unchecked) var pendingCauses: [PendingCause] = []
    /// Why the body ran last time (`ProfileModel.followerCount`, `@state.count`, `@self.title`…), when
    /// the graph records causes.
    @exclusivity(unchecked) private(set) var lastCauses: [String] = []
    /// Every cause that has run this body so far, with how many times (when the graph records causes).
    @exclusivity(unchecked) private(set) var causeHistory: [String: Int] = [:]
    /// The observable objects the view holds (kept only in the `object` invalidation mode).
    var heldObjects: [ObjectIdentifier] = []
    /// The `objectWillChange` subscriptions of the view's `@ObservedObject`, `@StateObject` and
    /// `@EnvironmentObject` properties, by slot (``subscribe(to:slot:)``).
    var objectSubscriptions: [Int: ObjectSubscription] = [:] {
        didSet { holdsObjectSubscriptions = !objectSubscriptions.isEmpty }
    }
    /// Whether ``objectSubscriptions`` has any, read on every evaluation without the run-time exclusivity
    /// check the dictionary keeps (a release of a subscription may run a `deinit`).
    @exclusivity(unchecked) private(set) var holdsObjectSubscriptions = false
    /// Set by an `@EnvironmentObject` that found no object: the view shows this line instead of its body.
    @exclusivity(unchecked) var missingEnvironmentObject: String?
    /// The `@Published` properties the last evaluation read (for a view holding an `ObservableObject`):
    /// a change to any other one is an evaluation `@Observable` would have skipped.
    var publishedReads: Set<ObjectIdentifier> = []
    /// Whether ``publishedReads`` describes the last evaluation (the view held an object then).
    @exclusivity(unchecked) var publishedReadsKnown = false
    /// What a ``WeakNode`` refers to, made at the first one (see there: a weak reference to the node
    /// itself would slow every retain of it).
    @_spi(ShojiRuntime) public private(set) lazy var anchor = NodeAnchor(self)
    /// The number of the graph's last paint that drew this node (so it counts once per paint).
    @exclusivity(unchecked) var lastPaint: UInt64 = 0
    /// Ends the registration of the body's or the control's window if it would otherwise outlive it (made
    /// on first use).
    private var switches: TrackingSwitches?
    /// Ends the registration of the window around the closures that build the children.
    private var childrenSwitches: TrackingSwitches?
    /// What the last body or control window may still have registered (its token has not come back).
    @exclusivity(unchecked) private(set) var ownRegistration = WindowRegistration.none
    /// What the last children window may still have registered.
    @exclusivity(unchecked) private var childrenRegistration = WindowRegistration.none

    // MARK: Layout and paint

    /// Sizes measured for recent proposals.
    @exclusivity(unchecked) private var sizeCache = SizeCache()
    /// The node (or something under it) must be measured and placed again.
    @exclusivity(unchecked) private(set) var needsLayout = true
    /// The frame the node occupies, in screen cells (for layout units; transparent nodes have none).
    @_spi(ShojiRuntime) public private(set) var frame: Rect {
        get { storedFrame }
        set {
            storedFrame = newValue
            frameChanged()
        }
    }
    @exclusivity(unchecked) private var storedFrame = Rect.zero
    /// Whether the node's children are clipped to its frame when drawn: its behavior's
    /// ``NodeBehavior/clipsChildren``, which does not change, kept beside the frame. Drawing and hit
    /// testing ask it of every child they pass (a list's thirty rows for one damaged row), and reading it
    /// here touches the node alone where asking the behavior touched a second object and its class.
    @_spi(ShojiRuntime) public let clipsChildren: Bool
    /// Whether the node was placed at least once since it was created.
    @_spi(ShojiRuntime) public private(set) var hasFrame: Bool {
        get { storedHasFrame }
        set { storedHasFrame = newValue }
    }
    @exclusivity(unchecked) private var storedHasFrame = false
    /// The axis of the stack this node is a child of, if any (Spacer and Divider depend on it).
    @_spi(ShojiRuntime) public var stackAxis: Axis? {
        get { storedStackAxis }
        set { storedStackAxis = newValue }
    }
    @exclusivity(unchecked) private var storedStackAxis: Axis?
    /// The layout children: children with transparent nodes flattened.
    @exclusivity(unchecked) private var cachedLayoutChildren: [ViewNode]? {
        didSet { childFramesAreCurrent = false }
    }
    /// The layout children's frames, in their order, when ``childFramesAreCurrent``
    /// (``childFrames(of:)``).
    @exclusivity(unchecked) var childFrames: [ChildFrame] = []
    /// Whether ``childFrames`` are still the layout children's: no child's frame and no set of layout
    /// children changed since they were read.
    @exclusivity(unchecked) var childFramesAreCurrent = false

    @_spi(ShojiRuntime) public init(
        view: any View, key: ChildKey, parent: ViewNode?, graph: ViewGraph, environment: EnvironmentValues
    ) {
        self.id = graph.nextNodeID()
        self.graph = graph
        self.parent = parent
        self.key = key
        self.depth = (parent?.depth ?? -1) + 1
        self.view = view
        self.viewType = ObjectIdentifier(type(of: view))
        let facts = ViewNode.facts(about: view, type: viewType)
        if let parts = facts.makeParts?(view) {
            behavior = parts.behavior
            primitiveParts = parts
            evaluatedView = EmptyView()
        } else {
            behavior = CompositeBehavior()
            primitiveParts = nil
            evaluatedView = view
        }
        clipsChildren = behavior.clipsChildren
        customBody = facts.customBody
        typeName = facts.typeName
        statsName = facts.statsName
        self.storedEnvironment = environment
        self.childEnvironment = environment
        behavior.node = self
    }

    /// What a node needs to know about its view's type, found with protocol casts the first time a view
    /// of the type is mounted. (A cast to an existential such as `any PrimitiveView` searches the
    /// conformance tables: those casts were 3 % of a page of new list rows.)
    private struct TypeFacts {
        /// Makes the parts of a primitive view of the type, `nil` for a composite. The view is read in
        /// place as its own type (it always is of the type the facts were found for).
        let makeParts: (@MainActor (any View) -> PrimitiveParts?)?
        /// Whether the body comes from a ``CustomBodyView``.
        let customBody: Bool
        /// The name the stats count evaluations under (`nil` for Shoji's own views).
        let statsName: String?
        /// ``ViewNode/typeName``.
        let typeName: String
    }

    private static var typeFacts: [ObjectIdentifier: TypeFacts] = [:]

    private static func facts(about view: any View, type: ObjectIdentifier) -> TypeFacts {
        if let known = typeFacts[type] { return known }
        var makeParts: (@MainActor (any View) -> PrimitiveParts?)?
        if let primitive = view as? any PrimitiveView {
            func maker<P: PrimitiveView>(_: P) -> @MainActor (any View) -> PrimitiveParts? {
                { view in P.inPlace(view) { $0.makeParts() } }
            }
            makeParts = maker(primitive)
        }
        let typeName = TypeNames.name(of: Swift.type(of: DynamicPropertyInstaller.owner(of: view)))
        let facts = TypeFacts(
            makeParts: makeParts, customBody: view is any CustomBodyView,
            statsName: view is any BuiltinView ? nil : typeName, typeName: typeName)
        typeFacts[type] = facts
        return facts
    }

    // MARK: Mounting

    /// Puts the node into the graph: evaluates its body or builds its children.
    func mount() {
        isMounted = true
        graph.register(self)
        if behavior.mayHoldAppCollections { owningBody?.collectionHoldersBelow += 1 }
        if behavior.isComposite {
            if graph.recordsCauses { pendingCauses.append(.named("@identity")) }
            evaluate()
        } else {
            _ = primitiveParts?.update(view)
            recomputeChildEnvironment()
            reconcilePrimitiveChildren()
        }
        behavior.didMount()
    }

    /// Takes the node and its subtree out of the graph.
    func unmount() {
        guard isMounted else { return }
        behavior.willUnmount()
        if behavior.mayHoldAppCollections { owningBody?.collectionHoldersBelow -= 1 }
        isMounted = false
        if hasFrame && !behavior.isTransparent { graph.addDamage(frame) }
        for child in children { child.unmount() }
        endRegistrations()
        endObjectSubscriptions()
        graph.unregister(self)
        if !heldObjects.isEmpty { graph.invalidationPolicy.updateHeldObjects(of: self, []) }
        stateSlots.removeAll()
        hasStaleActions = false  // its closures can no longer run (see ``refreshIfStale()``)
        parent = nil
    }

    // MARK: Updating

    /// Gives the node its view's new value, as produced by the parent, and the parent's environment.
    @_spi(ShojiRuntime) public func update(to newView: any View, environment newEnvironment: EnvironmentValues) {
        // Read once: each read of an `unowned` reference checks the object is alive and retains it.
        let graph = self.graph
        graph.stats.current.nodesUpdated += 1
        // While a node updates, an invalidation must not release values (``releaseOutput()``).
        graph.nodesUpdating += 1
        defer { graph.nodesUpdating -= 1 }
        let environmentChanged = newEnvironment.version != environment.version
        let layoutEnvironmentChanged = environmentChanged && newEnvironment.layoutVersion != environment.layoutVersion
        let oldEnvironment = environmentChanged && graph.recordsCauses ? environment : nil
        if environmentChanged { environment = newEnvironment }
        if behavior.isComposite {
            switch graph.mode.forcesEvaluation ? .different : ViewComparator.compareViews(view, newView) {
            case .different:
                if graph.recordsCauses {
                    if graph.mode.forcesEvaluation {
                        pendingCauses.append(.named("@tree"))
                    } else {
                        let fields = ViewComparator.differingFields(view, newView, including: .different)
                        pendingCauses.append(
                            contentsOf: (fields.isEmpty ? ["@self"] : fields.map { "@self.\($0)" }).map(
                                PendingCause.named))
                    }
                }
                graph.retire(view)
                view = newView
                evaluate()
                return
            case .actionsDiffer:
                graph.retire(view)
                view = newView
                hasStaleActions = true
            case .equal:
                break
            }
            if environmentChanged {
                if DynamicPropertyInstaller.readsEnvironment(view, custom: customBody) {
                    if let oldEnvironment {
                        let names = EnvironmentCauses.names(of: view, from: oldEnvironment, to: environment)
                        pendingCauses.append(contentsOf: names.map(PendingCause.named))
                    }
                    evaluate()
                } else if outputReleased {
                    // The children's values were released: only the body has them again.
                    evaluate()
                } else {
                    recomputeChildEnvironment()
                    for child in children { child.update(to: child.view, environment: childEnvironment) }
                }
            }
        } else {
            // This update reads everything a pending one would (the behavior's bindings, the children's
            // closures): a primitive invalidated by its own window and given a new value by its parent in
            // the same frame (a text field whose form's body reads the text it just wrote) is updated
            // once, not again from the dirty list.
            needsEvaluation = false
            graph.retire(view)
            view = newView
            valueReleased = false
            var invalidation = primitiveParts?.update(newView) ?? []
            // A new environment that differs only in keys that change no size (a `.disabled` that
            // flipped) repaints the view and passes on to its children; nothing is measured again.
            if environmentChanged { invalidation.formUnion(layoutEnvironmentChanged ? .all : [.paint, .environment]) }
            if invalidation.contains(.layout) { contentSizeMayHaveChanged() }
            if invalidation.contains(.paint) { setNeedsPaint() }
            if invalidation.contains(.environment) { recomputeChildEnvironment() }
            // (A refresh from the node's own tracked reads comes with its own view and environment.)
            if !(isRefreshingTrackedReads && behavior.keepsChildrenWhenTrackedReadsChange) {
                reconcilePrimitiveChildren()
            }
        }
    }

    /// Evaluates the body in a fresh observation-tracking window and reconciles the result.
    ///
    /// The body runs inside `withObservationTracking`, so every `@Observable` property it reads registers
    /// this node, and only this node; every `@State` value it reads notes the window in its box
    /// (``StateReads``). Children are reconciled *after* the window closes: a child's body is never evaluated inside
    /// its parent's window, where its reads would also register the parent.
    func evaluate() {
        needsEvaluation = false
        outputReleased = false
        hasStaleActions = false
        evaluatedView = view
        trackingIsLive = false
        generation &+= 1
        evaluationCount += 1
        missingEnvironmentObject = nil
        DynamicPropertyInstaller.install(view, custom: customBody, on: self)
        let graph = self.graph
        let tracer = graph.tracer
        let traceCauses = tracer != nil ? pendingTraceCauses() : []
        recordCauses()
        // A view holding an `ObservableObject` notes the `@Published` properties its body reads (always:
        // the overlay turned on later must know them for the next change).
        let tracksReads = holdsObjectSubscriptions
        if tracksReads {
            publishedReads.removeAll(keepingCapacity: true)
            publishedReadsKnown = true
        }
        if let statsName, evaluationTally == nil { evaluationTally = graph.stats.tally(named: statsName) }
        graph.stats.recordEvaluation(evaluationTally)
        graph.invalidationPolicy.didEvaluate(self)
        graph.observer?.didEvaluate(self)
        let token = InvalidationToken(nodeID: id, generation: generation)
        let queue = graph.invalidations
        let current: any View = missingEnvironmentObject.map { MissingObjectView(message: $0) } ?? view
        let custom = missingEnvironmentObject == nil && customBody
        let stateReads = graph.stateReads
        let previous = ViewGraph.evaluating
        ViewGraph.evaluating = self
        let body: any View
        let traceStart = tracer != nil ? Clock.now() : 0
        // Reads are this body's only while it runs (not while its children are reconciled below).
        if tracksReads { ObjectSubscriptions.evaluatingThread = pthread_self() }
        if graph.recordsCauses {
            let timed = tracer != nil
            // The tracking variant that says which key path changed (the Observation module's interface
            // for SwiftUI): the callback ends the registration itself, as `onChange` does, and notes the
            // change. (Only while causes are recorded: it costs a little more on every frame.)
            // A model's write ends the registration at `didSet` (not `willSet`), so the write can be
            // numbered: the views one assignment invalidates share its number (see ``ObservedWrites``). A
            // flip (the node moving on) ends it at `willSet`, as before: the switches' own registrar is
            // the one writing, and its `didSet` must not be where the registration lets go of them.
            let switches = windowSwitches(children: false, always: true)!
            body = Tracking.track {
                switches.observe()
                return StateReads.reading(in: stateReads, token: token) { evaluateBody(of: current, custom: custom) }
            } willSet: { [switches, timed] tracking in
                if switches.isFlipping {
                    tracking.cancel()
                    return
                }
                var change = ObservedChange(keyPath: tracking.changed, stateName: nil, at: timed ? Clock.now() : 0)
                change.write = ObservedWrites.current
                queue.invalidate(token, change: change)
            } didSet: { [switches] tracking in
                // The switches outlive the cancel: their last release must not happen inside it.
                withExtendedLifetime(switches) { tracking.cancel() }
                ObservedWrites.advance()
            }
        } else {
            let switches = windowSwitches(children: false, always: false)
            var registered = false
            body = Tracking.track(
                {
                    switches?.observe()
                    return StateReads.reading(in: stateReads, token: token) {
                        evaluateBody(of: current, custom: custom)
                    }
                }, registered: &registered,
                onChange: {
                    { [switches] in
                        if switches?.isFlipping == true { return }
                        queue.invalidate(token)
                    }
                })
            if registered && switches == nil { ownRegistration = .unswitched }
        }
        ViewGraph.evaluating = previous
        if let tracer {
            tracer.bodyEvaluated(
                name: statsName ?? typeName, ownView: statsName != nil, node: id, start: traceStart, end: Clock.now(),
                causes: lastCauses.map { name in
                    (name, traceCauses.first { name == $0.name || name.hasPrefix($0.name + " ") }?.at)
                })
        }
        if tracksReads { ObjectSubscriptions.evaluatingThread = 0 }
        recomputeChildEnvironment()
        reconcile(body: body)
    }

    /// ``reconcile(_:)`` for a body's view, the node's one child at `.index(0)`. The usual case — a view
    /// of the same type as the last time — updates the child without making a list first (a one-element
    /// array: an allocation for every body evaluated, BENCHMARKS.md, issue 29).
    private func reconcile(body: any View) {
        let old = storedChildren
        if old.count == 1, old[0].viewType == ObjectIdentifier(type(of: body)), old[0].key == .index(0) {
            old[0].update(to: body, environment: childEnvironment)
            return
        }
        var list = ChildList()
        list.append(any: body, key: .index(0))
        reconcile(list)
    }

    /// Turns the pending causes into the names of this evaluation's causes (when the graph records them)
    /// and adds them to the frame's stats and the node's history.
    private func recordCauses() {
        defer { pendingCauses.removeAll() }
        guard graph.recordsCauses else {
            lastCauses = []
            return
        }
        var names: [String] = []
        // Per class whose `objectWillChange` ran this body: whether every property of it that changed
        // went unread by the last evaluation. With nothing else running the body, `@Observable` would
        // have skipped this evaluation.
        var owners: [(name: String, unread: Bool)] = []
        var otherCause = false
        for cause in pendingCauses {
            let name: String
            switch cause {
            case .named(let text):
                name = text
                otherCause = true
            case .observed(let change):
                if let published = change.published {
                    let unread = publishedReadsKnown && !publishedReads.contains(published.property)
                    name = "\(published.ownerName).\(published.propertyName)" + (unread ? Self.unreadNote : "")
                    if let i = owners.firstIndex(where: { $0.name == published.ownerName }) {
                        owners[i].unread = owners[i].unread && unread
                    } else {
                        owners.append((published.ownerName, unread))
                    }
                } else {
                    name = ChangeNames.name(of: change)
                    otherCause = true
                }
            }
            if !names.contains(name) { names.append(name) }
        }
        if names.isEmpty { names = ["@unknown"] }
        for owner in owners { graph.stats.recordObjectWillChange(owner.name, unread: owner.unread && !otherCause) }
        lastCauses = names
        for name in names { causeHistory[name, default: 0] += 1 }
        if let statsName { graph.stats.recordCauses(names, ofViewNamed: statsName) }
    }

    /// The observed changes among the pending causes, named, with when each happened (the trace draws
    /// an arrow from there to this evaluation).
    private func pendingTraceCauses() -> [(name: String, at: UInt64)] {
        pendingCauses.compactMap { cause in
            guard case .observed(let change) = cause, change.at != 0 else { return nil }
            if let published = change.published {
                return ("\(published.ownerName).\(published.propertyName)", change.at)
            }
            return (ChangeNames.name(of: change), change.at)
        }
    }

    /// What a cause says when the body did not read the `@Published` property that changed.
    static let unreadNote = " (unread: @Observable would skip)"

    /// The name of the stored property at `index` of the view (or custom modifier) this node shows, without
    /// a property wrapper's underscore: `count` for `@State var count`.
    func storedPropertyName(at index: Int) -> String? {
        FieldNames.name(of: type(of: DynamicPropertyInstaller.owner(of: view)), at: index)
    }

    /// Whether a registration made by ``tracked(_:_:)`` is still waiting to fire, and for what.
    @exclusivity(unchecked) var trackingIsLive = false
    private var trackingKey: TrackingKey?

    /// Runs `read` in an observation-tracking window for this node: when anything it read changes, the
    /// node is updated again in the next frame. Controls use it to follow the value behind their
    /// binding (a `Toggle` must redraw when its value changes, even if no body read it).
    ///
    /// Observation removes a registration only when it fires, so registering again on every update
    /// would pile up registrations for values that never change (a list's selection, updated on every
    /// toggle of a row). When the previous registration is still live and observes the same storage
    /// (`key`: the binding's location), the value is read without registering again. Without a key the
    /// read always registers again.
    @_spi(ShojiRuntime) public func tracked<T>(key: TrackingKey? = nil, _ read: () -> T) -> T {
        if trackingIsLive, let key, key == trackingKey {
            return read()
        }
        generation &+= 1
        trackingIsLive = true
        trackingKey = key
        graph.controlRegistrations += 1
        let token = InvalidationToken(nodeID: id, generation: generation)
        return track(token, children: false, read)
    }

    /// Bumped whenever the closures that build the children run again (see ``trackingChildren(_:)``).
    private(set) var childrenGeneration: UInt64 = 0

    /// Runs `build` — the closures of a `ForEach` or of a lazy list's rows, which run when the children
    /// are reconciled, after the parent's window has closed — in a tracking window of its own: when
    /// something a row closure read changes (a parent's `@State`, a model property), this node updates
    /// again and reconciles its children, and the comparison of each row's new view with its old one
    /// decides which rows evaluate.
    func trackingChildren(_ build: () -> ChildList) -> ChildList {
        childrenGeneration &+= 1
        let token = InvalidationToken(nodeID: id, generation: childrenGeneration, children: true)
        return track(token, children: true, build)
    }

    /// Runs `read` in a tracking window reporting `token`: for `@State` reads (``StateReads``) and for
    /// Observation, whose registration carries the window's switch once the node's windows of that kind
    /// are known to read models.
    private func track<T>(_ token: InvalidationToken, children: Bool, _ read: () -> T) -> T {
        let queue = graph.invalidations
        let stateReads = graph.stateReads
        let switches = windowSwitches(children: children, always: false)
        var registered = false
        let result = Tracking.track(
            {
                switches?.observe()
                return StateReads.reading(in: stateReads, token: token, read)
            }, registered: &registered,
            onChange: {
                { [switches] in
                    if switches?.isFlipping == true { return }
                    queue.invalidate(token)
                }
            })
        if registered && switches == nil {
            if children { childrenRegistration = .unswitched } else { ownRegistration = .unswitched }
        }
        return result
    }

    /// Ends the previous window of the node's own kind or of its children's if it may still be registered,
    /// and returns the switch the new window observes — `nil` unless `always` or the graph has its windows
    /// observe their switches (``ViewGraph/windowsObserveSwitches``).
    ///
    /// Observing the switch makes every window an Observation registration in one more registrar (an
    /// access, a registration, a cancel when it fires: ~6,000 instructions a window that reads a model,
    /// an eighth of a row toggle), and a window that reads only `@State` a registration at all. Without
    /// it a registration that is replaced or left before what it read changes cannot be ended: it stays
    /// with the model until the model changes (its token is stale then, and ignored). The graph counts
    /// such abandoned registrations, and once there have been ``ViewGraph/abandonedRegistrationLimit``
    /// (an app whose views come and go over models that do not change: a list scrolled back and forth,
    /// a sheet presented again and again) every window observes its switch from then on: the memory they
    /// hold is bounded, and an app that keeps its views pays nothing. (With causes recorded, every window
    /// observes its switch: the registration that names the change cannot tell whether it registered.)
    private func windowSwitches(children: Bool, always: Bool) -> TrackingSwitches? {
        if children { end(childrenRegistration, childrenSwitches) } else { end(ownRegistration, switches) }
        if children { childrenRegistration = .none } else { ownRegistration = .none }
        guard always || graph.windowsObserveSwitches else { return nil }
        if children {
            let switches = childrenSwitches ?? TrackingSwitches()
            childrenSwitches = switches
            childrenRegistration = .switched
            return switches
        }
        let switches = self.switches ?? TrackingSwitches()
        self.switches = switches
        ownRegistration = .switched
        return switches
    }

    /// Ends `registration` with `switches`, or counts it abandoned when it has no switch.
    private func end(_ registration: WindowRegistration, _ switches: TrackingSwitches?) {
        switch registration {
        case .none: break
        case .switched: switches?.flip()
        case .unswitched: graph.abandonedRegistrations += 1
        }
    }

    /// A token of this node's current window came back: that registration is gone.
    func registrationFired(children: Bool) {
        if children { childrenRegistration = .none } else { ownRegistration = .none }
    }

    /// Ends every registration this node may still hold (it leaves the graph).
    private func endRegistrations() {
        end(ownRegistration, switches)
        end(childrenRegistration, childrenSwitches)
        ownRegistration = .none
        childrenRegistration = .none
        trackingIsLive = false
    }

    /// Forgets how many times the body ran (the overlay's F3).
    func resetEvaluationCount() { evaluationCount = 0 }

    /// Evaluates the body now if its action closures are stale (before an event reaches it).
    func refreshIfStale() {
        guard hasStaleActions && isMounted else { return }
        if graph.recordsCauses {
            let fields = ViewComparator.differingFields(evaluatedView, view, including: .actionsDiffer)
            pendingCauses.append(
                contentsOf: (fields.isEmpty ? ["@self"] : fields.map { "@self.\($0)" }).map(PendingCause.named))
        }
        evaluate()
    }

    /// Builds the children of a primitive view (or asks its behavior, for lazy containers) and
    /// reconciles them.
    @_spi(ShojiRuntime) public func reconcilePrimitiveChildren() {
        // A released value has no children to give: they stay until the parent's body gives a new one.
        guard let parts = primitiveParts, !valueReleased else { return }
        // A local function, not a closure in a constant: that one escaped, and cost an allocation per node
        // and update.
        func build() -> ChildList {
            var list = ChildList()
            if !behavior.makeChildren(from: view, into: &list) {
                parts.children(view, &list)
            }
            return list
        }
        reconcile(
            parts.buildsChildrenInClosures || behavior.buildsChildrenInClosures ? trackingChildren(build) : build())
    }

    /// Replaces the children with the views in `list`, reusing nodes with the same key and type.
    func reconcile(_ list: ChildList) {
        let old = children
        if old.isEmpty && list.isEmpty { return }
        if list.count >= PerformanceWarnings.eagerChildrenLimit && !behavior.realizesChildrenLazily {
            let owner = nearestUserView?.typeName ?? typeName
            graph.warnings.raise(
                "eager \(owner)",
                "\(owner) builds \(list.count) views at once (a ForEach in a non-lazy container); use List or LazyVStack",
                into: &graph.stats.current)
        }
        // The usual update: the same keys and types in the same order. Each child is updated where it is,
        // and no bookkeeping arrays are made.
        if old.count == list.count {
            let entries = list.entries
            var same = true
            for i in entries.indices where old[i].key != entries[i].key || old[i].viewType != entries[i].type {
                same = false
                break
            }
            if same {
                for i in entries.indices { old[i].update(to: entries[i].view, environment: childEnvironment) }
                return
            }
        }
        var structureChanged = old.count != list.count
        var used = [Bool](repeating: false, count: old.count)
        var index: [ChildKey: Int]?
        var newChildren: [ViewNode] = []
        newChildren.reserveCapacity(list.count)
        for (i, entry) in list.entries.enumerated() {
            var match: Int?
            if i < old.count, !used[i], old[i].key == entry.key, old[i].viewType == entry.type {
                match = i
            } else {
                if index == nil {
                    var built: [ChildKey: Int] = [:]
                    built.reserveCapacity(old.count)
                    for (j, node) in old.enumerated() where built[node.key] == nil { built[node.key] = j }
                    index = built
                }
                if let j = index?[entry.key], !used[j], old[j].viewType == entry.type { match = j }
                structureChanged = true
            }
            if let j = match {
                used[j] = true
                old[j].update(to: entry.view, environment: childEnvironment)
                newChildren.append(old[j])
            } else {
                let node = ViewNode(
                    view: entry.view, key: entry.key, parent: self, graph: graph,
                    environment: childEnvironment)
                node.mount()
                newChildren.append(node)
                if entry.key.isDetached { behavior.didMountDetached(node) }
            }
        }
        for (j, node) in old.enumerated() where !used[j] { node.unmount() }
        children = newChildren
        if structureChanged { layoutStructureChanged() }
    }

    private func recomputeChildEnvironment() {
        var env = environment
        behavior.modifyEnvironment(&env)
        childEnvironment = env
    }

    // MARK: Layout

    /// The layout children: children, with transparent nodes replaced by their own layout children.
    @_spi(ShojiRuntime) public var layoutChildren: [ViewNode] {
        if let cached = cachedLayoutChildren { return cached }
        var result: [ViewNode] = []
        for child in children where !child.key.isDetached {
            if child.behavior.isTransparent {
                result.append(contentsOf: child.layoutChildren)
            } else {
                result.append(child)
            }
        }
        cachedLayoutChildren = result
        return result
    }

    /// The size for `proposal`, from the cache when possible.
    @_spi(ShojiRuntime) public func size(for proposal: ProposedSize) -> Size {
        if let cached = sizeCache[proposal] { return cached }
        graph.stats.sizeComputations += 1
        let size = behavior.sizeThatFits(proposal, children: layoutChildren)
        sizeCache[proposal] = size
        return size
    }

    /// Gives the node its frame and lays out its children inside it. Skips the whole subtree when
    /// neither the frame nor anything inside changed.
    @_spi(ShojiRuntime) public func place(in rect: Rect) {
        if rect == frame && hasFrame && !needsLayout { return }
        if rect != frame || !hasFrame {
            if hasFrame { graph.addDamage(frame) }
            graph.addDamage(rect)
            frame = rect
            hasFrame = true
        }
        needsLayout = false
        graph.stats.nodesPlaced += 1
        behavior.place(in: rect, children: layoutChildren)
    }

    /// The node's own content changed in a way that may change its size: checked at the next layout
    /// (``checkContentSize()``), once however often it changed in between (forty keys of one batch
    /// typed into a field that long texts mirror measure those texts once).
    @_spi(ShojiRuntime) public func contentSizeMayHaveChanged() {
        guard !contentCheckPending else { return }
        contentCheckPending = true
        graph.checkContentSizeBeforeLayout(self)
    }

    /// Whether ``checkContentSize()`` waits for the next layout.
    var contentCheckPending = false

    /// If the node reports the same size for every proposal it was measured with, nothing around it
    /// moves: only the node is laid out again inside its current frame. Otherwise its ancestors measure
    /// again (``sizeChanged()``).
    func checkContentSize() {
        contentCheckPending = false
        guard isMounted else { return }
        switch remeasure() {
        case true?:
            needsLayout = true
            graph.relayoutInPlace(self)
        case false?:
            sizeChanged()
        case nil:
            invalidateLayout()
        }
    }

    /// Measures the node again for every proposal in its cache, and caches the answers. Returns whether
    /// every answer is the one cached before, or `nil` when the cache cannot tell (the node was never
    /// placed or never measured, or its cache forgot a proposal); the cache is then emptied.
    private func remeasure() -> Bool? {
        guard hasFrame, !sizeCache.isEmpty, sizeCache.holdsEveryProposal else {
            sizeCache.removeAll()
            return nil
        }
        let children = layoutChildren
        let clears = sizeCache.clears
        var stable = true
        // Read in place, not from a copy of the entries: a copy would make the first replaced size copy
        // the whole array.
        for index in 0..<sizeCache.entries.count {
            graph.stats.sizeComputations += 1
            let size = behavior.sizeThatFits(sizeCache.entries[index].0, children: children)
            // Measuring emptied this very cache (a form aligning its labels invalidates its rows, and
            // through them itself): it cannot tell any more.
            guard sizeCache.clears == clears else {
                sizeCache.removeAll()
                return nil
            }
            if size != sizeCache.entries[index].1 {
                stable = false
                sizeCache.replaceSize(at: index, with: size)
            }
        }
        return stable
    }

    /// The node's size changed, and its cache holds the new answers: each ancestor measures again for the
    /// proposals it was given, up to the first whose answers did not change, which is laid out again
    /// inside its frame; nothing above it is measured or placed. (A "9999 left" header that became
    /// "10000 left" above a full-screen list lays out the stack holding both, not the screen.)
    ///
    /// Measuring an ancestor again for its cached proposals is what the pass from the root would ask of
    /// it anyway, so a change that does reach the root measures nothing twice.
    private func sizeChanged() {
        var node = self
        while true {
            node.needsLayout = true
            if node.key.isDetached {
                node.parent?.behavior.detachedChildNeedsLayout(node)
                return
            }
            guard let parent = node.parent else {
                graph.setNeedsLayout()
                return
            }
            if parent.behavior.sizeIsIndependentOfChildren {
                parent.invalidateLayout()
                return
            }
            if parent.behavior.isTransparent {
                // Not a layout unit: its children are laid out by the nearest unit above it.
                parent.sizeCache.removeAll()
                node = parent
                continue
            }
            switch parent.remeasure() {
            case true? where parent.ancestorMeasuresBelowItsChildren:
                // A form aligning its rows' labels measured the changed node itself: it must measure again.
                parent.invalidateLayout()
                return
            case true?:
                parent.needsLayout = true
                graph.relayoutInPlace(parent)
                return
            case false?:
                node = parent
            case nil:
                parent.invalidateLayout()
                return
            }
        }
    }

    /// Whether an ancestor measures nodes below its own layout children
    /// (``NodeBehavior/measuresBelowItsChildren``).
    private var ancestorMeasuresBelowItsChildren: Bool {
        var node = parent
        while let n = node {
            if n.behavior.measuresBelowItsChildren { return true }
            node = n.parent
        }
        return false
    }

    /// Forgets every cached size and the flattened layout children, so the next layout pass measures and
    /// places this node from scratch (``ViewGraph/repaintFromScratch()``).
    func forgetLayout() {
        sizeCache.removeAll()
        cachedLayoutChildren = nil
        needsLayout = true
    }

    /// Whether a size is cached for a proposal whose width is unspecified (`true`) or specified (`false`).
    @_spi(ShojiRuntime) public func hasCachedSize(forUnspecifiedWidth unspecified: Bool) -> Bool {
        // A loop, not `contains(where:)`: a closure formed here and handed to the standard library checks
        // that it runs on the main actor each time it is called (~200 instructions).
        for entry in sizeCache.entries where (entry.0.width == nil) == unspecified { return true }
        return false
    }

    /// Asks for the node to be laid out again inside its current frame (a scroll position changed).
    @_spi(ShojiRuntime) public func setNeedsRelayoutInPlace() {
        needsLayout = true
        graph.relayoutInPlace(self)
    }

    /// Lays the node out again inside its current frame (its size did not change).
    func relayoutInPlace() {
        guard isMounted, hasFrame, needsLayout else { return }
        needsLayout = false
        // No damage here: children whose frames change damage their old and new frames when placed,
        // and a view whose content changed asked for its own repaint.
        behavior.place(in: frame, children: layoutChildren)
    }

    /// Forgets cached sizes here and in every ancestor, and asks for a layout pass.
    @_spi(ShojiRuntime) public func invalidateLayout() {
        // Every ancestor's size may depend on this one. Walking to the root costs O(depth), and an
        // ancestor that was measured but never placed still gets its cache cleared.
        // A node whose size does not depend on its children stops the walk: it is laid out again in
        // place. A detached child (a presentation) is laid out by the graph, so its walk stops there too.
        var node: ViewNode? = self
        while let n = node {
            if n.behavior.sizeIsIndependentOfChildren {
                n.needsLayout = true
                graph.relayoutInPlace(n)
                return
            }
            n.sizeCache.removeAll()
            n.needsLayout = true
            if n.key.isDetached {
                n.parent?.behavior.detachedChildNeedsLayout(n)
                return
            }
            node = n.parent
        }
        graph.setNeedsLayout()
    }

    /// The set of layout children changed: drop the flattened lists up to the nearest layout unit.
    private func layoutStructureChanged() {
        var node: ViewNode? = self
        while let n = node {
            n.cachedLayoutChildren = nil
            if !n.behavior.isTransparent || n.key.isDetached { break }
            node = n.parent
        }
        invalidateLayout()
    }

    /// Asks for the node's frame to be drawn again.
    @_spi(ShojiRuntime) public func setNeedsPaint() {
        if behavior.isTransparent {
            for unit in layoutChildren { unit.setNeedsPaint() }
        } else if hasFrame {
            graph.addDamage(frame)
        }
    }

    /// The cells this node covers: its frame, or for a transparent node the union of its units' frames.
    @_spi(ShojiRuntime) public var coveredRect: Rect {
        if !behavior.isTransparent { return frame }
        // A loop, not `reduce` with a closure (which would check the executor on every call).
        var covered = Rect.zero
        for child in layoutChildren { covered = covered.union(child.coveredRect) }
        return covered
    }

    /// The first control (a node that can take focus, and is enabled) in this subtree, in reading order,
    /// not counting presentations: what a list row's primary action or a keyboard shortcut activates.
    @_spi(ShojiRuntime) public func firstInteractiveDescendant() -> ViewNode? {
        if behavior.canTakeFocus && environment.isEnabled { return self }
        for child in children where !child.key.isDetached {
            if let found = child.firstInteractiveDescendant() { return found }
        }
        return nil
    }

    /// Whether `ancestor` is this node or one of its ancestors.
    @_spi(ShojiRuntime) public func isDescendant(of ancestor: ViewNode) -> Bool {
        var node: ViewNode? = self
        while let n = node {
            if n === ancestor { return true }
            node = n.parent
        }
        return false
    }

    /// The nearest ancestor (or this node) whose behavior is of type `T`.
    func nearest<T: NodeBehavior>(_ type: T.Type) -> (ViewNode, T)? {
        var node: ViewNode? = self
        while let n = node {
            if let b = n.behavior as? T { return (n, b) }
            node = n.parent
        }
        return nil
    }

    /// The nearest ancestor (or this node) that is one of the app's own views.
    var nearestUserView: ViewNode? {
        var node: ViewNode? = self
        while let n = node {
            if n.behavior.isComposite && !(n.view is any BuiltinView) { return n }
            node = n.parent
        }
        return nil
    }

    /// Replaces the stored value with `EmptyView()`, releasing the value (``releaseOutput()``).
    func releaseStoredView() { view = EmptyView() }

    /// Appends the children the node's primitive view lists (for behaviors that choose their children
    /// themselves and start from the view's own).
    @_spi(ShojiRuntime) public func appendViewChildren(into list: inout ChildList) {
        if valueReleased { return }
        primitiveParts?.children(view, &list)
    }

    /// The type name shown in stats and the overlay (found once per view type: every `@Environment`
    /// property asks for it when it is installed, on every evaluation).
    let typeName: String

    /// The name the stats count this node's evaluations under: ``typeName``, or `nil` for Shoji's own
    /// views, which the stats leave out. Worked out once per view type (the view's type never changes) and
    /// kept here: every evaluation reads it.
    let statsName: String?
    /// Counts this node's evaluations under ``statsName`` (taken at the first evaluation).
    private var evaluationTally: EvaluationTally?
}

/// Evaluates `view.body`, opening the existential.
@MainActor
private func evaluateBody(of view: any View, custom: Bool) -> any View {
    if custom, let custom = view as? any CustomBodyView { return custom.makeBody() }
    func body<V: View>(_ v: V) -> any View { v.body }
    return body(view)
}
