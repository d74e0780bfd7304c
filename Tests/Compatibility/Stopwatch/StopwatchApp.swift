import Shoji

@main
struct StopwatchApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
