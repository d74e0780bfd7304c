import Foundation
import Testing

@testable import CompatTipCalculator
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

@MainActor
@Suite struct TipCalculatorCompatibilityTests {
    @Test func typingAnAmountShowsTheSplitWithTheDefaultTip() throws {
        let host = TestHost(ContentView(), width: 80, height: 30)
        #expect(host.text.contains("Tip Calculator"))
        #expect(host.text.contains("$0.00"))
        host.click("Amount")
        #expect(host.focusedView?.kind == "TextField")
        host.type("100")
        // 18% (the third segment) split between 2 people.
        #expect(host.text.contains("$59.00"), "\(host.text)")
        #expect(host.text.contains("$118.00"))
    }

    @Test func choosingAnotherTipSegmentUpdatesTheTotals() throws {
        let host = TestHost(ContentView(), width: 80, height: 30)
        host.click("Amount")
        host.type("50")
        host.click("20%")
        #expect(host.text.contains("$60.00"), "\(host.text)")
        #expect(host.text.contains("$30.00"))
        host.click("10%")
        #expect(host.text.contains("$55.00"))
    }

    @Test func choosingMorePeopleFromTheMenuPicker() throws {
        let host = TestHost(ContentView(), width: 80, height: 30)
        host.click("Amount")
        host.type("118")
        #expect(host.text.contains("2 people"))
        host.click("2 people")  // opens the picker's options
        host.click("4 people")
        #expect(host.text.contains("4 people"))
        // 118 + 18% = 139.24, split four ways.
        #expect(host.text.contains("$34.81"), "\(host.text)")
        #expect(host.text.contains("$139.24"))
    }
}
