@_spi(ShojiRuntime) import ShojiCore

/// A list row's background (`.listRowBackground(_:)`): a colour, a gradient or a shape filled with one
/// colours the whole row under its content; another view is accepted and not drawn. The selected row
/// still shows the selection.
public struct ListRowBackgroundModifier: ViewModifier {
    public typealias Body = Never
    let background: (any View)?
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { ListRowBackgroundBehavior(self) }

    /// How the row is painted, from the view given.
    var paint: ListRowPaint? {
        switch background {
        case let color as Color: return .color(color)
        case let style as any ShapeStyle:
            return style._terminalGradient.map { .gradient($0) } ?? style._terminalColor.map { .color($0) }
        default: return nil
        }
    }
}

@_spi(ShojiRuntime) extension ListRowBackgroundModifier: PrimitiveModifier {}

/// What a row's background paints.
enum ListRowPaint: Equatable {
    case color(Color)
    case gradient(_TerminalGradient)
}

/// The trait `.listRowBackground(_:)` hands a list (a ``ListRowPaint``).
enum ListRowBackgroundTrait {}

/// Keeps the row's background for the list; lays out and draws like the content.
final class ListRowBackgroundBehavior: ModifierBehavior<ListRowBackgroundModifier> {
    override var isTransparent: Bool { true }

    override func changes(from old: ListRowBackgroundModifier, to new: ListRowBackgroundModifier) -> Invalidation {
        old.paint == new.paint ? [] : [.paint]
    }

    override func traitValue(_ key: ObjectIdentifier) -> Any? {
        key == ObjectIdentifier(ListRowBackgroundTrait.self) ? modifier.paint : nil
    }
}

extension View {
    /// Paints the row's background when the view is a list row (a colour, a gradient; other views are
    /// accepted and not drawn).
    public func listRowBackground<V: View>(_ view: V?) -> ModifiedContent<Self, ListRowBackgroundModifier> {
        modifier(ListRowBackgroundModifier(background: view))
    }
}
