//
//  Stopwatch.swift
//  Stopwatch
//

import Combine
import Foundation

final class Stopwatch: ObservableObject {
    struct Lap: Identifiable {
        let id: Int
        let time: TimeInterval
    }

    @Published private(set) var elapsed: TimeInterval = 0
    @Published private(set) var laps: [Lap] = []
    @Published private(set) var isRunning = false

    private var timer: AnyCancellable?

    func start() {
        guard !isRunning else { return }
        isRunning = true
        timer = Timer.publish(every: 0.1, on: .main, in: .common)
            .autoconnect()
            .sink { [weak self] _ in
                self?.tick()
            }
    }

    func stop() {
        isRunning = false
        timer?.cancel()
        timer = nil
    }

    func tick(by interval: TimeInterval = 0.1) {
        elapsed += interval
    }

    func lap() {
        laps.insert(Lap(id: laps.count + 1, time: elapsed), at: 0)
    }

    func reset() {
        stop()
        elapsed = 0
        laps.removeAll()
    }

    static func format(_ interval: TimeInterval) -> String {
        let tenths = Int((interval * 10).rounded())
        let minutes = tenths / 600
        let seconds = (tenths / 10) % 60
        return String(format: "%02d:%02d.%d", minutes, seconds, tenths % 10)
    }
}
