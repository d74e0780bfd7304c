import Foundation
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

private struct Fruit: Identifiable, Hashable {
    let id: Int
    let name: String
}

private struct Detail: View {
    let fruit: Fruit
    @Environment(\.dismiss) private var dismiss
    @State private var likes = 0
    var body: some View {
        VStack {
            Text("About \(fruit.name)")
            Button("Like \(likes)") { likes += 1 }
            Button("Done") { dismiss() }
        }
        .navigationTitle(fruit.name)
        .toolbar { Button("Share") {} }
    }
}

private struct Catalog: View {
    let fruit = [Fruit(id: 1, name: "Apple"), Fruit(id: 2, name: "Pear")]
    var body: some View {
        NavigationStack {
            List(fruit) { item in
                NavigationLink(item.name) { Detail(fruit: item) }
            }
            .navigationTitle("Fruit")
            .toolbar {
                ToolbarItem(placement: .primaryAction) { Button("Edit") {} }
                ToolbarItem(placement: .cancellationAction) { Button("Close") {} }
            }
        }
    }
}

private struct ValueCatalog: View {
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("Show 7", value: 7)
                NavigationLink("Show Pear", value: Fruit(id: 2, name: "Pear"))
            }
            .navigationTitle("Values")
            .navigationDestination(for: Int.self) { n in Text("Number \(n)") }
            .navigationDestination(for: Fruit.self) { f in Detail(fruit: f) }
        }
    }
}

private struct Contact: Identifiable {
    let id = UUID()
    var name: String
}

/// The case from the robustness issue: rows of `Identifiable` structs with a `UUID` id (a resilient
/// Foundation type; the row is bigger than an existential's inline buffer).
private struct People: View {
    let contacts = [Contact(name: "Grace Hopper"), Contact(name: "Alan Turing")]
    var body: some View {
        NavigationStack {
            List(contacts) { c in
                NavigationLink {
                    ContactDetail(contact: c)
                } label: {
                    Text(c.name)
                }
            }
            .navigationTitle("People")
        }
    }
}

private struct ContactDetail: View {
    let contact: Contact
    var body: some View { Text("Detail \(contact.name)") }
}

private struct Ticket: Hashable {
    var id = UUID()
    var opened = Date(timeIntervalSince1970: 0)
    var title: String
}

private struct Tickets: View {
    var body: some View {
        NavigationStack {
            VStack {
                NavigationLink("First", value: Ticket(title: "First"))
                NavigationLink("Second", value: Ticket(title: "Second"))
            }
            .navigationTitle("Tickets")
            .navigationDestination(for: Ticket.self) { t in Text("Ticket \(t.title)") }
        }
    }
}

/// A screen whose toolbar items change with its state: a label that grows, and an item that appears.
private struct GrowingToolbar: View {
    @State private var count = 0
    var body: some View {
        NavigationStack {
            Button("Add") { count += 1 }
                .navigationTitle("Items")
                .toolbar {
                    if count >= 2 { Button("Clear") { count = 0 } }
                    Button(count == 0 ? "None" : "\(count) selected") {}
                }
        }
    }
}

@MainActor
@Suite struct NavigationTests {
    /// The toolbar host does not ask for layout whenever the body that declared it runs again; a change
    /// of its items' sizes, or an item that appears or goes, still lays the title bar out again.
    @Test func toolbarItemsThatChangeSizeAreLaidOutAgain() {
        let host = TestHost(GrowingToolbar(), width: 40, height: 6)
        #expect(host.lines[0].hasSuffix(" None"), "\(host.lines[0])")
        host.click("Add")
        #expect(host.lines[0].hasSuffix(" 1 selected"), "\(host.lines[0])")
        #expect(host.lines[0].hasPrefix("Items"), "\(host.lines[0])")
        host.click("Add")
        #expect(host.lines[0].hasSuffix("Clear 2 selected"), "\(host.lines[0])")
        host.click("Clear")
        #expect(host.lines[0].hasSuffix(" None"), "\(host.lines[0])")
        #expect(!host.lines[0].contains("Clear"), "\(host.lines[0])")
        #expect(!host.lines[0].contains("selected"), "\(host.lines[0])")
    }

    @Test func pushFromAListOfUUIDIdentifiedRows() {
        let host = TestHost(People(), width: 40, height: 8)
        host.click("Grace Hopper")
        #expect(host.text.contains("Detail Grace Hopper"))
        host.press("Esc")
        host.click("Alan Turing")
        #expect(host.text.contains("Detail Alan Turing"))
    }

    @Test func secondValuePushWithLargeValues() {
        let host = TestHost(Tickets(), width: 40, height: 8)
        host.click("First")
        #expect(host.text.contains("Ticket First"))
        host.press("Esc")
        host.click("Second")
        #expect(host.text.contains("Ticket Second"))
        host.press("Esc")
        host.click("First")
        #expect(host.text.contains("Ticket First"))
    }

    @Test func titleToolbarPushAndPop() throws {
        let host = TestHost(Catalog(), width: 40, height: 10)
        let bar = host.lines[0]
        #expect(bar.hasPrefix("Close Fruit"), "leading item, then the title: \(bar)")
        #expect(bar.hasSuffix("Edit"))
        #expect(host.lines[1].hasPrefix("──"))
        #expect(host.focusedView?.text == "Close", "toolbar items are in the Tab order")
        host.press("Tab", "Tab")
        #expect(host.focusedView?.kind == "List")
        host.press("Down", "Enter")  // push "Pear"
        #expect(host.lines[0].contains("‹ Fruit Pear"))
        #expect(host.text.contains("About Pear"))
        #expect(!host.lines[0].contains("Edit"), "the toolbar belongs to the covered screen")
        #expect(host.lines[0].hasSuffix("Share"))
        host.click("Like 0")
        #expect(host.text.contains("Like 1"))
        host.press("Esc")
        #expect(host.lines[0].contains("Fruit"))
        #expect(host.text.contains("Apple"))
        host.press("Enter")  // push again: a new screen, new state
        #expect(host.text.contains("Like 0"))
        host.click("Done")  // @Environment(\.dismiss) pops
        #expect(host.lines[0].contains("Fruit"))
        host.press("Enter")
        host.click("‹ Fruit")
        #expect(host.lines[0].contains("Fruit"))
    }

    @Test func valueLinksUseRegisteredDestinations() {
        let host = TestHost(ValueCatalog(), width: 40, height: 10)
        host.press("Enter")
        #expect(host.text.contains("Number 7"))
        host.press("Esc", "Down", "Enter")
        #expect(host.text.contains("About Pear"))
        #expect(host.lines[0].contains("Pear"))
    }
}
