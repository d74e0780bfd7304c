import Foundation
import Testing

@testable import TerminalFixtures

/// What an app saved in `UserDefaults.standard` is on disk however it ends (issue 25): on Linux, Foundation
/// writes the defaults only when asked to synchronize, so Shoji does on quit, SIGTERM, SIGHUP and Ctrl-Z.
@Suite(.serialized) struct UserDefaultsEndToEndTests {
    @Test(arguments: ["quit", "SIGTERM", "SIGHUP", "Ctrl-Z, then SIGKILL"])
    func whatAnAppSavedIsReadBackAfter(ending: String) throws {
        let path = DemoBinaries.path("shoji-crash-fixture")
        try #require(FileManager.default.isExecutableFile(atPath: path))
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("shoji-defaults-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent(".config").path]

        let app = try PseudoTerminal(
            executable: path, arguments: ["defaults"], environment: environment, width: 60, height: 10)
        #expect(app.waitUntil { $0.text.contains("press Enter to crash") })
        app.send("\r")
        #expect(app.waitUntil { $0.text.contains("saved") })
        switch ending {
        case "quit":
            app.send("\u{03}")
            #expect(app.waitForExit() == 0)
        case "SIGTERM":
            kill(app.pid, SIGTERM)
            #expect(app.waitForExit() == 128 + SIGTERM)
        case "SIGHUP":
            kill(app.pid, SIGHUP)
            #expect(app.waitForExit() == 128 + SIGHUP)
        default:
            app.send("\u{1a}")
            #expect(app.waitUntilStopped())
            kill(app.pid, SIGKILL)
            _ = app.waitForExit()
        }

        let reader = try PseudoTerminal(
            executable: path, arguments: ["read-defaults"], environment: environment, width: 60, height: 10)
        _ = reader.waitForExit()
        #expect(reader.screen.text.contains("value: kept"), "\(ending): \(reader.screen.text)")
    }
}
