/// What a node does: how it updates, lays out, draws and handles input.
///
/// Every primitive view makes one behavior (a subclass) for its node. The contract is small:
/// - ``update(from:)`` takes the view's new value and reports what changed;
/// - ``sizeThatFits(_:children:)`` and ``place(in:children:)`` implement SwiftUI's propose → size →
///   place layout for the node's *layout children* (its children with structural views flattened);
/// - ``draw(in:)`` paints the node's own cells inside its frame, before its children;
///   ``drawOverlay(in:)`` paints after them (focus highlights);
/// - ``handleKey(_:)`` and ``handleMouse(_:)`` take input when the node is focused or clicked.
///
/// The defaults describe a node that passes its children through: it is as big as the largest and
/// places each in its whole frame, centred.
@MainActor
@_spi(ShojiRuntime) open class NodeBehavior {
    /// The node this behavior belongs to (set when the node is created).
    @exclusivity(unchecked) @_spi(ShojiRuntime) public unowned(unsafe) var node: ViewNode!

    @_spi(ShojiRuntime) public init() {}

    // MARK: Kind

    /// A transparent node takes no part in layout itself: its layout children take part in its parent's
    /// layout (builder tuples, `if`, `ForEach`, `Group`, and the views written with a `body`).
    @_spi(ShojiRuntime) open var isTransparent: Bool { false }

    /// Whether the node's view has a `body` that Shoji evaluates.
    var isComposite: Bool { false }

    // MARK: Updates

    /// Takes the new value of the node's view (already stored in `node.view`) and returns what changed.
    @_spi(ShojiRuntime) open func update(from view: any View) -> Invalidation { .all }

    /// Applies this node's change to the environment its children see.
    @_spi(ShojiRuntime) open func modifyEnvironment(_ environment: inout EnvironmentValues) {}

    /// The node's value was released (the body that made it was invalidated, and a new value follows
    /// before the next event): drop what the behavior keeps of it that may hold an app's data (a list's
    /// rows capture its array), keeping what the node needs until then to draw and to finish the event
    /// being handled. See ``ViewNode/releaseOutput()``.
    @_spi(ShojiRuntime) open func releaseHeldValues() {}

    /// Whether the node's value or the behavior may hold an app's collection (a `ForEach`'s data, a list's
    /// rows): only a body with such a node below it lets go of its output when it is invalidated
    /// (``ViewNode/releaseOutput()``). Asked once, when the node mounts.
    @_spi(ShojiRuntime) open var mayHoldAppCollections: Bool { false }

    /// Called once the node is in the graph with its children.
    @_spi(ShojiRuntime) open func didMount() {}

    /// Called before the node leaves the graph.
    @_spi(ShojiRuntime) open func willUnmount() {}

    /// Lets a behavior choose the children itself (lazy containers realize only what their viewport
    /// shows). Return `false` to use the view's own children.
    @_spi(ShojiRuntime) open func makeChildren(from view: any View, into list: inout ChildList) -> Bool { false }

    /// Whether ``makeChildren(from:into:)`` runs the app's closures (a lazy list's rows), whose reads
    /// must be tracked for this node.
    @_spi(ShojiRuntime) open var buildsChildrenInClosures: Bool { false }

    /// Whether the children stay as they are when the node updates only because a value read in its
    /// ``ViewNode/tracked(key:_:)`` window changed (``ViewNode/isRefreshingTrackedReads``: the same view,
    /// the same environment). `false` by default: children built from what the window read (a
    /// disclosure's expansion) must be built again. A list whose window reads only its selection keeps
    /// its rows: a new selection repaints two of them.
    @_spi(ShojiRuntime) open var keepsChildrenWhenTrackedReadsChange: Bool { false }

    /// Called when a detached child (``ChildKey/detached(_:)``) of this node is mounted: the behavior
    /// hands it to whoever shows it (the graph's presentation layer, a navigation bar).
    @_spi(ShojiRuntime) open func didMountDetached(_ child: ViewNode) {}

