import Foundation
import TerminalFixtures
import Testing

@testable import NotesApp
@_spi(ShojiRuntime) @testable import ShojiControls
@_spi(ShojiRuntime) @testable import ShojiCore

/// A small file system of its own (tmpfs) that a test can fill up or make read-only: what a full disk or a
/// read-only home does to an app's writes. Mounting needs root (as `make test` runs on CI).
private struct TemporaryMount {
    let url: URL

    init(kilobytes: Int) throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("shoji-mount-\(UUID())")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        try Self.run("/bin/mount", "-t", "tmpfs", "-o", "size=\(kilobytes)k", "tmpfs", url.path)
    }

    func remount(readOnly: Bool) throws {
        try Self.run("/bin/mount", "-o", "remount,\(readOnly ? "ro" : "rw")", url.path)
    }

    func remove() {
        try? Self.run("/bin/umount", url.path)
        try? FileManager.default.removeItem(at: url)
    }

    static func run(_ arguments: String...) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: arguments[0])
        process.arguments = Array(arguments.dropFirst())
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSLocalizedDescriptionKey: arguments.joined(separator: " ")])
        }
    }
}

/// Failed writes are never silent and never final (issue 24): a full disk and a read-only config
/// directory show on the status line, keep what was typed, and save it once writing works again; an
/// app that quits while writes fail keeps the data in a file of its own and says where. A file the user
/// cannot read is kept aside, not overwritten. (Needs root: mounts, and a second user.)
@MainActor
@Suite(.serialized, .enabled(if: geteuid() == 0, "mounting file systems needs root"))
struct FileSystemFailureTests {
    @Test func aFullDiskShowsTheFailureAndSavesWhenThereIsRoomAgain() throws {
        try TemporaryConfigDirectory.with { _ in try fullDisk() }
    }

    private func fullDisk() throws {
        let mount = try TemporaryMount(kilobytes: 64)
        defer { mount.remove() }
        let store = NotesStore(directory: mount.url)
        #expect(store.file?.flush() != false)
        // Fill the disk, leaving less room than the notes will need.
        let filler = mount.url.appendingPathComponent("filler")
        try Data(repeating: 0x41, count: 60 << 10).write(to: filler)
        let host = TestHost(NotesView(store: store), width: 100, height: 30)
        host.press("Enter")
        host.paste(String(repeating: "a long line that does not fit on a full disk. ", count: 200))
        #expect(store.file?.flush() == false)
        host.update()
        let status = host.lines.last ?? ""
        #expect(status.contains("Notes.json not saved") && status.contains("No space left"), "\(status)")
        #expect(
            !((try? FileManager.default.contentsOfDirectory(atPath: mount.url.path)) ?? []).contains {
                $0.hasPrefix(".Notes.json.tmp-")
            }, "no half-written temporary file is left on the full disk")
        // Room again: the writer's next try (every 2 s) saves what was typed, and the error goes.
        try FileManager.default.removeItem(at: filler)
        let deadline = Date().addingTimeInterval(10)
        while store.file?.isWritten == false && Date() < deadline { usleep(20_000) }
        #expect(store.file?.isWritten == true, "retried on its own")
        #expect(store.file?.flush() == true)
        host.update()
        #expect(host.lines.last?.contains("not saved") != true, "\(host.lines.last ?? "")")
        #expect(NotesStore(directory: mount.url).notes.contains { $0.body.contains("full disk") })
    }

    @Test func aReadOnlyConfigDirectoryShowsTheFailureAndKeepsTrying() throws {
        try TemporaryConfigDirectory.with { _ in try readOnly() }
    }

    private func readOnly() throws {
        let mount = try TemporaryMount(kilobytes: 256)
        defer { mount.remove() }
        _ = NotesStore(directory: mount.url).file?.flush()
        try mount.remount(readOnly: true)
        let store = NotesStore(directory: mount.url)
        let host = TestHost(NotesView(store: store), width: 100, height: 30)
        host.press("Enter")
        host.type("kept")
        #expect(store.file?.flush() == false)
        host.update()
        #expect(host.lines.last?.contains("Read-only file system") == true, "\(host.lines.last ?? "")")
        try mount.remount(readOnly: false)
        #expect(store.file?.flush() == true)
        host.update()
        #expect(host.lines.last?.contains("not saved") != true)
        #expect(NotesStore(directory: mount.url).notes.contains { $0.body.contains("kept") })
    }
}

