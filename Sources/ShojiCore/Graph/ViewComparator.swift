/// The result of comparing a view's old value with its new one.
@_spi(ShojiRuntime) public enum ViewComparison {
    /// Every stored value is the same: the body would produce the same result, so it is not evaluated.
    case equal
    /// Only action closures (closures returning `Void`) differ. The body is not evaluated now; the node is
    /// marked so that it is evaluated before any event reaches it or its descendants, so no stale closure
    /// ever runs.
    case actionsDiffer
    /// Something that can change the body's result differs.
    case different

    /// Combines the results of two parts of one value.
    mutating func merge(_ other: ViewComparison) {
        switch (self, other) {
        case (.different, _), (_, .different): self = .different
        case (.actionsDiffer, _), (_, .actionsDiffer): self = .actionsDiffer
        default: break
        }
    }
}

/// A stored property type that knows how to compare itself for the purpose of skipping a body.
@MainActor
@_spi(ShojiRuntime) public protocol ViewFieldComparable {
    /// Compares with another value of the same type.
    func compareField(to other: Any) -> ViewComparison
}

/// Compares one stored property of two values, given pointers to the two properties.
typealias FieldComparer = @MainActor (UnsafeRawPointer, UnsafeRawPointer, Int) -> ViewComparison

/// Decides whether a child view's body must run again after its parent produced a new value of it.
///
/// The rule (also in docs/architecture/write-to-bytes.md, step 4), per stored property:
/// - `Equatable` values are compared with `==` (an `Identifiable` value is never compared by its id
///   alone: a row whose element changed would go stale);
/// - class instances by identity (an `@Observable` model read in the body is tracked by the child's own
///   observation window, so a change inside it reaches the child through that path);
/// - `@State` and `@Environment` always match (their storage belongs to the node), a `Binding` matches
///   another to the same storage location, `@Bindable` by object identity;
/// - closures cannot be compared: a closure returning a value (a `@ViewBuilder` content closure, a
///   formatter) counts as *different*; one returning `Void` (an action) counts as *actionsDiffer*;
/// - structs, enums, tuples, optionals and arrays that are not `Equatable` are compared field by field;
/// - anything else counts as different.
///
/// ``ReflectingComparator`` states this rule through `Mirror` alone. This is the same rule, fast: a plan
/// per struct type lists each stored property's offset with a comparer for its type, so a comparison
/// reads the fields in place — no `Mirror`, no boxing. Only fields ``TypeLayout`` proves readable are
/// read that way (the value is opened from its existential first, and `weak`/`unowned` properties make
/// the whole type go through `Mirror`). A differential test checks the two agree over a catalogue of
/// shapes.
@MainActor
@_spi(ShojiRuntime) public enum ViewComparator {
    private enum Plan {
        case custom
        case function(isAction: Bool)
        case metatype
        /// `==` for the type, made once: a comparison is two casts to the concrete type, with no lookup of
        /// the `Equatable` conformance.
        case equatable(@MainActor (Any, Any) -> Bool)
        case object
        case fields([(offset: Int, compare: FieldComparer)])
        case reflect
    }

    /// Looked up and inserted into, never passed `inout`: no run-time exclusivity check.
    @exclusivity(unchecked) private static var plans: [ObjectIdentifier: Plan] = [:]

    /// Compares two values of a view (or of any stored property).
    @_spi(ShojiRuntime) public static func compare(_ old: Any, _ new: Any) -> ViewComparison {
        compare(old, new, depth: 0)
    }

    @_spi(ShojiRuntime) public static func compare(_ a: Any, _ b: Any, depth: Int) -> ViewComparison {
        let type = Swift.type(of: a)
        guard type == Swift.type(of: b), depth < ReflectingComparator.depthLimit else { return .different }
        let id = ObjectIdentifier(type)
        let plan: Plan
        if let cached = plans[id] {
            plan = cached
        } else {
            plan = makePlan(for: a, type: type)
            plans[id] = plan
        }
        switch plan {
        case .custom:
            guard let field = a as? any ViewFieldComparable else { return .different }
            return field.compareField(to: b)
        case .function(let isAction):
            return isAction ? .actionsDiffer : .different
        case .metatype:
            guard let ta = a as? Any.Type, let tb = b as? Any.Type else { return .different }
            return ta == tb ? .equal : .different
        case .equatable(let isEqual):
            return isEqual(a, b) ? .equal : .different
        case .object:
            return (a as AnyObject) === (b as AnyObject) ? .equal : .different
        case .fields(let fields):
            return compareFields(a, b, fields, depth: depth)
        case .reflect:
            return ReflectingComparator.compareChildren(a, b, depth: depth, using: compare)
        }
    }

    private static var inPlaceComparers: [ObjectIdentifier: FieldComparer] = [:]

