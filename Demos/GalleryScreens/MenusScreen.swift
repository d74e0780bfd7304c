import Shoji

/// Menus (nested, with a picker), a control group, help in the status line.
struct MenusScreen: View {
    enum Sort: Hashable { case name, date, size }
    @State private var sort = Sort.name
    @State private var last = "nothing yet"

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Menu("File") {
                    Button("New") { last = "New" }
                    Button("Open…") { last = "Open" }
                    Divider()
                    Menu("Export") {
                        Button("PDF") { last = "Export PDF" }
                        Button("HTML") { last = "Export HTML" }
                    }
                }
                Menu("Sort") {
                    Picker("Sort by", selection: $sort) {
                        Text("Name").tag(Sort.name)
                        Text("Date").tag(Sort.date)
                        Text("Size").tag(Sort.size)
                    }
                }
                ControlGroup {
                    Button("Cut", systemImage: "scissors") { last = "Cut" }
                    Button("Copy", systemImage: "doc.on.doc") { last = "Copy" }
                }
            }
            Text("Last action: \(last)")
            Text("Sorted by \(String(describing: sort))").foregroundStyle(.secondary)
            Button("Save") { last = "Save" }
                .help("Saves the document (this line is .help, shown while the button has focus)")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .navigationTitle("Menus")
    }
}
