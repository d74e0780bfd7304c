import Foundation
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

private struct Chore: Identifiable, Equatable {
    let id: Int
    var title: String
    var done = false
}

@Observable
private final class Chores {
    var items = [Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry"), Chore(id: 3, title: "Plants")]
}

private struct ChoreList: View {
    @Bindable var chores: Chores
    var body: some View {
        NavigationStack {
            List {
                ForEach($chores.items) { $chore in
                    Toggle(chore.title, isOn: $chore.done)
                }
                .onDelete { chores.items.remove(atOffsets: $0) }
                .onMove { chores.items.move(fromOffsets: $0, toOffset: $1) }
            }
            .navigationTitle("Chores")
            .toolbar { EditButton() }
        }
    }
}

@MainActor
@Suite struct ListEditingTests {
    @Test func collectionHelpersMatchSwiftUI() {
        var a = [0, 1, 2, 3, 4]
        a.move(fromOffsets: IndexSet([0]), toOffset: 3)
        #expect(a == [1, 2, 0, 3, 4])
        a.move(fromOffsets: IndexSet([4]), toOffset: 0)
        #expect(a == [4, 1, 2, 0, 3])
        a.move(fromOffsets: IndexSet([1, 2]), toOffset: 5)
        #expect(a == [4, 0, 3, 1, 2])
        a.remove(atOffsets: IndexSet([0, 4, 9]))
        #expect(a == [0, 3, 1], "an offset past the end is ignored, not a trap")
        a.move(fromOffsets: IndexSet([7]), toOffset: 0)
        #expect(a == [0, 3, 1])
    }

    @Test func deleteAndMoveWithKeysAndEditMode() {
        let chores = Chores()
        let host = TestHost(ChoreList(chores: chores), width: 40, height: 8)
        #expect(host.lines[0].hasSuffix("Edit"), "\(host.lines)")
        for _ in 0..<3 where host.focusedView?.kind != "List" { host.press("Tab") }
        #expect(host.focusedView?.kind == "List")
        host.press("Alt-Down")  // Dishes below Laundry
        #expect(chores.items.map(\.title) == ["Laundry", "Dishes", "Plants"])
        host.press("Alt-Down")
        #expect(chores.items.map(\.title) == ["Laundry", "Plants", "Dishes"], "the cursor followed the moved row")
        host.press("Delete")
        #expect(chores.items.map(\.title) == ["Laundry", "Plants"])
        #expect(!host.text.contains("Dishes"))
        host.press("Space")  // the row's toggle, through its element binding
        #expect(chores.items.contains { $0.done })
        host.click("Edit")
        #expect(host.lines[0].hasSuffix("Done"))
        #expect(host.text.contains("⊖") && host.text.contains("≡"), "\(host.lines)")
        let mark = host.find("⊖")!
        host.click(x: mark.x, y: mark.y)
        #expect(chores.items.count == 1)
        host.click("Done")
        #expect(!host.text.contains("⊖"))
    }
}
