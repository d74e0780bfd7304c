import Foundation

/// Reads the small text files of `/proc` with plain `open`/`read`: a monitor reads two of them per process
/// per refresh, and Foundation's readers cost several times more per file.
///
/// A file that cannot be opened or read (the process exited, permission denied) is `nil`; the caller shows
/// `?` or drops the process. Files are capped at `limit` bytes (a `cmdline` or `environ` can be long).
enum ProcFile {
    /// The bytes of `path`, at most `limit`, or `nil` when it cannot be read.
    static func bytes(_ path: String, limit: Int = 64 * 1024) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var result: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: min(limit, 4096))
        while result.count < limit {
            let want = min(chunk.count, limit - result.count)
            let got = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, want) }
            if got < 0 {
                if errno == EINTR { continue }
                return result.isEmpty ? nil : result
            }
            if got == 0 { break }
            result.append(contentsOf: chunk[0..<got])
        }
        return result
    }

    /// The text of `path` (invalid UTF-8 repaired), or `nil`.
    static func text(_ path: String, limit: Int = 64 * 1024) -> String? {
        bytes(path, limit: limit).map { String(decoding: $0, as: UTF8.self) }
    }
}
