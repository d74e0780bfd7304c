import Shoji

/// One row of the list: the note's title and when it was last edited. It reads only its own note, so
/// typing in another note does not re-evaluate it.
struct NoteRow: View {
    let note: Note
    let weight: TitleWeight

    var body: some View {
        HStack(spacing: 1) {
            Text(note.title)
                .fontWeight(weight == .bold ? .bold : .regular)
                .lineLimit(1)
            Spacer()
            Text(note.modified, style: .time)
                .foregroundStyle(.secondary)
        }
    }
}
