//
//  ShoppingCart.swift
//  ShoppingList
//

import Combine
import Shoji

struct Product: Identifiable, Hashable {
    let id: Int
    let name: String
    let price: Double
    let details: String

    static let catalog = [
        Product(id: 1, name: "Apples", price: 1.20, details: "Crisp red apples, sold by the bag."),
        Product(id: 2, name: "Bread", price: 2.50, details: "A sourdough loaf baked this morning."),
        Product(id: 3, name: "Cheese", price: 4.75, details: "Aged cheddar, 200 g."),
        Product(id: 4, name: "Coffee", price: 6.00, details: "Whole beans, medium roast."),
    ]
}

struct CartLine: Identifiable {
    let product: Product
    var quantity: Int
    var id: Int { product.id }
}

final class ShoppingCart: ObservableObject {
    @Published private(set) var lines: [CartLine] = []

    var itemCount: Int {
        lines.reduce(0) { $0 + $1.quantity }
    }

    var total: Double {
        lines.reduce(0) { $0 + Double($1.quantity) * $1.product.price }
    }

    func quantity(of product: Product) -> Int {
        lines.first { $0.product == product }?.quantity ?? 0
    }

    func add(_ product: Product) {
        if let index = lines.firstIndex(where: { $0.product == product }) {
            lines[index].quantity += 1
        } else {
            lines.append(CartLine(product: product, quantity: 1))
        }
    }

    func remove(at offsets: IndexSet) {
        lines.remove(atOffsets: offsets)
    }

    func clear() {
        lines = []
    }
}

func formatPrice(_ value: Double) -> String {
    String(format: "$%.2f", value)
}
