import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes one file off the main thread, always whole and never half: the newest contents replace any
/// that were waiting, each write goes to a temporary file beside the target that is synced and renamed
/// over it, and a failed write is kept and tried again.
///
/// Thread-safe: ``submit(_:)`` and ``flush()`` may be called from any thread; the writing happens on a
/// serial queue of its own. What each attempt came to is handed to `report` on that queue.
@_spi(ShojiRuntime) public final class FileWriter: @unchecked Sendable {
    /// The path as the app named it (a symbolic link is written through: see ``target``).
    @_spi(ShojiRuntime) public let path: String
    /// Makes the contents to write (encoding runs on the writer's queue, not the main thread).
    typealias Contents = @Sendable () throws -> Data
    /// What one attempt came to: `nil` when the contents were written, else why not.
    typealias Report = @Sendable (_ failure: String?) -> Void

    private let queue: DispatchQueue
    private let lock = NSLock()
    private var pending: Contents?
    /// Counts submissions, so a write that succeeded forgets its contents only if none came since.
    private var submissions: UInt64 = 0
    private var draining = false
    private var retryScheduled = false
    /// No write may happen (the file could not be read and could not be moved aside: writing would
    /// destroy it).
    private var refusing = false
    private let report: Report
    /// How long after a failure the writer tries again.
    let retryInterval: DispatchTimeInterval

    init(path: String, retryInterval: DispatchTimeInterval = .seconds(2), report: @escaping Report) {
        self.path = path
        self.retryInterval = retryInterval
        self.report = report
        queue = DispatchQueue(label: "shoji.file-writer", qos: .utility)
    }

    /// Whether contents wait to be written (a write failed, or has not run yet).
    var hasPending: Bool {
        lock.lock()
        defer { lock.unlock() }
        return pending != nil
    }

    /// Stops every write (the file must not be replaced); what is submitted is kept for ``rescue()``.
    func refuseWrites() {
        lock.lock()
        refusing = true
        lock.unlock()
    }

    /// Writes `contents` soon, replacing contents that wait.
    func submit(_ contents: @escaping Contents) {
        lock.lock()
        pending = contents
        submissions &+= 1
        let start = !draining && !refusing
        if start { draining = true }
        lock.unlock()
        if start { queue.async { self.drain() } }
    }

    /// Tries again now what failed.
    func retry() {
        lock.lock()
        let start = !draining && !refusing && pending != nil
        if start { draining = true }
        lock.unlock()
        if start { queue.async { self.drain() } }
    }

    /// Waits until everything submitted has been written, or has failed once more. Returns the failure,
    /// or `nil` when nothing is left unwritten. Do not call it on the writer's queue.
    @discardableResult
    func flush() -> String? {
        queue.sync {
            lock.lock()
            let waiting = refusing ? nil : pending
            let submission = submissions
            lock.unlock()
            guard let waiting else { return nil }
            return attempt(waiting, submission: submission)
        }
    }

    /// Writes what could not be written to a file of its own, beside the target or else in the temporary
    /// directory; returns its path, or `nil` when nothing was waiting or nothing could be written.
    func rescue() -> String? {
        queue.sync {
            lock.lock()
            let waiting = pending
            lock.unlock()
            guard let waiting, let data = try? waiting() else { return nil }
            let stamp = FileWriter.timestamp()
            let name = (path as NSString).lastPathComponent
            let candidates = [
                (FileWriter.target(of: path) as NSString).deletingLastPathComponent + "/\(name).unsaved-\(stamp)",
                NSTemporaryDirectory() + "/\(name).unsaved-\(getpid())-\(stamp)",
            ]
            for candidate in candidates where (try? FileWriter.writeAtomically(data, to: candidate)) != nil {
                return (candidate as NSString).standardizingPath
            }
            return nil
        }
    }

    private func drain() {
        while true {
            lock.lock()
            guard let contents = pending, !refusing else {
                draining = false
                lock.unlock()
                return
            }
            let submission = submissions
            lock.unlock()
            if attempt(contents, submission: submission) != nil {
                lock.lock()
                draining = false
                let schedule = !retryScheduled
                retryScheduled = true
                lock.unlock()
                if schedule {
                    queue.asyncAfter(deadline: .now() + retryInterval) {
                        self.lock.lock()
                        self.retryScheduled = false
                        self.lock.unlock()
                        self.retry()
                    }
                }
                return
            }
        }
    }

    /// One write of `contents` (submission number `submission`); on success forgets them unless newer
    /// ones came meanwhile.
    private func attempt(_ contents: Contents, submission: UInt64) -> String? {
        var failure: String?
        do {
            try FileWriter.writeAtomically(try contents(), to: FileWriter.target(of: path))
        } catch let error as FileError {
            failure = error.message
        } catch {
            failure = "\(error)"
        }
        if failure == nil {
            lock.lock()
            // Newer contents submitted during the write stay to be written.
            if submissions == submission { pending = nil }
            lock.unlock()
        }
        report(failure)
        return failure
    }

    // MARK: Files

    /// A failed file operation, said as a person would read it.
    @_spi(ShojiRuntime) public struct FileError: Error {
        @_spi(ShojiRuntime) public let message: String

        @_spi(ShojiRuntime) public init(_ message: String) { self.message = message }

        /// The current `errno`, said as the C library says it ("No space left on device"): the reason is
        /// what a person needs (the status line names the file).
        static func errno(_ what: String) -> FileError {
            FileError(String(cString: strerror(Glibc.errno)))
        }
    }

