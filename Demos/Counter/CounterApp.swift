import Shoji

@testable import Articles

/// The counter demo: the article's `CounterView` and `ToggleExample`, full-screen, as a SwiftUI-style `App`.
@main
struct CounterApp: App {
    var body: some Scene {
        WindowGroup {
            CounterDemoView()
        }
    }
}
