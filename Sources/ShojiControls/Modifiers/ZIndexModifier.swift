@_spi(ShojiRuntime) import ShojiCore

/// Orders a view among its `ZStack` siblings: a higher `zIndex` is drawn above (and takes the click first);
/// equal ones keep their order, later on top.
public struct ZIndexModifier: ViewModifier, Equatable {
    public typealias Body = Never
    let value: Double
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { ZIndexBehavior(self) }
}

@_spi(ShojiRuntime) extension ZIndexModifier: PrimitiveModifier {}

/// The trait `.zIndex(_:)` hands a `ZStack` (a `Double`).
enum ZIndexTrait {}

/// Keeps the index for the stack; lays out and draws like the content.
/// (Not transparent: the stack's children are its units, and the index is read from them.)
final class ZIndexBehavior: ModifierBehavior<ZIndexModifier> {
    override func changes(from old: ZIndexModifier, to new: ZIndexModifier) -> Invalidation {
        // The stack draws its children in a new order: what this view covers is drawn again.
        old == new ? [] : [.paint]
    }

    override func traitValue(_ key: ObjectIdentifier) -> Any? {
        key == ObjectIdentifier(ZIndexTrait.self) ? modifier.value : nil
    }
}

extension View {
    /// Draws the view above its `ZStack` siblings with a lower index (0 by default).
    public func zIndex(_ value: Double) -> ModifiedContent<Self, ZIndexModifier> {
        modifier(ZIndexModifier(value: value.isNaN ? 0 : value))
    }
}
