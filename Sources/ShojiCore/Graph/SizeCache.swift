/// The last few sizes a node reported, by proposal.
///
/// A stack measures each child with a few proposals per pass (smallest, largest, final); keeping them
/// makes every later pass over an unchanged subtree free, and keeps layout cost linear in depth.
@_spi(ShojiRuntime) public struct SizeCache {
    @_spi(ShojiRuntime) public private(set) var entries: [(ProposedSize, Size)] = []
    private var next = 0
    private static let capacity = 16

    @_spi(ShojiRuntime) public subscript(proposal: ProposedSize) -> Size? {
        get {
            for entry in entries where entry.0 == proposal { return entry.1 }
            return nil
        }
        set {
            guard let size = newValue else { return }
            if entries.count < Self.capacity {
                entries.append((proposal, size))
            } else {
                holdsEveryProposal = false
                entries[next] = (proposal, size)
                next = (next + 1) % Self.capacity
            }
        }
    }

    @_spi(ShojiRuntime) public var isEmpty: Bool { entries.isEmpty }

    /// Whether the cache still holds every proposal it was given since it was last emptied (beyond its
    /// capacity it forgets the oldest).
    @_spi(ShojiRuntime) public private(set) var holdsEveryProposal = true

    /// How many times the cache was emptied: a measurement that emptied it (a form invalidating its
    /// rows, and through them itself) shows here.
    private(set) var clears = 0

    /// Replaces the size cached for the proposal at `index` of ``entries``.
    mutating func replaceSize(at index: Int, with size: Size) {
        entries[index].1 = size
    }

    @_spi(ShojiRuntime) public mutating func removeAll() {
        entries.removeAllKeepingStorage()
        next = 0
        holdsEveryProposal = true
        clears &+= 1
    }
}
