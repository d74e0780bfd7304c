import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

private struct Person: Hashable, Identifiable {
    var id: String { name }
    let name: String
}

@Observable
private final class Router {
    var path: [Person] = []
    var anyPath = NavigationPath()
    var showsAbout = false
    var editing: Person?
}

private let people = [Person(name: "Ada"), Person(name: "Grace")]

private struct PathApp: View {
    @Bindable var router: Router
    var body: some View {
        NavigationStack(path: $router.path) {
            List(people) { person in NavigationLink(person.name, value: person) }
                .navigationTitle("People")
                .navigationDestination(for: Person.self) { person in
                    VStack {
                        Text("Profile of \(person.name)")
                        NavigationLink("Next", value: Person(name: person.name + "+"))
                    }
                    .navigationTitle(person.name)
                }
        }
    }
}

private struct AnyPathApp: View {
    @Bindable var router: Router
    var body: some View {
        NavigationStack(path: $router.anyPath) {
            Text("Home")
                .navigationTitle("Home")
                .navigationDestination(for: Int.self) { Text("Number \($0)").navigationTitle("#\($0)") }
                .navigationDestination(for: String.self) { Text("Word \($0)") }
        }
    }
}

private struct PresentingApp: View {
    @Bindable var router: Router
    var body: some View {
        NavigationStack {
            VStack {
                Button("About") { router.showsAbout = true }
                Button("Edit Ada") { router.editing = people[0] }
            }
            .navigationTitle("Main")
            .navigationDestination(isPresented: $router.showsAbout) { Text("About screen") }
            .navigationDestination(item: $router.editing) { person in Text("Editing \(person.name)") }
        }
    }
}

@MainActor
@Suite struct NavigationPathTests {
    @Test func linksAppendToTheBoundPathAndPoppingRemoves() {
        let router = Router()
        let host = TestHost(PathApp(router: router), width: 40, height: 8)
        host.click("Grace")
        #expect(router.path == [Person(name: "Grace")])
        #expect(host.text.contains("Profile of Grace"))
        #expect(host.lines[0].hasPrefix("‹ People Grace"), "the back button names the screen below: \(host.lines[0])")
        host.click("Next")
        #expect(router.path.map(\.name) == ["Grace", "Grace+"])
        #expect(host.lines[0].hasPrefix("‹ Grace Grace+"), "\(host.lines[0])")
        host.press("Esc")
        #expect(router.path.map(\.name) == ["Grace"])
        host.press("Alt-Left")
        #expect(router.path.isEmpty)
        #expect(host.text.contains("Ada") && !host.text.contains("Profile"))
        #expect(!host.lines[0].contains("‹"))
    }

    @Test func changingThePathPushesAndPops() {
        let router = Router()
        router.path = [Person(name: "Ada"), Person(name: "Grace")]
        let host = TestHost(PathApp(router: router), width: 40, height: 8)
        #expect(host.text.contains("Profile of Grace"), "a path set at launch: \(host.lines)")
        #expect(host.lines[0].hasPrefix("‹ Ada Grace"))
        router.path.removeLast()
        host.update()
        #expect(host.text.contains("Profile of Ada"))
        router.path = []
        host.update()
        #expect(host.lines[0].hasPrefix("People"))
        router.path.append(Person(name: "Ada"))
        host.update()
        #expect(host.text.contains("Profile of Ada"))
        host.click("‹ People")
        #expect(router.path.isEmpty)
    }

    @Test func navigationPathHoldsValuesOfManyTypes() {
        let router = Router()
        let host = TestHost(AnyPathApp(router: router), width: 40, height: 6)
        router.anyPath.append(7)
        router.anyPath.append("seven")
        host.update()
        #expect(host.text.contains("Word seven"))
        #expect(host.lines[0].hasPrefix("‹ #7"), "\(host.lines[0])")
        host.press("Esc")
        #expect(router.anyPath.count == 1)
        #expect(host.text.contains("Number 7"))
        router.anyPath.append(3.5)
        host.update()
        #expect(host.text.contains("No navigationDestination for Double"))
        router.anyPath.removeLast(10)
        host.update()
        #expect(router.anyPath.isEmpty && host.text.contains("Home"))
    }

    @Test func destinationsPresentedByBindings() {
        let router = Router()
        let host = TestHost(PresentingApp(router: router), width: 40, height: 6)
        host.click("About")
        #expect(host.text.contains("About screen"))
        #expect(host.lines[0].hasPrefix("‹ Main"))
        host.press("Esc")
        #expect(!router.showsAbout, "popping sets the binding to false")
        #expect(host.text.contains("Edit Ada"))
        host.click("Edit Ada")
        #expect(host.text.contains("Editing Ada"))
        router.editing = people[1]
        host.update()
        #expect(host.text.contains("Editing Grace") && !host.text.contains("Editing Ada"))
        router.editing = nil
        host.update()
        #expect(host.text.contains("Edit Ada") && !host.text.contains("Editing"))
        router.showsAbout = true
        host.update()
        #expect(host.text.contains("About screen"))
        host.click("‹ Main")
        #expect(!router.showsAbout)
    }
}
