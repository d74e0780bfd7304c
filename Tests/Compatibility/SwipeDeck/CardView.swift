import Shoji

struct CardView: View {
    let person: Person
    let onDecision: (Bool) -> Void
    @State private var offset = CGSize.zero
    @GestureState private var isDragging = false

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            AsyncImage(url: person.photo) { image in
                image.resizable().scaledToFill()
            } placeholder: {
                Image(systemName: "person.crop.circle")
            }
            .frame(width: 48, height: 32)
            .clipShape(.circle)
            Text("\(person.name), \(person.age)")
                .font(.custom("Avenir-Heavy", size: 22))
                .fontWeight(.bold)
            Text(person.bio)
                .font(.system(size: 14, weight: .regular, design: .rounded))
                .foregroundStyle(.secondary)
        }
        .padding()
        .frame(width: 240, height: 160)
        .background(
            RoundedRectangle(cornerRadius: 20)
                .fill(
                    offset.width > 0
                        ? Color.green.opacity(0.3)
                        : offset.width < 0 ? .red.opacity(0.3) : .white.opacity(1 - Double(abs(offset.width / 50)))
                )
                .background(RoundedRectangle(cornerRadius: 20).fill(Color("CardBackground")))
                .shadow(radius: isDragging ? 8 : 2)
        )
        .offset(x: offset.width, y: offset.height * 0.4)
        .rotationEffect(.degrees(Double(offset.width / 20)))
        .gesture(
            DragGesture()
                .updating($isDragging) { _, state, _ in state = true }
                .onChanged { offset = $0.translation }
                .onEnded { value in
                    if abs(value.translation.width) > 100 {
                        onDecision(value.translation.width > 0)
                    } else {
                        withAnimation(.spring(response: 0.4, dampingFraction: 0.7)) { offset = .zero }
                    }
                }
        )
        .accessibilityElement(children: .combine)
        .accessibilityIdentifier("card-\(person.name)")
        .accessibilityAddTraits(.isButton)
        .accessibilityAction(named: "Like") { onDecision(true) }
    }
}
