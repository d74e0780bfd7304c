import Foundation
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

private struct Detail: View {
    let name: String
    @Environment(\.presentationMode) private var presentationMode
    var body: some View {
        VStack {
            Text("Detail of \(name)")
            Button("Close") { presentationMode.wrappedValue.dismiss() }
        }
        .navigationBarTitle(Text(name), displayMode: .inline)
    }
}

private struct ContactsScreen: View {
    @State private var added = 0
    var body: some View {
        NavigationView {
            List(["Ada", "Grace"], id: \.self) { name in
                NavigationLink(destination: Detail(name: name)) { Text(name) }
            }
            .navigationBarTitle("Contacts")
            .navigationBarItems(trailing: Button("Add \(added)") { added += 1 })
        }
    }
}

private struct TwoColumns: View {
    let stack: Bool
    var body: some View {
        if stack {
            NavigationView {
                Text("Sidebar column")
                Text("Detail column")
            }
            .navigationViewStyle(StackNavigationViewStyle())
        } else {
            NavigationView {
                Text("Sidebar column")
                Text("Detail column")
            }
        }
    }
}

private struct ActiveLinkScreen: View {
    @State var isActive = false
    @State var selection: Int?
    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(destination: Text("Pushed by flag"), isActive: $isActive) { Text("Flag link") }
                NavigationLink("Tag 2 link", destination: Text("Pushed by tag"), tag: 2, selection: $selection)
                Text("flag \(isActive ? "on" : "off") tag \(selection.map(String.init) ?? "none")")
                Button("Activate in code") { isActive = true }
            }
        }
    }
}

private struct SaveError: LocalizedError {
    var errorDescription: String? { "Disk is full" }
}

private struct AlertsScreen: View {
    @State private var showAlert = false
    @State private var showSheet = false
    @State private var showError = false
    @State private var picked: Fruit?
    @State private var log = "none"

    struct Fruit: Identifiable {
        let id: String
    }

    var body: some View {
        VStack {
            Text("log \(log)")
            Button("Delete all") { showAlert = true }
            Button("Options") { showSheet = true }
            Button("Pick kiwi") { picked = Fruit(id: "kiwi") }
            Button("Fail") { showError = true }
        }
        .alert(isPresented: $showAlert) {
            Alert(
                title: Text("Delete everything?"), message: Text("This cannot be undone."),
                primaryButton: .destructive(Text("Delete")) { log = "deleted" },
                secondaryButton: .cancel())
        }
        .actionSheet(isPresented: $showSheet) {
            ActionSheet(
                title: Text("Sort by"),
                buttons: [
                    .default(Text("Name")) { log = "by name" }, .default(Text("Date")) { log = "by date" }, .cancel(),
                ])
        }
        .alert(item: $picked) { fruit in
            Alert(title: Text("You picked \(fruit.id)"))
        }
        .alert(isPresented: $showError, error: SaveError()) {
            Button("Retry") { log = "retried" }
        }
    }
}

@MainActor
@Suite struct LegacyNavigationTests {
    @Test func aNavigationViewIsAStackWithTitleItemsAndPresentationMode() throws {
        let host = TestHost(ContactsScreen(), width: 60, height: 12)
        #expect(host.lines[0].contains("Contacts"))
        #expect(host.lines[0].contains("Add 0"))
        host.click("Add 0")
        #expect(host.text.contains("Add 1"))
        host.click("Grace")
        #expect(host.text.contains("Detail of Grace"))
        host.click("Close")
        #expect(host.text.contains("Ada"))
        #expect(!host.text.contains("Detail of"))
    }

    @Test func twoViewsAreColumnsUnlessTheStyleIsStack() throws {
        let columns = TestHost(TwoColumns(stack: false), width: 100, height: 10)
        #expect(columns.text.contains("Sidebar column"))
        #expect(columns.text.contains("Detail column"))
        let stack = TestHost(TwoColumns(stack: true), width: 100, height: 10)
        #expect(stack.text.contains("Sidebar column"))
        #expect(!stack.text.contains("Detail column"))
    }

    @Test func linksFollowTheirBindings() throws {
        let host = TestHost(ActiveLinkScreen(), width: 60, height: 10)
        host.click("Flag link")
        #expect(host.text.contains("Pushed by flag"))
        host.press("Esc")
        #expect(host.text.contains("flag off"))
        host.click("Activate in code")
        #expect(host.text.contains("Pushed by flag"))
        host.press("Esc")
        host.click("Tag 2 link")
        #expect(host.text.contains("Pushed by tag"))
        host.press("Esc")
        #expect(host.text.contains("tag none"))
    }

    @Test func legacyAlertsAndActionSheets() throws {
        let host = TestHost(AlertsScreen(), width: 70, height: 16)
        host.click("Delete all")
        #expect(host.text.contains("Delete everything?"))
        #expect(host.text.contains("This cannot be undone."))
        host.click("[ Delete ]")
        #expect(host.text.contains("log deleted"))
        #expect(!host.text.contains("Delete everything?"))
        host.click("Options")
        #expect(host.text.contains("Sort by"))
        host.click("Date")
        #expect(host.text.contains("log by date"))
        host.click("Pick kiwi")
        #expect(host.text.contains("You picked kiwi"))
        host.click("OK")
        #expect(!host.text.contains("You picked"))
        host.click("Fail")
        #expect(host.text.contains("Disk is full"))
        host.click("Retry")
        #expect(host.text.contains("log retried"))
    }

    @Test func aFullScreenCoverTakesTheWholeWidth() throws {
        struct Cover: View {
            @State var shown = true
            var body: some View {
                Text("Behind").fullScreenCover(isPresented: $shown) { Text("Covering") }
            }
        }
        let host = TestHost(Cover(), width: 50, height: 10)
        let row = try #require(host.lines.first { $0.contains("Covering") })
        #expect(host.lines.contains { $0.hasPrefix("╭") && $0.hasSuffix("╮") && $0.count == 50 }, "\(row)")
        host.press("Esc")
        #expect(!host.text.contains("Covering"))
    }
}
