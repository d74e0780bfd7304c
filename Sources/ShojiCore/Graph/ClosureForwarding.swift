@_spi(Reflection) import Swift

/// Behaviors whose input runs one plain `() -> Void` closure (tap gestures, whose SwiftUI signature
/// is `onTapGesture(perform: @escaping () -> Void)`). A `Button`'s action is `@MainActor () -> Void`;
/// passing a plain closure to it wraps it in a conversion thunk, so it can never be matched and a stale
/// button is always refreshed by evaluating its owner's body.
@MainActor
@_spi(ShojiRuntime) public protocol ActionForwarding: AnyObject {
    /// The closure the control runs.
    var actionClosure: (() -> Void)? { get set }
}

/// Finds the newest version of a stale action without evaluating a body.
///
/// When a view's new value differs from the evaluated one only in action closures, Shoji keeps the
/// old body (see ``ViewComparison/actionsDiffer``). Before an event reaches a control inside it, the
/// control needs the closure the *new* body would give it. In the common case the body passed one of
/// the view's own `() -> Void` properties straight to the control (`.onTapGesture(perform: onToggle)`): then the control's closure is bit-for-bit that property of the
/// evaluated value (same code, same context object), and the new body would pass the same property of
/// the new value. This finds that property, so the event runs the newest closure without evaluating
/// the body. Anything else (a closure wrapped in another, several stale ancestors) is not matched, and
/// the caller evaluates the stale bodies first.
@MainActor
enum ClosureForwarding {
    private struct Field {
        let offset: Int
    }

    private static var layouts: [ObjectIdentifier: [Field]] = [:]

    /// Offsets of the stored `() -> Void` properties of a type (cached per type).
    private static func actionFields(of type: Any.Type) -> [Field] {
        let id = ObjectIdentifier(type)
        if let fields = layouts[id] { return fields }
        var fields: [Field] = []
        _ = _forEachField(of: type, options: []) { _, offset, fieldType, kind in
            if kind == .function, "\(fieldType)".hasSuffix("() -> ()") {
                fields.append(Field(offset: offset))
            }
            return true
        }
        layouts[id] = fields
        return fields
    }

    /// A closure in a concrete struct. A closure must never pass through a generic parameter here
    /// (`unsafeBitCast`, `withUnsafeBytes(of:)`, `load(as:)`, `??`): that re-abstracts it into a new
    /// thunk, with new bits. A struct field keeps its own representation.
    private struct Box {
        var closure: () -> Void
    }

    /// The raw bits of a closure: its code pointer and its context pointer.
    private static func bits(_ closure: @escaping () -> Void) -> (UInt, UInt) {
        let box = Box(closure: closure)
        return withUnsafeBytes(of: box) { ($0.load(as: UInt.self), $0.load(fromByteOffset: 8, as: UInt.self)) }
    }

    /// The closure of `current` that corresponds to `action`, if `action` is one of `evaluated`'s
    /// `() -> Void` properties passed through unchanged.
    static func fresh(for action: @escaping () -> Void, evaluated: any View, current: any View) -> (() -> Void)? {
        guard type(of: evaluated) == type(of: current) else { return nil }
        let fields = actionFields(of: type(of: evaluated))
        guard !fields.isEmpty else { return nil }
        let target = bits(action)
        func find<V>(_ old: V) -> Int? {
            withUnsafeBytes(of: old) { raw in
                fields.first { field in
                    let candidate = (
                        raw.load(fromByteOffset: field.offset, as: UInt.self),
                        raw.load(fromByteOffset: field.offset + 8, as: UInt.self)
                    )
                    return candidate == target
                }?.offset
            }
        }
        guard let offset = find(evaluated) else { return nil }
        func load<V>(_ new: V) -> () -> Void {
            withUnsafeBytes(of: new) { $0.load(fromByteOffset: offset, as: Box.self).closure }
        }
        return load(current)
    }
}
