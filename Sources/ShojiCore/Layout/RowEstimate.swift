/// Where the rows of a lazy stack are, before most of them were ever measured: measured rows count
/// exactly, every other row counts as the average of the measured ones (or one line and the spacing,
/// before any was measured). Pure: the lazy stack records what it measures and asks where rows go.
@_spi(ShojiRuntime) public struct RowEstimate: Equatable, Sendable {
    /// Measured lengths along the axis (including the spacing after the row), by row index.
    @_spi(ShojiRuntime) public private(set) var known: [Int: Int] = [:]
    private(set) var knownTotal = 0
    /// Cells between rows.
    @_spi(ShojiRuntime) public var spacing = 0

    /// Forgets every measurement (the rows changed).
    @_spi(ShojiRuntime) public mutating func reset() {
        known.removeAll()
        knownTotal = 0
    }

    /// Records row `index`'s length (its spacing included). Returns whether it changed.
    @discardableResult
    @_spi(ShojiRuntime) public mutating func record(_ length: Int, at index: Int) -> Bool {
        guard known[index] != length else { return false }
        knownTotal += length - (known[index] ?? 0)
        known[index] = length
        return true
    }

    /// The length of a row not measured yet.
    @_spi(ShojiRuntime) public var estimate: Int {
        known.isEmpty ? 1 + spacing : max(1, (knownTotal + known.count / 2) / known.count)
    }

    /// Where row `index` starts, from the stack's start.
    @_spi(ShojiRuntime) public func position(of index: Int) -> Int {
        var p = index * estimate
        for (i, length) in known where i < index { p += length - estimate }
        return p
    }

    /// The whole stack's length for `count` rows (no spacing after the last).
    @_spi(ShojiRuntime) public func totalLength(count: Int) -> Int {
        max(0, knownTotal + (count - known.count) * estimate - spacing)
    }

    /// The rows of `count` that meet the region from `lo` to `hi` (offsets from the stack's start),
    /// with `margin` more rows on each side.
    @_spi(ShojiRuntime) public func visibleRows(lo: Int, hi: Int, count: Int, margin: Int) -> Range<Int> {
        guard count > 0, hi > 0 else { return 0..<0 }
        var first = max(0, min(count - 1, lo / max(1, estimate)))
        while first > 0 && position(of: first) > lo { first -= 1 }
        while first < count - 1 && position(of: first + 1) <= lo { first += 1 }
        var last = first
        while last < count && position(of: last) < hi { last += 1 }
        return max(0, first - margin)..<min(count, last + margin)
    }

    /// Creates a value with every stored property given (the memberwise initializer, public).
    @_spi(ShojiRuntime) public init(known: [Int: Int] = [:], knownTotal: Int = 0, spacing: Int = 0) {
        self.known = known
        self.knownTotal = knownTotal
        self.spacing = spacing
    }
}
