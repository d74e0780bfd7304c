@_spi(SwiftUI) import Observation

/// `withObservationTracking`, called from code that runs on the main actor without the check a
/// main-actor closure handed to the Observation module would carry.
///
/// A closure written in `@MainActor` code and passed to a module not compiled with strict concurrency
/// checking — Observation, like the standard library — gets a dynamic check that it runs on the main
/// actor (SE-0423): a call to `swift_task_isCurrentExecutor` each time it runs, 200 instructions, once
/// per tracking window. Here the closures handed to Observation are formed in a `nonisolated` function,
/// so they carry none; `apply` runs synchronously, on the caller's actor, as it did. (The same reason as
/// ``Addresses``.)
enum Tracking {
    /// `withObservationTracking(apply, onChange:)`, saying whether it made a registration: whether
    /// `apply` read anything observable.
    ///
    /// `withObservationTracking` evaluates its `onChange` argument (an autoclosure) only when it installs
    /// a registration, which it does only when something was read; `makeOnChange` runs inside it, so
    /// `registered` says so (and a window that read nothing allocates no closure). Were the argument
    /// evaluated every time, `registered` would always be true: more registrations, never a missed one.
    @inline(__always)
    nonisolated static func track<T>(
        _ apply: () -> T, registered: inout Bool, onChange makeOnChange: () -> @Sendable () -> Void
    ) -> T {
        withObservationTracking(
            { apply() },
            onChange: {
                registered = true
                return makeOnChange()
            }())
    }

    /// `withObservationTracking(apply, willSet:didSet:)`: the variant that says which key path changed.
    @inline(__always)
    nonisolated static func track<T>(
        _ apply: () -> T, willSet: @escaping @Sendable (ObservationTracking) -> Void,
        didSet: @escaping @Sendable (ObservationTracking) -> Void
    ) -> T {
        withObservationTracking({ apply() }, willSet: willSet, didSet: didSet)
    }
}
