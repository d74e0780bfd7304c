import Foundation
import Shoji

/// List editing and actions: search, edit mode with delete and move, swipe actions and a context menu
/// (F10), refresh (Ctrl-R), a popover, and a clock from `TimelineView`.
struct ListsScreen: View {
    @State private var fruits = ["Apple", "Banana", "Cherry", "Damson", "Elderberry", "Fig", "Grape"]
    @State private var starred: Set<String> = []
    @State private var query = ""
    @State private var refreshed = 0
    @State private var showsHelp = false

    private var shown: [String] {
        query.isEmpty ? fruits : fruits.filter { $0.localizedCaseInsensitiveContains(query) }
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            HStack {
                TimelineView(.periodic(from: .now, by: 1)) { context in
                    Text(context.date, style: .time)
                }
                Text("refreshed \(refreshed)×").foregroundStyle(.secondary)
                Spacer()
                Button("Keys") { showsHelp = true }
                    .popover(isPresented: $showsHelp) {
                        VStack(alignment: .leading, spacing: 0) {
                            Text("F10 row actions · Ctrl-R refresh")
                            Text("Delete removes · Alt-↑/↓ moves")
                            Text("/ or Ctrl-F searches")
                        }
                    }
                EditButton()
            }
            List {
                ForEach(shown, id: \.self) { fruit in
                    Text(starred.contains(fruit) ? "★ \(fruit)" : fruit)
                        .swipeActions(edge: .leading) {
                            Button("Star") { starred.formSymmetricDifference([fruit]) }
                        }
                        .swipeActions {
                            Button("Delete", role: .destructive) { fruits.removeAll { $0 == fruit } }
                        }
                        .contextMenu {
                            Button("Move to top") {
                                fruits.removeAll { $0 == fruit }
                                fruits.insert(fruit, at: 0)
                            }
                        }
                }
                .onDelete { offsets in
                    let names = offsets.map { shown[$0] }
                    fruits.removeAll { names.contains($0) }
                }
                .onMove { from, to in
                    if query.isEmpty { fruits.move(fromOffsets: from, toOffset: to) }
                }
            }
            .searchable(text: $query, prompt: "Filter fruit")
            .refreshable {
                await MainActor.run { refreshed += 1 }
            }
        }
        .navigationTitle("Lists")
    }
}
