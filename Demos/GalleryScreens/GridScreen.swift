import Shoji

/// A static grid and an adaptive lazy grid of buttons.
struct GridScreen: View {
    @State private var picked = "none"

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                Grid(alignment: .leading) {
                    GridRow {
                        Text("Planet").bold()
                        Text("Moons").bold()
                        Text("Day").bold()
                    }
                    Divider()
                    GridRow {
                        Text("Earth")
                        Text("1")
                        Text("24 h")
                    }
                    GridRow {
                        Text("Mars")
                        Text("2")
                        Text("24.6 h")
                    }
                    GridRow {
                        Text("Jupiter has the most moons after Saturn").gridCellColumns(3)
                    }
                }
                Divider()
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))], alignment: .leading) {
                    ForEach(
                        ["Mercury", "Venus", "Earth", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune"], id: \.self
                    ) {
                        name in
                        Button(name) { picked = name }
                    }
                }
                Text("Picked: \(picked) · arrows move in both directions").foregroundStyle(.secondary)
            }
        }
        .navigationTitle("Grids")
    }
}
