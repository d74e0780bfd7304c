//
//  ContentView.swift
//  ContactsBook
//

import Shoji

struct ContentView: View {
    @StateObject var store = ContactStore()
    @State private var showingAddContact = false

    var body: some View {
        NavigationView {
            List {
                Section(footer: Text("\(store.contacts.count) contacts")) {
                    ForEach(store.contacts) { contact in
                        NavigationLink(destination: ContactDetailView(contact: contact)) {
                            ContactRow(contact: contact)
                        }
                    }
                    .onDelete { offsets in
                        store.contacts.remove(atOffsets: offsets)
                    }
                }
            }
            .listStyle(GroupedListStyle())
            .navigationBarTitle("Contacts")
            .navigationBarItems(
                trailing:
                    Button("Add") {
                        self.showingAddContact = true
                    }
            )
            .sheet(
                isPresented: $showingAddContact,
                onDismiss: {
                    store.sortByName()
                }
            ) {
                EditContactView(contact: nil)
                    .environmentObject(self.store)
            }
        }
        .navigationViewStyle(StackNavigationViewStyle())
        .environmentObject(store)
    }
}

struct ContactRow: View {
    let contact: Contact

    var body: some View {
        VStack(alignment: .leading) {
            Text(contact.name)
                .font(.headline)
            Text(contact.phone)
                .font(.subheadline)
                .foregroundColor(.secondary)
        }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}
