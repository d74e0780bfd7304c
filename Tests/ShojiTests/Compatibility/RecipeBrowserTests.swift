import Foundation
import Testing

@testable import CompatRecipeBrowser
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

@MainActor
@Suite struct RecipeBrowserCompatibilityTests {
    @Test func theCategorySegmentsFilterTheList() throws {
        let host = TestHost(ContentView(), width: 120, height: 24)
        #expect(host.text.contains("Recipes"))
        #expect(host.text.contains("Omelette"))
        // The sidebar is narrow: the segments share what fits, their labels cut short.
        host.click("Des…")
        #expect(host.text.contains("Brownies"))
        #expect(host.text.contains("Tiramisu"))
        #expect(!host.text.contains("Omelette"))
        host.click("All")
        #expect(host.text.contains("Omelette"))
    }

    @Test func selectingARecipeShowsItsDetailInsteadOfThePlaceholder() throws {
        let host = TestHost(ContentView(), width: 120, height: 24)
        #expect(host.text.contains("Select a recipe"))
        host.click("Pancakes")
        #expect(!host.text.contains("Select a recipe"))
        #expect(host.text.contains("Servings: 2"), "\(host.text)")
        #expect(host.text.contains("200 g flour"))
        #expect(host.text.contains("300 ml milk"))
        host.click("+")
        #expect(host.text.contains("Servings: 3"))
        #expect(host.text.contains("300 g flour"))
    }

    @Test func cookedToggleWritesToTheSharedBook() throws {
        let book = RecipeBook()
        let recipe = Recipe.samples[3]
        let host = TestHost(NavigationView { RecipeDetailView(recipe: recipe, book: book) }, width: 80, height: 20)
        #expect(host.text.contains("240 g beans"), "two servings by default: \(host.text)")
        host.click("Cooked it")
        #expect(book.cooked.contains(recipe.id))
        host.click("Cooked it")
        #expect(book.cooked.isEmpty)
    }
}
