import Foundation
@_spi(ShojiRuntime) import ShojiCore

/// Two or three columns side by side — a sidebar, an optional content column and a detail — as
/// SwiftUI's `NavigationSplitView`.
///
/// ```swift
/// NavigationSplitView {
///     List(folders, selection: $folder) { Text($0.name) }.navigationTitle("Folders")
/// } detail: {
///     if let folder { FolderView(folder: folder) } else { Text("Pick a folder") }
/// }
/// ```
///
/// Each column has its own title bar (it is a navigation stack), and a dim rule separates the columns.
/// The sidebar and content columns take a quarter of the width each (16 to 32 columns); the detail takes
/// the rest. `columnVisibility` hides columns (`.detailOnly`, `.doubleColumn`).
///
/// Focus moves between columns with Tab and ←/→. When the terminal is too narrow for the columns (the
/// detail would get fewer than 30 columns), the split view collapses to one column at a time, as on an
/// iPhone: choosing a row (Enter or a click) in a list shows the next column, → shows the next column,
/// and ← or Esc goes back.
public struct NavigationSplitView<Sidebar: View, Content: View, Detail: View>: View {
    let sidebar: Sidebar
    let content: Content
    let detail: Detail
    let hasContent: Bool
    let visibility: Binding<NavigationSplitViewVisibility>?

    /// A three-column split view whose visible columns follow `columnVisibility`.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        hasContent = true
        visibility = columnVisibility
    }

    /// A three-column split view.
    public init(
        @ViewBuilder sidebar: () -> Sidebar, @ViewBuilder content: () -> Content, @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        self.content = content()
        self.detail = detail()
        hasContent = true
        visibility = nil
    }

    public var body: Never { primitiveBody(Self.self) }
}

extension NavigationSplitView where Content == EmptyView {
    /// A two-column split view whose visible columns follow `columnVisibility`.
    public init(
        columnVisibility: Binding<NavigationSplitViewVisibility>, @ViewBuilder sidebar: () -> Sidebar,
        @ViewBuilder detail: () -> Detail
    ) {
        self.sidebar = sidebar()
        content = EmptyView()
        self.detail = detail()
        hasContent = false
        visibility = columnVisibility
    }

    /// A two-column split view.
    public init(@ViewBuilder sidebar: () -> Sidebar, @ViewBuilder detail: () -> Detail) {
        self.sidebar = sidebar()
        content = EmptyView()
        self.detail = detail()
        hasContent = false
        visibility = nil
    }
}

/// Which columns of a split view show.
public struct NavigationSplitViewVisibility: Hashable, Sendable {
    let name: String
    /// The default: every column when there is room.
    public static let automatic = NavigationSplitViewVisibility(name: "automatic")
    /// Every column.
    public static let all = NavigationSplitViewVisibility(name: "all")
    /// The last two columns (content and detail, or sidebar and detail).
    public static let doubleColumn = NavigationSplitViewVisibility(name: "doubleColumn")
    /// The detail alone.
    public static let detailOnly = NavigationSplitViewVisibility(name: "detailOnly")
}

@_spi(ShojiRuntime) extension NavigationSplitView: PrimitiveView {
    public func makeBehavior() -> NavigationSplitBehavior { NavigationSplitBehavior() }
    public func update(_ behavior: NavigationSplitBehavior) -> Invalidation {
        behavior.update(hasContent: hasContent, visibility: visibility)
    }
    public func children(into list: inout ChildList) {
        list.append(NavigationStack { sidebar }, key: .index(0))
        if hasContent { list.append(NavigationStack { content }, key: .index(1)) }
        list.append(NavigationStack { detail }, key: .index(2))
    }
}

/// Lays the columns out side by side, or one at a time when the terminal is narrow.
@_spi(ShojiRuntime) public final class NavigationSplitBehavior: NodeBehavior {
    private var hasContent = false
    private var visibility: Binding<NavigationSplitViewVisibility>?
    private var shownVisibility: NavigationSplitViewVisibility?
    /// In the collapsed layout, the column shown (an index into ``columns``).
    private var shownColumn = 0
    private var collapsed = false
    private var separators: [Int] = []

    func update(hasContent: Bool, visibility: Binding<NavigationSplitViewVisibility>?) -> Invalidation {
        var changed: Invalidation = hasContent != self.hasContent ? [.layout, .paint] : []
        self.hasContent = hasContent
        self.visibility = visibility
        if let visibility, follow(key: visibility.trackingKey, shown: &shownVisibility, { visibility.wrappedValue }) {
            changed = [.layout, .paint]
        }
        return changed
    }

