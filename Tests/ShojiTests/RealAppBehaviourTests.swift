import Foundation
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

private struct EventSheetScreen: View {
    @State private var showSheet = false
    @State private var saved: [String] = []
    @State private var title = ""

    var body: some View {
        VStack {
            Button("New event") { showSheet = true }
            Text("saved \(saved.count): \(saved.joined(separator: ","))")
        }
        .sheet(isPresented: $showSheet) {
            NavigationStack {
                Form {
                    TextField("Title", text: $title)
                    Toggle("All day", isOn: .constant(false))
                }
                .navigationTitle("New event")
                .toolbar {
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Save") {
                            saved.append(title)
                            showSheet = false
                        }
                    }
                }
            }
        }
    }
}

private struct MenuPickerForm: View {
    @State private var flavour = "Vanilla"
    var body: some View {
        Form {
            Text("A long label row on the left")
            Picker("Flavour", selection: $flavour) {
                Text("Vanilla").tag("Vanilla")
                Text("Chocolate").tag("Chocolate")
            }
            .pickerStyle(.menu)
        }
    }
}

private struct EmptyListScreen: View {
    var body: some View {
        VStack {
            Button("First") {}
            List {
                ForEach([String](), id: \.self) { Text($0) }
            }
            Button("Last") {}
        }
    }
}

private struct TwoLineLinkRows: View {
    @State private var selection: String?
    var body: some View {
        NavigationStack {
            List(["Ada Lovelace", "Grace Hopper"], id: \.self, selection: $selection) { name in
                NavigationLink(destination: Text("Detail")) {
                    VStack(alignment: .leading) {
                        Text(name)
                        Text(name == "Ada Lovelace" ? "Analyst" : "Admiral").font(.caption)
                    }
                }
            }
        }
    }
}

private struct TwoLineRows: View {
    var body: some View {
        List {
            VStack(alignment: .leading) {
                Text("Ada Lovelace")
                Text("Analyst")
            }
            VStack(alignment: .leading) {
                Text("Grace Hopper")
                Text("Admiral")
            }
        }
    }
}

/// Behaviour found by running real SwiftUI apps (issue 25, item 6).
@MainActor
@Suite struct RealAppBehaviourTests {
    @Test func aSheetFocusesItsFirstTextFieldNotTheToolbarsSave() throws {
        let host = TestHost(EventSheetScreen(), width: 70, height: 20)
        host.click("New event")
        #expect(host.focusedView?.kind == "TextField")
        host.type("Lunch with Ada")
        #expect(host.text.contains("Lunch with Ada"))
        host.click("Save")
        #expect(host.text.contains("saved 1: Lunch with Ada"))
    }

    @Test func aMenuPickerOpensAtTheControl() throws {
        let host = TestHost(MenuPickerForm(), width: 60, height: 14)
        let control = try #require(host.find("Vanilla"))
        host.click("Vanilla")
        let option = try #require(host.find("Chocolate"))
        #expect(option.x >= control.x - 2, "the popup opens at the control (x \(option.x), control at \(control.x))")
        #expect(abs(option.y - control.y) <= 3)
    }

    @Test func anEmptyListIsNotATabStop() throws {
        let host = TestHost(EmptyListScreen(), width: 40, height: 12)
        #expect(host.focusedView?.text.contains("First") == true)
        host.press("Tab")
        #expect(host.focusedView?.text.contains("Last") == true, "\(String(describing: host.focusedView)) \(host.text)")
    }

    @Test(arguments: [false, true]) func aTwoLineRowHighlightsBothLines(links: Bool) throws {
        let host =
            links ? TestHost(TwoLineLinkRows(), width: 40, height: 10) : TestHost(TwoLineRows(), width: 40, height: 10)
        host.press("Tab")
        let first = try #require(host.find("Ada Lovelace"))
        let second = try #require(host.find("Analyst"))
        #expect(host.style(x: first.x, y: first.y).attributes.contains(.reverse), "\(host.focusedView as Any)")
        #expect(host.style(x: second.x, y: second.y).attributes.contains(.reverse))
        let other = try #require(host.find("Admiral"))
        #expect(!host.style(x: other.x, y: other.y).attributes.contains(.reverse))
    }
}
