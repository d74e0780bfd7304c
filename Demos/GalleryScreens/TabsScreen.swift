import Shoji

/// A tab view with a badge that a stepper changes.
struct TabsScreen: View {
    enum Tab: Hashable { case inbox, sent, settings }
    @State private var tab = Tab.inbox
    @State private var unread = 3

    var body: some View {
        TabView(selection: $tab) {
            VStack(alignment: .leading) {
                Text("Inbox: \(unread) unread")
                Stepper("Unread", value: $unread, in: 0...99)
                Text("Alt-1…3 or ←/→ on the bar switch tabs").foregroundStyle(.secondary)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .tabItem { Label("Inbox", systemImage: "tray") }
            .tag(Tab.inbox)
            .badge(unread)
            Text("Nothing sent yet")
                .tabItem { Label("Sent", systemImage: "paperplane") }
                .tag(Tab.sent)
            Toggle("Sync", isOn: .constant(true))
                .tabItem { Label("Settings", systemImage: "gear") }
                .tag(Tab.settings)
        }
        .navigationTitle("Tabs")
    }
}
