import Shoji

/// ScrollViewReader, GeometryReader, ViewThatFits, layout priority and overlays.
struct LayoutScreen: View {
    var body: some View {
        VStack(alignment: .leading) {
            GeometryReader { proxy in
                Text("This area is \(Int(proxy.size.width)) × \(Int(proxy.size.height)) points")
                    .foregroundStyle(.secondary)
            }
            .frame(height: 16)
            ViewThatFits(in: .horizontal) {
                Text("ViewThatFits: this long sentence shows when the detail is wide enough")
                Text("ViewThatFits: short form")
            }
            HStack {
                Text("Low priority text that gets cut first")
                Text("High priority").layoutPriority(1).bold()
            }
            Text("Overlay").padding(.horizontal, 16).border(.gray)
                .overlay(alignment: .topTrailing) { Text("3").foregroundStyle(.red) }
            ScrollViewReader { proxy in
                HStack {
                    Button("Top") { proxy.scrollTo(0, anchor: .top) }
                    Button("Row 500") { proxy.scrollTo(500, anchor: .center) }
                    Button("Bottom") { proxy.scrollTo(999, anchor: .bottom) }
                }
                List(0..<1000, id: \.self) { Text("Row \($0)") }
            }
        }
        .navigationTitle("Layout")
    }
}
