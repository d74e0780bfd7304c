import Foundation
import Shoji

/// Where focus is in the notes app, as the app sees it.
enum NotesField: Hashable {
    case search, list, editor
}

/// The notes app: a searchable list of notes beside an editor for the chosen one.
///
/// - The list is a `List` with selection in a `NavigationSplitView`, filtered by `.searchable` (Ctrl-F
///   or `/`), sorted by the `@AppStorage` preference.
/// - Enter on a note moves focus to the editor through a `@FocusState`; Esc in the editor moves it
///   back to the list. Ctrl-N makes a note and puts the cursor in it; Delete removes the note under the
///   cursor; Ctrl-P opens the preferences.
/// - Typing re-evaluates the editor and the one row whose title shows the note (F2 shows it).
public struct NotesView: View {
    let store: NotesStore
    @State private var selection: Note.ID?
    @State private var query = ""
    @State private var showsPreferences = false
    @FocusState private var focus: NotesField?

    /// The app for `store`.
    public init(store: NotesStore) {
        self.store = store
        _selection = State(initialValue: store.notes.first?.id)
    }

    public var body: some View {
        NavigationSplitView {
            NoteList(
                store: store, selection: $selection, query: $query, focus: $focus,
                showsPreferences: $showsPreferences, newNote: newNote)
        } detail: {
            detail
        }
        .sheet(isPresented: $showsPreferences) { PreferencesSheet() }
        // The list has focus at start (not the first control in reading order, the new-note button).
        .defaultFocus($focus, .list)
    }

    @ViewBuilder
    private var detail: some View {
        if let note = store.note(selection) {
            NoteDetail(note: note, focus: $focus)
        } else {
            ContentUnavailableView("No Note Selected", systemImage: "note.text", description: Text("Choose a note."))
        }
    }

    private func newNote() {
        let note = store.add()
        query = ""
        selection = note.id
        focus = .editor
    }
}

/// The detail column: the note's editor, titled with the note's first line (so typing re-evaluates this
/// view, which reads the title, and not the app).
struct NoteDetail: View {
    @Bindable var note: Note
    var focus: FocusState<NotesField?>.Binding

    var body: some View {
        TextEditor(text: $note.body)
            .focused(focus, equals: .editor)
            .onKeyPress(.escape) {
                focus.wrappedValue = .list
                return .ignored  // a one-column split view goes back to the list too
            }
            .navigationTitle(note.title)
    }
}
