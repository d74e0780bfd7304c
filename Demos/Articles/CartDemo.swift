// CartDemo.swift — the cart demo, around the article's `CartModel` and `CartItem`
// (ComparisonExample.swift): a catalog, the cart's rows with quantity steppers, a promo code, the total,
// and a checkout confirmation. Changing one row's quantity evaluates that row, the count and the total —
// not the catalog, which never reads the cart.
import Shoji

extension CartModel {
    func setQuantity(_ quantity: Int, of item: CartItem) {
        guard let index = items.firstIndex(where: { $0.id == item.id }) else { return }
        items[index].quantity = quantity
    }

    func checkOut() {
        items.removeAll()
        promoCode = nil
    }
}

struct Product: Identifiable, Equatable {
    let id: UUID
    let name: String
    let price: Decimal

    static let catalog: [Product] = [
        Product(id: UUID(), name: "Espresso beans 1 kg", price: Decimal(string: "18.50")!),
        Product(id: UUID(), name: "Ceramic pour-over", price: Decimal(string: "24.00")!),
        Product(id: UUID(), name: "Paper filters ×100", price: Decimal(string: "4.25")!),
        Product(id: UUID(), name: "Hand grinder", price: Decimal(string: "59.90")!),
    ]
}

struct CatalogView: View {
    let model: CartModel
    let products: [Product]

    var body: some View {
        VStack(alignment: .leading) {
            Text("Catalog")
                .font(.headline)
            ForEach(products) { product in
                HStack {
                    Text(product.name)
                    Spacer()
                    Text(product.price, format: .currency(code: "USD").locale(Locale(identifier: "en_US")))
                    Button("Add") {
                        model.addItem(CartItem(id: product.id, name: product.name, price: product.price, quantity: 1))
                    }
                }
            }
        }
    }
}

struct CartRowView: View {
    let item: CartItem
    let model: CartModel

    var body: some View {
        HStack {
            Text(item.name)
            Spacer()
            Stepper(
                "×\(item.quantity)", value: Binding(get: { item.quantity }, set: { model.setQuantity($0, of: item) }),
                in: 1...99
            )
            .frame(width: 15 * 8)
            Text(
                item.price * Decimal(item.quantity), format: .currency(code: "USD").locale(Locale(identifier: "en_US"))
            )
            .frame(width: 10 * 8, alignment: .trailing)
            Button(role: .destructive) {
                model.removeItem(item)
            } label: {
                Image(systemName: "trash")
            }
            .buttonStyle(.plain)
        }
    }
}

struct CartItemsView: View {
    let model: CartModel

    var body: some View {
        VStack(alignment: .leading) {
            if model.items.isEmpty {
                Text("Your cart is empty.")
                    .foregroundStyle(.secondary)
            }
            ForEach(model.items) { item in
                CartRowView(item: item, model: model)
            }
        }
    }
}

struct CartSummaryView: View {
    let model: CartModel

    var body: some View {
        HStack {
            Text("\(model.itemCount) items")
            Spacer()
            Text("Total ")
            Text(model.total, format: .currency(code: "USD").locale(Locale(identifier: "en_US")))
                .bold()
        }
    }
}

struct PromoCodeView: View {
    @Bindable var model: CartModel

    var body: some View {
        HStack {
            Text("Promo code")
            TextField(
                "none",
                text: Binding(
                    get: { model.promoCode ?? "" },
                    set: { model.promoCode = $0.isEmpty ? nil : $0 }))
        }
    }
}

struct CheckoutSheet: View {
    let model: CartModel
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Confirm your order")
                .font(.headline)
            HStack {
                Text("\(model.itemCount) items, total")
                Text(model.total, format: .currency(code: "USD").locale(Locale(identifier: "en_US"))).bold()
            }
            if let code = model.promoCode {
                Text("Promo code: \(code)").foregroundStyle(.secondary)
            }
            HStack {
                Button("Cancel", role: .cancel) { dismiss() }
                Button("Pay") {
                    model.checkOut()
                    dismiss()
                }
                .buttonStyle(.borderedProminent)
            }
        }
    }
}

struct CartDemoView: View {
    @State private var model = CartModel()
    @State private var isCheckingOut = false

    var body: some View {
        NavigationStack {
            VStack(alignment: .leading, spacing: 0) {
                CatalogView(model: model, products: Product.catalog)
                Divider()
                Text("Cart").font(.headline)
                CartItemsView(model: model)
                Divider()
                PromoCodeView(model: model)
                CartSummaryView(model: model)
                Button("Checkout") { isCheckingOut = true }
                    .buttonStyle(.borderedProminent)
                Spacer()
                DemoFooter(keys: "Tab/arrows move · Enter press · +/− quantity")
            }
            .padding(.horizontal)
            .navigationTitle("Cart")
            .sheet(isPresented: $isCheckingOut) {
                CheckoutSheet(model: model)
            }
        }
    }
}
