//
//  RecipeBrowserApp.swift
//  RecipeBrowser
//

import Shoji

@main
struct RecipeBrowserApp: App {
    var body: some Scene {
        WindowGroup {
            ContentView()
        }
    }
}

enum RecipeCategory: String, CaseIterable, Identifiable {
    case all = "All"
    case breakfast = "Breakfast"
    case dinner = "Dinner"
    case dessert = "Dessert"

    var id: String { rawValue }
}

struct Ingredient: Hashable {
    let name: String
    let amountPerServing: Double
    let unit: String
}

struct Recipe: Identifiable, Hashable {
    let id: Int
    let name: String
    let category: RecipeCategory
    let minutes: Int
    let ingredients: [Ingredient]

    static let samples: [Recipe] = [
        Recipe(
            id: 1, name: "Pancakes", category: .breakfast, minutes: 20,
            ingredients: [
                Ingredient(name: "flour", amountPerServing: 100, unit: "g"),
                Ingredient(name: "milk", amountPerServing: 150, unit: "ml"),
            ]),
        Recipe(
            id: 2, name: "Omelette", category: .breakfast, minutes: 10,
            ingredients: [
                Ingredient(name: "eggs", amountPerServing: 2, unit: "")
            ]),
        Recipe(
            id: 3, name: "Risotto", category: .dinner, minutes: 40,
            ingredients: [
                Ingredient(name: "rice", amountPerServing: 80, unit: "g"),
                Ingredient(name: "stock", amountPerServing: 250, unit: "ml"),
            ]),
        Recipe(
            id: 4, name: "Chili", category: .dinner, minutes: 60,
            ingredients: [
                Ingredient(name: "beans", amountPerServing: 120, unit: "g")
            ]),
        Recipe(
            id: 5, name: "Brownies", category: .dessert, minutes: 35,
            ingredients: [
                Ingredient(name: "chocolate", amountPerServing: 50, unit: "g")
            ]),
        Recipe(
            id: 6, name: "Tiramisu", category: .dessert, minutes: 30,
            ingredients: [
                Ingredient(name: "mascarpone", amountPerServing: 60, unit: "g")
            ]),
    ]
}

final class RecipeBook: ObservableObject {
    @Published var recipes: [Recipe] = Recipe.samples
    @Published var cooked: Set<Recipe.ID> = []

    func recipes(in category: RecipeCategory) -> [Recipe] {
        category == .all ? recipes : recipes.filter { $0.category == category }
    }
}
