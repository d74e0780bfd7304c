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

/// A key per type argument: `Numbered<Int>`, `Numbered<Wrap<Int>>`, … are as many keys as wanted.
private struct Numbered<T>: EnvironmentKey { static var defaultValue: Int { -1 } }
private struct Wrap<T> {}

/// Sets `Numbered<T>` to `depth`, then the next `depth - 1` keys (each one wrap deeper) to one less each.
private func setKeys<T>(from _: T.Type, depth: Int, in env: inout EnvironmentValues, plus offset: Int = 0) {
    guard depth > 0 else { return }
    env[Numbered<T>.self] = depth + offset
    setKeys(from: Wrap<T>.self, depth: depth - 1, in: &env, plus: offset)
}

/// Whether `Numbered<T>` and the next keys read `depth`, `depth - 1`, … (plus `offset`).
private func keysRead<T>(from _: T.Type, depth: Int, in env: EnvironmentValues, plus offset: Int = 0) -> Bool {
    guard depth > 0 else { return env[Numbered<T>.self] == -1 }  // one past the last: never set
    return env[Numbered<T>.self] == depth + offset
        && keysRead(from: Wrap<T>.self, depth: depth - 1, in: env, plus: offset)
}

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

    /// The values are found by scanning identifiers (issue 29): many keys, each set once, then all set
    /// again, read back their own values, and a copy keeps the values it had.
    @Test func manyKeysEachReadTheirOwnValue() {
        var env = EnvironmentValues()
        setKeys(from: Int.self, depth: 150, in: &env)
        #expect(keysRead(from: Int.self, depth: 150, in: env))
        let before = env
        setKeys(from: Int.self, depth: 150, in: &env, plus: 1000)
        #expect(keysRead(from: Int.self, depth: 150, in: env, plus: 1000))
        #expect(keysRead(from: Int.self, depth: 150, in: before))
        #expect(env[ShadeKey.self].name == "plain", "a key never set reads its default among many")
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
