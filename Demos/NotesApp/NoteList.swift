import Foundation
import Shoji

/// The sidebar: the notes matching the search, in the order the preferences say.
///
/// The store keeps the notes most recently edited first, so the list sorted by date reads no note's date:
/// typing in the first note re-evaluates its row alone, and editing another note moves it up once.
/// Sorted by title, the list reads every title, so an edit that changes a title re-evaluates the list (its
/// rows stay as they were unless their own note changed); an edit below the first line does not.
struct NoteList: View {
    let store: NotesStore
    @Binding var selection: Note.ID?
    @Binding var query: String
    var focus: FocusState<NotesField?>.Binding
    @Binding var showsPreferences: Bool
    let newNote: () -> Void
    @AppStorage("sortOrder") private var sortOrder = NoteSort.modified
    @AppStorage("titleWeight") private var titleWeight = TitleWeight.regular

    /// The notes shown: those matching the search, in the chosen order.
    private var shown: [Note] {
        let needle = Note.folded(query)
        let matching = needle.isEmpty ? store.notes : store.notes.filter { $0.matches(folded: needle) }
        switch sortOrder {
        case .modified: return matching
        case .title:
            return
                matching
                .map { (note: $0, title: $0.title) }
                .sorted { $0.title.localizedCaseInsensitiveCompare($1.title) == .orderedAscending }
                .map(\.note)
        }
    }

    var body: some View {
        let notes = shown
        List(selection: $selection) {
            ForEach(notes) { note in
                NoteRow(note: note, weight: titleWeight)
            }
            .onDelete { offsets in
                store.remove(Set(offsets.map { notes[$0].id }))
            }
        }
        .contextMenu(forSelectionType: Note.ID.self) { _ in
        } primaryAction: { _ in
            focus.wrappedValue = .editor
        }
        .focused(focus, equals: .list)
        .searchable(text: $query, prompt: "Search notes")
        .searchFocused(focus, equals: .search)
        .overlay {
            if notes.isEmpty {
                if query.isEmpty {
                    ContentUnavailableView("No Notes", systemImage: "note.text", description: Text("Ctrl-N makes one."))
                } else {
                    ContentUnavailableView.search(text: query)
                }
            }
        }
        .navigationTitle("Notes")
        .toolbar {
            Button("New", systemImage: "square.and.pencil") { newNote() }
                .keyboardShortcut("n")
            Button("Prefs", systemImage: "gearshape") { showsPreferences = true }
                .keyboardShortcut("p")
        }
        .navigationSplitViewColumnWidth(min: 160, ideal: 240, max: 320)
    }
}
