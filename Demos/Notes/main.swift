// make demo DEMO=notes — a notes app: NavigationSplitView, a searchable list, a TextEditor,
// @AppStorage preferences and @FocusState. Notes live in $XDG_CONFIG_HOME/notes (else ~/.config/notes);
// `notes --reset` deletes them and the preferences first.
import Foundation
import NotesApp
import Shoji

let directory = NotesFiles.directory(app: "notes")
if CommandLine.arguments.dropFirst().contains("--reset") {
    NotesFiles.reset(directory)
}
let store = NotesStore(directory: directory)
TerminalApp.runMain(NotesView(store: store))
