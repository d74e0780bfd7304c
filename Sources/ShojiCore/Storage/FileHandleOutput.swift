import Foundation

/// Writes straight to a file descriptor (no buffering: used on exit paths, and by the trace and session
/// recorders, whose every write must reach the file before a crash could).
package enum FileHandleOutput {
    package static func standardError(_ text: String) {
        write(text, to: 2)
    }

    /// Writes all of `text` to `fd` (as far as the descriptor takes it).
    package static func write(_ text: String, to fd: Int32) {
        var bytes = Array(text.utf8)
        bytes.withUnsafeMutableBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let n = Foundation.write(fd, buffer.baseAddress! + offset, buffer.count - offset)
                if n <= 0 { break }
                offset += n
            }
        }
    }
}
