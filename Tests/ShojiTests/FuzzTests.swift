import Foundation
import TerminalFixtures
import Testing

/// The short seeded fuzzing run of `make test` (the long one is `make fuzz`): every demo, a few hundred
/// hostile inputs each, checked after every batch. A failure leaves a replay file in
/// `.build/fuzz-failures` (`make fuzz REPLAY=<file>`).
@Suite(.serialized) struct FuzzTests {
    static let demos = [
        "counter", "profile", "todo", "cart", "settings", "player", "migration", "gallery", "notes", "peer",
    ]

    @Test(arguments: demos)
    func shortSeededRun(demo: String) throws {
        let path = DemoBinaries.path(demo)
        try #require(FileManager.default.isExecutableFile(atPath: path), "build the demos first: swift build")
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let fuzzer = AppFuzzer(
            executable: path, name: demo, seed: 7 &+ UInt64(Self.demos.firstIndex(of: demo) ?? 0),
            failureDirectory: root.appendingPathComponent(".build/fuzz-failures"))
        // Debug builds under a loaded test run (or AddressSanitizer) answer slower than release builds.
        fuzzer.responseTimeout = 5
        fuzzer.quietMilliseconds = 400
        let report = try fuzzer.run(inputs: 250)
        #expect(report.failures == 0, "\(report.notes.joined(separator: "\n"))\nreplay: \(report.failureFiles)")
        #expect(report.inputs == 250)
    }
}
