/// Warnings about performance cliffs, raised once per cause with the name of the view to change.
///
/// - A container that is not lazy building thousands of children (a `ForEach` in a `VStack`): use
///   `List` or `LazyVStack`, which build only what is visible.
/// - One change invalidating many views of the same type: each of them reads the changed property — often
///   a whole collection read by a view that shows one element of it.
/// - A frame over 16 ms (it misses a 60 Hz refresh), with the views it evaluated.
///
/// Warnings go into the frame's ``FrameStats/warnings`` (so `SHOJI_STATS` records them) and the overlay's
/// HUD shows the latest.
@MainActor
final class PerformanceWarnings {
    /// Children above which a non-lazy container is a cliff.
    static let eagerChildrenLimit = 1_000
    /// Views of one type invalidated by one change above which it is a cliff.
    static let fanOutLimit = 20
    /// Frame time above which it is a cliff, in microseconds.
    static let slowFrameMicros = 16_000

    private var raised: Set<String> = []
    private(set) var latest: String?

    /// Raises `message` once for `cause`; returns it if it is new.
    func raise(_ cause: String, _ message: String, into stats: inout FrameStats) {
        guard raised.insert(cause).inserted else { return }
        stats.warnings.append(message)
        latest = message
    }
}
