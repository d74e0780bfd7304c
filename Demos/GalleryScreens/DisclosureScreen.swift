import Shoji

struct FileNode: Identifiable {
    let id: String
    var children: [FileNode]?
}

let galleryFiles = [
    FileNode(
        id: "Sources",
        children: [
            FileNode(id: "App", children: [FileNode(id: "main.swift"), FileNode(id: "Model.swift")]),
            FileNode(id: "README.md"),
        ]),
    FileNode(id: "Tests", children: [FileNode(id: "AppTests.swift")]),
    FileNode(id: "Package.swift"),
]

/// Disclosure groups, a collapsible section and an outline list.
struct DisclosureScreen: View {
    @State private var advanced = false
    @State private var filesShown = true

    var body: some View {
        VStack(alignment: .leading) {
            DisclosureGroup("What is Shoji?") {
                Text("SwiftUI's programming model in the terminal.")
            }
            DisclosureGroup("Advanced", isExpanded: $advanced) {
                Toggle("Verbose logging", isOn: .constant(false))
            }
            List {
                Section("Files", isExpanded: $filesShown) {
                    OutlineGroup(galleryFiles, children: \.children) { file in
                        Label(file.id, systemImage: file.children == nil ? "doc" : "folder")
                    }
                }
            }
        }
        .navigationTitle("Disclosure")
    }
}
