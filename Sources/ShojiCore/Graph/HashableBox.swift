/// A hashable value kept in a reference, so that the enums holding one — ``ElementID`` and ``ChildKey`` —
/// stay loadable.
///
/// `AnyHashable` holds an existential of a protocol that is not class-bound, which makes any enum with
/// such a payload address-only: every copy of a key (each comparison binds its payload) went through the
/// runtime's value witnesses, 35 instructions a copy and a dozen copies per node and update. A key that
/// holds a reference (or an `Int`, a `UUID`, a `String`) is copied by a retain at most.
///
/// A box made from a value of a known type (``TypedHashableBox``) keeps that type: two boxes of the same
/// type compare with the type's own `==`, where two `AnyHashable`s unbox both sides with a run-time cast
/// (about 2,000 instructions a comparison for an enum's case). Boxes of different types compare as
/// `AnyHashable`s do, so `1 as Int8` and `1 as Int` are still equal, and every box hashes as its
/// `AnyHashable` does.
@_spi(ShojiRuntime) public class HashableBox: Hashable, @unchecked Sendable {
    /// The value of a box made from an `AnyHashable`; `nil` in a ``TypedHashableBox``, which keeps its own.
    private let erased: AnyHashable?

    /// Boxes `value`.
    @_spi(ShojiRuntime) public init(_ value: AnyHashable) { erased = value }

    /// A box whose subclass keeps the value.
    init() { erased = nil }

    /// The value (immutable: the box is shared by every copy of its key).
    @_spi(ShojiRuntime) public var value: AnyHashable {
        // A typed box overrides this; a box made from an `AnyHashable` always has one. The fallback, its
        // own identity, is never reached.
        erased ?? AnyHashable(ObjectIdentifier(self))
    }

    /// The value as an `S`, or `nil` when it is not one (what `value.base as? S` gives).
    @_spi(ShojiRuntime) public func value<S>(as _: S.Type) -> S? { value.base as? S }

    /// Whether `other`, a box of this very class, holds an equal value.
    func hasEqualValue(sameClass other: HashableBox) -> Bool { value == other.value }

    /// Whether the two boxes hold equal values: by the values' own `==` when both boxes are of one class
    /// (for typed boxes, one value type), otherwise as `AnyHashable`s.
    public static func == (a: HashableBox, b: HashableBox) -> Bool {
        if a === b { return true }
        if ObjectIdentifier(type(of: a)) == ObjectIdentifier(type(of: b)) { return a.hasEqualValue(sameClass: b) }
        return a.value == b.value
    }

    /// Hashes as the value's `AnyHashable` does.
    public func hash(into hasher: inout Hasher) { value.hash(into: &hasher) }
}

/// A ``HashableBox`` that keeps its value's type, `T`.
@_spi(ShojiRuntime) public final class TypedHashableBox<T: Hashable>: HashableBox, @unchecked Sendable {
    /// The value.
    let typed: T

    /// Boxes `value`.
    @_spi(ShojiRuntime) public init(_ value: T) {
        typed = value
        super.init()
    }

    @_spi(ShojiRuntime) public override var value: AnyHashable { AnyHashable(typed) }

    @_spi(ShojiRuntime) public override func value<S>(as _: S.Type) -> S? {
        // `S` is `T` (a picker's options read as its selection's type): no cast.
        if S.self == T.self { return Addresses.withValue(typed, as: S.self) { $0 } }
        return AnyHashable(typed).base as? S
    }

    override func hasEqualValue(sameClass other: HashableBox) -> Bool {
        // `other` is of this very class (the caller compared the two classes), so a `TypedHashableBox<T>`.
        typed == unsafeDowncast(other, to: TypedHashableBox<T>.self).typed
    }
}
