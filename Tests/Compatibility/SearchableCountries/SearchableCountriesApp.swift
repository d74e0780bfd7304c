import Shoji

@main
struct SearchableCountriesApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
