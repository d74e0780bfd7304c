//
//  BookLibraryApp.swift
//  BookLibrary
//

import Combine
import Shoji

@main
struct BookLibraryApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

struct Book: Hashable, Codable, Identifiable {
    var id: Int
    var title: String
    var author: String
    var year: Int
    var summary: String
    var isFavorite: Bool
}

extension Book {
    /// Shown when books.json is not in the bundle.
    static let samples: [Book] = [
        Book(
            id: 1001, title: "Dune", author: "Frank Herbert", year: 1965,
            summary: "A desert planet, a spice, and a family feud.", isFavorite: true),
        Book(
            id: 1002, title: "Neuromancer", author: "William Gibson", year: 1984,
            summary: "A washed-up hacker takes one last job.", isFavorite: false),
        Book(
            id: 1003, title: "The Hobbit", author: "J. R. R. Tolkien", year: 1937,
            summary: "A homebody is hired as a burglar.", isFavorite: true),
        Book(
            id: 1004, title: "Emma", author: "Jane Austen", year: 1815,
            summary: "A matchmaker misreads everyone, herself included.", isFavorite: false),
    ]
}

final class ModelData: ObservableObject {
    @Published var books: [Book] = load("books.json", fallback: Book.samples)
}

func load<T: Decodable>(_ filename: String, fallback: T) -> T {
    guard let url = Bundle.main.url(forResource: filename, withExtension: nil) else {
        print("Couldn't find \(filename) in main bundle; using the built-in sample data.")
        return fallback
    }

    do {
        let data = try Data(contentsOf: url)
        return try JSONDecoder().decode(T.self, from: data)
    } catch {
        print("Couldn't parse \(filename) as \(T.self):\n\(error)")
        return fallback
    }
}
