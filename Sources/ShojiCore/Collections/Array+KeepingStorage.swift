extension Array {
    /// Removes every element and keeps the array's storage, for a list a frame fills and empties again.
    ///
    /// The same effect as `removeAll(keepingCapacity: true)` on an array no one else holds, in less code:
    /// that call replaces the whole range with an empty collection, a specialization of
    /// `replaceSubrange` for each element type with five cache lines of code on its path, and a frame
    /// empties lists of eight types (BENCHMARKS.md, issue 29: after a person's pause a key pays for each
    /// line of code it runs). Removing the elements from the end, one at a time, runs a line or two where
    /// it is inlined. Meant for the short lists a frame keeps (dirty nodes, damage, tokens, styles); a
    /// long array of bytes is emptied faster by `removeAll(keepingCapacity:)`. An array whose storage is
    /// shared is copied by the first removal, as by any mutation.
    @_spi(ShojiRuntime) @inlinable @inline(__always)
    public mutating func removeAllKeepingStorage() {
        while !isEmpty { removeLast() }
    }
}
