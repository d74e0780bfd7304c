import Foundation
import Shoji

/// Date pickers and the picker styles: segmented, menu, inline, radio group and wheel.
struct PickersScreen: View {
    enum Flavor: String, CaseIterable, Identifiable {
        case vanilla, chocolate, strawberry, pistachio
        var id: Self { self }
    }

    @State private var when = Date(timeIntervalSince1970: 1_800_000_000)
    @State private var flavor = Flavor.chocolate
    @State private var size = 2

    var body: some View {
        ScrollView {
            VStack(alignment: .leading) {
                DatePicker("Starts", selection: $when)
                DatePicker("Day only", selection: $when, displayedComponents: .date)
                Picker("Segmented", selection: $flavor) {
                    ForEach(Flavor.allCases) { Text($0.rawValue.capitalized).tag($0) }
                }
                .pickerStyle(.segmented)
                Picker("Menu", selection: $flavor) {
                    ForEach(Flavor.allCases) { Text($0.rawValue.capitalized).tag($0) }
                }
                HStack(alignment: .top, spacing: 4) {
                    Picker("Radio group", selection: $flavor) {
                        ForEach(Flavor.allCases) { Text($0.rawValue.capitalized).tag($0) }
                    }
                    .pickerStyle(.radioGroup)
                    Picker("Inline", selection: $flavor) {
                        ForEach(Flavor.allCases) { Text($0.rawValue.capitalized).tag($0) }
                    }
                    .pickerStyle(.inline)
                    Picker("Wheel", selection: $size) {
                        ForEach(1...9, id: \.self) { Text("Size \($0)") }
                    }
                    .pickerStyle(.wheel)
                }
            }
        }
        .navigationTitle("Pickers")
    }
}