    /// Compares two views, reading their values where they are stored (no copy, no boxing into `Any`).
    ///
    /// An `any View` never holds another existential (existentials do not conform to `View`), so opening
    /// it reaches the concrete value in one step.
    static func compareViews(_ a: any View, _ b: any View) -> ViewComparison {
        func openA<A: View>(_ x: A) -> ViewComparison {
            func openB<B: View>(_ y: B) -> ViewComparison {
                guard A.self == B.self else { return .different }
                let compare = inPlaceComparer(for: A.self)
                return Addresses.withPair(x, y) { compare($0, $1, 0) }
            }
            return _openExistential(b, do: openB)
        }
        return _openExistential(a, do: openA)
    }

    /// The stored properties of two values of one view type that compare as `kind` (`.different`, or
    /// `.actionsDiffer` for the closures that made a node stale), by name: the `@self.title` causes. Only
    /// asked for when a body is about to run, through `Mirror`.
    static func differingFields(_ a: any View, _ b: any View, including kind: ViewComparison) -> [String] {
        guard type(of: a) == type(of: b) else { return [] }
        if !(a is any CustomBodyView), let names = differingFieldsInPlace(a, b, including: kind) { return names }
        let left = Mirror(reflecting: DynamicPropertyInstaller.owner(of: a)).children
        let right = Mirror(reflecting: DynamicPropertyInstaller.owner(of: b)).children
        var names: [String] = []
        for (x, y) in zip(left, right) {
            guard compare(x.value, y.value) == kind else { continue }
            names.append(FieldNames.plain(x.label ?? "?"))
        }
        return names
    }

    private static var namedFields: [ObjectIdentifier: [(name: String, offset: Int, compare: FieldComparer)]?] = [:]

    /// ``differingFields(_:_:including:)`` for a view whose stored properties can all be read in place
    /// (`nil` otherwise): no `Mirror`, no boxing.
    private static func differingFieldsInPlace(_ a: any View, _ b: any View, including kind: ViewComparison)
        -> [String]?
    {
        func openA<A: View>(_ x: A) -> [String]? {
            func openB<B: View>(_ y: B) -> [String]? {
                guard A.self == B.self, let fields = namedFields(of: A.self) else { return nil }
                return withUnsafePointer(to: x) { px in
                    withUnsafePointer(to: y) { py in
                        fields.filter {
                            $0.compare(UnsafeRawPointer(px) + $0.offset, UnsafeRawPointer(py) + $0.offset, 0) == kind
                        }
                        .map(\.name)
                    }
                }
            }
            return _openExistential(b, do: openB)
        }
        return _openExistential(a, do: openA)
    }

    /// The stored properties of `type` with their names, offsets and comparers, when all are readable:
    /// the one place field plans are made (``compare(_:_:)``'s plans, ``compareValues(_:_:)`` and
    /// ``differingFields(_:_:including:)`` use it).
    private static func namedFields<T>(of type: T.Type) -> [(name: String, offset: Int, compare: FieldComparer)]? {
        let id = ObjectIdentifier(type)
        if let known = namedFields[id] { return known }
        var result: [(name: String, offset: Int, compare: FieldComparer)]?
        if let layout = TypeLayout.readableFields(of: type) {
            func make<F>(_ t: F.Type) -> FieldComparer { comparer(for: t) }
            result = layout.enumerated().map { index, field in
                (FieldNames.name(of: type, at: index) ?? "?", field.offset, _openExistential(field.type, do: make))
            }
        }
        namedFields[id] = result
        return result
    }

    /// Compares two values of a concrete type (not an existential) in place: ``compare(_:_:)`` for
    /// statically typed values, without boxing them.
    @_spi(ShojiRuntime) public static func compareValues<T>(_ a: T, _ b: T) -> ViewComparison {
        let compare = inPlaceComparer(for: T.self)
        return Addresses.withPair(a, b) { compare($0, $1, 0) }
    }

    /// The comparer for two values of type `T` given pointers to them, following the same rule as the
    /// plans of ``compare(_:_:)`` (cached per type). An existential `T` is compared through its boxed
    /// value, which opens every level of it.
    private static func inPlaceComparer<T>(for type: T.Type) -> FieldComparer {
        let id = ObjectIdentifier(type)
        if let known = inPlaceComparers[id] { return known }
        let made: FieldComparer
        let kind = TypeLayout.kind(of: type)
        if kind == .function || kind == .metatype || kind == .class || type is any ViewFieldComparable.Type
            || type is any Equatable.Type
        {
            made = comparer(for: type)
        } else if !(type is any CustomReflectable.Type), let fields = namedFields(of: type) {
            made = { a, b, depth in
                guard depth < ReflectingComparator.depthLimit else { return .different }
                var result = ViewComparison.equal
                for field in fields {
                    switch field.compare(a + field.offset, b + field.offset, depth) {
                    case .different: return .different
                    case .actionsDiffer: result = .actionsDiffer
                    case .equal: break
                    }
                }
                return result
            }
        } else {
            made = { a, b, depth in
                compare(
                    a.assumingMemoryBound(to: T.self).pointee, b.assumingMemoryBound(to: T.self).pointee,
                    depth: depth)
            }
        }
        inPlaceComparers[id] = made
        return made
    }

