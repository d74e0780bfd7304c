//
//  Previews.swift
//  RecipeBrowser
//

import Shoji

#Preview {
    ContentView()
}
