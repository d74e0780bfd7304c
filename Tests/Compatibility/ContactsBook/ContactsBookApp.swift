//
//  ContactsBookApp.swift
//  ContactsBook
//

import Combine
import Shoji

@main
struct ContactsBookApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct Contact: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var phone: String
    var email: String
}

class ContactStore: ObservableObject {
    @Published var contacts: [Contact] = [
        Contact(name: "Ada Lovelace", phone: "555-0100", email: "ada@example.com"),
        Contact(name: "Grace Hopper", phone: "555-0101", email: "grace@example.com"),
        Contact(name: "Linus Torvalds", phone: "555-0102", email: "linus@example.com"),
    ]

    func contact(withID id: UUID) -> Contact? {
        contacts.first { $0.id == id }
    }

    func add(_ contact: Contact) {
        contacts.append(contact)
    }

    func update(_ contact: Contact) {
        if let index = contacts.firstIndex(where: { $0.id == contact.id }) {
            contacts[index] = contact
        }
    }

    func delete(_ contact: Contact) {
        contacts.removeAll { $0.id == contact.id }
    }

    func sortByName() {
        contacts.sort { $0.name < $1.name }
    }
}
