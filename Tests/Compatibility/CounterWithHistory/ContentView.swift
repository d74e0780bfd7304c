//
//  ContentView.swift
//  CounterWithHistory
//

import Shoji

struct ContentView: View {
    @StateObject private var viewModel = CounterViewModel()

    var body: some View {
        NavigationView {
            VStack {
                CounterControls(viewModel: viewModel)

                List {
                    Section(header: Text("History (\(viewModel.history.count))")) {
                        ForEach(viewModel.history) { entry in
                            HStack {
                                Text(entry.label)
                                Spacer()
                                Text("= \(entry.value)")
                                    .foregroundColor(.secondary)
                            }
                        }
                        .onDelete(perform: viewModel.deleteHistory)
                    }
                }
            }
            .navigationBarTitle("Counter", displayMode: .inline)
            .navigationBarItems(
                leading: EditButton(),
                trailing: Button("Clear") {
                    viewModel.clearHistory()
                }
                .disabled(viewModel.history.isEmpty)
            )
        }
    }
}

struct CounterControls: View {
    @ObservedObject var viewModel: CounterViewModel

    var body: some View {
        VStack(spacing: 8) {
            Text("Count: \(viewModel.count)")
                .font(.largeTitle)
            Text(viewModel.milestoneText)
                .font(.caption)
                .foregroundColor(.orange)

            Picker("Step", selection: $viewModel.step) {
                Text("1").tag(1)
                Text("5").tag(5)
                Text("10").tag(10)
            }
            .pickerStyle(SegmentedPickerStyle())
            .padding(.horizontal)

            HStack(spacing: 20) {
                Button("Decrement") {
                    viewModel.events.send(.decrement)
                }
                Button("Increment") {
                    viewModel.events.send(.increment)
                }
                Button("Reset") {
                    viewModel.events.send(.reset)
                }
            }
        }
        .padding(.vertical)
    }
}

struct ContentView_Previews: PreviewProvider {
    static var previews: some View {
        ContentView()
    }
}
