import Foundation
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

// A catalogue of the stored-property shapes a SwiftUI developer can write, each compared by the fast
// in-place path (`ViewComparator`) and by the `Mirror`-only oracle (`ReflectingComparator`): the two
// must agree, and neither may read memory it does not own (this suite also runs under AddressSanitizer).

private final class Ref {}
private protocol Shape {}
private struct Square: Shape { var side: Int }
private final class Circle: Shape { var radius = 1 }
private protocol Owner: AnyObject {}
private final class Keeper: Owner {}

private indirect enum Tree {
    case leaf(Int)
    case node(Tree, Tree)
}

private enum Payload {
    case none
    case text(String, count: Int)
    case action(() -> Void)
    case content(() -> String)
    case big(UUID, Date, String)
}

private struct Contact: Identifiable {
    let id: UUID
    var name: String
}

/// Bigger than an existential's inline buffer (24 bytes): stored out of line inside `Any`.
private struct Large {
    var id: UUID
    var name: String
    var created: Date
    var url: URL
    var amount: Decimal
}

private struct WeakHolder {
    var title: String
    weak var ref: Ref?
    unowned var owner: Ref
    unowned(unsafe) var raw: Ref
    var count: Int
}

private struct Existentials {
    var shape: any Shape
    var object: AnyObject
    var owner: any Owner
    var any: Any
    var type: Any.Type
    var intType: Int.Type
}

private struct Closures {
    var maybeAction: (() -> Void)?
    var maybeContent: (() -> String)?
    var pair: (Int, () -> Void)
    var onChange: (Int) -> Void
}

private struct Generic<Content> {
    var label: String
    var content: Content
}

private struct KeyPaths {
    var path: KeyPath<Contact, String>
    var partial: PartialKeyPath<Contact>
}

private struct ContactRow: View {
    let contact: Contact
    var body: some View { Text(contact.name) }
}

private struct Detail: View {
    let contact: Contact
    let large: Large
    var body: some View { ContactRow(contact: contact) }
}

@MainActor
@Suite struct ViewComparatorShapeTests {
    private let ref = Ref()
    private let other = Ref()
    private let uuid = UUID()
    private let date = Date(timeIntervalSince1970: 1_000)

    private func large(_ name: String = "a") -> Large {
        Large(
            id: uuid, name: name, created: date, url: URL(string: "https://example.com/\(name)")!,
            amount: Decimal(string: "12.50")!)
    }

