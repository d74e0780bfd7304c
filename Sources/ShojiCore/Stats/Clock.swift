import Foundation

/// A monotonic clock in nanoseconds.
@_spi(ShojiRuntime) public enum Clock {
    /// Nanoseconds since an arbitrary moment (`CLOCK_MONOTONIC`): for intervals, never for dates.
    @_spi(ShojiRuntime) public static func now() -> UInt64 {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return UInt64(ts.tv_sec) &* 1_000_000_000 &+ UInt64(ts.tv_nsec)
    }
}
