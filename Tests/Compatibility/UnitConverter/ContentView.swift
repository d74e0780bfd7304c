//
//  ContentView.swift
//  UnitConverter
//

import Shoji

enum LengthUnit: String, CaseIterable, Identifiable {
    case meters = "m"
    case kilometers = "km"
    case feet = "ft"
    case miles = "mi"

    var id: String { rawValue }

    var metersPerUnit: Double {
        switch self {
        case .meters: return 1
        case .kilometers: return 1000
        case .feet: return 0.3048
        case .miles: return 1609.344
        }
    }
}

struct ContentView: View {
    @State private var input = "1"
    @State private var inputUnit: LengthUnit = .kilometers
    @State private var outputUnit: LengthUnit = .meters
    @State private var decimalPlaces = 2
    @FocusState private var inputIsFocused: Bool

    private var result: Double {
        let value = Double(input) ?? 0
        let meters = value * inputUnit.metersPerUnit
        return meters / outputUnit.metersPerUnit
    }

    private var formattedResult: String {
        String(format: "%.\(decimalPlaces)f", result) + " " + outputUnit.rawValue
    }

    var body: some View {
        NavigationView {
            Form {
                Section(header: Text("Value")) {
                    TextField("Amount", text: $input)
                        .keyboardType(.decimalPad)
                        .focused($inputIsFocused)
                }

                Section(header: Text("Convert from")) {
                    Picker("From", selection: $inputUnit) {
                        ForEach(LengthUnit.allCases) { unit in
                            Text(unit.rawValue).tag(unit)
                        }
                    }
                    .pickerStyle(SegmentedPickerStyle())
                }

                Section(header: Text("Convert to")) {
                    Picker("To", selection: $outputUnit) {
                        ForEach(LengthUnit.allCases) { unit in
                            Text(unit.rawValue).tag(unit)
                        }
                    }
                    .pickerStyle(.segmented)
                }

                Section(header: Text("Result")) {
                    Text(formattedResult)
                        .font(.title)
                    Picker("Decimal places", selection: $decimalPlaces) {
                        ForEach(0..<5) { places in
                            Text("\(places)")
                        }
                    }
                }
            }
            .navigationTitle("Length Converter")
            .toolbar {
                ToolbarItemGroup(placement: .keyboard) {
                    Spacer()
                    Button("Done") {
                        inputIsFocused = false
                    }
                }
            }
        }
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}
