import Foundation
import Testing

@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

private enum SortOrder: String { case name, date }

private struct Preferences: View {
    @AppStorage("launches") var launches = 0
    @AppStorage("sortOrder") var sortOrder = SortOrder.name
    @AppStorage("nickname") var nickname: String?
    var body: some View {
        VStack {
            Text("launches \(launches) sort \(sortOrder.rawValue) nick \(nickname ?? "-")")
            Button("Launch") { launches += 1 }
            Button("By date") { sortOrder = .date }
            Button("Nick") { nickname = "ada" }
            LaunchBadge()
        }
    }
}

private struct LaunchBadge: View {
    @AppStorage("launches") var launches = 0
    var body: some View { Text("badge \(launches)") }
}

@MainActor
@Suite(.serialized) struct AppStorageTests {
    private func withTemporaryDirectory(_ body: (URL) throws -> Void) rethrows {
        try TemporaryConfigDirectory.with(body)
    }

    @Test func valuesAreSharedAndSurviveARestart() throws {
        try withTemporaryDirectory { directory in
            let host = TestHost(Preferences(), width: 50, height: 6)
            #expect(host.text.contains("launches 0 sort name nick -"))
            host.click("Launch")
            host.click("Launch")
            host.click("By date")
            host.click("Nick")
            #expect(host.text.contains("launches 2 sort date nick ada"))
            #expect(host.text.contains("badge 2"), "every view reading the key shares it")
            let file = directory.appendingPathComponent(AppStorageStore.fileName)
            PersistentFile.flushAll()  // written off the main thread; flushed as at exit
            let saved = try String(contentsOf: file, encoding: .utf8)
            #expect(saved.contains("launches") && saved.contains("date"), "\(saved)")
            // A new process: the stores read the file again.
            AppStorageStore.reloadAll()
            let again = TestHost(Preferences(), width: 50, height: 6)
            #expect(again.text.contains("launches 2 sort date nick ada"), "\(again.lines)")
        }
    }

    @Test func aCorruptFileShowsTheDefaults() throws {
        try withTemporaryDirectory { directory in
            let file = directory.appendingPathComponent(AppStorageStore.fileName)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data([0xFF, 0x00, 0x7B]).write(to: file)
            let host = TestHost(Preferences(), width: 50, height: 6)
            #expect(host.text.contains("launches 0"))
            host.click("Launch")
            #expect(host.text.contains("launches 1"))
            AppStorageStore.reloadAll()
            #expect(TestHost(Preferences(), width: 50, height: 6).text.contains("launches 1"))
        }
    }
}
