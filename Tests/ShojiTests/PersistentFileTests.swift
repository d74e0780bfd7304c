import Foundation
import Testing

@testable import NotesApp
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// Nothing a person wrote is lost or destroyed (issue 24): an unreadable file is kept aside, never
/// overwritten; a failed write is visible and tried again; symbolic links are written through; temporary
/// files never stay; writes happen off the main thread. Each case through the notes app's store and
/// `@AppStorage`, both kept by `PersistentFile`.
@MainActor
@Suite(.serialized) struct PersistentFileTests {
    private func notesFile(_ directory: URL) -> URL { directory.appendingPathComponent("Notes.json") }

    private func names(in directory: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    /// Writes `bytes` as Notes.json, opens the store, types into the first note, and checks that the
    /// original bytes were kept aside untouched, the screen said so, and the new file holds the edit.
    private func checkKeptAside(_ bytes: Data, reason: String) throws {
        try TemporaryConfigDirectory.with { directory in
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try bytes.write(to: notesFile(directory))
            let store = NotesStore(directory: directory)
            #expect(store.notes.first?.title == "Welcome to Notes", "\(reason): the samples show")
            let host = TestHost(NotesView(store: store), width: 100, height: 30)
            let aside = try #require(
                names(in: directory).first { $0.hasPrefix("Notes.json.unreadable-") },
                "\(reason): \(names(in: directory))")
            #expect(
                host.lines.last?.contains("Notes.json unreadable, kept as") == true,
                "\(reason): \(host.lines.last ?? "")"
            )
            #expect(host.lines.last?.contains(aside) == true, "\(reason): the status line names the kept file")
            host.press("Enter")
            host.type("!")
            #expect(store.file?.flush() == true)
            #expect(try Data(contentsOf: directory.appendingPathComponent(aside)) == bytes, "\(reason): untouched")
            #expect(NotesStore(directory: directory).notes.contains { $0.body.hasSuffix("!") }, "\(reason)")
            host.update()
            #expect(host.lines.last?.contains("unreadable") != true, "the notice goes once a write succeeds")
        }
    }

    @Test func aTruncatedFileIsKeptAside() throws {
        try checkKeptAside(
            Data(#"[{"id":"5F3C1A1E-0000-4000-8000-000000000001","body":"Plans"#.utf8), reason: "truncated")
    }

    @Test func aFileThatIsNotJSONIsKeptAside() throws {
        try checkKeptAside(Data("Dear diary,\nnot JSON at all\n".utf8), reason: "not JSON")
    }

    @Test func aFileOfAnotherSchemaIsKeptAside() throws {
        try checkKeptAside(Data(#"{"version":2,"notes":{"a":"b"}}"#.utf8), reason: "another schema")
    }

    @Test func aFileWithOneBadByteIsKeptAside() throws {
        var bytes = Data(
            #"[{"id":"5F3C1A1E-0000-4000-8000-000000000001","body":"Caf"#.utf8)
        bytes.append(0xE9)  // Latin-1 é: not UTF-8
        bytes.append(contentsOf: Data(#"","modified":0}]"#.utf8))
        try checkKeptAside(bytes, reason: "bad UTF-8")
    }

    @Test func fiftyMegabytesOfGarbageAreKeptAside() throws {
        var bytes = Data(repeating: 0xFF, count: 50 << 20)
        bytes.replaceSubrange(0..<9, with: Data("\u{0}garbage".utf8))
        try checkKeptAside(bytes, reason: "50 MB of garbage")
    }

    @Test func aFIFOIsNeitherReadNorReplaced() throws {
        try TemporaryConfigDirectory.with { directory in
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            #expect(mkfifo(notesFile(directory).path, 0o644) == 0)
            // Reading a FIFO with no writer would block forever: the store must not try.
            let store = NotesStore(directory: directory)
            #expect(store.notes.count == 3)
            let aside = try #require(names(in: directory).first { $0.hasPrefix("Notes.json.unreadable-") })
            var info = stat()
            #expect(lstat(directory.appendingPathComponent(aside).path, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
            store.add()
            #expect(store.file?.flush() == true)
            #expect(NotesStore(directory: directory).notes.count == 4)
        }
    }

    @Test func aDirectoryInTheWayShowsTheFailureUntilAWriteSucceeds() throws {
        try TemporaryConfigDirectory.with { directory in
            try FileManager.default.createDirectory(at: notesFile(directory), withIntermediateDirectories: true)
            let store = NotesStore(directory: directory)
            let host = TestHost(NotesView(store: store), width: 100, height: 30)
            host.press("Enter")
            host.type("x")
            #expect(store.file?.flush() == false)
            host.update()
            let status = host.lines.last ?? ""
            #expect(status.contains("Notes.json not saved") && status.contains("trying again"), "\(status)")
            #expect(!names(in: directory).contains { $0.hasPrefix(".Notes.json.tmp-") }, "no temporary file stays")
            // Still failing after more typing; the error stays.
            host.type("y")
            #expect(store.file?.flush() == false)
            host.update()
            #expect(host.lines.last?.contains("not saved") == true)
            // The directory goes: the next attempt saves everything, and the error goes.
            try FileManager.default.removeItem(at: notesFile(directory))
            #expect(store.file?.flush() == true)
            host.update()
            #expect(host.lines.last?.contains("not saved") != true, "\(host.lines.last ?? "")")
            #expect(NotesStore(directory: directory).notes.contains { $0.body.hasSuffix("xy") })
        }
    }

    @Test func anUnwritableDirectoryIsRetriedAndRescuedAtExit() throws {
        try TemporaryConfigDirectory.with { directory in
            // A config "directory" that is a file: nothing can be created inside it.
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            let blocked = directory.appendingPathComponent("blocked")
            try Data("a file".utf8).write(to: blocked)
            let store = NotesStore(directory: blocked.appendingPathComponent("notes"))
            store.add()
            #expect(store.file?.flush() == false)
            #expect(store.file?.problem?.contains("not saved") == true, "\(store.file?.problem ?? "")")
            // At exit, what could not be written goes to a file of its own, in the temporary directory.
            let before = Set(names(in: FileManager.default.temporaryDirectory))
            PersistentFile.finishAtExit()
            let rescued = Set(names(in: FileManager.default.temporaryDirectory)).subtracting(before)
                .filter { $0.hasPrefix("Notes.json.unsaved-") }
            #expect(rescued.count == 1, "\(rescued)")
            for name in rescued {
                let url = FileManager.default.temporaryDirectory.appendingPathComponent(name)
                let notes = try JSONDecoder().decode([StoredNote].self, from: Data(contentsOf: url))
                #expect(notes.count == 4)
                try? FileManager.default.removeItem(at: url)
            }
            // Once the directory can be made, the next attempt writes the file (and nothing is left pending
            // for the process's own exit, which would write it after this test's directory had gone).
            try FileManager.default.removeItem(at: blocked)
            #expect(store.file?.flush() == true)
            #expect(store.file?.isWritten == true)
        }
    }

    @Test func aSymbolicLinkIsWrittenThrough() throws {
        try TemporaryConfigDirectory.with { directory in
            let elsewhere = directory.appendingPathComponent("synced")
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
            let notes = directory.appendingPathComponent("notes")
            try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
            let store0 = NotesStore(directory: nil)
            let stored = store0.notes.map { StoredNote(id: $0.id, body: $0.body, modified: $0.modified) }
            try JSONEncoder().encode(stored).write(to: elsewhere.appendingPathComponent("real.json"))
            try FileManager.default.createSymbolicLink(
                atPath: notesFile(notes).path, withDestinationPath: "../synced/real.json")
            let store = NotesStore(directory: notes)
            #expect(store.notes.count == 3)
            store.add()
            #expect(store.file?.flush() == true)
            let link = try FileManager.default.destinationOfSymbolicLink(atPath: notesFile(notes).path)
            #expect(link == "../synced/real.json", "the link stays")
            let target = try JSONDecoder().decode(
                [StoredNote].self, from: Data(contentsOf: elsewhere.appendingPathComponent("real.json")))
            #expect(target.count == 4, "the target has the new note")
            #expect(
                !names(in: notes).contains { $0.hasPrefix(".") } && !names(in: elsewhere).contains { $0.hasPrefix(".") }
            )
        }
    }

    @Test func temporaryFilesOfAKilledSaveAreRemoved() throws {
        try TemporaryConfigDirectory.with { directory in
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            // A writer that no longer runs (no such process), and one that does (this one's parent).
            let dead = directory.appendingPathComponent(".Notes.json.tmp-2147483000-77")
            let live = directory.appendingPathComponent(".Notes.json.tmp-\(getppid())-78")
            try Data("half".utf8).write(to: dead)
            try Data("busy".utf8).write(to: live)
            _ = NotesStore(directory: directory)
            #expect(!FileManager.default.fileExists(atPath: dead.path), "left by a killed save: removed")
            #expect(FileManager.default.fileExists(atPath: live.path), "another running app's: kept")
        }
    }

    @Test func writingHappensOffTheMainThread() throws {
        try TemporaryConfigDirectory.with { directory in
            let file = PersistentFile(url: directory.appendingPathComponent("data.bin"))
            let seen = ThreadRecord()
            file.save {
                seen.set(Thread.isMainThread)
                return Data("one".utf8)
            }
            // Not flushed: the writer's own thread writes it.
            let deadline = Date().addingTimeInterval(10)
            while seen.value == nil && Date() < deadline { usleep(1000) }
            #expect(seen.value == false, "encoded and written on the writer's thread")
            #expect(file.flush())
            let written = try Data(contentsOf: directory.appendingPathComponent("data.bin"))
            #expect(written == Data("one".utf8))
        }
    }

    @Test func aCorruptAppStorageFileIsKeptAsideAndSaid() throws {
        try TemporaryConfigDirectory.with { directory in
            let file = directory.appendingPathComponent(AppStorageStore.fileName)
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            let bytes = Data([0xFF, 0x00, 0x7B])
            try bytes.write(to: file)
            let host = TestHost(CounterPreference(), width: 80, height: 5)
            #expect(host.text.contains("launches 0"), "the defaults show")
            #expect(host.lines.last?.contains("AppStorage.json unreadable") == true, "\(host.lines)")
            let aside = try #require(
                names(in: file.deletingLastPathComponent()).first { $0.hasPrefix("AppStorage.json.unreadable-") })
            host.click("Launch")
            AppStorageStore.reloadAll()
            #expect(TestHost(CounterPreference(), width: 80, height: 5).text.contains("launches 1"))
            #expect(try Data(contentsOf: file.deletingLastPathComponent().appendingPathComponent(aside)) == bytes)
        }
        #expect(StorageStatus.message == nil, "the notice goes with the store it was about (other tests' screens)")
    }
}

/// One `@AppStorage` value and a button that changes it.
private struct CounterPreference: View {
    @AppStorage("launches") var launches = 0
    var body: some View {
        VStack {
            Text("launches \(launches)")
            Button("Launch") { launches += 1 }
        }
    }
}

/// A value one thread sets and another reads.
private final class ThreadRecord: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Bool?
    var value: Bool? {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
    func set(_ value: Bool) {
        lock.lock()
        stored = value
        lock.unlock()
    }
}
