@_spi(ShojiRuntime) import ShojiCore

/// A key for a value that a view hands to the ``Layout`` that arranges it, as SwiftUI's `LayoutValueKey`.
///
/// ```swift
/// private struct Rank: LayoutValueKey { static let defaultValue = 0 }
///
/// Text("Gold").layoutValue(key: Rank.self, value: 1)
/// // in the layout: subviews[i][Rank.self]
/// ```
public protocol LayoutValueKey {
    /// The type of the value.
    associatedtype Value
    /// The value of a view that sets none.
    static var defaultValue: Value { get }
}

/// Sets a layout value on the view it wraps (`.layoutValue(key:value:)`).
public struct LayoutValueModifier<Key: LayoutValueKey>: ViewModifier {
    public typealias Body = Never
    let value: Key.Value
}

@_spi(ShojiRuntime) extension LayoutValueModifier: PrimitiveModifier {
    public func makeBehavior() -> NodeBehavior { TraitBehavior<Self>(self, key: Key.self) { $0.value } }
}

/// The behavior of a modifier that only hands its container a trait: lays out and draws as its content,
/// passes other traits through, and asks for layout again when its value changes.
final class TraitBehavior<Modifier>: ModifierBehavior<Modifier> {
    private let key: ObjectIdentifier
    private let value: (Modifier) -> Any

    init<Key>(_ modifier: Modifier, key: Key.Type, value: @escaping (Modifier) -> Any) {
        self.key = ObjectIdentifier(key)
        self.value = value
        super.init(modifier)
    }

    override func traitValue(_ key: ObjectIdentifier) -> Any? { key == self.key ? value(modifier) : nil }
    override func changes(from old: Modifier, to new: Modifier) -> Invalidation {
        if ViewComparator.compareValues(old, new) == .equal { return [] }
        // The layout around reads the value, not the size: it lays out again even though no size changed.
        node.invalidateLayout()
        return [.layout]
    }
    override func place(in rect: Rect, children: [ViewNode]) {
        for child in children { child.place(in: rect) }
    }
}

extension View {
    /// Hands the ``Layout`` that arranges this view `value` for `key` (read as `subview[key]`).
    public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> ModifiedContent<
        Self, LayoutValueModifier<K>
    > {
        modifier(LayoutValueModifier<K>(value: value))
    }
}
