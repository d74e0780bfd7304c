import Shoji

/// Colours as SwiftUI apps write them: system colours, hue/saturation/brightness, gradients, opacity over
/// what is behind, materials and asset-catalog names.
struct ColoursScreen: View {
    @State private var opacity = 0.5

    private let system: [(String, Color)] = [
        ("red", .red), ("orange", .orange), ("yellow", .yellow), ("green", .green), ("mint", .mint),
        ("teal", .teal), ("cyan", .cyan), ("blue", .blue), ("indigo", .indigo), ("purple", .purple),
        ("pink", .pink), ("brown", .brown), ("gray", .gray),
    ]

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                Text("Linear gradient")
                    .bold()
                    .foregroundStyle(.white)
                    .frame(maxWidth: .infinity)
                    .background(
                        LinearGradient(colors: [.purple, .blue, .teal], startPoint: .leading, endPoint: .trailing))
                HStack(spacing: 0) {
                    ForEach(system, id: \.0) { _, color in
                        Text("  ").background(color)
                    }
                }
                HStack(spacing: 0) {
                    ForEach(0..<26, id: \.self) { step in
                        Text(" ").background(Color(hue: Double(step) / 26, saturation: 0.8, brightness: 0.9))
                    }
                }
                HStack {
                    RadialGradient(colors: [.yellow, .orange, .red], center: .center, startRadius: 0, endRadius: 40)
                        .frame(width: 96, height: 64)
                    AngularGradient(colors: [.red, .yellow, .green, .blue, .purple, .red], center: .center)
                        .frame(width: 96, height: 64)
                    EllipticalGradient(colors: [.white, .indigo])
                        .frame(width: 96, height: 64)
                    Color.green.gradient
                        .frame(width: 96, height: 64)
                }
                Slider(value: $opacity, in: 0...1) { Text("Opacity") }
                Text("red at \(Int(opacity * 100)) % over blue")
                    .padding(.horizontal)
                    .background(Color.red.opacity(opacity))
                    .background(Color.blue)
                Text("white text at half over blue").foregroundStyle(.white.opacity(0.5)).padding(.horizontal)
                    .background(.blue)
                HStack {
                    Text("thin material").background(.ultraThinMaterial)
                    Text("thick material").background(.thickMaterial)
                }
                .padding(.horizontal)
                .background(LinearGradient(colors: [.orange, .pink], startPoint: .leading, endPoint: .trailing))
                HStack {
                    Text("tertiary").foregroundStyle(.tertiary)
                    Text("quaternary").foregroundStyle(.quaternary)
                    Text("Color(\"Brand\")").foregroundStyle(Color("Brand"))
                }
            }
            .padding(.horizontal)
        }
        .navigationTitle("Colours")
    }
}
