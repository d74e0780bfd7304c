/// The result of comparing a view's old value with its new one.
enum ViewComparison {
    /// Every stored value is the same: the body would produce the same result, so it is not evaluated.
    case equal
    /// Only action closures (closures returning `Void`) differ. The body is not evaluated now; the node is
    /// marked so that it is evaluated before any event reaches it or its descendants, so no stale closure
    /// ever runs.
    case actionsDiffer
    /// Something that can change the body's result differs.
    case different
}

/// A stored property type that knows how to compare itself for the purpose of skipping a body.
@MainActor
protocol ViewFieldComparable {
    /// Compares with another value of the same type.
    func compareField(to other: Any) -> ViewComparison
}

@_spi(Reflection) import Swift

/// Compares one stored property of two values, given pointers to the two values.
typealias FieldComparer = @MainActor (UnsafeRawPointer, UnsafeRawPointer, Int) -> ViewComparison

/// Decides whether a child view's body must run again after its parent produced a new value of it.
///
/// The rule (also in ARCHITECTURE.md), per stored property:
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
/// A view type that is `Equatable` is compared with its own `==` instead. Plans are computed once per
/// type and cached: a struct's plan lists each stored property's offset with a comparer for its type
/// (from the runtime's field metadata), so a comparison reads the fields straight from memory — no
/// `Mirror`, no boxing. Enums and other shapes fall back to `Mirror`.
@MainActor
enum ViewComparator {
    private enum Plan {
        case custom
        case equatable
        case pod
        case object
        case metatype
        case function(isAction: Bool)
        case fields([(offset: Int, compare: FieldComparer)])
        case structure
    }

    private static var plans: [ObjectIdentifier: Plan] = [:]

    /// Compares two values of a view (or of any stored property).
    static func compare(_ old: Any, _ new: Any) -> ViewComparison {
        compare(old, new, depth: 0)
    }

