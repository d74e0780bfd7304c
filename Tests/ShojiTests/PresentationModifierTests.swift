import Foundation
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

private struct Locked: View {
    @State var shown = true
    var body: some View {
        Text("Main")
            .sheet(isPresented: $shown) {
                VStack {
                    Text("Must choose")
                    Button("Close") { shown = false }
                }
                .interactiveDismissDisabled()
                .presentationDetents([.medium])
            }
    }
}

@MainActor
@Suite struct PresentationModifierTests {
    @Test func interactiveDismissDisabledKeepsTheSheet() {
        let host = TestHost(Locked(), width: 50, height: 10)
        #expect(host.text.contains("Must choose"))
        host.press("Esc")
        #expect(host.text.contains("Must choose"), "Esc does not dismiss")
        host.click(x: 0, y: 0)
        #expect(host.text.contains("Must choose"), "nor does a click outside")
        host.click("Close")
        #expect(!host.text.contains("Must choose"))
    }

    @Test func environmentDefaults() {
        let values = EnvironmentValues()
        #expect(values.locale == Locale.current)
        #expect(values.timeZone == TimeZone.current)
        #expect(values.calendar == Calendar.current)
    }
}

private struct PhaseWatcher: View {
    @Environment(\.scenePhase) private var phase
    @State private var log: [String] = []
    var body: some View {
        Text("phase \(phase == .active ? "active" : "background") log \(log.joined(separator: ","))")
            .onChange(of: phase) { _, new in log.append(new == .active ? "a" : "b") }
    }
}

@MainActor
@Suite struct ScenePhaseTests {
    @Test func suspendingIsBackground() {
        let host = TestHost(PhaseWatcher(), width: 50, height: 2)
        #expect(host.text.contains("phase active log"))
        host.press("Ctrl-Z")
        #expect(host.text.contains("phase background log b"), "\(host.lines)")
        host.resume()
        #expect(host.text.contains("phase active log b,a"), "\(host.lines)")
    }
}

private struct Doc: Identifiable {
    let id: Int
    let name: String
}

private struct DeleteConfirm: View {
    @State var showing = false
    @State var pending: Doc?
    @State var deleted = "none"
    var body: some View {
        VStack {
            Button("Delete report") {
                pending = Doc(id: 1, name: "report")
                showing = true
            }
            Button("Show empty") { showing = true }
            Text("deleted \(deleted)")
        }
        .confirmationDialog("Delete?", isPresented: $showing, presenting: pending) { doc in
            Button("Delete \(doc.name)", role: .destructive) { deleted = doc.name }
        } message: { doc in
            Text("\(doc.name) will be gone")
        }
    }
}

@MainActor
@Suite struct AlertPresentingTests {
    @Test func presentingShowsOnlyWithData() {
        let host = TestHost(DeleteConfirm(), width: 50, height: 12)
        host.click("Show empty")
        #expect(!host.text.contains("Delete?"), "no data: nothing presented")
        host.press("Esc")
        host.click("Delete report")
        #expect(host.text.contains("report will be gone"), "\(host.lines)")
        host.click("Delete report")
        #expect(host.text.contains("deleted report"))
        #expect(!host.text.contains("will be gone"))
    }
}
