// A test fixture, not a demo: a Shoji app that crashes on purpose, so the end-to-end tests can check
// that a crash still gives the terminal back. Enter (on "Crash") crashes it in the way the first
// argument names:
// - none: a missing environment object (Shoji's fatal error, then a trap);
// - `overflow`: unbounded recursion on the main thread (a stack overflow, SIGSEGV);
// - `overflow-thread`: unbounded recursion on a thread of its own that asked for an alternate stack;
// - `signal N`: raises signal N (SIGBUS, SIGFPE, SIGABRT, …);
// - `defaults`: no crash; Enter sets "shoji.fixture" in `UserDefaults.standard` and shows "saved";
// - `read-defaults`: prints that value and ends at once (no terminal app).
import CShojiSupport
import Foundation
import Shoji

@Observable
final class MissingModel {
    var value = 1
}

struct NeedsModel: View {
    @Environment(MissingModel.self) private var model
    var body: some View { Text("value \(model.value)") }
}

/// Recursion the optimizer cannot turn into a loop: every frame keeps a buffer alive across the call.
@inline(never)
func recurse(_ depth: Int) -> Int {
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 512) { buffer in
        buffer.initialize(repeating: UInt8(truncatingIfNeeded: depth))
        return recurse(depth + 1) &+ Int(buffer[depth % 512])
    }
}

/// Crashes as the command line asks; returns whether the default crash should follow.
@MainActor
func crash() -> Bool {
    let arguments = CommandLine.arguments.dropFirst()
    switch arguments.first {
    case "overflow":
        print(recurse(0))
    case "overflow-thread":
        let thread = Thread {
            shoji_prepare_thread_for_crashes()
            print(recurse(0))
        }
        thread.start()
        return false
    case "defaults":
        UserDefaults.standard.set("kept", forKey: "shoji.fixture")
        return false
    case "signal":
        // `abort()` for SIGABRT: it unblocks the signal first, as a real abort does (an `async` app's
        // main actor runs on a Dispatch worker thread, which blocks SIGABRT).
        let sig = Int32(arguments.dropFirst().first ?? "") ?? SIGABRT
        if sig == SIGABRT { abort() }
        raise(sig)
    default:
        break
    }
    return true
}

struct CrashAfterStart: View {
    @State private var armed = false
    @State private var pressed = false
    var body: some View {
        VStack {
            Text("press Enter to crash")
            Button("Crash") {
                armed = crash()
                pressed = true
            }
            if armed { NeedsModel() }
            if pressed { Text("saved") }
        }
    }
}

if CommandLine.arguments.dropFirst().first == "read-defaults" {
    print("value: \(UserDefaults.standard.string(forKey: "shoji.fixture") ?? "nothing")")
    exit(0)
}
await TerminalApp.run { CrashAfterStart() }
