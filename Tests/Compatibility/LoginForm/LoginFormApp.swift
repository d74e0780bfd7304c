import Shoji

@main
struct LoginFormApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
