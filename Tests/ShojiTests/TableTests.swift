import Foundation
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

private struct Person: Identifiable {
    let id: Int
    var name: String
    var city: String
}

private struct NameCell: View {
    let name: String
    var body: some View { Text(name) }
}

private struct People: View {
    @State var people = [
        Person(id: 1, name: "Grace", city: "Arlington"), Person(id: 2, name: "Ada", city: "London"),
        Person(id: 3, name: "Alan", city: "Wilmslow"),
    ]
    @State var sortOrder = [KeyPathComparator(\Person.name)]
    @State var selection: Person.ID?

    var body: some View {
        VStack {
            Table(people, selection: $selection, sortOrder: $sortOrder) {
                TableColumn("Name", value: \.name)
                TableColumn("City", value: \.city)
                TableColumn("#") { person in Text("\(person.id)") }.width(24)
            }
            .onChange(of: sortOrder) { people.sort(using: sortOrder) }
            Text("selected \(selection.map(String.init) ?? "none")")
        }
    }
}

private struct Big: View {
    let rows = (0..<100_000).map { Person(id: $0, name: "Person \($0)", city: "City \($0 % 97)") }
    @State var selection = Set<Int>()
    var body: some View {
        Table(rows, selection: $selection) {
            TableColumn("Name") { NameCell(name: $0.name) }
            TableColumn("City", value: \.city)
        }
    }
}

private struct SortedBig: View {
    @State var rows = (0..<100_000).map { Person(id: $0, name: "Person \($0)", city: "City \($0 % 97)") }
    @State var sortOrder = [KeyPathComparator(\Person.id)]
    var body: some View {
        Table(rows, sortOrder: $sortOrder) {
            TableColumn("Name") { NameCell(name: $0.name) }
            TableColumn("Id", value: \.id) { Text("\($0.id)") }
        }
        .onChange(of: sortOrder) { rows.sort(using: sortOrder) }
    }
}

@MainActor
@Suite struct TableTests {
    @Test func sortingAHundredThousandRowsEvaluatesOnlyTheVisibleRows() {
        let host = TestHost(SortedBig(), width: 50, height: 10)
        #expect(host.lines[1].contains("Person 0"))
        let before = host.totalEvaluations["NameCell"] ?? 0
        host.click("Id")  // already first: reverses
        #expect(host.lines[1].contains("Person 99999"), "\(host.lines)")
        let sorted = (host.totalEvaluations["NameCell"] ?? 0) - before
        #expect(sorted <= 13, "only the rows on screen (and the margin) evaluate: \(sorted)")
    }

    @Test func headerSortsAndRowsSelect() {
        let host = TestHost(People(), width: 40, height: 7)
        #expect(host.lines[0].hasPrefix(" Name"), "\(host.lines)")
        #expect(host.lines[0].contains("City"))
        #expect(host.lines[0].contains("▲"), "sorted by name, ascending")
        #expect(host.style(x: 1, y: 0).attributes.contains(.underline))
        #expect(host.lines[1].hasPrefix(" Grace"), "the app sorts when sortOrder changes, not before")
        host.click("City")
        let byCity = host.lines[1...3].map { $0.split(separator: " ").first.map(String.init) ?? "" }
        #expect(byCity == ["Grace", "Ada", "Alan"], "Arlington, London, Wilmslow: \(host.lines)")
        host.click("City")
        let reversed = host.lines[1...3].map { $0.split(separator: " ").first.map(String.init) ?? "" }
        #expect(reversed == ["Alan", "Ada", "Grace"])
        #expect(host.lines[0].contains("▼"))
        host.click("Ada")
        #expect(host.text.contains("selected 2"))
        // The header is a Tab stop: ← then Enter sorts by the column before the one clicked last.
        for _ in 0..<4 where host.focusedView?.kind != "TableHeader" { host.press("Tab") }
        #expect(host.focusedView?.kind == "TableHeader")
        host.press("Left", "Enter")
        let byName = host.lines[1...3].map { $0.split(separator: " ").first.map(String.init) ?? "" }
        #expect(byName == ["Ada", "Alan", "Grace"], "\(host.lines)")
    }

    @Test func columnWidthsFitTheTerminal() {
        let host = TestHost(People(), width: 40, height: 7)
        let hash = host.find("#")!
        #expect(hash.x == 36, "a fixed 3-cell column before the scroll bar column: \(host.lines[0])")
        let city = host.find("City")!
        #expect(city.x == 18, "the flexible columns share the rest (16 each, one cell apart)")
    }

    @Test func hundredThousandRowsEvaluateOnlyTheVisibleRows() {
        let host = TestHost(Big(), width: 60, height: 12)
        #expect(host.lines[1].hasPrefix(" Person 0"))
        let first = host.totalEvaluations["NameCell"] ?? 0
        #expect(first <= 15, "the 11 visible rows and the list's margin: \(first)")
        host.press("Tab", "PageDown")
        let paged = (host.totalEvaluations["NameCell"] ?? 0) - first
        #expect(paged <= 15, "a page down evaluates about a page of rows: \(paged)")
        host.press("Space")
        #expect(host.lastFrame?.bodyEvaluations ?? 99 <= 2, "selecting a row evaluates no cells")
    }
}
