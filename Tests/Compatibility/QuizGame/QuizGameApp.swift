import Shoji

@main
struct QuizGameApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
