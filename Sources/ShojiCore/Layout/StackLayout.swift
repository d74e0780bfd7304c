/// SwiftUI's stack layout along one axis, as pure functions of the children's measurements.
///
/// Each child is measured at its smallest and largest (proposing 0 and ∞ along the axis) once; the
/// difference is its flexibility. Children whose largest size fits in an equal share of the space get
/// it; the others are then offered space in order of increasing flexibility, each an equal share of
/// what is left, so rigid views (text) get what they need and flexible ones (spacers,
/// `frame(maxWidth: .infinity)`) share the rest. The flexibilities are computed before the sort, never
/// inside it.
@_spi(ShojiRuntime) public struct StackLayout: Equatable, Sendable {
    /// The stack's axis.
    @_spi(ShojiRuntime) public var axis: Axis
    /// Cross-axis alignment: 0 leading/top, 1 center, 2 trailing/bottom.
    @_spi(ShojiRuntime) public var alignment: Int
    /// Cells between children.
    @_spi(ShojiRuntime) public var spacing: Int

    private var cross: Axis { axis == .horizontal ? .vertical : .horizontal }

    private func proposal(main: Int?, cross value: Int?) -> ProposedSize {
        axis == .horizontal ? ProposedSize(width: main, height: value) : ProposedSize(width: value, height: main)
    }

    /// The sizes of `count` children for `proposal`, in child order; `measure(i, p)` is child `i`'s size
    /// for proposal `p` (a node's cached measurement).
    ///
    /// With `priorities` (`.layoutPriority`), children of a higher priority are offered space first:
    /// everything left after the smallest sizes of the lower-priority children, shared among them as
    /// below; then the next priority gets what is left, and so on.
    @_spi(ShojiRuntime) public func sizes(
        for proposal: ProposedSize, count n: Int, priorities: [Double]? = nil, measure: (Int, ProposedSize) -> Size
    ) -> [Size] {
        guard n > 0 else { return [] }
        let crossValue = proposal.value(along: cross).map(ProposedSize.normalized)
        guard let mainValue = proposal.value(along: axis).map(ProposedSize.normalized) else {
            return (0..<n).map { measure($0, self.proposal(main: nil, cross: crossValue)) }
        }
        if let priorities, priorities.count == n, Set(priorities).count > 1, mainValue < ProposedSize.infinity / 2 {
            var sizes = [Size](repeating: .zero, count: n)
            var remaining = max(0, mainValue - spacing * (n - 1))
            let smallest = (0..<n).map { measure($0, self.proposal(main: 0, cross: crossValue)).value(along: axis) }
            for priority in Set(priorities).sorted(by: >) {
                let group = (0..<n).filter { priorities[$0] == priority }
                let lower = (0..<n).filter { priorities[$0] < priority }.reduce(0) { $0 + smallest[$1] }
                let share = max(0, remaining - lower) + spacing * (group.count - 1)
                let groupSizes = self.sizes(
                    for: self.proposal(main: share, cross: crossValue), count: group.count,
                    measure: { measure(group[$0], $1) })
                for (k, i) in group.enumerated() {
                    sizes[i] = groupSizes[k]
                    remaining -= groupSizes[k].value(along: axis)
                }
            }
            return sizes
        }
        if n == 1 {
            // Nothing to share: the only child gets the whole proposal (and no probing, which keeps
            // nests of single-child stacks at one measurement per level).
            return [measure(0, self.proposal(main: mainValue, cross: crossValue))]
        }
        let available = mainValue == ProposedSize.infinity ? mainValue : max(0, mainValue - spacing * (n - 1))
        // Reserved and appended, not `[Size](repeating:count:)`: that allocates through the standard
        // library's unspecialized `_allocateBufferUninitialized`, which looks the storage class's metadata
        // up on every call (about 500 instructions, for each stack a frame measures).
        var sizes: [Size] = []
        sizes.reserveCapacity(n)
        for _ in 0..<n { sizes.append(.zero) }
        // The working lists — each child's flexibility and largest size, and the children still waiting
        // — share one temporary allocation, on the stack for any stack of a few dozen children: made as
        // arrays (and filtered, sorted and captured by closures) they were a dozen heap allocations for
        // every stack measured.
        withUnsafeTemporaryAllocation(of: Int.self, capacity: 3 * n) { buffer in
            guard let flexibility = buffer.baseAddress else { return }
            let largest = flexibility + n
            let pending = flexibility + 2 * n
            for i in 0..<n {
                let smallest = measure(i, self.proposal(main: 0, cross: crossValue)).value(along: axis)
                largest[i] = measure(i, self.proposal(main: ProposedSize.infinity, cross: crossValue)).value(
                    along: axis)
                flexibility[i] = largest[i] - smallest
                pending[i] = i
            }
            var pendingCount = n
            var remaining = available
            // First, every child whose largest size fits in an equal share of what is left gets exactly
            // that (repeating while that frees space for the others): equally flexible views are not cut
            // short just because they come first. (The children still waiting are kept in order, in
            // place.)
            var satisfiedSome = true
            while satisfiedSome && pendingCount > 0 && remaining < ProposedSize.infinity / 2 {
                satisfiedSome = false
                let share = max(0, remaining / pendingCount)
                var kept = 0
                for k in 0..<pendingCount {
                    let i = pending[k]
                    if largest[i] <= share {
                        let size = measure(i, self.proposal(main: largest[i], cross: crossValue))
                        sizes[i] = size
                        remaining -= size.value(along: axis)
                        satisfiedSome = true
                    } else {
                        pending[kept] = i
                        kept += 1
                    }
                }
                pendingCount = kept
            }
            // Then the rest, least flexible first (by index among equals), each offered an equal share of
            // what is left. Sorted in place by insertion: the order is total, so any sort gives it.
            for k in 0..<pendingCount {
                let i = pending[k]
                var j = k
                while j > 0 {
                    let previous = pending[j - 1]
                    let before =
                        flexibility[previous] != flexibility[i] ? flexibility[previous] < flexibility[i] : previous < i
                    if before { break }
                    pending[j] = previous
                    j -= 1
                }
                pending[j] = i
            }
            // Children that grow without bound (spacers, colors, `frame(maxWidth: .infinity)`) come last
            // and are set aside at their smallest size meanwhile, so a text beside a spacer is not cut short
            // while the row has room for it.
            var reserved = 0
            var leftBounded = 0
            for k in 0..<pendingCount {
                let i = pending[k]
                if largest[i] >= ProposedSize.infinity / 2 {
                    reserved += measure(i, self.proposal(main: 0, cross: crossValue)).value(along: axis)
                } else {
                    leftBounded += 1
                }
            }
            var left = pendingCount
            for k in 0..<pendingCount {
                let i = pending[k]
                let unbounded = largest[i] >= ProposedSize.infinity / 2
                let share: Int
                if remaining >= ProposedSize.infinity / 2 {
                    share = ProposedSize.infinity
                } else if unbounded {
                    share = max(0, remaining / left)
                } else {
                    share = max(0, (remaining - reserved) / leftBounded)
                }
                let size = measure(i, self.proposal(main: share, cross: crossValue))
                sizes[i] = size
                remaining -= size.value(along: axis)
                left -= 1
                if unbounded {
                    reserved -= measure(i, self.proposal(main: 0, cross: crossValue)).value(along: axis)
                } else {
                    leftBounded -= 1
                }
            }
        }
        return sizes
    }

