//
//  TipCalculatorApp.swift
//  TipCalculator
//

import Shoji

@main
struct TipCalculatorApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}
