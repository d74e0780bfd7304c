import Observation
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

// A frame keeps the values it replaced (old view values, a list's old rows) until its bytes are written:
// freeing a model's previous data is work a person need not wait for. These check the order (bytes first,
// then the release) and that nothing is kept past the frame.

@MainActor
private var events: [String] = []

private final class Payload {
    let name: String
    init(_ name: String) { self.name = name }
    deinit {
        let name = name
        MainActor.assumeIsolated { events.append("freed \(name)") }
    }
}

private struct Item: Identifiable {
    let id: Int
    let payload: Payload
}

@Observable
private final class Items {
    var items: [Item] = [Item(id: 1, payload: Payload("old"))]
}

private struct ItemList: View {
    let model: Items
    var body: some View {
        List(model.items) { item in Text(item.payload.name) }
    }
}

/// The memory backend, noting when a frame's bytes are handed over.
@MainActor
private final class LoggingBackend: TestableBackend {
    let memory: MemoryBackend
    init(size: Size) { memory = MemoryBackend(size: size) }
    var size: Size { memory.size }
    var colorSupport: ColorSupport { memory.colorSupport }
    func beginFrame() { memory.beginFrame() }
    func write(row: Int, column: Int, cells: ArraySlice<Cell>) { memory.write(row: row, column: column, cells: cells) }
    func setCursor(_ position: Point?) { memory.setCursor(position) }
    func endFrame() -> Int {
        events.append("bytes")
        return memory.endFrame()
    }
    func resize(to size: Size) { memory.resize(to: size) }
    func takeOutput() -> [UInt8] { memory.takeOutput() }
    var outputWriteCalls: Int { memory.outputWriteCalls }
    func close() { memory.close() }
}

@MainActor
struct RetiredValuesTests {
    @Test func replacedDataIsFreedAfterTheFrameIsWrittenAndNotKept() {
        let model = Items()
        let host = TestHost(
            ItemList(model: model), width: 20, height: 5, terminal: .custom { size, _, _ in LoggingBackend(size: size) }
        )
        events.removeAll()
        model.items = [Item(id: 1, payload: Payload("new"))]
        host.update()
        #expect(events == ["bytes", "freed old"])
        #expect(host.find("new") != nil)
    }

    @Test func aContainerDoesNotKeepItsFirstData() {
        // Found with the test above: every primitive node kept the value it was made with, so a list or a
        // ForEach held its first array for as long as it was on screen.
        let model = Items()
        let host = TestHost(ItemList(model: model), width: 20, height: 5)
        events.removeAll()
        model.items = [Item(id: 1, payload: Payload("new"))]
        host.update()
        model.items = [Item(id: 1, payload: Payload("newer"))]
        host.update()
        #expect(events == ["freed old", "freed new"])
    }
}
