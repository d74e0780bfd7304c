import Foundation
import Shoji

// Workloads.swift — the in-process workloads: real demo views, the real runtime, an in-memory screen or
// ncurses on a pseudo-terminal.
@testable import Articles

/// One workload's result in one invalidation mode.
struct Result: Codable {
    var workload: String
    var mode: String
    var time: Summary
    /// Body evaluations per operation (median).
    var evaluations: Double
    /// Cells changed per operation (median).
    var cells: Double
    /// Bytes per operation (median; 0 when measured in memory).
    var bytes: Double
    /// The most bytes one operation wrote (a toggle costs differently in its two directions).
    var bytesMax: Double = 0
    /// Bytes per operation, averaged (total bytes ÷ operations).
    var bytesMean: Double = 0
    /// The most `write(2)` calls one operation made (pseudo-terminal only).
    var writesMax: Double = 0
    /// Size computations per operation (median).
    var sizeComputations: Double
    var notes: [String: Double] = [:]
}

@MainActor
enum Workloads {
    static let modes = InvalidationMode.allCases

    /// Runs `operate` `count` times after `warmup` runs, timing each and collecting its frame.
    /// A pause before each measured operation (0: back to back, the warm loop). The person's-pace
    /// section sets it to time the same in-process operations after the idle gap a person leaves.
    nonisolated(unsafe) static var pauseMicros: UInt32 = 0

    static func measure(
        _ name: String, mode: InvalidationMode, host: TestHost, warmup: Int, count: Int,
        _ operate: (TestHost, Int) -> FrameStats?
    ) -> Result {
        let pause = pauseMicros
        let count = pause > 0 ? min(count, 40) : count
        for i in 0..<warmup { _ = operate(host, i) }
        var times: [Double] = []
        var evaluations: [Double] = []
        var cells: [Double] = []
        var bytes: [Double] = []
        var sizes: [Double] = []
        var writes: [Double] = []
        for i in 0..<count {
            if pause > 0 { usleep(pause) }
            let start = now()
            let frame = operate(host, warmup + i)
            times.append(micros(since: start))
            evaluations.append(Double(frame?.bodyEvaluations ?? 0))
            cells.append(Double(frame?.cellsChanged ?? 0))
            bytes.append(Double(frame?.bytesWritten ?? 0))
            sizes.append(Double(frame?.sizeComputations ?? 0))
            writes.append(Double(host.lastTerminalWrites))
        }
        return Result(
            workload: name, mode: mode.rawValue, time: Summary(times), evaluations: Summary(evaluations).median,
            cells: Summary(cells).median, bytes: Summary(bytes).median, bytesMax: bytes.max() ?? 0,
            bytesMean: bytes.isEmpty ? 0 : bytes.reduce(0, +) / Double(bytes.count),
            writesMax: writes.max() ?? 0, sizeComputations: Summary(sizes).median)
    }

    // MARK: Todo

    static func todoToggle(items: Int, mode: InvalidationMode, terminal: TestHost.Terminal = .memory) -> Result {
        let host = TestHost(
            TodoDemoView(model: .seeded(count: items)), width: 100, height: 30, mode: mode, terminal: terminal,
            recordsCauses: false)
        defer { host.close() }
        host.press("Tab", "Tab")  // the list
        let name = terminal.isMemory ? "todo: toggle one row, N = \(items)" : "todo: toggle bytes (pty), N = \(items)"
        return measure(name, mode: mode, host: host, warmup: 20, count: terminal.isMemory ? 200 : 50) { host, _ in
            host.press("Space")
        }
    }

    static func todoPageDown(items: Int, mode: InvalidationMode) -> Result {
        let host = TestHost(
            TodoDemoView(model: .seeded(count: items)), width: 100, height: 30, mode: mode, recordsCauses: false)
        host.press("Tab", "Tab")
        var result = measure("todo: page down, N = \(items)", mode: mode, host: host, warmup: 5, count: 100) {
            host, _ in
            host.press("PageDown")
        }
        result.notes["rowBodiesPerPage"] = Double(host.frames.last?.evaluated["TodoRowView"] ?? 0)
        return result
    }

