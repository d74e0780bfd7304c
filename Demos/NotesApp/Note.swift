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
        self.modified = modified
    }

    /// The first line with text (at most its first 200 characters), or "New Note". Reads only as far as
    /// that: a note whose first line is megabytes long costs what a short one does.
    public var title: String {
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
        if foldedCache?.body != body { foldedCache = (body, Note.folded(body)) }
        return foldedCache?.folded.contains(needle) ?? false
    }

    /// The text the last ``matches(folded:)`` folded, and its folded form.
    @ObservationIgnored private var foldedCache: (body: String, folded: String)?

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
