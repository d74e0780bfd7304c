import Foundation
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// An element selected by value: its id is a `UUID`, the selection a whole `Shape`.
private struct Shape: Hashable, Identifiable {
    let id: UUID
    var name: String
}

/// A selection of an enum's cases, tagged on static rows.
private enum Flavor: Hashable {
    case sweet, sour
}

/// Which rows a list's selection matches, whatever the kinds of the rows' ids and of the selection.
@MainActor
@Suite struct ListSelectionMatchingTests {
    /// A row with `id` and `element`.
    private func row(_ id: ElementID?, _ element: Any?) -> ListRows.Row {
        ListRows.Row(key: .index(0), view: EmptyView(), elementID: id, element: element, isHeader: false)
    }

    @Test func eachIdKindIsAskedOnlyWhenItCanBeTheSelectionsType() {
        let ints = IDKindCasts<Int>()
        #expect(ints.mayBe(.int(3)))
        #expect(!ints.mayBe(.uuid(UUID())))
        #expect(!ints.mayBe(.string("a")))
        #expect(ints.mayBe(.other(AnyHashable(Flavor.sweet))))
        let anything = IDKindCasts<AnyHashable>()
        #expect(anything.mayBe(.int(3)) && anything.mayBe(.uuid(UUID())) && anything.mayBe(.string("a")))
        let strings = IDKindCasts<String>()
        #expect(strings.mayBe(.string("a")) && !strings.mayBe(.int(1)))
        // Asked again, the kept answer.
        #expect(!ints.mayBe(.uuid(UUID())) && ints.mayBe(.int(9)))
    }

    @Test func aValueSelectionMatchesByElementWhereTheIdsAreUUIDs() {
        let a = Shape(id: UUID(), name: "a")
        let b = Shape(id: UUID(), name: "b")
        var current: Shape? = b
        let selection = ListSelection.single(Binding(get: { current }, set: { current = $0 }))
        let rows = [row(ElementID(a.id), a), row(ElementID(b.id), b)]
        #expect(!selection.isRowSelected(rows[0].elementID, rows[0].element))
        #expect(selection.isRowSelected(rows[1].elementID, rows[1].element))
        #expect(selection.selectedRows(Optional(b) as Any, rows) == [false, true])
        #expect(selection.selectedRows(Optional(a) as Any, rows) == [true, false])
        #expect(selection.selectedRows(Shape?.none as Any, rows) == [false, false])
        #expect(selection.changedRows(Optional(a) as Any, Optional(b) as Any, rows) == [0, 1])
    }

    @Test func anIdSelectionMatchesByIdOfEveryKind() {
        var int: Int? = 2
        let byInt = ListSelection.single(Binding(get: { int }, set: { int = $0 }))
        let intRows = (0..<4).map { row(ElementID($0), "element \($0)") }
        #expect(byInt.selectedRows(int as Any, intRows) == [false, false, true, false])
        let id = UUID()
        var uuid: UUID? = id
        let byUUID = ListSelection.single(Binding(get: { uuid }, set: { uuid = $0 }))
        #expect(byUUID.selectedRows(uuid as Any, [row(ElementID(UUID()), 1), row(ElementID(id), 2)]) == [false, true])
        var names: Set<String> = ["b", "c"]
        let byName = ListSelection.multiple(Binding(get: { names }, set: { names = $0 }))
        let nameRows = ["a", "b", "c"].map { row(ElementID($0), 0) }
        #expect(byName.selectedRows(names as Any, nameRows) == [false, true, true])
        var any: AnyHashable? = AnyHashable(1)
        let byAny = ListSelection.single(Binding(get: { any }, set: { any = $0 }))
        #expect(byAny.selectedRows(any as Any, intRows) == [false, true, false, false])
        var flavor: Flavor? = .sour
        let byTag = ListSelection.single(Binding(get: { flavor }, set: { flavor = $0 }))
        let tagRows = [row(.other(AnyHashable(Flavor.sweet)), nil), row(.other(AnyHashable(Flavor.sour)), nil)]
        #expect(byTag.selectedRows(flavor as Any, tagRows) == [false, true])
    }

    @Test func aSelectionOfAnIdKindComparesIdsOfThatKindAndAsksTheRestByElement() {
        var current: Int? = 5
        let selection = ListSelection.single(Binding(get: { current }, set: { current = $0 }))
        // Ids of the selection's kind, a `String` id whose element is the selected value, and an id boxed
        // as `AnyHashable`: the last two cannot be told from the ids alone.
        let rows = [row(.int(5), "five"), row(.int(6), "six"), row(.string("x"), 5), row(.other(AnyHashable(5)), nil)]
        #expect(rows.map { selection.isRowSelected($0.elementID, $0.element) } == [true, false, true, true])
        #expect(selection.selectedRows(current as Any, rows) == [true, false, true, true])
        #expect(selection.selectedRows(Int?.none as Any, rows) == [false, false, false, false])
        #expect(selection.changedRows(Optional(6) as Any, Optional(5) as Any, rows) == [0, 1, 2, 3])
        #expect(selection.changedRows(Int?.none as Any, Optional(6) as Any, rows) == [1])
        #expect(selection.changedRows(Optional(5) as Any, Int?.none as Any, rows) == [0, 2, 3])
        // Strings compare as `String`s do: canonically equivalent spellings are the same id.
        var name: String? = "caf\u{E9}"
        let byName = ListSelection.single(Binding(get: { name }, set: { name = $0 }))
        let nameRows = [row(.string("cafe\u{301}"), nil), row(.string("cafe"), nil)]
        #expect(byName.selectedRows(name as Any, nameRows) == [true, false])
        #expect(nameRows.map { byName.isRowSelected($0.elementID, $0.element) } == [true, false])
    }

    @Test func idsAnswerForThemselvesOnlyWhenBothAreOfOneDirectKind() {
        #expect(ElementID.direct(3) == .int(3) && ElementID.direct("a") == .string("a"))
        #expect(ElementID.direct(Flavor.sweet) == nil && ElementID.direct(Optional(3)) == nil)
        #expect(ElementID.int(3).matches(.int(3), given: true) == true)
        #expect(ElementID.int(3).matches(.int(4), given: true) == false)
        #expect(ElementID.int(3).matches(.string("3"), given: true) == nil)
        #expect(ElementID.int(3).matches(nil, given: true) == nil)
        #expect(ElementID.string("3").matches(nil, given: false) == false)
        #expect(ElementID.other(AnyHashable(3)).matches(.int(3), given: true) == nil)
    }
}
