import Shoji

struct DeckView: View {
    @StateObject private var model = DeckModel()
    @State private var showSummary = false

    var body: some View {
        NavigationView {
            VStack(spacing: 16) {
                header
                ZStack {
                    if model.people.isEmpty {
                        Text("No one left").font(.title2).transition(.opacity)
                    }
                    ForEach(model.people.reversed()) { person in
                        CardView(person: person) { like in
                            withAnimation(.easeOut(duration: 0.2)) { model.decide(person, like: like) }
                        }
                        .zIndex(person == model.people.first ? 1 : 0)
                        .transition(
                            .asymmetric(insertion: .scale, removal: .move(edge: .trailing).combined(with: .opacity)))
                    }
                }
                HStack(spacing: 32) {
                    Button {
                        decideTop(false)
                    } label: {
                        Image(systemName: "xmark")
                    }
                    .accessibilityLabel("Pass")
                    ZStack {
                        Circle().stroke(Color.gray.opacity(0.3), lineWidth: 4)
                        Circle()
                            .trim(from: 0, to: model.progress)
                            .stroke(
                                AngularGradient(colors: [.pink, .purple], center: .center),
                                style: StrokeStyle(lineWidth: 4, lineCap: .round)
                            )
                            .rotationEffect(.degrees(-90))
                            .animation(.easeInOut, value: model.progress)
                    }
                    .frame(width: 48, height: 48)
                    .accessibilityIdentifier("progress")
                    .accessibilityValue("\(model.liked.count + model.passed.count) of \(model.total)")
                    Button {
                        decideTop(true)
                    } label: {
                        Image(systemName: "heart.fill")
                    }
                    .accessibilityLabel("Like")
                }
            }
            .navigationTitle("Discover")
            .toolbar {
                ToolbarItem(placement: .navigationBarTrailing) {
                    Button("Liked \(model.liked.count)") { showSummary = true }
                }
            }
            .sheet(isPresented: $showSummary) {
                List(model.liked) { person in
                    Text(person.name)
                        .listRowBackground(Color.pink.opacity(0.15))
                }
                .listStyle(.insetGrouped)
                .scrollContentBackground(.hidden)
            }
        }
    }

    private var header: some View {
        Text("Swipe right to like")
            .font(.headline)
            .frame(maxWidth: .infinity)
            .padding(.vertical, 8)
            .background(LinearGradient(colors: [Color("Brand"), .purple], startPoint: .leading, endPoint: .trailing))
            .foregroundColor(.white)
    }

    private func decideTop(_ like: Bool) {
        guard let person = model.people.first else { return }
        withAnimation(.snappy) {
            model.decide(person, like: like)
        } completion: {
            if model.people.isEmpty { showSummary = true }
        }
    }
}