/// The same, as a person meets it: the notes app in a pseudo-terminal, run as another user.
@Suite(.serialized, .enabled(if: geteuid() == 0, "running as another user and mounting need root"))
struct NotesFilesEndToEndTests {
    /// The notes app, run as `nobody` through `setpriv`, with its config in `config`.
    private func startNotes(config: URL) throws -> PseudoTerminal {
        let notes = DemoBinaries.path("notes")
        try #require(FileManager.default.isExecutableFile(atPath: notes))
        return try PseudoTerminal(
            executable: "/usr/bin/setpriv",
            arguments: ["--reuid=65534", "--regid=65534", "--clear-groups", notes],
            environment: ["XDG_CONFIG_HOME": config.path, "HOME": config.path, "TMPDIR": "/tmp"], width: 100, height: 30
        )
    }

    private func makeConfig() throws -> (config: URL, notes: URL) {
        let config = FileManager.default.temporaryDirectory.appendingPathComponent("shoji-nobody-\(UUID())")
        let notes = config.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
        for url in [config, notes] {
            _ = chown(url.path, 65534, 65534)
        }
        return (config, notes)
    }

    @Test func aFileTheUserCannotReadIsKeptAsideNotOverwritten() throws {
        let (config, notes) = try makeConfig()
        defer { try? FileManager.default.removeItem(at: config) }
        let file = notes.appendingPathComponent("Notes.json")
        let original = Data(#"[{"id":"5F3C1A1E-0000-4000-8000-000000000001","body":"Secret plans","modified":0}]"#.utf8)
        try original.write(to: file)
        chmod(file.path, 0)
        let pty = try startNotes(config: config)
        #expect(pty.waitUntil { $0.text.contains("Welcome to Notes") }, "\(pty.screen.text)")
        #expect(pty.waitUntil { $0.text.contains("Notes.json unreadable, kept as") }, "\(pty.screen.text)")
        pty.send("\r")
        pty.send("typed")
        _ = pty.readAvailable(waitMilliseconds: 200)
        pty.send("\u{03}")
        #expect(pty.waitForExit() == 0)
        let names = try FileManager.default.contentsOfDirectory(atPath: notes.path)
        let aside = try #require(names.first { $0.hasPrefix("Notes.json.unreadable-") }, "\(names)")
        #expect(try Data(contentsOf: notes.appendingPathComponent(aside)) == original, "untouched")
        #expect(try String(contentsOf: file, encoding: .utf8).contains("typed"), "the new notes are saved")
    }

    @Test func quittingWhileWritesFailKeepsTheDataAndSaysWhere() throws {
        let mount = try TemporaryMount(kilobytes: 256)
        defer { mount.remove() }
        let notes = mount.url.appendingPathComponent("notes")
        try FileManager.default.createDirectory(at: notes, withIntermediateDirectories: true)
        _ = chown(mount.url.path, 65534, 65534)
        _ = chown(notes.path, 65534, 65534)
        try mount.remount(readOnly: true)
        let pty = try startNotes(config: mount.url)
        #expect(pty.waitUntil { $0.text.contains("Welcome to Notes") })
        pty.send("\r")
        pty.send("rescued words")
        #expect(pty.waitUntil(timeout: 5) { $0.text.contains("Notes.json not saved") }, "\(pty.screen.text)")
        pty.send("\u{03}")
        #expect(pty.waitForExit() == 0)
        // What the app wrote after the terminal was restored (a long line wraps on the screen).
        let text = String(decoding: pty.output, as: UTF8.self)
        let line = try #require(
            text.split(whereSeparator: \.isNewline).first { $0.contains("could not save Notes.json") },
            "\(pty.screen.text)")
        let path = try #require(
            line.range(of: "is in ").map {
                String(line[$0.upperBound...]).trimmingCharacters(in: .whitespacesAndNewlines)
            })
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try String(contentsOfFile: path, encoding: .utf8).contains("rescued words"))
    }
}