    /// A detached child of this node needs layout again (its size may have changed). By default the
    /// graph's presentation pass picks it up; a toolbar forwards it to its navigation stack.
    @_spi(ShojiRuntime) open func detachedChildNeedsLayout(_ child: ViewNode) {
        node.graph.setNeedsLayout()
    }

    /// Nodes this behavior lays out and draws that are not its layout children (toolbar items in a
    /// navigation bar). The graph draws and hit-tests them after the layout children.
    @_spi(ShojiRuntime) open var auxiliaryNodes: [ViewNode] { [] }

    /// Whether the node's size never depends on its children (a `List` takes what it is offered): a change
    /// inside then re-lays out the node in place and goes no further up.
    @_spi(ShojiRuntime) open var sizeIsIndependentOfChildren: Bool { false }

    /// Whether the behavior measures nodes below its layout children (a form, its rows' labels; a grid,
    /// its rows' cells). A size that changes below such a node always makes it measure again: the walk
    /// up from a changed size (``ViewNode``'s `sizeChanged()`) does not stop at an ancestor beneath it
    /// whose own size stayed.
    @_spi(ShojiRuntime) open var measuresBelowItsChildren: Bool { false }

    // MARK: Layout

    /// The size this node wants for `proposal`, measuring `children` through their nodes (which cache).
    @_spi(ShojiRuntime) open func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        var size = Size.zero
        for child in children {
            let s = child.size(for: proposal)
            size.width = max(size.width, s.width)
            size.height = max(size.height, s.height)
        }
        return size
    }

    /// Places `children` inside `rect`, the frame this node was given.
    @_spi(ShojiRuntime) open func place(in rect: Rect, children: [ViewNode]) {
        let proposal = ProposedSize(rect.size)
        for child in children {
            child.place(in: Alignment.center.place(child.size(for: proposal), in: rect))
        }
    }

    // MARK: Drawing

    /// Draws the node's own cells, before its children. `canvas` is clipped to the node's frame.
    @_spi(ShojiRuntime) open func draw(in canvas: CellCanvas) {}

    /// Draws over the children (focus and disabled styling).
    @_spi(ShojiRuntime) open func drawOverlay(in canvas: CellCanvas) {}

    /// Whether children are clipped to this node's frame when drawn.
    ///
    /// Read once, when the node is made (``ViewNode/clipsChildren`` keeps the answer): it must not change
    /// over a behavior's life.
    @_spi(ShojiRuntime) open var clipsChildren: Bool { true }

    // MARK: Input

    /// Whether this kind of node can ever take focus (controls); such nodes are tracked for Tab order.
    @_spi(ShojiRuntime) open var canTakeFocus: Bool { false }

    /// Whether the node can take keyboard focus now (a control that is not disabled).
    @_spi(ShojiRuntime) open var isFocusable: Bool { canTakeFocus && node.environment.isEnabled }

    /// Whether the view can ever take focus (asked once, when it mounts, before its first update): a
    /// view whose ``canTakeFocus`` depends on its content says `true` here.
    @_spi(ShojiRuntime) open var mayTakeFocus: Bool { canTakeFocus }

    /// Where a popup this view presents opens (below it): the control's own cells, when the view is a
    /// row whose label is elsewhere; `nil` for the whole view.
    @_spi(ShojiRuntime) open var presentationAnchor: Rect? { nil }

    /// Whether the view takes typed text (a text field, a text editor): a presented screen focuses the
    /// first of these first.
    @_spi(ShojiRuntime) open var takesTextInput: Bool { false }

    /// Whether the view holds a screen's chrome (its toolbar items): a presented screen focuses its
    /// content before these.
    @_spi(ShojiRuntime) open var holdsChrome: Bool { false }

    /// Where to show the terminal cursor while the node is focused (text fields), or `nil` to hide it.
    @_spi(ShojiRuntime) open var cursorPosition: Point? { nil }

    /// The part of the node that looks different when it gains or loses focus (the whole frame by
    /// default; a list's cursor row).
    @_spi(ShojiRuntime) open var focusIndicatorRect: Rect { node.frame }

    /// Called when the node becomes the focused one.
    @_spi(ShojiRuntime) open func didGainFocus() {}

    /// Whether the node is focused now.
    @_spi(ShojiRuntime) public var isFocused: Bool { node.graph.focus.focused === node }

    /// Handles a key while the node (or a descendant) is focused. Returns whether it was used.
    @_spi(ShojiRuntime) open func handleKey(_ key: KeyPress) -> Bool { false }

    /// Whether keys a descendant did not use stop here instead of going on to the ancestors (a modal
    /// presentation keeps them from the screen behind it).
    @_spi(ShojiRuntime) open var stopsKeyPropagation: Bool { false }

    /// Asks the node to scroll so that `rect` (a descendant's frame) is visible. Returns whether it
    /// scrolled.
    @_spi(ShojiRuntime) open func scrollToVisible(_ rect: Rect) -> Bool { false }

    /// Asks the node to scroll so that `rect` shows, at `anchor` when given (`ScrollViewProxy`).
    @_spi(ShojiRuntime) open func scrollToShow(_ rect: Rect, anchor: UnitPoint?) -> Bool { scrollToVisible(rect) }

    /// Asks a node that knows its rows by id (a list) to scroll to the row with `id`, realized or not.
    /// Returns whether it has such a row.
    @_spi(ShojiRuntime) open func scrollTo(id: AnyHashable, anchor: UnitPoint?) -> Bool { false }

    /// Handles a mouse event inside the node's frame. Returns whether it was used.
    @_spi(ShojiRuntime) open func handleMouse(_ event: MouseEvent) -> Bool { false }

    /// The order the node's children are drawn in, bottom first (and hit, top first): the layout order, or
    /// for a `ZStack` with `.zIndex` children, by their index.
    @_spi(ShojiRuntime) open func drawingOrder(_ children: [ViewNode]) -> [ViewNode] { children }

    /// Whether the node follows the pointer after the press it was just given (a drag gesture): the
    /// drags and the release that follow go to it wherever they are, even outside its frame. Asked right
    /// after ``handleMouse(_:)`` gets a `.click`.
    @_spi(ShojiRuntime) open var followsMouseDrags: Bool { false }

    /// Whether the node is offered a press before the views inside it (a `.highPriorityGesture`).
    @_spi(ShojiRuntime) open var takesPressesFirst: Bool { false }

    /// The press the node was following ended without a release the terminal delivered (a new press came
    /// first, or the node left the screen's input): forget it, as a gesture is cancelled.
    @_spi(ShojiRuntime) open func mouseTrackingCancelled() {}

    /// Performs the node's primary action (Enter/Space on a focused control, a click).
    @_spi(ShojiRuntime) open func activate() -> Bool { false }

    // MARK: Capabilities the runtime relies on
    //
    // The graph and focus routing name these, never a concrete view: a view that has one of them says so
    // by overriding it.

    /// The node is shown above everything (a sheet, an alert, a menu).
    @_spi(ShojiRuntime) open var presentation: (any PresentationHosting)? { nil }

    /// The node realizes its rows lazily during layout (a `List`, a `LazyVStack`): many children are
    /// expected of it, not a performance cliff.
    @_spi(ShojiRuntime) open var realizesChildrenLazily: Bool { false }

    /// The node shows only part of its content, scrolled (a `ScrollView`, a `List`): a lazy stack inside
    /// realizes what this node's frame shows.
    @_spi(ShojiRuntime) open var showsPartOfItsContent: Bool { false }

    /// Controls inside the node are not Tab stops of their own: the node is one, and acts on its selected
    /// row (a `List`).
    @_spi(ShojiRuntime) open var keepsDescendantsOutOfTabOrder: Bool { false }

    /// What the status line (the screen's bottom row) shows while this node or a descendant has focus
    /// (`.help`, a link's URL), or `nil`.
    @_spi(ShojiRuntime) open var statusText: String? { nil }

    /// What an accessibility modifier on this node says about the view it wraps (`.accessibilityLabel`),
    /// or `nil`: `TestHost` finds views by it, and the status line reads a focused control's.
    @_spi(ShojiRuntime) open var accessibility: AccessibilityProperties? { nil }

    /// Whether ``statusText`` can ever be non-`nil` for this kind of node. The graph counts the mounted
    /// nodes that say so, and skips the walk up from the focused node when there are none.
    @_spi(ShojiRuntime) open var providesStatusText: Bool { false }

    /// The value this node hands its container for the trait `key` (a `LayoutValueKey`'s type, `.tag`,
    /// `.tabItem`, `.layoutPriority`), or `nil` when it sets none: the typed child-to-parent channel that
    /// containers read through ``ViewNode/trait(_:)`` instead of asking what kind of view a child is.
    @_spi(ShojiRuntime) open func traitValue(_ key: ObjectIdentifier) -> Any? { nil }

    /// Whether a container looking for a trait goes on into this node's only child when the node sets
    /// none itself (modifiers that wrap a view without being its content: `.tag`, `.badge`, `.font`).
    @_spi(ShojiRuntime) open var passesTraitsThrough: Bool { false }

    /// A container read the trait `key` from this node (a tab view showing a `.badge` in its tab bar): the
    /// node may change how it draws itself.
    @_spi(ShojiRuntime) open func traitWasRead(_ key: ObjectIdentifier) {}

    /// The `.focused(_:equals:)` tie this node is (the focus state's storage and the value naming it), if
    /// any: the focus manager matches it against a ``defaultFocusTie`` around it.
    @_spi(ShojiRuntime) open var focusTie: FocusTie? { nil }

    /// The tie a `.defaultFocus` on this node names: when Shoji picks a control on its own inside it, it
    /// picks the first one inside the view with that ``focusTie``.
    @_spi(ShojiRuntime) open var defaultFocusTie: FocusTie? { nil }

    /// Whether ``handleKey(_:)`` sees a key before the view this node wraps (`.onKeyPress`), instead of
    /// only the keys it left unused.
    @_spi(ShojiRuntime) open var seesKeysBeforeItsContent: Bool { false }

    /// The keyboard shortcut this node provides (`.keyboardShortcut`), if any: it performs the primary
    /// action of the first control inside the node.
    @_spi(ShojiRuntime) open var keyboardShortcut: KeyboardShortcut? { nil }
}

