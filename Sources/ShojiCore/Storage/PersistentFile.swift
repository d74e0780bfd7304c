import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A file an app keeps its data in, with the rules that make sure nothing a person saved is lost.
///
/// ```swift
/// let file = PersistentFile(url: directory.appendingPathComponent("Notes.json"))
/// if let data = file.load() {
///     do { notes = try JSONDecoder().decode([Note].self, from: data) }
///     catch { file.keepAside(because: "it is not a list of notes") }
/// }
/// …
/// let snapshot = notes  // values: encoding happens off the main thread
/// file.save { try JSONEncoder().encode(snapshot) }
/// ```
///
/// - **A file that cannot be read is never overwritten.** ``load()`` reads regular files only (a FIFO
///   would block, a device never ends), and a file it cannot read — or that the app cannot decode
///   (``keepAside(because:)``) — is renamed `Notes.json.unreadable-<time>` before anything is written,
///   and the status line says so. When it cannot be moved either, nothing is written to it while the
///   app runs, and what the person changed is kept in a file beside it when the app ends.
/// - **Saving happens off the main thread**, whole or not at all: ``save(_:)`` hands over a closure that
///   makes the bytes; the newest one replaces any that wait, and a writer thread encodes it, writes a
///   temporary file beside the target, syncs it and renames it over the target. A key press never waits
///   for the disk.
/// - **A failed write is visible and tried again**: the status line shows it (in every Shoji app)
///   until a write succeeds; the writer tries again every two seconds, and ``retry()`` tries now.
/// - **Symbolic links are written through**: the file the link points to is replaced, the link stays.
/// - **Temporary files never stay**: a failed write removes its own, and opening the file removes those
///   that a killed process left.
/// - **Pending writes are flushed on every way out**: quitting, SIGTERM, SIGHUP and suspending (Ctrl-Z)
///   wait for them; at exit, what still could not be written goes to a file of its own
///   (`Notes.json.unsaved-<time>`, beside the target or in the temporary directory), named on standard
///   error after the terminal is restored.
///
/// `@AppStorage` keeps its file with the same rules.
@MainActor
public final class PersistentFile {
    /// The file, as the app named it.
    public let url: URL
    /// Why the last write failed, or why nothing is written; `nil` once a write succeeds.
    public private(set) var problem: String? {
        didSet { if problem != oldValue { StorageStatus.changed() } }
    }
    /// What the app should tell the person about the file (where an unreadable one was kept).
    public private(set) var notice: String? {
        didSet { if notice != oldValue { StorageStatus.changed() } }
    }
    /// Where an unreadable file was moved, if it was.
    public private(set) var keptAside: URL?

    private let writer: FileWriter
    private let name: String

    /// A file at `url` (its directory is made when the first write needs it).
    public init(url: URL) {
        self.url = url
        name = url.lastPathComponent
        let box = WeakFileBox()
        writer = FileWriter(path: url.path) { failure in
            DispatchQueue.main.async { MainActor.assumeIsolated { box.file?.finished(failure) } }
        }
        box.file = self
        FileWriter.removeLeftovers(of: FileWriter.target(of: url.path))
        StorageStatus.register(self)
        PersistentFile.writers.add(writer)
        PersistentFile.installExitHandler()
    }

    /// Whether everything saved has been written.
    public var isWritten: Bool { !writer.hasPending }

    /// The file's bytes; `nil` when there is no file yet, or when it could not be read (it has then been
    /// kept aside, or is protected from being written: ``notice`` and ``problem`` say which).
    public func load() -> Data? {
        switch FileWriter.read(url.path) {
        case .missing: return nil
        case .data(let data): return data
        case .unreadable(let reason):
            keepAside(because: reason)
            return nil
        }
    }

    /// Moves the file aside, unread, because `reason` (it cannot be read or decoded), so the next write
    /// cannot destroy it. A directory is left where it is (writes fail, visibly, until it is gone).
    public func keepAside(because reason: String) {
        let target = FileWriter.target(of: url.path)
        var info = stat()
        if stat(target, &info) == 0, info.st_mode & S_IFMT == S_IFDIR {
            notice = "\(name) is a directory: changes are not saved until it is moved away"
            return
        }
        var destination = target + ".unreadable-" + FileWriter.timestamp()
        var suffix = 1
        while FileManager.default.fileExists(atPath: destination) || isLink(destination) {
            suffix += 1
            destination = target + ".unreadable-" + FileWriter.timestamp() + "-\(suffix)"
        }
        if rename(target, destination) == 0 {
            keptAside = URL(fileURLWithPath: destination)
            notice = "\(name) unreadable, kept as \(keptAside!.lastPathComponent) (\(reason))"
        } else {
            let why = String(cString: strerror(errno))
            writer.refuseWrites()
            problem =
                "\(name) unreadable (\(reason)) and cannot be moved aside (\(why)): not saving over it; "
                + "changes go to a file of their own at exit"
        }
    }

    /// Saves soon, off the main thread: `contents` makes the bytes (from values it captured), and
    /// replaces what waits to be written.
    public func save(_ contents: @escaping @Sendable () throws -> Data) {
        writer.submit(contents)
    }

    /// Tries a failed write again now.
    public func retry() { writer.retry() }

    /// Waits until what was saved is written; returns whether it was.
    @discardableResult
    public func flush() -> Bool {
        let failure = writer.flush()
        finished(failure)
        return failure == nil && !writer.hasPending
    }

    private func finished(_ failure: String?) {
        if let failure {
            problem = "\(name) not saved (\(failure)); trying again every 2 s"
        } else if !writer.hasPending || problem?.hasPrefix("\(name) not saved") == true {
            problem = nil
            notice = nil
        }
    }

    private func isLink(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    // MARK: Every file, on the way out

    /// The writers of every file, for flushing from any thread.
    nonisolated private static let writers = WriterList()

    /// Waits for every file's pending writes (before suspending or quitting). Safe on any thread but a
    /// writer's own.
    nonisolated public static func flushAll() {
        for writer in writers.all { writer.flush() }
    }

    private static var exitHandlerInstalled = false

    private static func installExitHandler() {
        guard !exitHandlerInstalled else { return }
        exitHandlerInstalled = true
        atexit { PersistentFile.finishAtExit() }
    }

    /// At exit: writes what is pending; what cannot be written goes to a file of its own, named on
    /// standard error (the terminal is restored by then).
    nonisolated static func finishAtExit() {
        for writer in writers.all {
            guard let failure = writer.flush() ?? (writer.hasPending ? "writing is refused" : nil) else { continue }
            let name = (writer.path as NSString).lastPathComponent
            if let rescued = writer.rescue() {
                FileHandleOutput.standardError(
                    "Shoji: could not save \(name) (\(failure)); the unsaved data is in \(rescued)\n")
            } else {
                FileHandleOutput.standardError("Shoji: could not save \(name) (\(failure)); the changes are lost\n")
            }
        }
    }
}

/// A weak reference to a file, for its writer's reports.
private final class WeakFileBox: @unchecked Sendable {
    weak var file: PersistentFile?
}

/// The writers of the live files, safe to read from any thread.
private final class WriterList: @unchecked Sendable {
    private let lock = NSLock()
    private var writers: [WeakWriter] = []

    private struct WeakWriter {
        weak var writer: FileWriter?
    }

    func add(_ writer: FileWriter) {
        lock.lock()
        writers.removeAll { $0.writer == nil }
        writers.append(WeakWriter(writer: writer))
        lock.unlock()
    }

    var all: [FileWriter] {
        lock.lock()
        defer { lock.unlock() }
        return writers.compactMap(\.writer)
    }
}
