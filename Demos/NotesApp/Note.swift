import Foundation
import Observation

/// One note: its text, and when it last changed. A class, so that typing in one note re-evaluates only
/// the views that read that note (its row and the editor), not the list.
@MainActor
@Observable
public final class Note: Identifiable {
    /// The note's identity, kept across runs.
    public let id: UUID
    /// The text; its first line is the title.
    public var body: String {
        didSet {
            foldedCache = nil
            let newTitle = Note.title(of: body)
            if newTitle != title { title = newTitle }
            modified = Date()
            onChange?()
        }
    }
    /// Called after the text changed (the store saves).
    @ObservationIgnored var onChange: (() -> Void)?
    /// When the text last changed.
    public private(set) var modified: Date

    /// Creates a note.
    public init(id: UUID = UUID(), body: String, modified: Date = Date()) {
        self.id = id
        self.body = body
        self.title = Note.title(of: body)
        self.modified = modified
    }

    /// The first line with text (at most its first 200 characters), or "New Note".
    ///
    /// Kept, and assigned only when an edit changes it: a view that shows the title (the note's row, the
    /// editor's navigation title, the list sorted by title) is not re-evaluated by an edit further down.
    /// (Computed on every read, a list sorted by title read every note's title once per comparison: with a
    /// hundred notes, tens of milliseconds per keystroke in the search field; `make fuzz`, seed 120426.)
    public private(set) var title: String

    /// The first line of `body` with text (at most its first 200 characters), or "New Note". Reads only
    /// as far as that: a note whose first line is megabytes long costs what a short one does.
    static func title(of body: String) -> String {
        var line = ""
        var count = 0
        for character in body {
            if character == "\n" || character == "\r\n" {
                if !line.trimmingCharacters(in: .whitespaces).isEmpty { break }
                line = ""
                count = 0
                continue
            }
            if count == 200 { break }
            line.append(character)
            count += 1
        }
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty ? "New Note" : trimmed
    }

    /// Whether the note's text contains `query` (ignoring case and accents).
    func matches(_ query: String) -> Bool { matches(folded: Note.folded(query)) }

    /// Whether the note's text contains `needle`, already folded with ``folded(_:)``.
    ///
    /// Both sides are folded once and compared as plain strings: Foundation's case- and
    /// diacritic-insensitive `range(of:options:)` compares character by character with folding at every
    /// position, which for a pasted 35 KB query against 35 KB notes took seconds per keystroke (found by
    /// `make fuzz`, seed 120426). The folded text is kept until the text changes.
    func matches(folded needle: String) -> Bool {
        guard !needle.isEmpty else { return true }
        let folded = foldedCache ?? Note.folded(body)
        foldedCache = folded
        return folded.contains(needle)
    }

    /// The text folded for search, until the text changes.
    @ObservationIgnored private var foldedCache: String?

    /// `text` without case or accents, as search compares it.
    static func folded(_ text: String) -> String {
        text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }
}

/// A note as it is stored.
struct StoredNote: Codable, Sendable {
    var id: UUID
    var body: String
    var modified: Date
}