/// The behavior of views that only group others (tuples, conditionals, `ForEach`, `Group`).
@_spi(ShojiRuntime) public final class StructuralBehavior: NodeBehavior {
    /// Whether the view is a `ForEach` (its value holds the data).
    private let holdsCollection: Bool

    /// A behavior for a structural view; `holdsCollection` for a `ForEach`.
    @_spi(ShojiRuntime) public init(holdsCollection: Bool = false) {
        self.holdsCollection = holdsCollection
    }

    @_spi(ShojiRuntime) public override var mayHoldAppCollections: Bool { holdsCollection }
    @_spi(ShojiRuntime) public override var isTransparent: Bool { true }
    @_spi(ShojiRuntime) public override func update(from view: any View) -> Invalidation { [] }
}

extension NodeBehavior {
    /// The step every bound control repeats: reads a value through `read` (its binding) in the node's
    /// tracking window, so a change made anywhere updates the node — keyed by `key`, the storage it
    /// reads, so an unchanged binding does not register again — and when the value differs from
    /// `shown`, stores it there. Returns whether it differed (the control then asks to be drawn again).
    @_spi(ShojiRuntime) public func follow<Value: Equatable>(
        key: TrackingKey?, shown: inout Value?, _ read: () -> Value
    ) -> Bool {
        let value = node.tracked(key: key, read)
        if value == shown { return false }
        shown = value
        return true
    }
}
