import DemoCatalog
import Foundation
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore
@testable import TerminalFixtures

/// A chain of pushed screens whose sixth level has a button that takes longer than the explorer allows
/// a step: the explorer must get there (Tab, Enter, six screens deep) and name the keys.
private struct SlowAtTheBottom: View {
    var body: some View {
        NavigationStack {
            Level(number: 1)
                .navigationDestination(for: Int.self) { Level(number: $0) }
        }
    }
}

private struct Level: View {
    let number: Int
    var body: some View {
        VStack {
            // Words, not digits: the explorer takes screens that differ only in digits for one screen.
            Text("Level " + ["zero", "one", "two", "three", "four", "five", "six"][number])
            if number < 6 {
                NavigationLink("Deeper", value: number + 1)
            } else {
                Button("Slow") { usleep(300_000) }
            }
        }
    }
}

/// The short run of `make explore` that `make test` makes: every demo, walked by keyboard in process at
/// 80×24 and 40×12 (to a smaller depth than `make explore`), with no failed check; and the explorer
/// itself, which must find a planted problem six screens deep and give the keys that lead to it.
@MainActor
@Suite(.serialized) struct ExplorerTests {
    private static let shortRun: ExplorerLimits = {
        var limits = ExplorerLimits()
        limits.maxDepth = 2
        limits.maxMoves = 3
        limits.maxScreens = 12
        limits.maxSteps = 1_500
        return limits
    }()

    @Test(arguments: DemoCatalog.names)
    func everyDemoWalksCleanAtBothSizes(demo: String) throws {
        // The demo's files, and its `@AppStorage`, in a directory of the test's own.
        let directory = TemporaryConfigDirectory.begin()
        defer { TemporaryConfigDirectory.end(directory) }
        for (width, height) in [(80, 24), (40, 12)] {
            let driver = InProcessExplorerDriver(width: width, height: height) {
                DemoCatalog.rootView(demo, directory: directory)!
            }
            // A debug or AddressSanitizer build is slow: the short run checks repaints, not time.
            driver.responseTimeout = 30
            let report = try Explorer(driver: driver, limits: Self.shortRun).run()
            #expect(report.failures.isEmpty, "\(demo) \(width)x\(height): \(report.failures)")
            #expect(report.screens >= (demo == "counter" || height == 12 ? 1 : 3), "\(demo) \(width)x\(height)")
            #expect(report.controls >= 1)
        }
    }

    @Test func theExplorerFindsAProblemSixScreensDeepAndNamesTheKeys() throws {
        let driver = InProcessExplorerDriver(width: 40, height: 10) { SlowAtTheBottom() }
        driver.responseTimeout = 0.2
        var limits = ExplorerLimits()
        limits.maxDepth = 6
        let report = try Explorer(driver: driver, limits: limits).run()
        let failure = try #require(report.failures.first, "\(report)")
        #expect(failure.note.contains("Enter took"), "\(failure.note)")
        #expect(report.deepest >= 5)
        // Replaying the keys reaches the slow button and presses it.
        let host = TestHost(SlowAtTheBottom(), width: 40, height: 10)
        for key in failure.path.dropLast() { host.press(key) }
        #expect(host.text.contains("Level six") && host.focusedView?.text.contains("Slow") == true, "\(host.lines)")
        // And the replay file says the same keys as bytes, with a check after each.
        let text = replayText(app: "fixture", width: 40, height: 10, path: failure.path, note: failure.note)
        let actions = text.split(separator: "\n").compactMap { FuzzAction(line: String($0)) }
        #expect(actions.first == .resize(width: 40, height: 10))
        #expect(actions.filter { $0 == .check }.count == failure.path.count + 1)
        #expect(actions.contains(.send([0x0D])))
    }

    @Test func theTerminalDriverChecksTheRealProgram() throws {
        let path = DemoBinaries.path("counter")
        try #require(FileManager.default.isExecutableFile(atPath: path))
        let driver = PTYExplorerDriver(executable: path, width: 80, height: 24)
        driver.responseTimeout = 10
        let report = try Explorer(driver: driver).validate([["Enter"], ["Tab", "Enter", "Enter"]])
        #expect(report.failures.isEmpty, "\(report.failures)")
        #expect(report.steps == 4 && report.restarts == 2)
    }
}
