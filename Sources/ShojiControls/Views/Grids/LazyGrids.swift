import Foundation
@_spi(ShojiRuntime) import ShojiCore

/// A grid that fills its columns row by row (SwiftUI's `LazyVGrid`): `columns` describe the columns
/// (`.fixed`, `.flexible`, `.adaptive`), and the views fill them left to right, top to bottom.
///
/// ```swift
/// LazyVGrid(columns: [GridItem(.adaptive(minimum: 120))]) {
///     ForEach(cards) { CardView(card: $0) }
/// }
/// ```
///
/// Every cell is realized (the grid is not lazy in a terminal: grids here are small); focus moves
/// between cells with the arrow keys in both directions.
public struct LazyVGrid<Content: View>: View {
    let items: [GridItem]
    let alignment: HorizontalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a grid with these columns.
    public init(
        columns: [GridItem], alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        items = columns
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
}

/// A grid that fills its rows column by column (SwiftUI's `LazyHGrid`).
public struct LazyHGrid<Content: View>: View {
    let items: [GridItem]
    let alignment: VerticalAlignment
    let spacing: CGFloat?
    let content: Content

    /// Creates a grid with these rows.
    public init(
        rows: [GridItem], alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
    ) {
        items = rows
        self.alignment = alignment
        self.spacing = spacing
        self.content = content()
    }

    public var body: Never { primitiveBody(Self.self) }
}

/// Views pinned to a lazy stack's or grid's edges while scrolling (accepted).
public struct PinnedScrollableViews: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let sectionHeaders = PinnedScrollableViews(rawValue: 1)
    public static let sectionFooters = PinnedScrollableViews(rawValue: 2)
}

@_spi(ShojiRuntime) extension LazyVGrid: PrimitiveView {
    public func makeBehavior() -> FlowGridBehavior { FlowGridBehavior(axis: .horizontal) }
    public func update(_ behavior: FlowGridBehavior) -> Invalidation {
        behavior.update(items: items, alignment: alignment.fraction, spacing: spacing.map { CellMetrics.rows($0) } ?? 0)
    }
    public func children(into list: inout ChildList) { list.append(content, key: .index(0)) }
}

@_spi(ShojiRuntime) extension LazyHGrid: PrimitiveView {
    public func makeBehavior() -> FlowGridBehavior { FlowGridBehavior(axis: .vertical) }
    public func update(_ behavior: FlowGridBehavior) -> Invalidation {
        behavior.update(
            items: items, alignment: alignment.fraction, spacing: spacing.map { CellMetrics.columns($0) } ?? 1)
    }
    public func children(into list: inout ChildList) { list.append(content, key: .index(0)) }
}

/// Lays a lazy grid's cells out in tracks. `axis` is the axis the tracks divide: `.horizontal` for a
/// `LazyVGrid` (columns across, rows growing down), `.vertical` for a `LazyHGrid`.
@_spi(ShojiRuntime) public final class FlowGridBehavior: NodeBehavior {
    private let axis: Axis
    private var items: [GridItem] = []
    private var itemSizes: [(Double, Double)] = []
    private var alignment = 1
    private var spacing = 0

    init(axis: Axis) {
        self.axis = axis
    }

    func update(items: [GridItem], alignment: Int, spacing: Int) -> Invalidation {
        let sizes = items.map(\.size.cgSizes)
        let same =
            sizes.count == itemSizes.count && zip(sizes, itemSizes).allSatisfy { $0 == $1 }
            && items.map(\.spacing) == self.items.map(\.spacing)
        self.items = items
        guard !same || alignment != self.alignment || spacing != self.spacing else { return [] }
        itemSizes = sizes
        self.alignment = alignment
        self.spacing = spacing
        return [.layout, .paint]
    }

    private func along(_ size: Size) -> Int { axis == .horizontal ? size.width : size.height }
    private func across(_ size: Size) -> Int { axis == .horizontal ? size.height : size.width }

    /// The tracks and the lines (rows of a `LazyVGrid`) with their lengths, for `available` cells across.
    private func measure(_ children: [ViewNode], available: Int) -> (tracks: [GridLayout.Track], lines: [Int]) {
        let tracks = GridLayout.tracks(for: items, available: available, axis: axis)
        guard !tracks.isEmpty else { return ([], []) }
        var lines: [Int] = []
        for (index, child) in children.enumerated() {
            let track = tracks[index % tracks.count]
            let proposal =
                axis == .horizontal
                ? ProposedSize(width: track.size, height: nil) : ProposedSize(width: nil, height: track.size)
            let length = across(child.size(for: proposal))
            if index % tracks.count == 0 {
                lines.append(length)
            } else {
                lines[lines.count - 1] = max(lines.last!, length)
            }
        }
        return (tracks, lines)
    }

    private func trackGap(_ track: GridLayout.Track) -> Int { track.spacing ?? (axis == .horizontal ? 1 : 0) }

    @_spi(ShojiRuntime) public override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        let offered = axis == .horizontal ? proposal.width : proposal.height
        let available = offered.map(ProposedSize.normalized).map { $0 >= ProposedSize.infinity ? 80 : $0 } ?? 80
        let (tracks, lines) = measure(children, available: available)
        let crossLength = tracks.reduce(0) { $0 + $1.size } + tracks.dropLast().reduce(0) { $0 + trackGap($1) }
        let mainLength = lines.reduce(0, +) + spacing * max(0, lines.count - 1)
        return axis == .horizontal
            ? Size(width: max(crossLength, min(available, offered ?? 0)), height: mainLength)
            : Size(width: mainLength, height: max(crossLength, min(available, offered ?? 0)))
    }

    @_spi(ShojiRuntime) public override func place(in rect: Rect, children: [ViewNode]) {
        let available = axis == .horizontal ? rect.width : rect.height
        let (tracks, lines) = measure(children, available: available)
        guard !tracks.isEmpty else { return }
        let used = tracks.reduce(0) { $0 + $1.size } + tracks.dropLast().reduce(0) { $0 + trackGap($1) }
        var starts: [Int] = []
        var position = max(0, available - used) * alignment / 2
        for track in tracks {
            starts.append(position)
            position += track.size + trackGap(track)
        }
        var lineStart = 0
        for (index, child) in children.enumerated() {
            let t = index % tracks.count
            let line = index / tracks.count
            if t == 0 && line > 0 { lineStart += lines[line - 1] + spacing }
            let cell =
                axis == .horizontal
                ? Rect(x: rect.minX + starts[t], y: rect.minY + lineStart, width: tracks[t].size, height: lines[line])
                : Rect(x: rect.minX + lineStart, y: rect.minY + starts[t], width: lines[line], height: tracks[t].size)
            let size = child.size(for: ProposedSize(cell.size))
            let clamped = Size(width: min(size.width, cell.width), height: min(size.height, cell.height))
            child.place(in: (tracks[t].alignment ?? .center).place(clamped, in: cell))
        }
    }
}