    /// The selection moved by Down and Up in turn (between two rows near the top: no scrolling); the
    /// screen's body reads the selection, so it runs for each key.
    static func todoSelectNext(items: Int, mode: InvalidationMode) -> Result {
        let host = TestHost(
            TodoDemoView(model: .seeded(count: items)), width: 100, height: 30, mode: mode, recordsCauses: false)
        defer { host.close() }
        host.press("Tab", "Tab")
        return measure("todo: select next, N = \(items)", mode: mode, host: host, warmup: 10, count: 200) {
            host, i in
            host.press(i % 2 == 0 ? "Down" : "Up")
        }
    }

    /// Startup to the first complete frame (in this process; memory is measured in a fresh one).
    static func todoStartup(items: Int) -> Double {
        let start = now()
        let model = TodoListModel.seeded(count: items)
        let seeded = micros(since: start)
        let host = TestHost(TodoDemoView(model: model), width: 100, height: 30, recordsCauses: false)
        let elapsed = micros(since: start)
        FileHandle.standardError.write(Data("startup: model \(Int(seeded)) µs, total \(Int(elapsed)) µs\n".utf8))
        _ = host.lines
        return elapsed
    }

    /// The model's own work for one toggle at `items` rows, with nothing else running: the article's
    /// `toggleTodo` scans for the index, and when something else still holds the previous array (as any
    /// UI showing it does), the write copies the whole array.
    static func modelToggle(items: Int, holdingPreviousArray: Bool) -> Summary {
        modelWork(items: items, holdingPreviousArray: holdingPreviousArray, pauseMicros: 0).toggle
    }

    /// The article model's own work in one toggle of the todo screen, as it happens there: the list still
    /// holds the previous array, so `toggleTodo` copies all `items` elements, and the previous array is
    /// freed when its last holder (the list, in the next frame) lets go. Times the two separately, with
    /// `pauseMicros` of idle before each toggle (a person's pace) or none (warm).
    static func modelWork(items: Int, holdingPreviousArray: Bool, pauseMicros: UInt32, count: Int = 100) -> (
        toggle: Summary, free: Summary
    ) {
        let model = TodoListModel.seeded(count: items)
        var toggles: [Double] = []
        var frees: [Double] = []
        // A class holds the previous array: the optimizer may end a local's lifetime at its last use,
        // and the copy would not happen.
        final class Holder {
            var todos: [Todo] = []
        }
        let holder = Holder()
        for i in 0..<(count + 10) {
            if holdingPreviousArray { holder.todos = model.todos }
            let todo = model.todos[1]
            if pauseMicros > 0 { usleep(pauseMicros) }
            let start = now()
            model.toggleTodo(todo)
            let toggled = micros(since: start)
            let freeStart = now()
            holder.todos = []
            let freed = micros(since: freeStart)
            if i >= 10 {
                toggles.append(toggled)
                frees.append(freed)
            }
        }
        return (Summary(toggles), Summary(frees))
    }

    // MARK: Counter, profile, cart

    static func counterStep(mode: InvalidationMode, terminal: TestHost.Terminal = .memory) -> Result {
        let host = TestHost(CounterView(), width: 100, height: 30, mode: mode, terminal: terminal, recordsCauses: false)
        defer { host.close() }
        host.press("Tab")  // "+ 1"
        host.press("Enter")
        let name = terminal.isMemory ? "counter: one step" : "counter: step bytes (pty)"
        // Repeated presses of "+ 1", as a person counts up (the median is a step that keeps the width).
        return measure(name, mode: mode, host: host, warmup: 4, count: 200) { host, _ in host.press("Enter") }
    }

    static func profileFollower(mode: InvalidationMode, terminal: TestHost.Terminal = .memory) -> Result {
        let host = TestHost(
            ProfileScreen(), width: 100, height: 30, mode: mode, terminal: terminal, recordsCauses: false)
        defer { host.close() }
        let name = terminal.isMemory ? "profile: one follower" : "profile: follower bytes (pty)"
        return measure(name, mode: mode, host: host, warmup: 10, count: 200) { host, _ in host.press("Enter") }
    }

