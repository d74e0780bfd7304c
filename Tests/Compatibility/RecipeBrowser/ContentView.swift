//
//  ContentView.swift
//  RecipeBrowser
//

import Shoji

struct ContentView: View {
    @StateObject private var book = RecipeBook()
    @State private var selectedRecipeID: Recipe.ID?
    @State private var category: RecipeCategory = .all

    var body: some View {
        NavigationView {
            List {
                Picker("Category", selection: $category) {
                    ForEach(RecipeCategory.allCases) { category in
                        Text(category.rawValue).tag(category)
                    }
                }
                .pickerStyle(.segmented)

                ForEach(book.recipes(in: category)) { recipe in
                    NavigationLink(
                        destination: RecipeDetailView(recipe: recipe, book: book),
                        tag: recipe.id,
                        selection: $selectedRecipeID
                    ) {
                        RecipeRow(recipe: recipe, isCooked: book.cooked.contains(recipe.id))
                    }
                }
            }
            .navigationTitle("Recipes")

            Text("Select a recipe")
                .foregroundColor(.secondary)
        }
        .navigationViewStyle(.columns)
    }
}

struct RecipeRow: View {
    let recipe: Recipe
    let isCooked: Bool

    var body: some View {
        HStack {
            Text(recipe.name)
            if isCooked {
                Text("✓")
                    .foregroundColor(.green)
            }
            Spacer()
            Text("\(recipe.minutes) min")
                .foregroundColor(.secondary)
        }
    }
}

struct RecipeDetailView: View {
    let recipe: Recipe
    @ObservedObject var book: RecipeBook
    @State private var servings = 2

    private var isCooked: Binding<Bool> {
        Binding(
            get: { book.cooked.contains(recipe.id) },
            set: { cooked in
                if cooked {
                    book.cooked.insert(recipe.id)
                } else {
                    book.cooked.remove(recipe.id)
                }
            }
        )
    }

    var body: some View {
        Form {
            Section(header: Text("Servings")) {
                Stepper("Servings: \(servings)", value: $servings, in: 1...12)
            }
            Section(header: Text("Ingredients")) {
                ForEach(recipe.ingredients, id: \.self) { ingredient in
                    Text(line(for: ingredient))
                }
            }
            Section {
                Toggle("Cooked it", isOn: isCooked)
            }
        }
        .navigationTitle(recipe.name)
    }

    private func line(for ingredient: Ingredient) -> String {
        let amount = Int(ingredient.amountPerServing * Double(servings))
        return ingredient.unit.isEmpty
            ? "\(amount) \(ingredient.name)"
            : "\(amount) \(ingredient.unit) \(ingredient.name)"
    }
}
