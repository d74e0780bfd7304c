import Foundation
import TerminalFixtures
import Testing

@testable import Articles
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// The fuzzer's hostile input, fed to the demo screens in process through `TestHost` (the same input
/// decoder a running app uses): deterministic and fast, so a failure replays exactly. After every batch
/// the screen must equal a full repaint of the same state.
@MainActor
@Suite struct InProcessFuzzTests {
    static let screens: [(String, @MainActor () -> TestHost)] = [
        ("counter", { TestHost(CounterDemoView(), width: 80, height: 24) }),
        ("profile", { TestHost(ProfileDemoView(), width: 80, height: 24) }),
        ("todo", { TestHost(TodoDemoView(model: .seeded(count: nil)), width: 80, height: 24) }),
        ("cart", { TestHost(CartDemoView(), width: 80, height: 24) }),
        ("settings", { TestHost(SettingsDemoView(), width: 80, height: 24) }),
        ("player", { TestHost(PlayerDemoView(), width: 80, height: 24) }),
        ("migration", { TestHost(MigrationDemoView(), width: 80, height: 24) }),
    ]

    /// Runs `inputs` actions on a screen; returns a description of the first mismatch, if any.
    static func run(_ make: @MainActor () -> TestHost, seed: UInt64, inputs: Int) -> String? {
        let host = make()
        var generator = FuzzInputGenerator(seed: seed)
        generator.maximumPaste = 2048
        var random = SeededRandom(seed: seed ^ 0x5A)
        var size = (80, 24)
        var done = 0
        var actions: [String] = []
        while done < inputs {
            let batch = Int.random(in: 1...12, using: &random)
            for _ in 0..<batch {
                let action = generator.next(width: size.0, height: size.1)
                actions.append(action.line)
                switch action {
                case .send(let bytes):
                    host.receive(bytes, thenQuiet: Bool.random(using: &random))
                case .resize(let w, let h):
                    size = (w, h)
                    host.resize(width: w, height: h)
                case .suspendAndResume, .check:
                    break
                }
                host.forgetFrames()
            }
            done += batch
            host.receive([], thenQuiet: true)
            let rows = host.rowsDifferingFromFullRepaint()
            if !rows.isEmpty {
                return
                    "seed \(seed), after \(done) actions: rows \(rows) differ at \(size.0)×\(size.1)\nlast actions:\n"
                    + actions.suffix(12).joined(separator: "\n")
            }
        }
        return nil
    }

    @Test(arguments: 0..<6)
    func hostileInputKeepsTheScreenRight(screen: Int) {
        let (name, make) = Self.screens[screen]
        for seed in UInt64(1)...3 {
            if let failure = Self.run(make, seed: seed &* 1000 &+ UInt64(screen), inputs: 300) {
                Issue.record("\(name): \(failure)")
                return
            }
        }
    }
}
