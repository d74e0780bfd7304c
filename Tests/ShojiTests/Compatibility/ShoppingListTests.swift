import Foundation
import Testing

@testable import CompatShoppingList
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

@MainActor
@Suite struct ShoppingListCompatibilityTests {
    @Test func addingFromTheDetailUpdatesTheSharedCart() throws {
        let host = TestHost(ContentView(), width: 80, height: 24)
        #expect(host.text.contains("Cart (0)"))
        host.click("Apples")
        #expect(host.text.contains("Crisp red apples"), "\(host.text)")
        #expect(host.text.contains("In cart: 0"))
        host.click("Add to Cart")
        host.click("Add to Cart")
        #expect(host.text.contains("In cart: 2"))
        host.press("Esc")
        #expect(host.text.contains("Cart (2)"), "the list screen reads the same environment object")
    }

    @Test func placingAnOrderShowsTheAlertAndEmptiesTheCart() throws {
        let host = TestHost(ContentView(), width: 80, height: 24)
        host.click("Apples")
        host.click("Add to Cart")
        host.press("Esc")
        host.click("Bread")
        host.click("Add to Cart")
        host.press("Esc")
        host.click("Cart (2)")
        #expect(host.text.contains("1 × Apples"), "\(host.text)")
        #expect(host.text.contains("1 × Bread"))
        #expect(host.text.contains("$3.70"))
        host.click("Place Order")
        #expect(host.text.contains("Order placed"))
        #expect(host.text.contains("You bought 2 items for $3.70."))
        host.click("OK")
        #expect(!host.text.contains("Order placed"))
        #expect(host.text.contains("Your cart is empty"))
        host.press("Esc")
        #expect(host.text.contains("Cart (0)"))
    }

    @Test func anEmptyCartCannotBeOrdered() throws {
        let host = TestHost(ContentView(), width: 80, height: 24)
        host.click("Cart (0)")
        #expect(host.text.contains("Your cart is empty"))
        host.click("Place Order")
        #expect(!host.text.contains("Order placed"))
    }
}
