import Shoji

/// Shapes, a progress ring, gestures and effects as SwiftUI apps write them: custom and built-in shapes with
/// gradients and strokes, a progress that moves on the shared clock (still when motion is reduced), a chip
/// dragged with the mouse, a double click and a long press.
struct EffectsScreen: View {
    @State private var chip = CGSize.zero
    @GestureState private var dragging = CGSize.zero
    @State private var doubleClicks = 0
    @State private var held = false

    var body: some View {
        ScrollView {
            VStack(alignment: .leading, spacing: 0) {
                Text("Shapes").bold()
                HStack {
                    RoundedRectangle(cornerRadius: 8).stroke(.teal).frame(width: 56, height: 48)
                    Capsule()
                        .fill(LinearGradient(colors: [.pink, .orange], startPoint: .leading, endPoint: .trailing))
                        .frame(width: 72, height: 48)
                    UnevenRoundedRectangle(topLeadingRadius: 12, bottomTrailingRadius: 12)
                        .stroke(.purple)
                        .frame(width: 56, height: 48)
                    Triangle().fill(.yellow).frame(width: 64, height: 48)
                    Circle().stroke(.mint, style: StrokeStyle(lineWidth: 1, dash: [10, 8]))
                        .rotationEffect(.degrees(45))
                        .frame(width: 48, height: 48)
                }
                Text("Progress").bold()
                PhaseAnimator([0.0, 0.2, 0.4, 0.6, 0.8, 1.0]) { progress in
                    HStack {
                        ProgressRing(progress: progress).frame(width: 64, height: 64)
                        VStack(alignment: .leading, spacing: 0) {
                            Text("\(Int(progress * 100)) %").monospacedDigit()
                            ProgressView(value: progress).frame(width: 160)
                        }
                    }
                }
                Text("Gestures").bold()
                ZStack(alignment: .topLeading) {
                    Color.gray.opacity(0.15)
                    Text(" ✥ drag me ")
                        .foregroundStyle(.white)
                        .background(.indigo, in: .capsule)
                        .offset(x: chip.width + dragging.width, y: chip.height + dragging.height)
                        .gesture(
                            DragGesture(minimumDistance: 0)
                                .updating($dragging) { value, state, _ in state = value.translation }
                                .onEnded { value in
                                    chip.width += value.translation.width
                                    chip.height += value.translation.height
                                }
                        )
                        .accessibilityIdentifier("chip")
                }
                .frame(maxWidth: .infinity)
                .frame(height: 48)
                HStack {
                    Text("moved \(Int(chip.width)), \(Int(chip.height)) pt")
                    Button("Reset") { withAnimation(.spring()) { chip = .zero } }
                }
                HStack {
                    Text("double-click me: \(doubleClicks)")
                        .gesture(TapGesture(count: 2).onEnded { doubleClicks += 1 })
                    Text(held ? "held ✓" : "hold me")
                        .onLongPressGesture(minimumDuration: 0.5) { held.toggle() }
                }
                Text("shadow, blur, 3-D turn: accepted")
                    .foregroundStyle(.secondary)
                    .shadow(radius: 4)
                    .blur(radius: 1)
                    .rotation3DEffect(.degrees(20), axis: (x: 0, y: 1, z: 0))
            }
            .padding(.horizontal)
        }
        .navigationTitle("Effects")
    }
}

/// A ring drawn as far as `progress`, starting at the top: a trimmed circle in braille.
struct ProgressRing: View {
    let progress: Double

    var body: some View {
        ZStack {
            Circle().stroke(Color.gray.opacity(0.6))
            Circle()
                .trim(from: 0, to: progress)
                .stroke(AngularGradient(colors: [.teal, .blue], center: .center))
                .rotationEffect(.degrees(-90))
        }
        .accessibilityElement()
        .accessibilityLabel("Progress")
        .accessibilityValue("\(Int(progress * 100)) percent")
    }
}

/// A triangle with its point at the top, as tutorials write a custom shape.
struct Triangle: Shape {
    func path(in rect: CGRect) -> Path {
        Path { path in
            path.move(to: CGPoint(x: rect.midX, y: rect.minY))
            path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
            path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
            path.closeSubpath()
        }
    }
}
