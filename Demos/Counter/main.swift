@testable import Articles
import Shoji

/// The counter demo: the article's `CounterView`, full-screen.
await TerminalApp.run {
    VStack(spacing: 32) {
        CounterView()
        Text("Tab/←→ move · Enter/Space press · click · Ctrl-C quits")
            .foregroundStyle(.secondary)
    }
}
