import Observation
import Synchronization

/// Lets a node end its own observation registrations.
///
/// Observation removes a registration only when something it observed changes. A node that opens a
/// new tracking window for another reason — its parent passed a new value, a lazy list realized other
/// rows — or that leaves the graph would leave its previous registration behind, held by every model
/// it read until one of them changes: for a value that never changes (a model object kept in
/// `@State` and handed to a sheet), forever, so memory grew with every sheet presented. So each tracking
/// window a node opens also reads one of these switches, and the node flips it when it opens the next
/// window of the same kind or unmounts. The old registration fires (its token is stale,
/// so nothing is evaluated again) and Observation removes it from every registrar it was in.
///
/// The token such a registration sends when it fires is stale by construction (the node has moved on to a
/// new generation, or left). Dropping it where it fires keeps it out of the invalidation queue: queued
/// after a frame's last drain it would ask for an empty frame (a wake-up of the main loop for nothing) and
/// date the next frame's start back to this one (a `TestHost`'s `frameMicros` after a page of new rows
/// read 11 ms against 3 ms of work). The registration's `onChange` asks ``isFlipping`` first.
///
/// Written by hand rather than with `@Observable`: the key path is made once. Registrations capture
/// their node's switches strongly (a small object that holds nothing back): a weak capture gave every
/// switches object a side table, which sends each of its retains and releases down the slow path.
///
/// One switch ends one kind of window (a node keeps one for its own window, one for its children's). Its
/// key path is the identity, `\.self`: the registrars hash a key path on every access, registration,
/// write and cancel, and hashing one walks its components (~550 instructions for `\.count`, a third of
/// that for the identity, which has none).
@_spi(ShojiRuntime) public final class TrackingSwitches: Observable, @unchecked Sendable {
    private let registrar = ObservationRegistrar()
    private let path: KeyPath<TrackingSwitches, TrackingSwitches> = \.self
    /// Whether ``flip()`` is ending the registration now. Atomic: the flip runs on the main thread, but a
    /// model written on another thread can fire the same registration there meanwhile.
    private let flipping = Atomic<Bool>(false)

    /// Registers the window being tracked now for ``flip()``.
    func observe() {
        registrar.access(self, keyPath: path)
    }

    /// Ends the registration of the last window that called ``observe()`` (if it has not fired already).
    func flip() {
        flipping.store(true, ordering: .sequentiallyConsistent)
        registrar.withMutation(of: self, keyPath: path) {}
        flipping.store(false, ordering: .sequentiallyConsistent)
    }

    /// Whether a registration firing now is being ended by ``flip()``: the window being replaced or left,
    /// whose token is stale. (While a flip runs, the only registration there can be is the one it ends:
    /// the next window opens after it.)
    var isFlipping: Bool { flipping.load(ordering: .sequentiallyConsistent) }
}
