import Combine
import Foundation

struct Person: Identifiable, Equatable {
    let id = UUID()
    var name: String
    var age: Int
    var bio: String
    var photo: URL?

    static let samples = [
        Person(name: "Ada", age: 36, bio: "Engines and poetry", photo: URL(string: "https://example.com/ada.jpg")),
        Person(
            name: "Grace", age: 45, bio: "Compilers, nanoseconds", photo: URL(string: "https://example.com/grace.jpg")),
        Person(name: "Linus", age: 28, bio: "Kernels and penguins", photo: nil),
    ]
}

final class DeckModel: ObservableObject {
    @Published var people = Person.samples
    @Published var liked: [Person] = []
    @Published var passed: [Person] = []

    var total: Int { Person.samples.count }
    var progress: Double { Double(liked.count + passed.count) / Double(total) }

    func decide(_ person: Person, like: Bool) {
        people.removeAll { $0.id == person.id }
        if like { liked.append(person) } else { passed.append(person) }
    }
}
