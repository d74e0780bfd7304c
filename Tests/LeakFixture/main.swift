// Not a demo: measures, in a process of its own (so no other test's allocations count), how much the
// heap grows per cycle of presenting and dismissing the todo demo's add sheet. Prints one number: bytes
// per cycle, the smallest of three rounds, the larger of the two ways a graph tracks (with causes recorded,
// every window observes its switch; without, only windows known to read models do). Used by
// RobustnessTests.
import CShojiSupport
import Shoji

@testable import Articles

@MainActor
func measure(recordsCauses: Bool) -> Int {
    let host = TestHost(TodoDemoView(model: .seeded(count: nil)), width: 100, height: 30, recordsCauses: recordsCauses)
    func cycle() {
        host.press("+")
        host.press("Esc")
        host.forgetFrames()
    }
    for _ in 0..<50 { cycle() }
    var perCycle = Int.max
    for _ in 0..<3 {
        let before = shoji_heap_bytes_in_use()
        for _ in 0..<150 { cycle() }
        perCycle = min(perCycle, (Int(shoji_heap_bytes_in_use()) - Int(before)) / 150)
    }
    return perCycle
}

print(MainActor.assumeIsolated { max(measure(recordsCauses: true), measure(recordsCauses: false)) })