    /// The stack's own size, from its children's sizes.
    @_spi(ShojiRuntime) public func size(of sizes: [Size]) -> Size {
        guard !sizes.isEmpty else { return .zero }
        // One loop, no array of the cross sizes (an allocation per stack measured).
        var main = spacing * (sizes.count - 1)
        var crossSize = 0
        for size in sizes {
            main += size.value(along: axis)
            crossSize = max(crossSize, size.value(along: cross))
        }
        return Size(along: axis, main, across: crossSize)
    }

    /// The children's frames inside `rect`, from their sizes: one after another along the axis, aligned
    /// across it.
    @_spi(ShojiRuntime) public func frames(in rect: Rect, sizes: [Size]) -> [Rect] {
        var offset = firstOffset(in: rect)
        return sizes.map { size in
            defer { offset = nextOffset(after: size, at: offset) }
            return frame(of: size, at: offset, in: rect)
        }
    }

    /// Where the first child's frame starts along the axis, in `rect`.
    @_spi(ShojiRuntime) public func firstOffset(in rect: Rect) -> Int {
        axis == .horizontal ? rect.minX : rect.minY
    }

    /// Where the next child's frame starts along the axis after a child of `size` placed at `offset`.
    @_spi(ShojiRuntime) public func nextOffset(after size: Size, at offset: Int) -> Int {
        offset + size.value(along: axis) + spacing
    }

    /// The frame of a child of `size` placed at `offset` along the axis in `rect` (aligned across it):
    /// one element of ``frames(in:sizes:)``, for a caller that places children one by one without an
    /// array of frames.
    @_spi(ShojiRuntime) public func frame(of size: Size, at offset: Int, in rect: Rect) -> Rect {
        let crossStart = axis == .horizontal ? rect.minY : rect.minX
        let crossLength = rect.size.value(along: cross)
        let childCross = size.value(along: cross)
        let c = crossStart + max(0, (crossLength - childCross) * alignment / 2)
        let main = size.value(along: axis)
        return axis == .horizontal
            ? Rect(x: offset, y: c, width: main, height: childCross)
            : Rect(x: c, y: offset, width: childCross, height: main)
    }

    /// Creates a value with every stored property given (the memberwise initializer, public).
    @_spi(ShojiRuntime) public init(axis: Axis, alignment: Int, spacing: Int) {
        self.axis = axis
        self.alignment = alignment
        self.spacing = spacing
    }
}
