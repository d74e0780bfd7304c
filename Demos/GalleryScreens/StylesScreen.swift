import Shoji

/// A button style of the app's own: angle brackets that turn to guillemets while pressed.
struct AngleButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        HStack(spacing: 0) {
            Text(configuration.isPressed ? "«" : "‹").foregroundStyle(.tint)
            configuration.label
            Text(configuration.isPressed ? "»" : "›").foregroundStyle(.tint)
        }
    }
}

/// A toggle style of the app's own: a word for the state, operated by a plain button.
struct WordToggleStyle: ToggleStyle {
    func makeBody(configuration: Configuration) -> some View {
        Button {
            configuration.isOn.toggle()
        } label: {
            HStack(spacing: 1) {
                Text(configuration.isOn ? "ON " : "OFF").bold().foregroundStyle(
                    configuration.isOn ? .green : .secondary)
                configuration.label
            }
        }
        .buttonStyle(.plain)
    }
}

/// A progress style of the app's own: the percentage in words.
struct WordsProgressStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Text("\(Int((configuration.fractionCompleted ?? 0) * 100)) percent done")
    }
}

/// Styles through SwiftUI's protocols: `ButtonStyle`, `ToggleStyle`, `ProgressViewStyle`, and the
/// built-in ones.
struct StylesScreen: View {
    @State private var presses = 0
    @State private var wifi = true
    @State private var progress = 0.3

    var body: some View {
        VStack(alignment: .leading) {
            HStack {
                Button("Custom style") {
                    presses += 1
                    progress = min(1, progress + 0.1)
                }
                .buttonStyle(AngleButtonStyle())
                Text("pressed \(presses)×")
            }
            HStack {
                Button("Bordered") {}.buttonStyle(.bordered)
                Button("Prominent") {}.buttonStyle(.borderedProminent)
                Button("Plain") {}.buttonStyle(.plain)
            }
            Toggle("Wi-Fi", isOn: $wifi).toggleStyle(WordToggleStyle())
            Toggle("Switch", isOn: $wifi).toggleStyle(.switch)
            ProgressView(value: progress).progressViewStyle(WordsProgressStyle())
            ProgressView("Pie", value: progress).progressViewStyle(.circular)
            ProgressView("Bar", value: progress)
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .navigationTitle("Styles")
    }
}
