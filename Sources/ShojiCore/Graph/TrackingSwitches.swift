import Observation
import Synchronization

/// Lets a node end its own observation registrations.
///
/// Observation removes a registration only when something it observed changes. A node that opens a
/// new tracking window for another reason — its parent passed a new value, a lazy list realized other
/// rows — or that leaves the graph would leave its previous registration behind, held by every model
/// it read until one of them changes: for a value that never changes (a model object kept in
/// `@State` and handed to a sheet), forever, so memory grew with every sheet presented. So each tracking
/// window a node opens also reads one of these counters, and the node bumps that counter when it
/// opens the next window of the same kind or unmounts. The old registration fires (its token is stale,
/// so nothing is evaluated again) and Observation removes it from every registrar it was in.
///
/// The token such a registration sends when it fires is stale by construction (the node has moved on to a
/// new generation, or left). Dropping it where it fires keeps it out of the invalidation queue: queued
/// after a frame's last drain it would ask for an empty frame (a wake-up of the main loop for nothing) and
/// date the next frame's start back to this one (a `TestHost`'s `frameMicros` after a page of new rows
/// read 11 ms against 3 ms of work). The registration's `onChange` asks ``isFlipping(_:)`` first.
///
/// Written by hand rather than with `@Observable`: the key paths are made once. Registrations capture
/// their node's switches strongly (a small object that holds nothing back): a weak capture gave every
/// switches object a side table, which sends each of its retains and releases down the slow path.
@_spi(ShojiRuntime) public final class TrackingSwitches: Observable, @unchecked Sendable {
    /// The kinds of tracking window a node opens.
    enum Kind {
        /// The body's window, or a control's window on its binding.
        case own
        /// The window around the closures that build the children.
        case children
    }

    private let registrar = ObservationRegistrar()
    private var ownCount = 0
    private var childrenCount = 0
    private let ownPath: KeyPath<TrackingSwitches, Int> = \.own
    private let childrenPath: KeyPath<TrackingSwitches, Int> = \.children
    /// Whether ``flip(_:)`` is ending a registration of each kind now. Atomic: the flip runs on the main
    /// thread, but a model written on another thread can fire the same registration there meanwhile.
    private let flippingOwn = Atomic<Bool>(false)
    private let flippingChildren = Atomic<Bool>(false)

    private var own: Int { ownCount }
    private var children: Int { childrenCount }

    /// Registers the window being tracked now for ``flip(_:)`` of `kind`.
    func observe(_ kind: Kind) {
        registrar.access(self, keyPath: kind == .own ? ownPath : childrenPath)
    }

    /// Ends the registration of the last window of `kind` that called ``observe(_:)`` (if it has not
    /// fired already).
    func flip(_ kind: Kind) {
        switch kind {
        case .own:
            flippingOwn.store(true, ordering: .sequentiallyConsistent)
            registrar.withMutation(of: self, keyPath: ownPath) { ownCount &+= 1 }
            flippingOwn.store(false, ordering: .sequentiallyConsistent)
        case .children:
            flippingChildren.store(true, ordering: .sequentiallyConsistent)
            registrar.withMutation(of: self, keyPath: childrenPath) { childrenCount &+= 1 }
            flippingChildren.store(false, ordering: .sequentiallyConsistent)
        }
    }

    /// Whether a registration of `kind` firing now is being ended by ``flip(_:)``: the window of that
    /// kind being replaced or left, whose token is stale. (While a flip of one kind runs, the only
    /// registration of that kind there can be is the one it ends: the next window opens after it.)
    func isFlipping(_ kind: Kind) -> Bool {
        switch kind {
        case .own: flippingOwn.load(ordering: .sequentiallyConsistent)
        case .children: flippingChildren.load(ordering: .sequentiallyConsistent)
        }
    }
}
