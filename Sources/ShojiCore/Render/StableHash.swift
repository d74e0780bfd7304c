/// FNV-1a, 64 bits: a hash that is the same in every run (Swift's `Hasher` is seeded per process), for
/// what is kept in files or must not change between runs — a session's screen hashes, a named colour.
enum StableHash {
    /// The hash of `text`'s UTF-8 bytes.
    static func fnv1a(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }
}
