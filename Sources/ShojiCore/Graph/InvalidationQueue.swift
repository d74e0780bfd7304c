import Foundation

/// Identifies one body evaluation of one node: what an observation's `onChange` reports.
///
/// A node re-registers its tracking on every evaluation; an older registration that fires later carries
/// an older `generation` and is ignored.
@_spi(ShojiRuntime) public struct InvalidationToken: Sendable, Hashable {
    let nodeID: Int
    let generation: UInt64
    /// Whether the registration watched the closures that build the node's children (``ViewNode/
    /// trackingChildren(_:)``), which keeps a generation of its own.
    @_spi(ShojiRuntime) public var children = false
    /// Whether the token comes from an `objectWillChange` subscription, which lasts as long as the
    /// node holds the object (not one evaluation): its generation is not compared.
    var subscription = false
    /// Whether the token comes from a `@State` box the window read (``StateReads``), not from an
    /// Observation registration: the node's registration, if it made one, is still waiting.
    var state = false
}

/// Collects invalidations from `withObservationTracking`'s `onChange`, which runs on whatever thread
/// wrote the property, *before* the new value is stored. It only records the node and asks for one frame;
/// the frame (on the main actor) re-evaluates. Any number of writes before that frame produce one frame.
///
/// Its fields are touched only under `lock`, by assignments and appends that call nothing: no two accesses
/// can overlap, so they skip Swift's run-time exclusivity check (`@exclusivity(unchecked)`, as in
/// ``ViewNode``).
@_spi(ShojiRuntime) public final class InvalidationQueue: @unchecked Sendable {
    private let lock = NSLock()
    @exclusivity(unchecked) private var tokens: [InvalidationToken] = []
    /// What each token's registration saw change (same order; `nil` when it did not say).
    @exclusivity(unchecked) private var changes: [ObservedChange?] = []
    @exclusivity(unchecked) private var firstInvalidation: UInt64?
    @exclusivity(unchecked) private var frameRequested = false
    @exclusivity(unchecked) private var fired = 0
    private let requestFrame: (@Sendable () -> Void)?
    /// The thread the graph runs on (the one that made the queue: the main actor's).
    private let ownerThread = pthread_self()
    /// Releases what an invalidated body produced (``ViewGraph/releaseStaleOutput(for:)``), through the
    /// graph's releaser, held weakly (a model that outlives the graph keeps its registrations, and with
    /// them this queue). Set once, on the owner thread, and called only there: it is the main actor's
    /// function seen as a plain one (``ViewGraph``'s init), so the call checks no executor.
    @exclusivity(unchecked) var releaseStaleOutput: ((InvalidationToken) -> Void)?

    /// - Parameter requestFrame: called (on the writer's thread) once per batch of invalidations, to get a
    ///   frame scheduled on the main actor. `nil` for hosts that render synchronously (tests).
    @_spi(ShojiRuntime) public init(requestFrame: (@Sendable () -> Void)?) {
        self.requestFrame = requestFrame
    }

    /// Records that the node behind `token` must be evaluated again, and what changed when known.
    func invalidate(_ token: InvalidationToken, change: ObservedChange? = nil) {
        lock.lock()
        fired += 1
        tokens.append(token)
        changes.append(change)
        if firstInvalidation == nil { firstInvalidation = Clock.now() }
        let ask = !frameRequested
        frameRequested = true
        lock.unlock()
        if ask { requestFrame?() }
        // A body's own window, invalidated on the graph's thread (a key's action writing a model): the
        // graph may let go of what the body produced before the write goes on (see StaleOutputRelease).
        if !token.children && !token.subscription && !token.state && pthread_equal(pthread_self(), ownerThread) != 0,
            let release = releaseStaleOutput
        {
            release(token)
        }
    }

    /// Marks the start of a frame that no invalidation started (an input event, a resize).
    func noteActivity() {
        lock.lock()
        if firstInvalidation == nil { firstInvalidation = Clock.now() }
        lock.unlock()
    }

    /// Moves every pending token, and what its registration saw change, to the end of `tokens` and
    /// `changes`, and returns the time of the first one.
    ///
    /// Into the caller's arrays, which it keeps from frame to frame: handing out this queue's own arrays
    /// made them shared, so emptying them here allocated new ones — two allocations per drain, four drains
    /// a frame, even when nothing was pending.
    func drain(into tokens: inout [InvalidationToken], changes: inout [ObservedChange?]) -> UInt64? {
        lock.lock()
        defer { lock.unlock() }
        let first = firstInvalidation
        if !self.tokens.isEmpty {
            tokens.append(contentsOf: self.tokens)
            changes.append(contentsOf: self.changes)
            self.tokens.removeAllKeepingStorage()
            self.changes.removeAllKeepingStorage()
        }
        firstInvalidation = nil
        frameRequested = false
        return first
    }

    /// How many registrations have fired since start.
    var firedCount: Int {
        lock.lock()
        defer { lock.unlock() }
        return fired
    }

    /// Whether anything is waiting.
    @_spi(ShojiRuntime) public var isEmpty: Bool {
        lock.lock()
        defer { lock.unlock() }
        return tokens.isEmpty
    }
}