    static func cartQuantity(mode: InvalidationMode) -> Result {
        let host = TestHost(CartDemoView(), width: 100, height: 30, mode: mode, recordsCauses: false)
        host.press("Enter", "Tab", "Enter")  // add two products
        host.click("−")  // focus the first row's stepper
        return measure("cart: change one quantity", mode: mode, host: host, warmup: 4, count: 100) { host, i in
            host.press(i % 2 == 0 ? "+" : "-")
        }
    }

    // MARK: Text entry and nesting

    static func typing(mode: InvalidationMode, terminal: TestHost.Terminal = .memory) -> Result {
        let draft = BenchDraft()
        // In memory, a reader of the text shows that typing evaluates only the readers; on the terminal,
        // the field alone shows what a keystroke costs in bytes.
        let view: AnyView =
            terminal.isMemory
            ? AnyView(BenchEditor(draft: draft)) : AnyView(TextField("Type here", text: Bindable(draft).text))
        let host = TestHost(view, width: 100, height: 30, mode: mode, terminal: terminal, recordsCauses: false)
        defer { host.close() }
        let text = Array(
            "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs! 0123456789")
        let name = terminal.isMemory ? "text entry: one key (100 keys)" : "text entry: bytes per key (pty)"
        var result = measure(name, mode: mode, host: host, warmup: 0, count: 100) { host, i in
            host.type(String(text[i % text.count]))
        }
        result.notes["readersPerKey"] = Double(host.frames.last?.evaluated["BenchEcho"] ?? 0)
        return result
    }

    static func nesting(depth: Int, mode: InvalidationMode) -> Result {
        let leaf = BenchLeaf()
        let host = TestHost(nest(depth, leaf: leaf), width: 200, height: 60, mode: mode, recordsCauses: false)
        return measure("stacks nested \(depth) deep: one leaf change", mode: mode, host: host, warmup: 5, count: 100) {
            host, i in
            leaf.text = i % 2 == 0 ? "a longer leaf text" : "leaf"
            return host.update()
        }
    }

    // MARK: Long runs

    /// Live nodes and resident memory after many updates: they must stay flat.
    static func soak(updates: Int) -> [String: Double] {
        let host = TestHost(TodoDemoView(model: .seeded(count: 1_000)), width: 100, height: 30, recordsCauses: false)
        host.press("Tab", "Tab")
        var notes: [String: Double] = [:]
        for i in 1...updates {
            _ = host.press(i % 3 == 0 ? "Down" : "Space")
            host.forgetFrames()
            if i == updates / 10 {
                notes["nodesAt10%"] = Double(host.nodeCount)
                notes["residentMBAt10%"] = residentMB()
            }
        }
        notes["updates"] = Double(updates)
        notes["nodesAtEnd"] = Double(host.nodeCount)
        notes["residentMBAtEnd"] = residentMB()
        return notes
    }
}

// MARK: Views of the synthetic workloads

@Observable
final class BenchDraft {
    var text = ""
    var other = 0
}

struct BenchEcho: View {
    let draft: BenchDraft
    var body: some View { Text("\(draft.text.count) characters") }
}

struct BenchOther: View {
    let draft: BenchDraft
    var body: some View { Text("other \(draft.other)") }
}

struct BenchEditor: View {
    @Bindable var draft: BenchDraft
    var body: some View {
        VStack(alignment: .leading) {
            TextField("Type here", text: $draft.text)
            BenchEcho(draft: draft)
            BenchOther(draft: draft)
        }
    }
}

@Observable
final class BenchLeaf {
    var text = "leaf"
}

struct BenchLeafView: View {
    let leaf: BenchLeaf
    var body: some View { Text(leaf.text) }
}

@MainActor
func nest(_ depth: Int, leaf: BenchLeaf) -> AnyView {
    if depth == 0 { return AnyView(BenchLeafView(leaf: leaf)) }
    if depth % 2 == 0 {
        return AnyView(
            VStack {
                Text("v\(depth)")
                nest(depth - 1, leaf: leaf)
            })
    }
    return AnyView(
        HStack {
            Text("h\(depth)")
            nest(depth - 1, leaf: leaf)
        })
}
