@_spi(ShojiRuntime) import ShojiCore

/// Attaches a value to a view, which pickers and lists use to identify the view's choice.
public struct TagModifier: ViewModifier {
    public typealias Body = Never
    /// The tag, boxed with its own type: a body that runs again compares each tag with the last one by
    /// the type's `==`, where two `AnyHashable`s would be unboxed with a run-time cast (``HashableBox``).
    let box: HashableBox
    /// The tag.
    var tag: AnyHashable { box.value }
    @_spi(ShojiRuntime) public func makeBehavior() -> NodeBehavior { TagBehavior(self) }
}

/// A tagged view is a layout unit of its own (laid out exactly like its content), so pickers can find
/// each option and place it.
/// The trait `.tag(_:)` hands a picker, a tab view or a list (an `AnyHashable`).
enum TagTrait {}

final class TagBehavior: ModifierBehavior<TagModifier> {
    override func changes(from old: TagModifier, to new: TagModifier) -> Invalidation {
        old.box == new.box ? [] : [.paint]
    }

    override func traitValue(_ key: ObjectIdentifier) -> Any? {
        key == ObjectIdentifier(TagTrait.self) ? modifier.tag : nil
    }

    /// The tag value.
    var tag: AnyHashable? { modifier.tag }
}

extension View {
    /// Tags the view with a value (for `Picker` and `List` selection).
    public func tag<V: Hashable>(_ tag: V) -> ModifiedContent<Self, TagModifier> {
        modifier(TagModifier(box: TypedHashableBox(tag)))
    }
}

/// A view written with `.tag(_:)`, as a list row collects it before any node exists.
@MainActor
protocol TaggedView {
    /// The tag.
    var viewTag: AnyHashable { get }
}

extension ModifiedContent: TaggedView where Content: View, Modifier == TagModifier {
    var viewTag: AnyHashable { modifier.tag }
}

@_spi(ShojiRuntime) extension TagModifier: PrimitiveModifier {}
