import Shoji

@main
struct SettingsScreenApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
