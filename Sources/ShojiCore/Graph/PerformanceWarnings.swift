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
    /// The cause a slow frame is raised under.
    static let slowFrameCause = "slow frame"

    private var raised: Set<String> = []
    private(set) var latest: String?

    /// Raises `message` once for `cause`; returns it if it is new.
    func raise(_ cause: String, _ message: String, into stats: inout FrameStats) {
        guard raised.insert(cause).inserted else { return }
        stats.warnings.append(message)
        latest = message
    }

    /// One batch of observation changes invalidated `nodes` (`changes[i]`, when recorded, is what
    /// invalidated `nodes[i]`'s registration): warns when one write invalidated many views of one type.
    /// Without recorded changes every invalidation of the batch counts as one write's.
    func checkFanOut(_ nodes: [ViewNode], changes: [ObservedChange?] = [], into stats: inout FrameStats) {
        // Fewer nodes than the limit cannot fan out: the usual frame (one or two views) costs no counting.
        guard nodes.count >= Self.fanOutLimit else { return }
        struct Group: Hashable {
            let type: ObjectIdentifier
            let write: UInt64
        }
        var perGroup: [Group: (count: Int, node: ViewNode)] = [:]
        for (i, node) in nodes.enumerated() where node.behavior.isComposite {
            let write = i < changes.count ? changes[i]?.write ?? 0 : 0
            perGroup[Group(type: node.viewType, write: write), default: (0, node)].count += 1
        }
        var warned: Set<ObjectIdentifier> = []
        for (group, entry) in perGroup where entry.count >= Self.fanOutLimit {
            guard warned.insert(group.type).inserted else { continue }
            // The type's name is made only for a warning: it is a string built from the type's metadata.
            let name = entry.node.typeName
            raise(
                "fan-out \(name)",
                "one change invalidated \(entry.count) \(name) views: each reads the changed property (a whole collection?); read only what the view shows",
                into: &stats)
        }
    }

    /// A frame took `micros`: warns when it missed a 60 Hz refresh, naming what it evaluated most.
    ///
    /// The message is built only the first time: each cause is raised once, and a program run under a
    /// profiler (valgrind) is slow on every frame, where building it would be most of what it measures
    /// beside the frame itself.
    func checkFrame(_ stats: inout FrameStats, micros: Int) {
        guard micros > Self.slowFrameMicros, !raised.contains(Self.slowFrameCause) else { return }
        let views = stats.evaluated.sorted { $0.value > $1.value }.prefix(3).map { "\($0.key)×\($0.value)" }
            .joined(separator: ", ")
        raise(
            Self.slowFrameCause,
            "a frame took \(micros / 1000) ms (over 16 ms)\(views.isEmpty ? "" : "; it evaluated \(views)")",
            into: &stats)
    }
}
