import Shoji
import ShojiExamples

/// The three example controls on one screen.
struct ExamplesView: View {
    @State private var tint = Color.blue
    @State private var samples: [Double] = [3, 5, 2, 8, 6, 9, 4, 7, 5, 10, 6, 8]
    private let tags = ["swift", "terminal", "ncurses", "layout", "canvas", "focus", "observation"]

    var body: some View {
        VStack(alignment: .leading) {
            Text("Sparkline (Canvas)").bold()
            Sparkline(samples, color: tint).frame(width: 160)
            Sparkline(samples, color: tint, style: .line).frame(width: 160)
            Button("Add a sample") { samples.append(Double.random(in: 0...10)) }
            Text("Colour well (TerminalControl): Left/Right or click").bold()
            ColorWell(selection: $tint)
            Text("Flow layout (Layout)").bold()
            FlowLayout {
                ForEach(tags, id: \.self) { Text(" \($0) ").background(tint) }
            }
            .frame(width: 240, alignment: .leading)
        }
        .padding()
    }
}

@main
struct ExamplesApp: App {
    var body: some Scene { WindowGroup { ExamplesView() } }
}
