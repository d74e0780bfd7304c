import Foundation
import Observation

/// The notes, kept in `Notes.json` in the app's config directory.
///
/// Typing schedules one write for after the frame (Foundation's atomic write syncs the file to the disk,
/// about 1 ms here: a person would wait for it if it ran inside the key's frame); keys that arrive before
/// it runs share it, and ``saveAtExit(_:)`` writes what is pending when the app quits. Adding and removing
/// notes write at once. The file is written atomically (a temporary file renamed over it). A file that cannot be read shows
/// the sample notes and is replaced at the next change; a directory that cannot be written keeps the
/// notes in memory.
@MainActor
@Observable
public final class NotesStore {
    /// The notes, the most recently edited first. The order changes only when a note that is not first
    /// is edited, so typing in the first note re-evaluates no view that lists the notes.
    public private(set) var notes: [Note]
    @ObservationIgnored private let file: URL?
    @ObservationIgnored private var savePending = false

    /// Loads the notes from `directory/Notes.json` (`nil`: kept in memory only).
    public init(directory: URL?) {
        file = directory?.appendingPathComponent("Notes.json")
        if let file, let data = try? Data(contentsOf: file),
            let stored = try? JSONDecoder().decode([StoredNote].self, from: data)
        {
            notes = stored.map { Note(id: $0.id, body: $0.body, modified: $0.modified) }
                .sorted { $0.modified > $1.modified }
        } else {
            notes = Self.samples()
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
            self.scheduleSave()
        }
    }

    /// Writes the file after the current frame (once for every change until then).
    private func scheduleSave() {
        guard file != nil, !savePending else { return }
        savePending = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated { self?.saveIfPending() }
        }
    }

    /// Writes the file if a change has not been written yet.
    public func saveIfPending() {
        guard savePending else { return }
        savePending = false
        save()
    }

    /// Writes what is pending when the process exits (`TerminalApp` ends with `exit`).
    public static func saveAtExit(_ store: NotesStore) {
        exitStore = store
        atexit {
            MainActor.assumeIsolated { exitStore?.saveIfPending() }
        }
    }

    /// Writes every note to the file now.
    public func save() {
        savePending = false
        guard let file else { return }
        let stored = notes.map { StoredNote(id: $0.id, body: $0.body, modified: $0.modified) }
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            try encoder.encode(stored).write(to: file, options: .atomic)
        } catch {
            // Kept in memory; the next successful write saves everything.
        }
    }
}

/// The store whose pending changes are written at exit.
@MainActor private var exitStore: NotesStore?
