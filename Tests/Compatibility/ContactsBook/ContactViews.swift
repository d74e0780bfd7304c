//
//  ContactViews.swift
//  ContactsBook
//

import Shoji

struct ContactDetailView: View {
    @EnvironmentObject var store: ContactStore
    @Environment(\.presentationMode) var presentationMode

    let contact: Contact

    @State private var showingEditor = false
    @State private var confirmingDelete = false

    private var current: Contact {
        store.contact(withID: contact.id) ?? contact
    }

    var body: some View {
        Form {
            Section(header: Text("Phone")) {
                Text(current.phone)
            }
            Section(header: Text("Email")) {
                Text(current.email)
            }
            Section {
                Button("Delete Contact") {
                    confirmingDelete = true
                }
                .foregroundColor(.red)
            }
        }
        .navigationBarTitle(Text(current.name), displayMode: .inline)
        .navigationBarItems(trailing: Button("Edit") { showingEditor = true })
        .sheet(isPresented: $showingEditor) {
            EditContactView(contact: current)
                .environmentObject(store)
        }
        .confirmationDialog("Delete \(current.name)?", isPresented: $confirmingDelete, titleVisibility: .visible) {
            Button("Yes, Delete", role: .destructive) {
                store.delete(current)
                presentationMode.wrappedValue.dismiss()
            }
            Button("Cancel", role: .cancel) {}
        } message: {
            Text("This contact will be removed from all your devices.")
        }
    }
}

struct EditContactView: View {
    @EnvironmentObject var store: ContactStore
    @Environment(\.presentationMode) var presentationMode

    let contact: Contact?

    @State private var name = ""
    @State private var phone = ""
    @State private var email = ""

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Name")) {
                    TextField("Full name", text: $name)
                }
                Section(header: Text("Details")) {
                    TextField("Phone number", text: $phone)
                        .keyboardType(.phonePad)
                    TextField("Email address", text: $email)
                        .keyboardType(.emailAddress)
                        .autocapitalization(.none)
                        .disableAutocorrection(true)
                }
            }
            .navigationBarTitle(contact == nil ? "New Contact" : "Edit Contact", displayMode: .inline)
            .navigationBarItems(
                leading: Button("Cancel") {
                    presentationMode.wrappedValue.dismiss()
                },
                trailing: Button("Save") {
                    save()
                    presentationMode.wrappedValue.dismiss()
                }
                .disabled(name.trimmingCharacters(in: .whitespaces).isEmpty)
            )
            .onAppear {
                if let contact = contact {
                    name = contact.name
                    phone = contact.phone
                    email = contact.email
                }
            }
        }
    }

    private func save() {
        if var edited = contact {
            edited.name = name
            edited.phone = phone
            edited.email = email
            store.update(edited)
        } else {
            store.add(Contact(name: name, phone: phone, email: email))
        }
    }
}

struct ContactDetailView_Previews: PreviewProvider {
    static var previews: some View {
        let store = ContactStore()
        return NavigationView {
            ContactDetailView(contact: store.contacts[0])
        }
        .environmentObject(store)
    }
}
