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
/// type and cached, so the reflection cost is paid once; per comparison only the fields are visited.
@MainActor
enum ViewComparator {
    private enum Plan {
        case custom
        case equatable
        case pod
        case object
        case metatype
        case function(isAction: Bool)
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
        case .structure:
            return compareStructure(a, b, depth: depth)
        }
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
