/// The storage behind one `@State` property: a box owned by the view's node.
///
/// A read inside a node's tracking window notes the window (``StateReads``); a write re-evaluates only
/// the windows that read the value since the last write. Writing a value equal to the current one (for
/// `Equatable` values) notifies no one. The box is not `Observable` — SwiftUI's `@State` is not either —
/// so a `@State` read costs Observation nothing, and a window that reads nothing else registers nothing.
///
/// The value is stored, and the readers taken, under one lock: a read noting its window either sees the
/// new value or is noted before the write takes the readers (and so is notified). A write may come from
/// any thread; the tokens go to the graph's queue, which schedules the frame on the main thread.
@_spi(ShojiRuntime) public final class StateBox<Value>: StateReaders, @unchecked Sendable {
    /// The value. Read whole (a copy), and swapped whole under the lock: no access to it runs any code
    /// of the app's (a written value is compared from a copy), so it skips the run-time exclusivity
    /// check.
    @exclusivity(unchecked) private var stored: Value

    /// `==` for `Value` when it is `Equatable`, made once per box: a write then compares with no dynamic
    /// cast and no lookup of the conformance (two casts per write were about 2 % of a typed key).
    private let isEqual: ((Value, Value) -> Bool)?

    @_spi(ShojiRuntime) public init(_ value: Value) {
        stored = value
        isEqual = StateBox.equality()
        super.init(valueType: Value.self)
    }

    /// `object` as the box of a `Value`, if it is one: compared by its value's type, with no cast to this
    /// generic class (see ``StateReaders/valueType``).
    @inline(__always)
    static func of(_ object: AnyObject?) -> StateBox? {
        guard let readers = object as? StateReaders, readers.valueType == ObjectIdentifier(Value.self) else {
            return nil
        }
        // `StateBox` is the only subclass of `StateReaders`, and final; its value type is `Value`.
        return unsafeDowncast(readers, to: StateBox.self)
    }

    @_spi(ShojiRuntime) public var value: Value {
        get {
            guard let window = StateReads.current else { return stored }
            lock()
            defer { unlock() }
            noteRead(by: window)
            return stored
        }
        set {
            let current = stored
            if isSame(current, newValue) { return }
            // The old value leaves after the lock is let go: its `deinit` may read this box.
            var old = newValue
            lock()
            swap(&stored, &old)
            let readers = takeReaders()
            unlock()
            notify(readers)
        }
    }

    private func isSame(_ a: Value, _ b: Value) -> Bool {
        isEqual?(a, b) ?? false
    }

    /// `Value`'s `==`, if it has one. Both arguments have type `Value`, which *is* `E`, so each is read
    /// as an `E` where it is stored (no copy, no cast).
    private static func equality() -> ((Value, Value) -> Bool)? {
        guard let equatable = Value.self as? any Equatable.Type else { return nil }
        func make<E: Equatable>(_: E.Type) -> (Value, Value) -> Bool {
            { a, b in
                Addresses.withPair(a, b) { pa, pb in
                    pa.assumingMemoryBound(to: E.self).pointee == pb.assumingMemoryBound(to: E.self).pointee
                }
            }
        }
        return make(equatable)
    }
}
