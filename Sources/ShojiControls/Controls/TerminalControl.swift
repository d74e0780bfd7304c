@_spi(ShojiRuntime) import ShojiCore

/// A view that draws its own cells and takes focus, keys and clicks: the extension point for what SwiftUI
/// has no public API for, with the shape of `UIViewRepresentable` (a coordinator made once, a context).
///
/// Shoji's own controls are written on the same runtime. A control keeps its value in a binding it is
/// given and changes it from ``handleKey(_:context:)``; the view that owns the value runs again and hands
/// the control its new value, which is then drawn.
///
/// ```swift
/// struct Stars: TerminalControl {
///     @Binding var rating: Int
///
///     var isFocusable: Bool { true }
///
///     func sizeThatFits(_ proposal: ProposedViewSize, context: Context) -> CGSize {
///         CGSize(columns: 5, rows: 1)
///     }
///
///     func draw(in graphics: inout GraphicsContext, size: CGSize, context: Context) {
///         let stars = String(repeating: "★", count: rating) + String(repeating: "☆", count: 5 - rating)
///         graphics.draw(Text(stars).bold(context.isFocused), at: .zero, anchor: .topLeading)
///     }
///
///     func handleKey(_ press: KeyPress, context: Context) -> KeyPress.Result {
///         switch press.key {
///         case .left: rating = max(0, rating - 1)
///         case .right: rating = min(5, rating + 1)
///         default: return .ignored
///         }
///         return .handled
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol TerminalControl: View {
    /// What the control keeps between updates (made once per identity, with ``makeCoordinator()``).
    associatedtype Coordinator = Void
    /// The context the control's methods get.
    typealias Context = TerminalControlContext<Self>

    /// Makes the coordinator, once, when the control first appears.
    func makeCoordinator() -> Coordinator

    /// The control's size for `proposal`, in points (`CGSize(columns:rows:)` for cells). By default
    /// the proposal, one cell where it is unspecified.
    func sizeThatFits(_ proposal: ProposedViewSize, context: Context) -> CGSize

    /// Draws the control, `size` points large, from the top-left corner of `graphics`.
    func draw(in graphics: inout GraphicsContext, size: CGSize, context: Context)

    /// Whether the control takes keyboard focus (a Tab stop). `false` by default.
    var isFocusable: Bool { get }

    /// Handles a key while the control is focused. By default `.ignored` (the key goes to its ancestors).
    func handleKey(_ press: KeyPress, context: Context) -> KeyPress.Result

    /// Handles a click at `location`, in points from the control's top-left corner (a click also focuses a
    /// focusable control). Returns whether it was used; `false` by default.
    func handleClick(at location: CGPoint, context: Context) -> Bool
}

extension TerminalControl {
    /// The control's cells: a view Shoji draws by calling the control's methods.
    public var body: TerminalControlHost<Self> { TerminalControlHost(control: self) }

    public func sizeThatFits(_ proposal: ProposedViewSize, context: Context) -> CGSize {
        proposal.replacingUnspecifiedDimensions(by: CGSize(columns: 1, rows: 1))
    }

    public var isFocusable: Bool { false }

    public func handleKey(_ press: KeyPress, context: Context) -> KeyPress.Result { .ignored }

    public func handleClick(at location: CGPoint, context: Context) -> Bool { false }
}

extension TerminalControl where Coordinator == Void {
    /// No coordinator.
    public func makeCoordinator() {}
}

/// What a ``TerminalControl``'s methods know about where it is: its coordinator, its environment, whether
/// it has focus; and how it asks to be drawn or measured again when its coordinator changed.
@MainActor
public struct TerminalControlContext<Control: TerminalControl> {
    /// The control's coordinator.
    public let coordinator: Control.Coordinator
    /// The control's environment.
    public let environment: EnvironmentValues
    /// Whether the control has keyboard focus.
    public let isFocused: Bool
    /// Weak: a context kept past the call, after the control left, asks for nothing.
    private let reference: WeakNode
    private var node: ViewNode? { reference.node }

    init(coordinator: Control.Coordinator, node: ViewNode) {
        self.coordinator = coordinator
        reference = WeakNode(node)
        environment = node.environment
        isFocused = node.behavior.isFocused
    }

