import Shoji

@main
struct CounterWithHistoryApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
