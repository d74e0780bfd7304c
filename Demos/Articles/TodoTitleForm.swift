// TodoTitleForm.swift — the form both todo sheets show: a heading, a title field, Cancel and a
// confirming button. Enter in the field (or the button) commits a non-blank title and closes the sheet.
import Shoji

struct TodoTitleForm: View {
    let heading: String
    let placeholder: String
    let actionTitle: String
    @Binding var title: String
    /// Receives the trimmed, non-empty title.
    let commit: (String) -> Void

    @Environment(\.dismiss) private var dismiss

    private var trimmed: String { title.trimmingCharacters(in: .whitespaces) }
    /// Whether there is nothing but spaces: stops at the first other character, so a huge pasted title
    /// costs nothing on each key (trimming it would copy it all).
    private var isBlank: Bool { title.allSatisfy(\.isWhitespace) }

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text(heading)
                .font(.headline)

            TextField(placeholder, text: $title)
                .onSubmit(submit)

            HStack {
                Button("Cancel", role: .cancel) {
                    dismiss()
                }
                Button(actionTitle, action: submit)
                    .disabled(isBlank)
            }
        }
    }

    private func submit() {
        guard !isBlank else { return }
        commit(trimmed)
        dismiss()
    }
}
