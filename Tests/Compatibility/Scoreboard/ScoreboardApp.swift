//
//  ScoreboardApp.swift
//  Scoreboard
//

import Shoji

@main
struct ScoreboardApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
