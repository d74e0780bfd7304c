/// The comparison rule of ``ViewComparator``, stated through `Mirror` alone: obviously memory-safe, and
/// slower (every child is boxed).
///
/// ``ViewComparator`` uses it for shapes it does not read in place (enums with payloads, tuples,
/// optionals, collections, structs with `weak` or `unowned` properties), and the tests use it as the
/// oracle the fast path must agree with.
@MainActor
@_spi(ShojiRuntime) public enum ReflectingComparator {
    /// Nesting deeper than this counts as different (a recursive structure, or simply too deep to be
    /// worth comparing).
    static let depthLimit = 24

    /// Compares two values by the rule, recursing through `Mirror`.
    @_spi(ShojiRuntime) public static func compare(_ a: Any, _ b: Any) -> ViewComparison {
        compare(a, b, depth: 0)
    }

    private static func compare(_ a: Any, _ b: Any, depth: Int) -> ViewComparison {
        let type = Swift.type(of: a)
        guard type == Swift.type(of: b), depth < depthLimit else { return .different }
        if let field = a as? any ViewFieldComparable { return field.compareField(to: b) }
        switch TypeLayout.kind(of: type) {
        case .function:
            return TypeLayout.isAction(type) ? .actionsDiffer : .different
        case .metatype:
            guard let ta = a as? Any.Type, let tb = b as? Any.Type else { return .different }
            return ta == tb ? .equal : .different
        default:
            break
        }
        if let ea = a as? any Equatable { return isEqual(ea, b) ? .equal : .different }
        if TypeLayout.kind(of: type) == .class { return (a as AnyObject) === (b as AnyObject) ? .equal : .different }
        return compareChildren(a, b, depth: depth, using: compare)
    }

    /// Compares two values of the same type by their `Mirror` children, each with `compareChild`.
    static func compareChildren(
        _ a: Any, _ b: Any, depth: Int,
        using compareChild: (Any, Any, Int) -> ViewComparison
    ) -> ViewComparison {
        let ma = Mirror(reflecting: a)
        let mb = Mirror(reflecting: b)
        switch ma.displayStyle {
        case .struct?, .tuple?, .optional?, .collection?, .enum?, .set?, .dictionary?:
            break
        default:
            return .different
        }
        if ma.displayStyle == .enum {
            // A non-Equatable enum: the case (the child's label) must match, then the payload.
            guard ma.children.count == mb.children.count,
                ma.children.first?.label == mb.children.first?.label
            else { return .different }
            if ma.children.isEmpty { return String(describing: a) == String(describing: b) ? .equal : .different }
        }
        var result = ViewComparison.equal
        let ib = mb.children.makeIterator()
        for childA in ma.children {
            guard let childB = ib.next() else { return .different }
            result.merge(compareChild(childA.value, childB.value, depth + 1))
            if result == .different { return .different }
        }
        if ib.next() != nil { return .different }
        return result
    }

    /// `a == b` when `b` has `a`'s type.
    @_spi(ShojiRuntime) public static func isEqual<E: Equatable>(_ a: E, _ b: Any) -> Bool {
        guard let b = b as? E else { return false }
        return a == b
    }
}
