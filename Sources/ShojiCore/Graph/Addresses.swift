/// The addresses of values, for code that reads them in place (``View/inPlace(_:_:)``,
/// ``ViewComparator``).
///
/// These helpers are `nonisolated` on purpose. A closure written inside `@MainActor` code and handed to
/// the standard library's `withUnsafePointer(to:_:)` is isolated to the main actor, and because the
/// standard library is not compiled with strict concurrency checking, Swift 6 gives such a closure a
/// dynamic check that it runs on the main actor (SE-0423): a call to `swift_task_isCurrentExecutor` on
/// every entry. On the paths that open every view of every updated node, those checks were about 2 % of
/// a todo toggle's frame. Here the closures given to the standard library are not isolated, so they carry
/// no check; `body` is called synchronously, on the caller's actor.
enum Addresses {
    /// Calls `body` with the address of `value` seen as a `T` (the same type as `V`, which the caller has
    /// checked), without copying it. `body` must not mutate through the `inout`: the storage may be shared.
    @inline(__always)
    nonisolated static func withValue<V, T, R>(_ value: V, as _: T.Type, _ body: (inout T) -> R) -> R {
        withUnsafePointer(to: value) { pointer in
            pointer.withMemoryRebound(to: T.self, capacity: 1) { body(&UnsafeMutablePointer(mutating: $0).pointee) }
        }
    }

    /// Calls `body` with the addresses of `a` and `b`, without copying them.
    @inline(__always)
    nonisolated static func withPair<A, B, R>(_ a: A, _ b: B, _ body: (UnsafeRawPointer, UnsafeRawPointer) -> R)
        -> R
    {
        withUnsafePointer(to: a) { pa in
            withUnsafePointer(to: b) { pb in body(UnsafeRawPointer(pa), UnsafeRawPointer(pb)) }
        }
    }

    /// Calls `body` with the address of `value`, without copying it.
    @inline(__always)
    nonisolated static func withRaw<V, R>(_ value: V, _ body: (UnsafeRawPointer) -> R) -> R {
        withUnsafePointer(to: value) { body(UnsafeRawPointer($0)) }
    }

    /// Calls `body` with the addresses of `a` and `b` for changing them in place.
    @inline(__always)
    nonisolated static func withMutable<A, B, R>(
        _ a: inout A, _ b: inout B, _ body: (UnsafeMutablePointer<A>, UnsafeMutablePointer<B>) -> R
    ) -> R {
        withUnsafeMutablePointer(to: &a) { pa in withUnsafeMutablePointer(to: &b) { pb in body(pa, pb) } }
    }

    /// ``withMutable(_:_:_:)`` for three values.
    nonisolated static func withMutable<A, B, C, R>(
        _ a: inout A, _ b: inout B, _ c: inout C,
        _ body: (UnsafeMutablePointer<A>, UnsafeMutablePointer<B>, UnsafeMutablePointer<C>) -> R
    ) -> R {
        withUnsafeMutablePointer(to: &a) { pa in
            withUnsafeMutablePointer(to: &b) { pb in withUnsafeMutablePointer(to: &c) { pc in body(pa, pb, pc) } }
        }
    }
}
