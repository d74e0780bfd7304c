//
//  CounterViewModel.swift
//  CounterWithHistory
//

import Combine
import Shoji

enum CounterEvent {
    case increment
    case decrement
    case reset
}

struct HistoryEntry: Identifiable {
    let id = UUID()
    let label: String
    let value: Int
}

class CounterViewModel: ObservableObject {
    @Published private(set) var count = 0
    @Published private(set) var history: [HistoryEntry] = []
    @Published var step = 1
    @Published private(set) var milestoneText = "No milestone yet"

    /// Buttons send events here instead of changing the count themselves.
    let events = PassthroughSubject<CounterEvent, Never>()
    /// The highest multiple of ten reached so far.
    let milestone = CurrentValueSubject<Int, Never>(0)

    private var cancellables = Set<AnyCancellable>()

    init() {
        events
            .sink { [weak self] event in
                self?.apply(event)
            }
            .store(in: &cancellables)

        milestone
            .dropFirst()
            .removeDuplicates()
            .map { "Reached \($0)!" }
            .assign(to: \.milestoneText, on: self)
            .store(in: &cancellables)
    }

    private func apply(_ event: CounterEvent) {
        let label: String
        switch event {
        case .increment:
            count += step
            label = "+\(step)"
        case .decrement:
            count -= step
            label = "-\(step)"
        case .reset:
            count = 0
            label = "Reset"
        }
        history.insert(HistoryEntry(label: label, value: count), at: 0)

        let reached = count / 10 * 10
        if reached > milestone.value {
            milestone.send(reached)
        }
    }

    func deleteHistory(at offsets: IndexSet) {
        history.remove(atOffsets: offsets)
    }

    func clearHistory() {
        history.removeAll()
    }
}
