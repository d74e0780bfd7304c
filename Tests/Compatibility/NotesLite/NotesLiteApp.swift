//
//  NotesLiteApp.swift
//  NotesLite
//

import Shoji

@main
struct NotesLiteApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
