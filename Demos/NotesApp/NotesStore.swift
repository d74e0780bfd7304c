import Foundation
import Observation
import Shoji

/// The notes, kept in `Notes.json` in the app's config directory by a `PersistentFile`.
///
/// Every change hands a snapshot of the notes to the file, which encodes and writes it off the main
/// thread (whole or not at all, the newest snapshot replacing one that waits): a key press never waits
/// for the disk, and a change is on the disk a few milliseconds after the key. A file that cannot be read
/// or is not a list of notes is kept aside (`Notes.json.unreadable-<time>`) and the sample notes show; a
/// failed write shows on the status line and is tried again; quitting, SIGTERM, SIGHUP and Ctrl-Z wait
/// for the last write (see `PersistentFile`).
@MainActor
@Observable
public final class NotesStore {
    /// The notes, the most recently edited first. The order changes only when a note that is not first
    /// is edited, so typing in the first note re-evaluates no view that lists the notes.
    public private(set) var notes: [Note]
    /// The file (`nil`: kept in memory only).
    @ObservationIgnored public let file: PersistentFile?

    /// Loads the notes from `directory/Notes.json` (`nil`: kept in memory only).
    public init(directory: URL?) {
        file = directory.map { PersistentFile(url: $0.appendingPathComponent("Notes.json")) }
        notes = Self.samples()
        if let file, let data = file.load() {
            if let stored = try? JSONDecoder().decode([StoredNote].self, from: data) {
                notes = stored.map { Note(id: $0.id, body: $0.body, modified: $0.modified) }
                    .sorted { $0.modified > $1.modified }
            } else {
                file.keepAside(because: "not a list of notes")
            }
        }
        notes.forEach(watch)
    }

    /// The notes a first run shows.
    static func samples() -> [Note] {
        let now = Date()
        return [
            Note(
                body: "Welcome to Notes\nA note's first line is its title. Press Enter on a note to edit it, "
                    + "Esc to come back to the list.", modified: now),
            Note(
                body: "Keys\nCtrl-N new note · Delete removes the note under the cursor · Ctrl-F or / searches · "
                    + "Ctrl-P preferences · F2 shows which views re-render.", modified: now.addingTimeInterval(-60)),
            Note(
                body: "Groceries\nmiso, tofu, spring onions\nrice\ngreen tea", modified: now.addingTimeInterval(-3600)),
        ]
    }

    /// The note with `id`.
    public func note(_ id: Note.ID?) -> Note? {
        guard let id else { return nil }
        return notes.first { $0.id == id }
    }

    /// Adds an empty note (first) and returns it.
    @discardableResult
    public func add() -> Note {
        let note = Note(body: "")
        notes.insert(note, at: 0)
        watch(note)
        save()
        return note
    }

    /// Removes the notes with these ids.
    public func remove(_ ids: Set<Note.ID>) {
        notes.removeAll { ids.contains($0.id) }
        save()
    }

    /// Saves whenever the note's text changes, and moves the note first if it is not.
    private func watch(_ note: Note) {
        note.onChange = { [weak self, weak note] in
            guard let self, let note else { return }
            if let index = self.notes.firstIndex(where: { $0 === note }), index > 0 {
                self.notes.remove(at: index)
                self.notes.insert(note, at: 0)
            }
            self.save()
        }
    }

    /// Hands a snapshot of every note to the file (written off the main thread).
    public func save() {
        guard let file else { return }
        let stored = notes.map { StoredNote(id: $0.id, body: $0.body, modified: $0.modified) }
        file.save {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            return try encoder.encode(stored)
        }
    }
}
