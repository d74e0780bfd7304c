@_spi(ShojiRuntime) import ShojiCore

/// Gives a view a layout priority in its stack (`.layoutPriority(_:)`).
public struct LayoutPriorityModifier: ViewModifier, Equatable {
    public typealias Body = Never
    let priority: Double
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { LayoutPriorityBehavior(self) }
}

/// The trait `.layoutPriority(_:)` hands a stack or a layout (a `Double`).
enum LayoutPriorityTrait {}

/// Keeps the priority for the stack; lays out like the content.
final class LayoutPriorityBehavior: ModifierBehavior<LayoutPriorityModifier> {
    /// The priority (0 by default).
    var priority: Double { modifier.priority }

    override func changes(from old: LayoutPriorityModifier, to new: LayoutPriorityModifier) -> Invalidation {
        guard old != new else { return [] }
        // The stack around reads the priority, not the size: it lays out again even though no size changed.
        node.invalidateLayout()
        return [.layout]
    }

    override func traitValue(_ key: ObjectIdentifier) -> Any? {
        key == ObjectIdentifier(LayoutPriorityTrait.self) ? modifier.priority : nil
    }

    override func place(in rect: Rect, children: [ViewNode]) {
        for child in children { child.place(in: rect) }
    }
}

/// Fixes a view at its ideal size along some axes (`.fixedSize()`).
public struct FixedSizeModifier: ViewModifier, Equatable {
    public typealias Body = Never
    let horizontal: Bool
    let vertical: Bool
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { FixedSizeBehavior(self) }
}

/// Proposes no length along the fixed axes, so the content takes its ideal size there.
final class FixedSizeBehavior: ModifierBehavior<FixedSizeModifier> {
    override func changes(from old: FixedSizeModifier, to new: FixedSizeModifier) -> Invalidation {
        old == new ? [] : [.layout]
    }

    private func fixed(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(
            width: modifier.horizontal == true ? nil : proposal.width,
            height: modifier.vertical == true ? nil : proposal.height)
    }

    override func sizeThatFits(_ proposal: ProposedSize, children: [ViewNode]) -> Size {
        super.sizeThatFits(fixed(proposal), children: children)
    }

    override func place(in rect: Rect, children: [ViewNode]) {
        for child in children {
            let size = child.size(for: fixed(ProposedSize(rect.size)))
            child.place(in: Rect(origin: rect.origin, size: size))
        }
    }
}

extension View {
    /// Sets the priority with which a stack offers this view space: higher first.
    public func layoutPriority(_ value: Double) -> ModifiedContent<Self, LayoutPriorityModifier> {
        modifier(LayoutPriorityModifier(priority: value))
    }

    /// Fixes the view at its ideal size (a text does not wrap or truncate).
    public func fixedSize() -> ModifiedContent<Self, FixedSizeModifier> {
        modifier(FixedSizeModifier(horizontal: true, vertical: true))
    }

    /// Fixes the view at its ideal size along the chosen axes.
    public func fixedSize(horizontal: Bool, vertical: Bool) -> ModifiedContent<Self, FixedSizeModifier> {
        modifier(FixedSizeModifier(horizontal: horizontal, vertical: vertical))
    }
}

@_spi(ShojiRuntime) extension FixedSizeModifier: PrimitiveModifier {}
@_spi(ShojiRuntime) extension LayoutPriorityModifier: PrimitiveModifier {}