    /// Draws the control again at the next frame (after its coordinator changed what it shows).
    public func setNeedsDisplay() { node?.setNeedsPaint() }

    /// Measures and draws the control again at the next frame (after its coordinator changed its size).
    public func setNeedsLayout() {
        node?.invalidateLayout()
        node?.setNeedsPaint()
    }
}

/// The view a ``TerminalControl``'s body is: Shoji draws it, and hands it keys and clicks, by calling the
/// control's methods.
public struct TerminalControlHost<Control: TerminalControl>: View {
    let control: Control
    public var body: Never { primitiveBody(Self.self) }
}

@_spi(ShojiRuntime) extension TerminalControlHost: PrimitiveView, BuiltinView {
    public func makeBehavior() -> TerminalControlBehavior<Control> { TerminalControlBehavior() }
    public func update(_ behavior: TerminalControlBehavior<Control>) -> Invalidation { behavior.update(control) }
    public func children(into list: inout ChildList) {}
}

/// Runs a ``TerminalControl`` for its node. What the control reads while it measures and draws (the value
/// behind its binding) is read in the node's tracking window, so a change made anywhere draws it again.
@_spi(ShojiRuntime) public final class TerminalControlBehavior<Control: TerminalControl>: NodeBehavior {
    private var control: Control?
    private var coordinator: Control.Coordinator?
    /// Counts updates: the first drawing after each one reads in a new tracking window.
    private var updates = 0
    /// The proposal the control was last measured for (measured again while drawing, so that what the
    /// measurement reads is tracked too).
    private var lastProposal = ProposedViewSize.unspecified

    /// Takes the control's new value (or the same one, when something it read changed): measure and draw
    /// again.
    func update(_ new: Control) -> Invalidation {
        if coordinator == nil { coordinator = new.makeCoordinator() }
        control = new
        updates &+= 1
        return [.layout, .paint]
    }

    /// Runs `body` in the node's tracking window: registering at the first drawing after each update, and
    /// not again while that registration is live.
    private func tracking<T>(_ body: () -> T) -> T { node.tracked(key: .generation(updates), body) }

    private func context() -> Control.Context? {
        guard let coordinator else { return nil }
        return TerminalControlContext(coordinator: coordinator, node: node)
    }

    @_spi(ShojiRuntime) public override var mayTakeFocus: Bool { true }
    @_spi(ShojiRuntime) public override var canTakeFocus: Bool { control?.isFocusable ?? false }

    @_spi(ShojiRuntime) public override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        guard let control, let context = context() else { return .zero }
        lastProposal = LayoutPoints.points(proposal)
        return LayoutPoints.cells(control.sizeThatFits(lastProposal, context: context))
    }

    @_spi(ShojiRuntime) public override func draw(in canvas: CellCanvas) {
        guard let control, let context = context() else { return }
        var graphics = GraphicsContext(canvas: canvas, frame: node.frame, environment: node.environment)
        tracking {
            _ = control.sizeThatFits(lastProposal, context: context)
            control.draw(in: &graphics, size: graphics.size, context: context)
        }
    }

    @_spi(ShojiRuntime) public override func handleKey(_ key: KeyPress) -> Bool {
        guard let control, let context = context(), node.environment.isEnabled else { return false }
        return control.handleKey(key, context: context) == .handled
    }

    @_spi(ShojiRuntime) public override func handleMouse(_ event: MouseEvent) -> Bool {
        guard event.kind == .click, let control, let context = context(), node.environment.isEnabled else {
            return false
        }
        let location = CGPoint(
            x: CGFloat(event.location.x - node.frame.minX) * CellMetrics.pointsPerColumn,
            y: CGFloat(event.location.y - node.frame.minY) * CellMetrics.pointsPerRow)
        return control.handleClick(at: location, context: context)
    }

    @_spi(ShojiRuntime) public override func activate() -> Bool { handleKey(KeyPress(.enter)) }
}

extension CGSize {
    /// A size of whole terminal cells, in points (8 per column, 16 per row: ``CellMetrics``).
    public init(columns: Int, rows: Int) {
        self.init(
            width: CGFloat(columns) * CellMetrics.pointsPerColumn, height: CGFloat(rows) * CellMetrics.pointsPerRow)
    }
}
