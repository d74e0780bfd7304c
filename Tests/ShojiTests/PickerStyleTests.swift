import ShojiTesting
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

private struct SizePicker: View {
    @State var size = 2
    let wheel: Bool
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            if wheel {
                Picker("Size", selection: $size) {
                    ForEach(1...5, id: \.self) { Text("size \($0)") }
                }
                .pickerStyle(.wheel)
            } else {
                Picker("Size", selection: $size) {
                    ForEach(1...5, id: \.self) { Text("size \($0)") }
                }
                .pickerStyle(.inline)
            }
            Text("chosen \(size)")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// Options tagged inside other modifiers (`.tag("b").padding(…)`): the tag reaches the picker through them,
/// as SwiftUI's traits do.
private struct StyledTagPicker: View {
    @State var flavor = "a"
    var body: some View {
        VStack(alignment: .leading, spacing: 0) {
            Picker("Flavor", selection: $flavor) {
                Text("Apple").tag("a").bold()
                Text("Banana").tag("b").padding(.leading, 0).layoutPriority(1)
                Text("Cherry").tag("c")
            }
            .pickerStyle(.inline)
            Text("chosen \(flavor)")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
    }
}

/// `.pickerStyle(.inline)` and `.wheel` in their terminal forms (`.radioGroup` is in `ControlTests`).
@MainActor
@Suite struct PickerStyleTests {
    @Test func aTagInsideOtherModifiersStillNamesTheOption() {
        let host = TestHost(StyledTagPicker(), width: 30, height: 5)
        host.expectSnapshot("screen")
        host.press("Down")
        host.expectSnapshot("screen2")
    }

    @Test func inlineMarksTheChoiceWithACheckmark() {
        let host = TestHost(SizePicker(wheel: false), width: 30, height: 8)
        #expect(host.lines[1].hasPrefix("✓ size 2"))
        #expect(host.lines[0].hasPrefix("  size 1"))
        host.press("Down")
        #expect(host.lines[2].hasPrefix("✓ size 3"))
        #expect(host.find("chosen 3") != nil)
    }

    @Test func wheelShowsTheChoiceBetweenItsNeighbours() {
        let host = TestHost(SizePicker(wheel: true), width: 30, height: 8)
        #expect(host.lines[0].hasPrefix("  size 1"))
        #expect(host.lines[1].hasPrefix("▸ size 2"))
        #expect(host.lines[2].hasPrefix("  size 3"))
        #expect(host.lines[3].hasPrefix("chosen 2"), "a wheel is three rows tall")
        #expect(host.style(x: 2, y: 0).attributes.contains(.dim))
        host.press("Down", "Down")
        #expect(host.lines[0].hasPrefix("  size 3"))
        #expect(host.lines[1].hasPrefix("▸ size 4"))
        #expect(host.lines[2].hasPrefix("  size 5"))
        host.press("Down")
        #expect(host.lines[1].hasPrefix("▸ size 5"))
        #expect(host.lines[2].trimmingCharacters(in: .whitespaces).isEmpty, "nothing after the last option")
        host.click(x: 4, y: 0)
        #expect(host.find("chosen 4") != nil, "a click above turns the wheel back")
    }
}
