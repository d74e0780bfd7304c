import Observation

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
/// Written by hand rather than with `@Observable`: the key paths are made once.
final class TrackingSwitches: Observable, @unchecked Sendable {
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
        case .own: registrar.withMutation(of: self, keyPath: ownPath) { ownCount &+= 1 }
        case .children: registrar.withMutation(of: self, keyPath: childrenPath) { childrenCount &+= 1 }
        }
    }
}
