import Shoji

@main
struct SwipeDeckApp: App {
    var body: some Scene {
        WindowGroup {
            DeckView()
        }
    }
}
