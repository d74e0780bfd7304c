import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

private protocol Shade { var name: String { get } }
private struct Plain: Shade { var name = "plain" }

/// A key whose value is an existential (reading it back once cast `Any` to `any Shade`).
private struct ShadeKey: EnvironmentKey { static var defaultValue: any Shade { Plain() } }
/// A key whose value is an optional closure.
private struct CallbackKey: EnvironmentKey { static var defaultValue: (() -> Int)? { nil } }
/// A key whose value is large (stored out of line in an `Any`).
private struct BigKey: EnvironmentKey { static let defaultValue = (1, 2, 3, 4, 5, 6, 7, 8) }
/// A key type that is also the type of an object placed with `.environment(_:)`.
private final class Both: EnvironmentKey {
    static let defaultValue = 7
}

private struct Loud: Shade { var name = "loud" }

@Suite struct EnvironmentValuesStorageTests {
    @Test func valuesOfEveryShapeReadBackAsSet() {
        var env = EnvironmentValues()
        #expect(env[ShadeKey.self].name == "plain")
        #expect(env[CallbackKey.self] == nil)
        #expect(env[BigKey.self].7 == 8)

        env[ShadeKey.self] = Loud()
        env[CallbackKey.self] = { 42 }
        env[BigKey.self] = (9, 9, 9, 9, 9, 9, 9, 10)
        #expect(env[ShadeKey.self].name == "loud")
        #expect(env[CallbackKey.self]?() == 42)
        #expect(env[BigKey.self].7 == 10)

        // Setting nil stores nil (not the default).
        env[CallbackKey.self] = nil
        #expect(env[CallbackKey.self] == nil)
    }

    @Test func aCopyKeepsItsOwnValues() {
        var a = EnvironmentValues()
        a[BigKey.self] = (1, 1, 1, 1, 1, 1, 1, 1)
        var b = a
        b[BigKey.self] = (2, 2, 2, 2, 2, 2, 2, 2)
        #expect(a[BigKey.self].0 == 1)
        #expect(b[BigKey.self].0 == 2)
    }

    @Test func aKeyTypeThatIsAlsoAnObjectTypeKeepsTheTwoApart() {
        var env = EnvironmentValues()
        let object = Both()
        env.setObject(object, as: Both.self)
        // The object is not the key's value: the key reads its default.
        #expect(env[Both.self] == 7)
        #expect(env.objectValue(of: Both.self) === object)

        var other = EnvironmentValues()
        other[Both.self] = 3
        // The key's value is not an object of that type.
        #expect(other.objectValue(of: Both.self) == nil)
        #expect(other[Both.self] == 3)
    }
}
