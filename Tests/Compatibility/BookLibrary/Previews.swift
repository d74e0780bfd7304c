//
//  Previews.swift
//  BookLibrary
//

import Shoji

#Preview {
    ContentView()
}

#Preview("Book detail") {
    let modelData = ModelData()
    return NavigationView {
        BookDetail(book: modelData.books[0])
    }
    .environmentObject(modelData)
}
