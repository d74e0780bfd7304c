import Testing

@_spi(ShojiRuntime) @testable import ShojiCore

/// `removeAllKeepingStorage()`: the frame's lists are emptied in place, keeping their storage, with the
/// effect of `removeAll(keepingCapacity: true)`.
@Suite struct ArrayKeepingStorageTests {
    /// An element whose release can be seen.
    private final class Tracked {}

    @Test func emptiesAndKeepsTheStorage() {
        var list = [3, 1, 4, 1, 5]
        list.reserveCapacity(16)
        let storage = list.withUnsafeBufferPointer { $0.baseAddress }
        let capacity = list.capacity
        list.removeAllKeepingStorage()
        #expect(list.isEmpty)
        #expect(list.capacity == capacity)
        #expect(list.withUnsafeBufferPointer { $0.baseAddress } == storage, "the same storage, not a new array")
        list.append(9)
        #expect(list == [9])
    }

    @Test func releasesEveryElement() {
        var list = [Tracked(), Tracked(), Tracked()]
        weak var first = list[0]
        weak var last = list[2]
        list.removeAllKeepingStorage()
        #expect(first == nil && last == nil, "the elements are released, not left in the storage")
    }

    @Test func aSharedCopyKeepsItsElements() {
        var list = ["a", "b", "c"]
        let copy = list
        list.removeAllKeepingStorage()
        #expect(list.isEmpty)
        #expect(copy == ["a", "b", "c"])
    }

    @Test func anEmptyArrayStaysEmpty() {
        var list: [Int] = []
        list.removeAllKeepingStorage()
        #expect(list.isEmpty)
    }
}