    @_spi(ShojiRuntime) public override func modifyEnvironment(_ environment: inout EnvironmentValues) {
        environment.splitView = SplitViewReference(node: node)
    }

    /// The columns' nodes, sidebar first.
    private var columns: [ViewNode] {
        [0, 1, 2].compactMap { key in node.children.first { $0.key == .index(key) } }
    }

    /// The columns shown when there is room, by `columnVisibility`.
    private var visibleColumns: [ViewNode] {
        let all = columns
        switch shownVisibility ?? .automatic {
        case .detailOnly: return Array(all.suffix(1))
        case .doubleColumn: return Array(all.suffix(2))
        default: return all
        }
    }

    @_spi(ShojiRuntime) public override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        Size(
            width: proposal.width.map(ProposedSize.normalized) ?? 80,
            height: proposal.height.map(ProposedSize.normalized) ?? 24)
    }

    @_spi(ShojiRuntime) public override func place(in rect: Rect, children: [ViewNode]) {
        let visible = visibleColumns
        let standard = min(32, max(16, rect.width / 4))
        // A column's `.navigationSplitViewColumnWidth` wins, within half the width.
        let widths = visible.dropLast().map { column in
            SplitColumnWidthBehavior.find(in: column).map { min($0, max(8, rect.width / 2)) } ?? standard
        }
        collapsed = rect.width - widths.reduce(0) { $0 + $1 + 1 } < 30 && visible.count > 1
        separators = []
        let all = columns
        func hide(_ column: ViewNode) {
            column.place(in: Rect(x: rect.minX, y: rect.minY, width: 0, height: 0))
        }
        if collapsed {
            shownColumn = min(max(0, shownColumn), all.count - 1)
            for (index, column) in all.enumerated() {
                if index == shownColumn { column.place(in: rect) } else { hide(column) }
            }
            return
        }
        var x = rect.minX
        for column in all where !visible.contains(where: { $0 === column }) { hide(column) }
        for (index, column) in visible.enumerated() {
            let width = index == visible.count - 1 ? max(0, rect.maxX - x) : widths[index]
            column.place(in: Rect(x: x, y: rect.minY, width: width, height: rect.height))
            x += width
            if index < visible.count - 1 {
                separators.append(x)
                x += 1
            }
        }
    }

    @_spi(ShojiRuntime) public override func draw(in canvas: CellCanvas) {
        let frame = node.frame
        for x in separators {
            canvas.fill(
                Rect(x: x, y: frame.minY, width: 1, height: frame.height), with: "│",
                style: CellStyle(attributes: [.dim]))
        }
    }

    /// A row was chosen in `source` (a list in one of the columns): in the collapsed layout, the next
    /// column shows; with `movingFocus` (Enter on a sidebar's row), focus goes into the next column too,
    /// as → takes it there. (Arrows in a column only move in it: the detail changes, focus stays.)
    func columnActivated(from source: ViewNode, movingFocus: Bool = false) {
        guard let index = columns.firstIndex(where: { source.isDescendant(of: $0) || source === $0 }),
            index + 1 < columns.count
        else { return }
        if collapsed { show(column: index + 1) }
        if movingFocus { node.graph.focus.requestFocus(inside: columns[index + 1]) }
    }

    /// Where a navigation link in `source`'s column shows its destination: the next column's stack (a
    /// link in the sidebar shows its destination in the detail, as on iPad and macOS), or `nil` for a
    /// link in the last column, which pushes onto its own.
    func destinationStack(for source: ViewNode) -> NavigationStackBehavior? {
        let all = columns
        guard let index = all.firstIndex(where: { source.isDescendant(of: $0) }), index + 1 < all.count else {
            return nil
        }
        return all[index + 1].behavior as? NavigationStackBehavior
    }

    private func show(column: Int) {
        shownColumn = column
        node.setNeedsRelayoutInPlace()
        node.setNeedsPaint()
    }

    @_spi(ShojiRuntime) public override func handleKey(_ key: KeyPress) -> Bool {
        guard collapsed else { return false }
        switch key.key {
        case .right where shownColumn + 1 < columns.count:
            show(column: shownColumn + 1)
        case .left where shownColumn > 0, .escape where shownColumn > 0:
            show(column: shownColumn - 1)
        default:
            return false
        }
        return true
    }
}

/// A reference to the nearest split view, passed down the environment.
typealias SplitViewReference = AncestorReference<NavigationSplitBehavior>

