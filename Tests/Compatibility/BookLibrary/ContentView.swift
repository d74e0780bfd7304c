//
//  ContentView.swift
//  BookLibrary
//

import Shoji

struct ContentView: View {
    @StateObject private var modelData = ModelData()

    var body: some View {
        BookList()
            .environmentObject(modelData)
    }
}

struct BookList: View {
    @EnvironmentObject var modelData: ModelData
    @State private var showFavoritesOnly = false

    var filteredBooks: [Book] {
        modelData.books.filter { book in
            !showFavoritesOnly || book.isFavorite
        }
    }

    var body: some View {
        NavigationView {
            List {
                Toggle(isOn: $showFavoritesOnly) {
                    Text("Favorites only")
                }

                ForEach(filteredBooks) { book in
                    NavigationLink(destination: BookDetail(book: book)) {
                        BookRow(book: book)
                    }
                }
            }
            .navigationTitle("Library")
        }
    }
}

struct BookRow: View {
    var book: Book

    var body: some View {
        HStack {
            Text(book.title)
            Spacer()
            if book.isFavorite {
                Text("★")
                    .foregroundColor(.yellow)
            }
        }
    }
}

struct BookDetail: View {
    @EnvironmentObject var modelData: ModelData
    var book: Book

    var bookIndex: Int {
        modelData.books.firstIndex(where: { $0.id == book.id })!
    }

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 8) {
                Text(book.title)
                    .font(.title)
                HStack {
                    Text(book.author)
                    Spacer()
                    Text(String(book.year))
                }
                .font(.subheadline)
                .foregroundColor(.secondary)

                Divider()

                Text(book.summary)

                FavoriteButton(isSet: $modelData.books[bookIndex].isFavorite)
            }
            .padding()
        }
        .navigationTitle(book.title)
        .navigationBarTitleDisplayMode(.inline)
    }
}

struct FavoriteButton: View {
    @Binding var isSet: Bool

    var body: some View {
        Button {
            isSet.toggle()
        } label: {
            Text(isSet ? "Remove Favorite" : "Add Favorite")
        }
    }
}
