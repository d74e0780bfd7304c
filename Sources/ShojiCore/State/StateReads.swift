import Foundation
import Synchronization

/// Follows which tracking windows read each `@State` value, without the Observation module.
///
/// SwiftUI's `@State` is not observable either: the framework itself notes which view read it. Here a
/// node's window (its body, a control's read of its binding, the closures that build its children) names
/// itself in a per-thread slot while it runs; a ``StateBox`` read while the slot is set notes that window's
/// token, and a write hands every noted token to its graph's invalidation queue. That is what Observation
/// did for a box, at a fraction of the cost — its access list of sets, its registration in the box's
/// registrar, the cancel of the whole registration when one value changes (~15,000 instructions of a
/// counter's key) — and a window that reads only `@State` makes no Observation registration at all.
///
/// The slot is per thread: a window runs on the main thread, and a read on another thread (a task
/// reading a binding) notes nothing, as a read outside any window never did.
enum StateReads {
    /// Whether writes describe themselves (``ObservedChange``) for the causes: from the first graph that
    /// records causes on.
    nonisolated(unsafe) static var recordsChanges = false

    /// The per-thread slot: the window running on this thread, unretained (the caller of
    /// ``reading(in:token:_:)`` keeps it alive while it is set).
    private static let slot: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key, nil)
        return key
    }()

    /// The window running on this thread, if any.
    @inline(__always)
    static var current: StateReadWindow? {
        guard let pointer = pthread_getspecific(slot) else { return nil }
        return Unmanaged<StateReadWindow>.fromOpaque(pointer).takeUnretainedValue()
    }

    /// Runs `body` with `@State` reads on this thread noting `token` in `window`'s queue, then puts back
    /// whatever window was running before (windows can nest: a test's, a graph inside another's).
    @inline(__always)
    static func reading<T>(in window: StateReadWindow, token: InvalidationToken, _ body: () -> T) -> T {
        let previousToken = window.token
        let previous = pthread_getspecific(slot)
        window.token = token
        pthread_setspecific(slot, Unmanaged.passUnretained(window).toOpaque())
        defer {
            pthread_setspecific(slot, previous)
            window.token = previousToken
        }
        return withExtendedLifetime(window) { body() }
    }
}

/// The windows of one graph, as ``StateReads`` names them: where their tokens go, and the token of the
/// one running now.
@_spi(ShojiRuntime) public final class StateReadWindow: @unchecked Sendable {
    /// Where a write sends the tokens of the windows that read the value.
    let queue: InvalidationQueue
    /// The token of the window running now (set by ``StateReads/reading(in:token:_:)``, main thread).
    var token = InvalidationToken(nodeID: -1, generation: 0)
    /// Tells whether a token still names a node's current window, to drop stale readers from a box that is
    /// read by many windows and seldom written. The graph sets it and clears it when it goes; only called
    /// on the main thread, from a read inside one of the graph's windows.
    var isCurrent: (@MainActor (InvalidationToken) -> Bool)?

    /// A window set reporting to `queue`.
    init(queue: InvalidationQueue) {
        self.queue = queue
    }
}

/// One window that read a box: its node, which of the node's windows, and that window's generation.
struct StateReader {
    /// The graph the window belongs to.
    let window: StateReadWindow
    /// The token the window had when it read (``InvalidationToken/state`` set).
    var token: InvalidationToken

    /// Whether `other` is the same window of the same node (a later generation replaces an earlier one).
    @inline(__always)
    func isSameWindow(as other: InvalidationToken, in window: StateReadWindow) -> Bool {
        token.nodeID == other.nodeID && token.children == other.children && self.window === window
    }
}

/// Identifies a reader among many: the graph, the node, which of its windows.
struct ReaderKey: Hashable {
    let window: ObjectIdentifier
    let nodeID: Int
    let children: Bool
}

/// What every ``StateBox`` shares whatever its value: its property's name and the windows that read it,
/// kept by a lock (a write may come from any thread).
///
/// Most boxes are read by one window: that one is kept in ``first``, so noting and taking it allocate
/// nothing. More readers go in a dictionary by window, so a box read by thousands of rows notes each in
/// constant time; when it has grown to twice its size after the last sweep, readers whose windows have
/// moved on are dropped (a box read by rows scrolled past and never written would otherwise keep them all).
@_spi(ShojiRuntime) public class StateReaders: @unchecked Sendable {
    /// The `@State` property's name (`count` for `@State var count`), for the causes of evaluations.
    @_spi(ShojiRuntime) public var name: String?
    private let locked = Atomic<Bool>(false)
    @exclusivity(unchecked) private var first: StateReader?
    @exclusivity(unchecked) private var more: [ReaderKey: StateReader] = [:]
    @exclusivity(unchecked) private var sweepAt = 64
    /// The type of the value in the box (``StateBox`` is the one subclass, and final): a node's slot is
    /// told to be a `StateBox<Value>` by comparing this, where a cast to the generic class would look its
    /// metadata up in the runtime's tables (about 420 instructions) on every evaluation.
    final let valueType: ObjectIdentifier

    /// A box whose value has type `valueType`.
    init(valueType: Any.Type) { self.valueType = ObjectIdentifier(valueType) }

    /// Takes the lock (a spin lock: what it guards calls nothing that could wait on it).
    @inline(__always)
    final func lock() {
        while !locked.compareExchange(expected: false, desired: true, ordering: .acquiring).exchanged {
            sched_yield()
        }
    }

    /// Lets go of the lock.
    @inline(__always)
    final func unlock() {
        locked.store(false, ordering: .releasing)
    }

    /// Notes that the window running now (`window`, with its current token) read the value. Call with the
    /// lock held.
    final func noteRead(by window: StateReadWindow) {
        var token = window.token
        token.state = true
        if let known = first, known.isSameWindow(as: token, in: window) {
            first!.token = token
            return
        }
        if first == nil && more.isEmpty {
            first = StateReader(window: window, token: token)
            return
        }
        let key = ReaderKey(window: ObjectIdentifier(window), nodeID: token.nodeID, children: token.children)
        more[key] = StateReader(window: window, token: token)
        if more.count >= sweepAt { sweep() }
    }

    /// Drops the readers whose windows have moved on (their tokens would be ignored anyway).
    private func sweep() {
        more = more.filter { entry in
            guard let isCurrent = entry.value.window.isCurrent else { return false }
            return MainActor.assumeIsolated { isCurrent(entry.value.token) }
        }
        sweepAt = max(64, more.count * 2)
    }

    /// Takes every reader noted so far (the next write notifies only the windows that read again). Call
    /// with the lock held.
    final func takeReaders() -> (StateReader?, [ReaderKey: StateReader]) {
        let taken = (first, more)
        first = nil
        if !more.isEmpty { more = [:] }
        return taken
    }

    /// Sends each of `readers`' tokens to its graph's queue, with what changed when causes are recorded.
    final func notify(_ readers: (StateReader?, [ReaderKey: StateReader])) {
        guard readers.0 != nil || !readers.1.isEmpty else { return }
        var change: ObservedChange?
        if StateReads.recordsChanges {
            var described = ObservedChange(keyPath: nil, stateName: name, at: Clock.now())
            described.state = true
            described.write = ObservedWrites.current
            change = described
        }
        if let reader = readers.0 { reader.window.queue.invalidate(reader.token, change: change) }
        for reader in readers.1.values { reader.window.queue.invalidate(reader.token, change: change) }
        if change != nil { ObservedWrites.advance() }
    }

    /// How many windows are noted (for tests).
    var readerCount: Int {
        lock()
        defer { unlock() }
        return (first == nil ? 0 : 1) + more.count
    }
}
