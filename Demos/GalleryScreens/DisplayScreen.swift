import Foundation
import Shoji

/// Labels, progress, gauges, shapes, symbols and a link.
struct DisplayScreen: View {
    @State private var progress = 0.4
    @State private var loading = true

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                HStack {
                    Label("Title and icon", systemImage: "star.fill")
                    Label("Title only", systemImage: "star").labelStyle(.titleOnly)
                    Label("Icon only", systemImage: "heart.fill").labelStyle(.iconOnly)
                }
                LabeledContent("Version", value: "1.0")
                Slider(value: $progress, in: 0...1) { Text("Progress") }
                ProgressView("Download", value: progress)
                Gauge(value: progress * 100, in: 0...100) {
                    Text("Gauge")
                } currentValueLabel: {
                    Text("\(Int(progress * 100))")
                }
                Toggle("Spinner", isOn: $loading)
                if loading { ProgressView("Working…") }
                HStack {
                    Rectangle().stroke(.blue).frame(width: 48, height: 48)
                    Circle().stroke(.green).frame(width: 48, height: 48)
                    RoundedRectangle(cornerRadius: 4).fill(.orange).frame(width: 48, height: 48)
                    Capsule().stroke(.red, lineWidth: 2).frame(width: 64, height: 48)
                }
                HStack {
                    ForEach(["phone", "envelope", "calendar", "map", "timer", "trash", "gear", "cart"], id: \.self) {
                        Image(systemName: $0)
                    }
                }
                Link("swift.org", destination: URL(string: "https://swift.org")!)
                ContentUnavailableView.search(text: "zebra")
                    .frame(height: 80)
            }
        }
        .navigationTitle("Display")
    }
}
