import Foundation
import Testing

@testable import CompatUnitConverter
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

@MainActor
@Suite struct UnitConverterCompatibilityTests {
    private func focusAmountField(_ host: TestHost) {
        for _ in 0..<8 where host.focusedView?.kind != "TextField" { host.press("Tab") }
    }

    @Test func convertsKilometresToMetresAsYouType() throws {
        let host = TestHost(ContentView(), width: 80, height: 30)
        #expect(host.text.contains("Length Converter"))
        #expect(host.text.contains("1000.00 m"), "\(host.text)")
        focusAmountField(host)
        #expect(host.focusedView?.kind == "TextField")
        host.press("Backspace")
        host.type("2.5")
        #expect(host.text.contains("2500.00 m"), "\(host.text)")
    }

    @Test func segmentedPickersChangeTheUnits() throws {
        let host = TestHost(ContentView(), width: 80, height: 30)
        focusAmountField(host)
        host.press("Backspace")
        host.type("5")
        host.press("Tab")
        #expect(host.focusedView?.kind == "Picker")
        host.press("Right")  // from km to ft
        #expect(host.text.contains("1.52 m"), "\(host.text)")
        host.press("Tab")
        host.press("Right")  // to: m -> km
        #expect(host.text.contains("0.00 km"), "\(host.text)")
    }

    @Test func theMenuPickerSetsTheDecimalPlaces() throws {
        let host = TestHost(ContentView(), width: 80, height: 30)
        focusAmountField(host)
        host.press("Tab", "Tab", "Tab")
        #expect(host.focusedView?.kind == "Picker")
        host.press("Enter")  // opens the options
        host.press("Down", "Down", "Enter")
        #expect(host.text.contains("1000.0000 m"), "\(host.text)")
    }
}
