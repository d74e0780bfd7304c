import Foundation
import Testing

@testable import CompatCounterWithHistory
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

@MainActor
@Suite struct CounterWithHistoryCompatibilityTests {
    @Test func incrementingRecordsHistory() throws {
        let host = TestHost(ContentView(), width: 80, height: 24)
        #expect(host.text.contains("Count: 0"))
        #expect(host.text.contains("History (0)"))
        host.click("Increment")
        host.click("Increment")
        host.click("Increment")
        #expect(host.text.contains("Count: 3"))
        #expect(host.text.contains("History (3)"))
        #expect(host.text.contains("= 3"))
        #expect(host.text.contains("= 1"))
    }

    @Test func theSegmentedStepAndTheMilestoneSubject() throws {
        let host = TestHost(ContentView(), width: 80, height: 24)
        #expect(host.text.contains("No milestone yet"))
        host.click("5")
        host.click("Increment")
        #expect(host.text.contains("Count: 5"), "\(host.text)")
        #expect(host.text.contains("No milestone yet"))
        host.click("Increment")
        #expect(host.text.contains("Count: 10"))
        #expect(host.text.contains("Reached 10!"))
    }

    @Test func resetAndClear() throws {
        let host = TestHost(ContentView(), width: 80, height: 24)
        host.click("Decrement")
        #expect(host.text.contains("Count: -1"))
        host.click("Reset")
        #expect(host.text.contains("Count: 0"))
        #expect(host.text.contains("History (2)"))
        host.click("Clear")
        #expect(host.text.contains("History (0)"))
        #expect(!host.text.contains("= -1"))
    }

    @Test func eventsSentToTheSubjectDriveTheModel() {
        let viewModel = CounterViewModel()
        viewModel.step = 10
        viewModel.events.send(.increment)
        viewModel.events.send(.increment)
        #expect(viewModel.count == 20)
        #expect(viewModel.milestone.value == 20)
        #expect(viewModel.milestoneText == "Reached 20!")
        viewModel.events.send(.reset)
        #expect(viewModel.history.map(\.label) == ["Reset", "+10", "+10"])
    }
}
