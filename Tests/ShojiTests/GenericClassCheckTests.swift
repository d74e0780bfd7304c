import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

private struct First: EnvironmentKey { static let defaultValue = 1 }
private struct Second: EnvironmentKey { static let defaultValue = 2 }
private struct Generic<T>: EnvironmentKey { static var defaultValue: Int { 0 } }

/// The generic classes a frame checks an object against (a modifier's behavior, a `@State` box, an
/// environment value's box) are told by the type they recorded, not by a cast to the generic class (which
/// looks its metadata up in the runtime's tables): each check must still answer exactly what the cast did.
@MainActor
struct GenericClassCheckTests {
    @Test func aModifierBehaviorIsFoundForItsOwnModifierTypeOnly() {
        let padding = ModifierBehavior<PaddingModifier>(PaddingModifier(insets: CellInsets()))
        let tag = TagBehavior(TagModifier(box: TypedHashableBox(3)))
        #expect(ModifierBehavior<PaddingModifier>.of(padding) === padding)
        #expect(ModifierBehavior<TagModifier>.of(padding) == nil)
        // A subclass is found as its base's generic class, as `as? ModifierBehavior<TagModifier>` was.
        #expect(ModifierBehavior<TagModifier>.of(tag) === tag)
        #expect(ModifierBehavior<PaddingModifier>.of(tag) == nil)
        #expect(ModifierBehavior<PaddingModifier>.of(StructuralBehavior()) == nil)
    }

    @Test func aStateBoxIsFoundForItsOwnValueTypeOnly() {
        let count = StateBox(3)
        let text = StateBox("three")
        let optional = StateBox<Int?>(3)
        #expect(StateBox<Int>.of(count) === count)
        #expect(StateBox<String>.of(count) == nil)
        #expect(StateBox<String>.of(text) === text)
        #expect(StateBox<Int?>.of(count) == nil)
        #expect(StateBox<Int>.of(optional) == nil)
        #expect(StateBox<Int>.of(nil) == nil)
        #expect(StateBox<Int>.of(StateObjectBox(NSObjectLike())) == nil)
    }

    @Test func anEnvironmentBoxIsFoundForItsOwnKeyOnly() {
        let first = EnvironmentValueBox<First>(10)
        #expect(EnvironmentValueBox<First>.of(first) === first)
        #expect(EnvironmentValueBox<Second>.of(first) == nil)
        #expect(EnvironmentValueBox<Generic<Int>>.of(EnvironmentValueBox<Generic<String>>(4)) == nil)
        #expect(EnvironmentValueBox<First>.of(StateBox(1)) == nil)
        var env = EnvironmentValues()
        env[First.self] = 11
        env[Generic<Int>.self] = 12
        #expect(env[First.self] == 11)
        #expect(env[Second.self] == 2)
        #expect(env[Generic<Int>.self] == 12)
        #expect(env[Generic<String>.self] == 0)
    }
}

/// An object of a class that is neither a state box nor an environment box.
private final class NSObjectLike {}
