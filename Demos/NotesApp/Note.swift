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

    /// Whether the note's text contains `query` (ignoring case).
    func matches(_ query: String) -> Bool {
        body.range(of: query, options: [.caseInsensitive, .diacriticInsensitive]) != nil
    }
}

/// A note as it is stored.
struct StoredNote: Codable, Sendable {
    var id: UUID
    var body: String
    var modified: Date
}
