import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// A body that reads `count` and shows a toggle bound to `flag`, which it does not read: one button
/// changes both.
private struct CountAndToggle: View {
    @State private var count = 0
    @State private var flag = false

    var body: some View {
        VStack {
            Text("Count \(count)")
            Toggle("Flag", isOn: $flag)
            Button("Both") {
                count += 1
                flag.toggle()
            }
        }
    }
}

/// Switches a text between two forms of `lineLimit` that carry the same number.
private struct LineLimitForms: View {
    @State private var atMost = false

    var body: some View {
        VStack(alignment: .leading) {
            Button("Switch") { atMost.toggle() }
            if atMost {
                Text("one two three four five six").frame(width: 5).lineLimit(...2)
            } else {
                Text("one two three four five six").frame(width: 5).lineLimit(2...)
            }
            Text("below")
        }
    }
}

/// Switches the same view between two forms of `lineLimit` (the same view type both ways).
private struct LineLimitSameType: View {
    @State private var atMost = false

    var body: some View {
        VStack(alignment: .leading) {
            Button("Switch") { atMost.toggle() }
            Text("one two three four five six").frame(width: 5).modifier(LimitChoice(atMost: atMost))
            Text("below")
        }
    }
}

private struct LimitChoice: ViewModifier {
    let atMost: Bool
    func body(content: Content) -> some View {
        // One type either way: the two forms differ only in what the modifier does.
        let limited: ModifiedContent<Content, EnvironmentModifier> =
            atMost ? content.lineLimit(...2) : content.lineLimit(2...)
        return limited
    }
}

@MainActor
@Suite struct UpdateTests {
    @Test func aControlWhoseBindingChangedIsUpdatedEvenWhenItsValueIsEqual() {
        // The toggle's value (label, binding to the same storage) is equal after the body runs again, but
        // the storage behind the binding changed in the same action: the toggle shows it.
        let host = TestHost(CountAndToggle(), width: 40, height: 10)
        let before = host.lines.first { $0.contains("Flag") } ?? ""
        host.click("Both")
        let after = host.lines.first { $0.contains("Flag") } ?? ""
        #expect(host.text.contains("Count 1"))
        #expect(before != after, "the toggle did not redraw: \(before) / \(after)")
        host.click("Both")
        #expect((host.lines.first { $0.contains("Flag") } ?? "") == before)
    }

    @Test func lineLimitFormsWithTheSameNumberAreDifferentChanges() {
        let host = TestHost(LineLimitSameType(), width: 20, height: 12)
        let tall = host.find("below")?.y ?? -1
        host.click("Switch")
        let free = host.find("below")?.y ?? -1
        #expect(tall > free, "lineLimit(2...) shows every line, lineLimit(...2) two: \(tall) / \(free)")
        let forms = TestHost(LineLimitForms(), width: 20, height: 12)
        let from = forms.find("below")?.y ?? -1
        forms.click("Switch")
        let through = forms.find("below")?.y ?? -1
        #expect(from > through, "lineLimit(2...) shows every line, lineLimit(...2) two: \(from) / \(through)")
        #expect(forms.rowsDifferingFromFullRepaint() == [])
    }
}
