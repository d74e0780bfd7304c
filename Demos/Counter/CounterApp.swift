@testable import Articles
import Shoji

/// The counter demo: the article's `CounterView`, full-screen, as a SwiftUI-style `App`.
@main
struct CounterApp: App {
    var body: some Scene {
        WindowGroup {
            VStack(spacing: 32) {
                CounterView()
                Text("Tab/←→ move · Enter/Space press · click · Ctrl-C quits")
                    .foregroundStyle(.secondary)
            }
        }
    }
}
