import Shoji

/// The preferences sheet: the sort order and the weight of the titles, both `@AppStorage`, so they
/// survive a restart (`notes --reset` forgets them).
struct PreferencesSheet: View {
    @AppStorage("sortOrder") private var sortOrder = NoteSort.modified
    @AppStorage("titleWeight") private var titleWeight = TitleWeight.regular
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 1) {
            Text("Preferences").bold()
            Form {
                Picker("Sort by", selection: $sortOrder) {
                    ForEach(NoteSort.allCases) { Text($0.label).tag($0) }
                }
                .pickerStyle(.segmented)
                Picker("Titles", selection: $titleWeight) {
                    ForEach(TitleWeight.allCases) { Text($0.label).tag($0) }
                }
                .pickerStyle(.segmented)
            }
            HStack {
                Spacer()
                Button("Done") { dismiss() }
                    .keyboardShortcut(.defaultAction)
            }
        }
    }
}
