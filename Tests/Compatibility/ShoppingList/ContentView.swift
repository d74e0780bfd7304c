//
//  ContentView.swift
//  ShoppingList
//

import Shoji

struct ContentView: View {
    @StateObject private var cart = ShoppingCart()

    var body: some View {
        NavigationView {
            ProductListView()
        }
        .environmentObject(cart)
    }
}

struct ProductListView: View {
    @EnvironmentObject var cart: ShoppingCart

    var body: some View {
        List(Product.catalog) { product in
            NavigationLink(destination: ProductDetailView(product: product)) {
                HStack {
                    Text(product.name)
                    Spacer()
                    Text(formatPrice(product.price))
                        .foregroundColor(.secondary)
                }
            }
        }
        .navigationTitle("Shop")
        .toolbar {
            ToolbarItem(placement: .navigationBarTrailing) {
                NavigationLink(destination: CartView()) {
                    Text("Cart (\(cart.itemCount))")
                }
            }
        }
    }
}

struct ProductDetailView: View {
    @EnvironmentObject var cart: ShoppingCart
    let product: Product

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text(product.details)
            Text(formatPrice(product.price))
                .font(.title2)
            Text("In cart: \(cart.quantity(of: product))")
                .foregroundColor(.secondary)
            Button("Add to Cart") {
                cart.add(product)
            }
            .buttonStyle(.borderedProminent)
            Spacer()
        }
        .padding()
        .navigationTitle(product.name)
    }
}

struct CartView: View {
    @EnvironmentObject var cart: ShoppingCart
    @State private var showingConfirmation = false
    @State private var lastOrderSummary = ""

    var body: some View {
        List {
            Section {
                if cart.lines.isEmpty {
                    Text("Your cart is empty")
                        .foregroundColor(.secondary)
                }
                ForEach(cart.lines) { line in
                    HStack {
                        Text("\(line.quantity) × \(line.product.name)")
                        Spacer()
                        Text(formatPrice(Double(line.quantity) * line.product.price))
                    }
                }
                .onDelete(perform: cart.remove)
            }
            Section {
                HStack {
                    Text("Total")
                        .font(.headline)
                    Spacer()
                    Text(formatPrice(cart.total))
                }
                Button("Place Order") {
                    lastOrderSummary = "You bought \(cart.itemCount) items for \(formatPrice(cart.total))."
                    showingConfirmation = true
                }
                .disabled(cart.lines.isEmpty)
            }
        }
        .listStyle(.insetGrouped)
        .navigationTitle("Cart")
        .alert("Order placed", isPresented: $showingConfirmation) {
            Button("OK", role: .cancel) {
                cart.clear()
            }
        } message: {
            Text(lastOrderSummary)
        }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}

struct CartView_Previews: PreviewProvider {
    static var previews: some View {
        let cart = ShoppingCart()
        cart.add(Product.catalog[0])
        return NavigationView {
            CartView()
        }
        .environmentObject(cart)
    }
}