    private static func compare(_ a: Any, _ b: Any, depth: Int) -> ViewComparison {
        let type = Swift.type(of: a)
        guard type == Swift.type(of: b), depth < 24 else { return .different }
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
        case .equatable:
            guard let ea = a as? any Equatable else { return .different }
            return isEqual(ea, b) ? .equal : .different
        case .pod:
            return podEqual(a, b) ? .equal : .different
        case .object:
            return (a as AnyObject) === (b as AnyObject) ? .equal : .different
        case .metatype:
            guard let ta = a as? Any.Type, let tb = b as? Any.Type else { return .different }
            return ta == tb ? .equal : .different
        case .function(let isAction):
            return isAction ? .actionsDiffer : .different
        case .fields(let fields):
            return compareFields(a, b, fields, depth: depth)
        case .structure:
            return compareStructure(a, b, depth: depth)
        }
    }

    /// Compares two values of the same struct type field by field, in memory.
    private static func compareFields(_ a: Any, _ b: Any, _ fields: [(offset: Int, compare: FieldComparer)], depth: Int) -> ViewComparison {
        func open<V>(_ x: V) -> ViewComparison {
            guard var y = b as? V else { return .different }
            var x = x
            return withUnsafePointer(to: &x) { px in
                withUnsafePointer(to: &y) { py in
                    let ra = UnsafeRawPointer(px), rb = UnsafeRawPointer(py)
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
        return open(a)
    }

    /// A comparer for values of type `T` stored at a pointer.
    private static func comparer<T>(for type: T.Type) -> FieldComparer {
        switch MetadataKind.of(type) {
        case .function:
            let isAction = "\(type)".hasSuffix("-> ()")
            return { _, _, _ in isAction ? .actionsDiffer : .different }
        case .metatype:
            return { a, b, _ in a.load(as: UInt.self) == b.load(as: UInt.self) ? .equal : .different }
        case .other:
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
                { a, b, _ in a.assumingMemoryBound(to: E.self).pointee == b.assumingMemoryBound(to: E.self).pointee ? .equal : .different }
            }
            return make(equatable)
        }
        if type is AnyObject.Type {
            return { a, b, _ in a.load(as: UInt.self) == b.load(as: UInt.self) ? .equal : .different }
        }
        if _isPOD(type) {
            let size = MemoryLayout<T>.size
            return { a, b, _ in memcmp(a, b, size) == 0 ? .equal : .different }
        }
        return { a, b, depth in
            compare(a.assumingMemoryBound(to: T.self).pointee, b.assumingMemoryBound(to: T.self).pointee, depth: depth + 1)
        }
    }

    /// The field plan of a struct type, or `nil` for anything that is not a plain struct.
    private static func fieldPlan(for type: Any.Type) -> [(offset: Int, compare: FieldComparer)]? {
        guard Mirror.isStruct(type) else { return nil }
        var layout: [(offset: Int, type: Any.Type)] = []
        let complete = _forEachField(of: type, options: []) { _, offset, fieldType, _ in
            layout.append((offset, fieldType))
            return true
        }
        guard complete else { return nil }
        func make<T>(_ t: T.Type) -> FieldComparer { comparer(for: t) }
        var fields: [(offset: Int, compare: FieldComparer)] = []
        for field in layout {
            let fieldType: Any.Type = field.type
            fields.append((field.offset, make(fieldType)))
        }
        return fields
    }

    private static func makePlan(for value: Any, type: Any.Type) -> Plan {
        if value is any ViewFieldComparable { return .custom }
        switch MetadataKind.of(type) {
        case .function:
            return .function(isAction: "\(type)".hasSuffix("-> ()"))
        case .metatype:
            return .metatype
        default:
            break
        }
        if value is any Equatable { return .equatable }
        if type is AnyObject.Type { return .object }
        if isPOD(value) { return .pod }
        if let fields = fieldPlan(for: type) { return .fields(fields) }
        return .structure
    }

    private static func compareStructure(_ a: Any, _ b: Any, depth: Int) -> ViewComparison {
        let ma = Mirror(reflecting: a)
        let mb = Mirror(reflecting: b)
        switch ma.displayStyle {
        case .struct?, .tuple?, .optional?, .collection?, .enum?, .set?:
            break
        default:
            return .different
        }
        if ma.displayStyle == .enum {
            // A non-Equatable enum with payloads: the case (the child's label) must match.
            guard ma.children.count == mb.children.count,
                  ma.children.first?.label == mb.children.first?.label else { return .different }
            if ma.children.isEmpty { return String(describing: a) == String(describing: b) ? .equal : .different }
        }
        var result = ViewComparison.equal
        let ib = mb.children.makeIterator()
        for childA in ma.children {
            guard let childB = ib.next() else { return .different }
            switch compare(childA.value, childB.value, depth: depth + 1) {
            case .different: return .different
            case .actionsDiffer: result = .actionsDiffer
            case .equal: break
            }
        }
        if ib.next() != nil { return .different }
        return result
    }

    private static func isEqual<E: Equatable>(_ a: E, _ b: Any) -> Bool {
        guard let b = b as? E else { return false }
        return a == b
    }

    private static func isPOD(_ value: Any) -> Bool {
        func check<T>(_ v: T) -> Bool { _isPOD(T.self) }
        return check(value)
    }

    private static func podEqual(_ a: Any, _ b: Any) -> Bool {
        func bytes<T>(_ x: T, _ y: Any) -> Bool {
            guard let y = y as? T else { return false }
            return withUnsafeBytes(of: x) { p in withUnsafeBytes(of: y) { q in p.elementsEqual(q) } }
        }
        return bytes(a, b)
    }
}

/// The kind of a type's runtime metadata (the Swift ABI's `MetadataKind`), used to recognise function
/// types, which no protocol check can.
enum MetadataKind {
    case function
    case metatype
    case other

    static func of(_ type: Any.Type) -> MetadataKind {
        let raw = unsafeBitCast(type, to: UnsafePointer<Int>.self).pointee
        switch raw {
        case 0x302: return .function
        case 0x304, 0x306: return .metatype
        default: return .other
        }
    }
}

extension Mirror {
    /// Whether `type` is a struct (metadata kind 0x200), the only shape ``ViewComparator`` plans by fields.
    static func isStruct(_ type: Any.Type) -> Bool {
        unsafeBitCast(type, to: UnsafePointer<Int>.self).pointee == 0x200
    }
}