private struct SplitViewKey: EnvironmentKey {
    static let defaultValue: SplitViewReference? = nil
}

extension EnvironmentValues {
    var splitView: SplitViewReference? {
        get { self[SplitViewKey.self] }
        set { self[SplitViewKey.self] = newValue }
    }
}

/// How a split view's columns share the width (accepted; a terminal uses one layout).
public protocol NavigationSplitViewStyle {}
/// Columns side by side.
public struct BalancedNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
/// The detail keeps its size.
public struct ProminentDetailNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }
/// The platform's default.
public struct AutomaticNavigationSplitViewStyle: NavigationSplitViewStyle { public init() {} }

extension NavigationSplitViewStyle where Self == BalancedNavigationSplitViewStyle {
    public static var balanced: BalancedNavigationSplitViewStyle { BalancedNavigationSplitViewStyle() }
}
extension NavigationSplitViewStyle where Self == ProminentDetailNavigationSplitViewStyle {
    public static var prominentDetail: ProminentDetailNavigationSplitViewStyle {
        ProminentDetailNavigationSplitViewStyle()
    }
}
extension NavigationSplitViewStyle where Self == AutomaticNavigationSplitViewStyle {
    public static var automatic: AutomaticNavigationSplitViewStyle { AutomaticNavigationSplitViewStyle() }
}

extension View {
    /// Accepted: a terminal's split view shares the width one way.
    public func navigationSplitViewStyle<S: NavigationSplitViewStyle>(_ style: S) -> Self { self }
    /// Sets the width of this column of a `NavigationSplitView`, in points (8 to a column); the detail
    /// column takes the rest. Without it a column takes a quarter of the width (16 to 32 columns).
    public func navigationSplitViewColumnWidth(_ width: CGFloat) -> ModifiedContent<Self, SplitColumnWidthModifier> {
        modifier(SplitColumnWidthModifier(ideal: width, minimum: nil, maximum: nil))
    }

    /// Sets the width of this column of a `NavigationSplitView`: `ideal`, kept between `min` and `max`
    /// (points, 8 to a column).
    public func navigationSplitViewColumnWidth(min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil)
        -> ModifiedContent<Self, SplitColumnWidthModifier>
    {
        modifier(SplitColumnWidthModifier(ideal: ideal, minimum: min, maximum: max))
    }
}

/// A column's width in a `NavigationSplitView` (`.navigationSplitViewColumnWidth`).
public struct SplitColumnWidthModifier: ViewModifier {
    public typealias Body = Never
    let ideal: CGFloat
    let minimum: CGFloat?
    let maximum: CGFloat?
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { SplitColumnWidthBehavior(self) }
}

/// Holds a column's width for its split view to read.
/// The trait `.navigationSplitViewColumnWidth` hands its split view: the column's width in cells.
enum SplitColumnWidthTrait {}

final class SplitColumnWidthBehavior: ModifierBehavior<SplitColumnWidthModifier> {
    override var isTransparent: Bool { true }

    override func traitValue(_ key: ObjectIdentifier) -> Any? {
        key == ObjectIdentifier(SplitColumnWidthTrait.self) ? cells : nil
    }

    override func changes(from old: SplitColumnWidthModifier, to new: SplitColumnWidthModifier) -> Invalidation {
        old.ideal == new.ideal && old.minimum == new.minimum && old.maximum == new.maximum ? [] : [.layout]
    }

    /// The width in cells.
    var cells: Int {
        let m = modifier
        var points = m.ideal
        if let low = m.minimum { points = Swift.max(points, low) }
        if let high = m.maximum { points = Swift.min(points, high) }
        guard points.isFinite else { return 0 }
        return Swift.max(1, Int((points / CellMetrics.pointsPerColumn).rounded()))
    }

    /// The width, in cells, a width modifier near the top of a column's content (within its first levels)
    /// asks for, if any (read as the modifier's trait).
    static func find(in column: ViewNode) -> Int? {
        let key = ObjectIdentifier(SplitColumnWidthTrait.self)
        var level = [column]
        for _ in 0..<8 {
            var next: [ViewNode] = []
            for n in level {
                if let width = n.behavior.traitValue(key) as? Int { return width }
                next.append(contentsOf: n.children.prefix(4))
            }
            guard !next.isEmpty else { return nil }
            level = Array(next.prefix(16))
        }
        return nil
    }
}

@_spi(ShojiRuntime) extension SplitColumnWidthModifier: PrimitiveModifier {}