    /// The file `path` leads to: symbolic links followed (at most 40), relative ones from their own
    /// directory. A link to a file that does not exist yet leads to that file.
    @_spi(ShojiRuntime) public static func target(of path: String) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length > 0 else { return current }
            let link = String(decoding: buffer.prefix(length).map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current =
                link.hasPrefix("/")
                ? link
                : ((current as NSString).deletingLastPathComponent as NSString)
                    .appendingPathComponent(link)
        }
        return current
    }

    /// Writes `data` to `target` whole or not at all: a temporary file in the same directory, written,
    /// synced and renamed over the target, then the directory synced. The target keeps its permissions.
    /// The temporary file never outlives a failure.
    static func writeAtomically(_ data: Data, to target: String) throws {
        let directory = (target as NSString).deletingLastPathComponent
        let name = (target as NSString).lastPathComponent
        if !directory.isEmpty, !FileManager.default.fileExists(atPath: directory) {
            do {
                try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
            } catch {
                let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
                if let underlying, underlying.domain == NSPOSIXErrorDomain {
                    throw FileError(String(cString: strerror(Int32(underlying.code))))
                }
                throw FileError((error as NSError).localizedDescription)
            }
        }
        var existing = stat()
        let mode: mode_t = stat(target, &existing) == 0 ? existing.st_mode & 0o7777 : 0o644
        let temporary =
            (directory.isEmpty ? "." : directory) + "/" + temporaryPrefix(for: name) + "\(getpid())-"
            + "\(UInt32.random(in: 0...UInt32.max))"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode)
        guard fd >= 0 else { throw FileError.errno("cannot write in \(directory)") }
        var written = 0
        var failure: FileError?
        data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) in
            while written < bytes.count {
                let n = write(fd, bytes.baseAddress! + written, bytes.count - written)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = .errno("cannot write \(name)")
                    return
                }
                written += n
            }
        }
        if failure == nil, fchmod(fd, mode) != 0 { failure = .errno("cannot set the mode of \(name)") }
        if failure == nil, fsync(fd) != 0 { failure = .errno("cannot sync \(name)") }
        if close(fd) != 0, failure == nil { failure = .errno("cannot close \(name)") }
        if failure == nil, rename(temporary, target) != 0 { failure = .errno("cannot replace \(name)") }
        if let failure {
            unlink(temporary)
            throw failure
        }
        let directoryFD = open(directory.isEmpty ? "." : directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if directoryFD >= 0 {
            fsync(directoryFD)
            close(directoryFD)
        }
    }

    /// How the temporary files of `name` begin: `.Notes.json.tmp-`.
    static func temporaryPrefix(for name: String) -> String { ".\(name).tmp-" }

    /// Removes temporary files of `target` that a process killed while writing left behind (their
    /// writer, named in the file name, is gone). Returns how many.
    @discardableResult
    static func removeLeftovers(of target: String) -> Int {
        let directory = (target as NSString).deletingLastPathComponent
        let prefix = temporaryPrefix(for: (target as NSString).lastPathComponent)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.isEmpty ? "." : directory)
        else { return 0 }
        var removed = 0
        for name in names where name.hasPrefix(prefix) {
            // The writer's process id is the first part after the prefix; a live writer's file stays.
            if let pid = name.dropFirst(prefix.count).split(separator: "-").first.flatMap({ pid_t($0) }) {
                if pid == getpid() || kill(pid, 0) == 0 || errno == EPERM { continue }
            }
            if unlink((directory as NSString).appendingPathComponent(name)) == 0 { removed += 1 }
        }
        return removed
    }

    /// What reading a file came to.
    enum ReadResult: Equatable {
        /// There is no file.
        case missing
        /// The file's bytes.
        case data(Data)
        /// The file is there but cannot be read, and why.
        case unreadable(String)
    }

    /// Reads the file `path` leads to, whole. Never blocks: a FIFO, a device or a socket is unreadable
    /// (it is not a regular file), and so is a file larger than `limit` bytes.
    static func read(_ path: String, limit: Int = 1 << 30) -> ReadResult {
        let target = target(of: path)
        let fd = open(target, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        if fd < 0 {
            // No file there (or no directory to hold one): nothing to read, and nothing to protect.
            if errno == ENOENT || errno == ENOTDIR { return .missing }
            return .unreadable(String(cString: strerror(errno)))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .unreadable(String(cString: strerror(errno))) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: return .unreadable("a directory")
        case S_IFIFO: return .unreadable("a FIFO, not a file")
        default: return .unreadable("not a regular file")
        }
        guard Int(info.st_size) <= limit else { return .unreadable("larger than \(limit >> 20) MB") }
        var data = Data(count: Int(info.st_size))
        var total = 0
        var failure: String?
        data.withUnsafeMutableBytes { (bytes: UnsafeMutableRawBufferPointer) in
            while total < bytes.count {
                let n = Glibc.read(fd, bytes.baseAddress! + total, bytes.count - total)
                if n < 0 {
                    if errno == EINTR { continue }
                    failure = String(cString: strerror(errno))
                    return
                }
                if n == 0 { break }
                total += n
            }
        }
        if let failure { return .unreadable(failure) }
        // A file that shrank while it was read ends where reading ended; one that grew, later.
        if total < data.count { data = data.prefix(total) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = Glibc.read(fd, &chunk, chunk.count)
            if n <= 0 { break }
            data.append(contentsOf: chunk[0..<n])
            guard data.count <= limit else { return .unreadable("larger than \(limit >> 20) MB") }
        }
        return .data(data)
    }

    /// The time as it goes in the names of kept-aside files: `20261203-081500`.
    static func timestamp() -> String {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        return String(
            format: "%04d%02d%02d-%02d%02d%02d", parts.tm_year + 1900, parts.tm_mon + 1, parts.tm_mday,
            parts.tm_hour, parts.tm_min, parts.tm_sec)
    }
}
