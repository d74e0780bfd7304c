import Shoji

struct Person: Identifiable, Hashable {
    let id: Int
    let name: String
    let role: String
}

let galleryPeople = [
    Person(id: 1, name: "Ada Lovelace", role: "Analyst"), Person(id: 2, name: "Grace Hopper", role: "Admiral"),
    Person(id: 3, name: "Alan Turing", role: "Mathematician"),
    Person(id: 4, name: "Edsger Dijkstra", role: "Professor"),
]

/// Links by value, a registered destination, and the back button naming the screen below.
struct NavigationScreen: View {
    var body: some View {
        List(galleryPeople) { person in
            NavigationLink(value: person) {
                Label(person.name, systemImage: "person")
            }
        }
        .navigationTitle("People")
        .navigationDestination(for: Person.self) { PersonDetail(person: $0) }
    }
}

struct PersonDetail: View {
    let person: Person
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        Form {
            LabeledContent("Name", value: person.name)
            LabeledContent("Role", value: person.role)
            if let next = galleryPeople.first(where: { $0.id == person.id + 1 }) {
                NavigationLink("Next: \(next.name)", value: next)
            }
            Button("Back", systemImage: "chevron.left") { dismiss() }
        }
        .navigationTitle(person.name)
    }
}
