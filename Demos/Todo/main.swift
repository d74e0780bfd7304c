@testable import Articles
import Shoji

await TerminalApp.run {
    VStack(spacing: 0) {
        TodoListView()
        Text("Tab move · ↑↓ select · Space toggle · ←→ filter · Esc close · ^C quit")
            .foregroundStyle(.secondary)
    }
}