    /// Pairs of values: (label, old, new, the expected result).
    private func catalogue() -> [(String, Any, Any, ViewComparison)] {
        let action: () -> Void = {}
        let content: () -> String = { "x" }
        let keeper = Keeper()
        let contact = Contact(id: uuid, name: "Grace")
        return [
            ("UUID", uuid, uuid, .equal),
            ("UUID changed", uuid, UUID(), .different),
            ("Date", date, date, .equal),
            ("URL", URL(string: "https://a")!, URL(string: "https://b")!, .different),
            ("Decimal", Decimal(1), Decimal(1), .equal),
            ("large struct", large(), large(), .equal),
            ("large struct changed", large(), large("b"), .different),
            ("Identifiable struct", contact, contact, .equal),
            ("Identifiable struct, same id, new name", contact, Contact(id: uuid, name: "Alan"), .different),
            (
                "weak and unowned", WeakHolder(title: "t", ref: ref, owner: ref, raw: ref, count: 1),
                WeakHolder(title: "t", ref: ref, owner: ref, raw: ref, count: 1), .equal
            ),
            (
                "weak changed", WeakHolder(title: "t", ref: ref, owner: ref, raw: ref, count: 1),
                WeakHolder(title: "t", ref: other, owner: ref, raw: ref, count: 1), .different
            ),
            (
                "unowned changed", WeakHolder(title: "t", ref: ref, owner: ref, raw: ref, count: 1),
                WeakHolder(title: "t", ref: ref, owner: other, raw: ref, count: 1), .different
            ),
            (
                "weak nil", WeakHolder(title: "t", ref: nil, owner: ref, raw: ref, count: 1),
                WeakHolder(title: "t", ref: nil, owner: ref, raw: ref, count: 2), .different
            ),
            (
                "existentials",
                Existentials(
                    shape: Square(side: 2), object: ref, owner: keeper, any: large(),
                    type: Int.self, intType: Int.self),
                Existentials(
                    shape: Square(side: 2), object: ref, owner: keeper, any: large(), type: Int.self,
                    intType: Int.self), .equal
            ),
            (
                "existential payload changed",
                Existentials(
                    shape: Square(side: 2), object: ref, owner: keeper, any: 1, type: Int.self, intType: Int.self),
                Existentials(
                    shape: Square(side: 3), object: ref, owner: keeper, any: 1, type: Int.self, intType: Int.self),
                .different
            ),
            (
                "existential type changed",
                Existentials(
                    shape: Square(side: 2), object: ref, owner: keeper, any: 1, type: Int.self, intType: Int.self),
                Existentials(shape: Circle(), object: ref, owner: keeper, any: 1, type: Int.self, intType: Int.self),
                .different
            ),
            (
                "existential metatype changed",
                Existentials(
                    shape: Square(side: 2), object: ref, owner: keeper, any: 1, type: Int.self, intType: Int.self),
                Existentials(
                    shape: Square(side: 2), object: ref, owner: keeper, any: 1, type: String.self, intType: Int.self),
                .different
            ),
            (
                "any AnyObject changed",
                Existentials(
                    shape: Square(side: 2), object: ref, owner: keeper, any: 1, type: Int.self, intType: Int.self),
                Existentials(
                    shape: Square(side: 2), object: other, owner: keeper, any: 1, type: Int.self, intType: Int.self),
                .different
            ),
            (
                "optional closures",
                Closures(maybeAction: action, maybeContent: nil, pair: (1, action), onChange: { _ in }),
                Closures(maybeAction: action, maybeContent: nil, pair: (1, action), onChange: { _ in }), .actionsDiffer
            ),
            (
                "optional content closure",
                Closures(maybeAction: nil, maybeContent: content, pair: (1, action), onChange: { _ in }),
                Closures(maybeAction: nil, maybeContent: content, pair: (1, action), onChange: { _ in }), .different
            ),
            (
                "closure appears", Closures(maybeAction: nil, maybeContent: nil, pair: (1, action), onChange: { _ in }),
                Closures(maybeAction: action, maybeContent: nil, pair: (1, action), onChange: { _ in }), .different
            ),
            (
                "tuple with closure, number changed",
                Closures(maybeAction: nil, maybeContent: nil, pair: (1, action), onChange: { _ in }),
                Closures(maybeAction: nil, maybeContent: nil, pair: (2, action), onChange: { _ in }), .different
            ),
            (
                "indirect enum", Tree.node(.leaf(1), .node(.leaf(2), .leaf(3))),
                Tree.node(.leaf(1), .node(.leaf(2), .leaf(3))), .equal
            ),
            ("indirect enum changed", Tree.node(.leaf(1), .leaf(2)), Tree.node(.leaf(1), .leaf(3)), .different),
            ("payload enum", Payload.text("a", count: 1), Payload.text("a", count: 1), .equal),
            ("payload enum case", Payload.text("a", count: 1), Payload.none, .different),
            ("payload enum action", Payload.action(action), Payload.action(action), .actionsDiffer),
            ("payload enum content", Payload.content(content), Payload.content(content), .different),
            ("payload enum big", Payload.big(uuid, date, "s"), Payload.big(uuid, date, "s"), .equal),
            (
                "generic over large", Generic(label: "g", content: large()), Generic(label: "g", content: large()),
                .equal
            ),
            (
                "generic over large changed", Generic(label: "g", content: large()),
                Generic(label: "g", content: large("z")), .different
            ),
            (
                "generic over view", Generic(label: "g", content: ContactRow(contact: contact)),
                Generic(label: "g", content: ContactRow(contact: contact)), .equal
            ),
            (
                "generic over closure", Generic(label: "g", content: action), Generic(label: "g", content: action),
                .actionsDiffer
            ),
            (
                "key paths", KeyPaths(path: \Contact.name, partial: \Contact.id),
                KeyPaths(path: \Contact.name, partial: \Contact.id), .equal
            ),
            (
                "key paths changed", KeyPaths(path: \Contact.name, partial: \Contact.id),
                KeyPaths(path: \Contact.name, partial: \Contact.name), .different
            ),
            (
                "nested views", Detail(contact: contact, large: large()), Detail(contact: contact, large: large()),
                .equal
            ),
            (
                "nested views changed", Detail(contact: contact, large: large()),
                Detail(contact: contact, large: large("q")), .different
            ),
            ("array of non-Equatable", [Payload.text("a", count: 1)], [Payload.text("a", count: 1)], .equal),
            ("array length", [Payload.none], [Payload.none, Payload.none], .different),
            ("optional large", Optional(large()) as Any, Optional(large()) as Any, .equal),
            ("class instance", ref, ref, .equal),
            ("class instance changed", ref, other, .different),
            ("closure", action, action, .actionsDiffer),
            ("content closure", content, content, .different),
            ("metatype", Int.self as Any.Type, Int.self as Any.Type, .equal),
            ("different types", 1, "1", .different),
        ]
    }

