import Foundation

/// The id of a `ForEach` element, as the graph keys a row by it: the common id types (`Int`, `UUID`,
/// `String`) held as themselves, anything else as `AnyHashable`.
///
/// Every visible row of a list is keyed by its element's id on every update of the list, and the keys
/// are compared with the previous ones. As `AnyHashable`, making one asks the runtime for the metadata of
/// a generic box, and comparing two unboxes them with a dynamic cast: together about 6 % of a todo
/// toggle's frame. Held directly, an `Int` or a `UUID` is made and compared like any value.
///
/// Equality is `AnyHashable`'s: two ids of the same direct kind compare their values; otherwise (an `Int`
/// id against an `AnyHashable` holding an `Int`) they compare as `AnyHashable`s. So an `ElementID` and
/// the `AnyHashable` of the same value always agree.
@_spi(ShojiRuntime) public enum ElementID: Hashable {
    case int(Int)
    case uuid(UUID)
    case string(String)
    /// Any other id, boxed (see ``HashableBox``).
    case boxed(HashableBox)

    /// An id of any other type (or one already type-erased).
    @_spi(ShojiRuntime) public static func other(_ id: AnyHashable) -> ElementID { .boxed(HashableBox(id)) }

    /// The id of an element whose id has type `ID`.
    @_spi(ShojiRuntime) public init<ID: Hashable>(_ id: ID) {
        // A direct kind is found by comparing metadata pointers, and read as the type it is (no cast).
        if let direct = ElementID.direct(id) {
            self = direct
        } else if ID.self == AnyHashable.self {
            self = .other(Addresses.withValue(id, as: AnyHashable.self) { $0 })
        } else {
            // Kept as its own type: comparing two ids of the type (an enum's cases in a `ForEach`) calls the
            // type's `==`, where `AnyHashable` unboxes both sides with a run-time cast.
            self = .boxed(TypedHashableBox(id))
        }
    }

    /// The id as a value of type `S`, or `nil` when it is not one: what `anyHashable.base as? S` gives,
    /// read directly (no box, no dynamic cast) when `S` is the direct kind's own type.
    @_spi(ShojiRuntime) public func value<S>(as _: S.Type) -> S? {
        switch self {
        case .int(let value) where S.self == Int.self: Addresses.withValue(value, as: S.self) { $0 }
        case .uuid(let value) where S.self == UUID.self: Addresses.withValue(value, as: S.self) { $0 }
        case .string(let value) where S.self == String.self: Addresses.withValue(value, as: S.self) { $0 }
        case .boxed(let box): box.value(as: S.self)
        default: anyHashable.base as? S
        }
    }

    /// The id as `AnyHashable` (what selections, tags and `scrollTo` work with).
    @_spi(ShojiRuntime) public var anyHashable: AnyHashable {
        switch self {
        case .int(let value): AnyHashable(value)
        case .uuid(let value): AnyHashable(value)
        case .string(let value): AnyHashable(value)
        case .boxed(let box): box.value
        }
    }

    /// Written out, one key at a time: a `switch` over the pair would ask the runtime for the pair's
    /// tuple metadata on every comparison.
    public static func == (a: ElementID, b: ElementID) -> Bool {
        switch a {
        case .int(let x):
            if case .int(let y) = b { return x == y }
        case .uuid(let x):
            if case .uuid(let y) = b { return x == y }
        case .string(let x):
            if case .string(let y) = b { return x == y }
        case .boxed(let x):
            if case .boxed(let y) = b { return x == y }
        }
        return a.anyHashable == b.anyHashable
    }

    /// Hashes as the `AnyHashable` of the id, so that equal ids hash alike whichever way they are held.
    public func hash(into hasher: inout Hasher) {
        anyHashable.hash(into: &hasher)
    }
}

extension ElementID {
    /// `value` as an id of its own direct kind, when it is an `Int`, a `UUID` or a `String`; `nil` for a
    /// value of any other type. Checked by the type's metadata, and read as the type it is (no cast).
    @_spi(ShojiRuntime) public static func direct<S>(_ value: S) -> ElementID? {
        if S.self == Int.self { return .int(Addresses.withValue(value, as: Int.self) { $0 }) }
        if S.self == UUID.self { return .uuid(Addresses.withValue(value, as: UUID.self) { $0 }) }
        if S.self == String.self { return .string(Addresses.withValue(value, as: String.self) { $0 }) }
        return nil
    }

    /// Whether this row id is the selected value, when that can be told from the ids alone: `selected` is
    /// the selection as a direct id (``direct(_:)``) and `isSelection` whether there is a selection at
    /// all. With no selection no row matches; a selection of a direct kind matches a row id of that kind
    /// exactly when the two are equal. `nil` (ask the generic way) when the selection is of another type or
    /// this id is of another kind: an id of another kind may still match by the row's element.
    @_spi(ShojiRuntime) public func matches(_ selected: ElementID?, given isSelection: Bool) -> Bool? {
        guard isSelection else { return false }
        switch (self, selected) {
        case (.int(let a), .int(let b)?): return a == b
        case (.uuid(let a), .uuid(let b)?): return a == b
        case (.string(let a), .string(let b)?): return a == b
        default: return nil
        }
    }
}