    /// Compares two values of the same struct type field by field, in place.
    private static func compareFields(
        _ a: Any, _ b: Any, _ fields: [(offset: Int, compare: FieldComparer)],
        depth: Int
    ) -> ViewComparison {
        // The dynamic type is opened and both values are cast to it (see
        // `TypeLayout.withConcreteValue`): never `open(a)` with `a: Any`, which would point at the
        // existential container instead of the value.
        func open<V>(_: V.Type) -> ViewComparison {
            guard var x = a as? V, var y = b as? V else { return .different }
            return withUnsafePointer(to: &x) { px in
                withUnsafePointer(to: &y) { py in
                    let ra = UnsafeRawPointer(px)
                    let rb = UnsafeRawPointer(py)
                    var result = ViewComparison.equal
                    for field in fields {
                        switch field.compare(ra + field.offset, rb + field.offset, depth) {
                        case .different: return .different
                        case .actionsDiffer: result = .actionsDiffer
                        case .equal: break
                        }
                    }
                    return result
                }
            }
        }
        return _openExistential(Swift.type(of: a), do: open)
    }

    /// A comparer for a stored property of type `T`, read in place.
    private static func comparer<T>(for type: T.Type) -> FieldComparer {
        switch TypeLayout.kind(of: type) {
        case .function:
            let isAction = TypeLayout.isAction(type)
            return { _, _, _ in isAction ? .actionsDiffer : .different }
        case .metatype:
            return { a, b, _ in
                let x = a.assumingMemoryBound(to: T.self).pointee as Any as? Any.Type
                let y = b.assumingMemoryBound(to: T.self).pointee as Any as? Any.Type
                return x != nil && x == y ? .equal : .different
            }
        default:
            break
        }
        if type is any ViewFieldComparable.Type {
            return { a, b, _ in
                let x = a.assumingMemoryBound(to: T.self).pointee
                let y = b.assumingMemoryBound(to: T.self).pointee
                return (x as? any ViewFieldComparable)?.compareField(to: y) ?? .different
            }
        }
        if let equatable = type as? any Equatable.Type {
            func make<E: Equatable>(_: E.Type) -> FieldComparer {
                { a, b, _ in
                    a.assumingMemoryBound(to: E.self).pointee == b.assumingMemoryBound(to: E.self).pointee
                        ? .equal : .different
                }
            }
            return make(equatable)
        }
        if TypeLayout.kind(of: type) == .class {
            return { a, b, _ in
                let x = a.assumingMemoryBound(to: T.self).pointee as AnyObject
                let y = b.assumingMemoryBound(to: T.self).pointee as AnyObject
                return x === y ? .equal : .different
            }
        }
        return { a, b, depth in
            compare(
                a.assumingMemoryBound(to: T.self).pointee, b.assumingMemoryBound(to: T.self).pointee,
                depth: depth + 1)
        }
    }

    private static func makePlan(for value: Any, type: Any.Type) -> Plan {
        if value is any ViewFieldComparable { return .custom }
        switch TypeLayout.kind(of: type) {
        case .function: return .function(isAction: TypeLayout.isAction(type))
        case .metatype: return .metatype
        default: break
        }
        if let equatable = value as? any Equatable {
            // `compare` gives this plan only values of its own type, `E`: opened from their existentials
            // (checked to be `E`) and read where they are, they are compared without casting each back to
            // `E` (two trips through the runtime's dynamic cast, about 500 instructions a comparison).
            func equality<E: Equatable>(_: E) -> @MainActor (Any, Any) -> Bool {
                { a, b in
                    func openA<A>(_ x: A) -> Bool {
                        func openB<B>(_ y: B) -> Bool {
                            guard A.self == E.self, B.self == E.self else { return false }
                            return Addresses.withPair(x, y) {
                                $0.assumingMemoryBound(to: E.self).pointee == $1.assumingMemoryBound(to: E.self).pointee
                            }
                        }
                        return _openExistential(b, do: openB)
                    }
                    return _openExistential(a, do: openA)
                }
            }
            return .equatable(equality(equatable))
        }
        if TypeLayout.kind(of: type) == .class { return .object }
        // A type with a custom mirror (`Array`, `Dictionary`, `Set`) is compared by what the mirror shows
        // (its elements), not by its private storage.
        if value is any CustomReflectable { return .reflect }
        func fieldsOf<T>(_ t: T.Type) -> [(name: String, offset: Int, compare: FieldComparer)]? { namedFields(of: t) }
        if let fields = _openExistential(type, do: fieldsOf) {
            return .fields(fields.map { ($0.offset, $0.compare) })
        }
        return .reflect
    }
}