    @Test func fastPathAgreesWithTheReflectingOracle() {
        for (label, a, b, expected) in catalogue() {
            let fast = ViewComparator.compare(a, b)
            let slow = ReflectingComparator.compare(a, b)
            #expect(fast == slow, "\(label): fast \(fast), Mirror \(slow)")
            #expect(fast == expected, "\(label): \(fast), expected \(expected)")
            // Twice: the second comparison runs on the cached plan.
            #expect(ViewComparator.compare(a, b) == fast, "\(label) (cached plan)")
            // The statically typed path (modifier values), reading both values where they are.
            if type(of: a) == type(of: b) {
                func typed<V>(_: V.Type) -> ViewComparison? {
                    guard let x = a as? V, let y = b as? V else { return nil }
                    return ViewComparator.compareValues(x, y)
                }
                let inPlace = _openExistential(type(of: a), do: typed)
                #expect(inPlace == fast, "\(label): in place \(String(describing: inPlace)), boxed \(fast)")
            }
        }
    }

    @Test func viewsAreComparedInPlaceLikeTheBoxedPath() {
        struct Row: View {
            let title: String
            let count: Int
            var onTap: () -> Void = {}
            var body: some View { Text(title) }
        }
        struct Empty: View { var body: some View { EmptyView() } }
        let pairs: [(String, any View, any View, ViewComparison)] = [
            ("same row", Row(title: "a", count: 1), Row(title: "a", count: 1), .actionsDiffer),
            ("other title", Row(title: "a", count: 1), Row(title: "b", count: 1), .different),
            ("empty", Empty(), Empty(), .equal),
            ("text", Text("a"), Text("a"), .equal),
            ("other type", Text("a"), Empty(), .different),
            ("modified", Text("a").padding(1), Text("a").padding(1), .equal),
            ("modified differently", Text("a").padding(8), Text("a").padding(16), .different),
            (
                "large", Row(title: String(repeating: "x", count: 100), count: 1).padding(1).border(.red),
                Row(title: String(repeating: "x", count: 100), count: 1).padding(1).border(.red), .actionsDiffer
            ),
        ]
        for (label, a, b, expected) in pairs {
            let inPlace = ViewComparator.compareViews(a, b)
            #expect(inPlace == expected, "\(label): \(inPlace)")
            #expect(inPlace == ViewComparator.compare(a, b), "\(label): boxed path disagrees")
            #expect(inPlace == ReflectingComparator.compare(a, b), "\(label): Mirror disagrees")
        }
    }

    @Test func weakAndUnownedPropertiesAreNotReadInPlace() {
        #expect(TypeLayout.readableFields(of: WeakHolder.self) == nil)
        #expect(TypeLayout.readableFields(of: Large.self)?.count == 5)
        #expect(TypeLayout.readableFields(of: Closures.self)?.count == 4)
        #expect(TypeLayout.readableFields(of: Payload.self) == nil)
    }

    @Test func metadataKinds() {
        #expect(TypeLayout.kind(of: Large.self) == .struct)
        #expect(TypeLayout.kind(of: Ref.self) == .class)
        #expect(TypeLayout.kind(of: (() -> Void).self) == .function)
        #expect(TypeLayout.kind(of: Int.Type.self) == .metatype)
        #expect(TypeLayout.kind(of: Any.Type.self) == .metatype)
        #expect(TypeLayout.kind(of: Payload.self) == .other)
        #expect(TypeLayout.kind(of: Optional<Int>.self) == .other)
    }
}
