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

/// Keys that change no size (issue 29: a `.disabled` that flips lays nothing out again).
@Suite struct LayoutNeutralEnvironmentTests {
    @Test func onlyKeysThatMayChangeASizeMoveTheLayoutVersion() {
        var env = EnvironmentValues()
        env[BigKey.self] = (1, 1, 1, 1, 1, 1, 1, 1)
        let start = env
        env.isEnabled = false
        env.tint = .red
        #expect(!env.isSame(as: start), "the values differ")
        #expect(env.layoutVersion == start.layoutVersion, "but none that sizes views")
        env[BigKey.self] = (2, 2, 2, 2, 2, 2, 2, 2)
        #expect(env.layoutVersion != start.layoutVersion, "a key of the app's own may size views")
        var other = start
        other.setObject(Both(), as: Both.self)
        #expect(other.layoutVersion != start.layoutVersion, "so may an object")
    }
}

private struct FlippingForm: View {
    @State private var title = ""
    @State private var wraps = false
    var body: some View {
        VStack(alignment: .leading) {
            TextField("A title for the new task", text: $title)
            Button("Add") {}.disabled(title.isEmpty)
            Text("a line of text longer than the screen is wide, which wraps when it may")
                .lineLimit(wraps ? nil : 1)
            Button("Wrap") { wraps.toggle() }
        }
    }
}

@MainActor
@Suite struct LayoutNeutralEnvironmentGraphTests {
    @Test func aButtonEnabledByTypingIsRepaintedNotMeasured() throws {
        let host = TestHost(FlippingForm(), width: 40, height: 8)
        let add = try #require(host.find("Add"))
        #expect(host.style(x: add.x, y: add.y).attributes.contains(.dim), "disabled while the title is empty")
        let passes = host.graph.layoutPasses
        let typed = try #require(host.type("a"))
        #expect(!host.style(x: add.x, y: add.y).attributes.contains(.dim), "enabled once there is a title")
        #expect(typed.sizeComputations == 0)
        let erased = try #require(host.press("Backspace"))
        #expect(host.style(x: add.x, y: add.y).attributes.contains(.dim))
        #expect(erased.sizeComputations == 0)
        #expect(host.graph.layoutPasses == passes)
        // A key that sizes views still lays them out again.
        #expect(host.find("wraps when") == nil)
        host.click("Wrap")
        #expect(host.find("wraps when") != nil, "\(host.lines)")
        #expect(host.graph.layoutPasses > passes)
    }
}
