// A test fixture, not a demo: a Shoji app that crashes on purpose, so the end-to-end tests can check
// that a crash still gives the terminal back.
import Shoji

@Observable
final class MissingModel {
    var value = 1
}

struct NeedsModel: View {
    @Environment(MissingModel.self) private var model
    var body: some View { Text("value \(model.value)") }
}

struct CrashAfterStart: View {
    @State private var armed = false
    var body: some View {
        VStack {
            Text("press Enter to crash")
            Button("Crash") { armed = true }
            if armed { NeedsModel() }
        }
    }
}

await TerminalApp.run { CrashAfterStart() }
