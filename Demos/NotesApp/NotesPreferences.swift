/// How the list of notes is sorted (kept in `@AppStorage`).
public enum NoteSort: String, CaseIterable, Identifiable {
    case modified, title
    public var id: Self { self }
    /// The name shown in the preferences.
    var label: String { self == .modified ? "Last edited" : "Title" }
}

/// How heavy the titles in the list are (kept in `@AppStorage`).
public enum TitleWeight: String, CaseIterable, Identifiable {
    case regular, bold
    public var id: Self { self }
    /// The name shown in the preferences.
    var label: String { self == .regular ? "Regular" : "Bold" }
}
