//
//  ContentView.swift
//  NotesLite
//

import Combine
import Shoji

struct Note: Identifiable, Equatable {
    var id = UUID()
    var title = ""
    var body = ""
}

class NotesStore: ObservableObject {
    @Published var notes: [Note] = [
        Note(title: "Groceries", body: "Eggs, bread, coffee")
    ]

    func save(_ note: Note) {
        if let index = notes.firstIndex(where: { $0.id == note.id }) {
            notes[index] = note
        } else {
            notes.insert(note, at: 0)
        }
    }
}

struct ContentView: View {
    @ObservedObject var store = NotesStore()
    @State private var isCreatingNote = false

    var body: some View {
        NavigationView {
            VStack {
                NavigationLink(
                    destination: NoteEditorView(note: Note(), store: store),
                    isActive: $isCreatingNote
                ) {
                    EmptyView()
                }

                List {
                    ForEach(store.notes) { note in
                        NavigationLink(destination: NoteEditorView(note: note, store: store)) {
                            VStack(alignment: .leading) {
                                Text(note.title)
                                    .font(.headline)
                                Text(note.body)
                                    .lineLimit(1)
                                    .foregroundColor(.secondary)
                            }
                        }
                    }
                }

                HStack {
                    Text("\(store.notes.count) notes")
                    Spacer()
                    Button("New Note") {
                        self.isCreatingNote = true
                    }
                }
                .padding()
            }
            .navigationBarTitle("Notes", displayMode: .inline)
        }
        .navigationViewStyle(StackNavigationViewStyle())
    }
}

struct NoteEditorView: View {
    @Environment(\.presentationMode) var presentationMode
    @ObservedObject var store: NotesStore
    @State private var draft: Note

    init(note: Note, store: NotesStore) {
        self._draft = State(initialValue: note)
        self.store = store
    }

    var body: some View {
        Form {
            TextField("Title", text: $draft.title)
            TextField("Write something…", text: $draft.body)
        }
        .navigationBarTitle(draft.title.isEmpty ? "Untitled" : draft.title)
        .navigationBarBackButtonHidden(true)
        .toolbar {
            ToolbarItem(placement: .navigationBarLeading) {
                Button("Cancel") {
                    presentationMode.wrappedValue.dismiss()
                }
            }
            ToolbarItem(placement: .navigationBarTrailing) {
                Button("Save") {
                    store.save(draft)
                    presentationMode.wrappedValue.dismiss()
                }
                .disabled(draft.title.isEmpty)
            }
        }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}
