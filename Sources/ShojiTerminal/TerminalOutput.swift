import CNcursesw
import CShojiSupport
import ShojiCore

/// The path from ncurses to the terminal, through memory (or a pipe), so every byte is counted.
///
/// ncurses writes its output to the write end of a pipe (`newterm` with a `FILE*` on it). Those writes are
/// kept in memory instead (`shoji_capture_register`, CShojiSupport's capture.c: the program's own
/// `write(2)` keeps what is written to that descriptor), which saves the two system calls a pipe costs a
/// frame; where that is unavailable (a build with AddressSanitizer), the bytes go through the pipe as
/// written. After each `doupdate()`, ``forward()`` takes what ncurses wrote — from memory, and from the
/// pipe only when memory holds nothing — and sends everything to the terminal in a single `write(2)`. A frame of more than ``synchronizedThreshold`` bytes is wrapped in synchronized-output
/// markers (`ESC[?2026h` … `ESC[?2026l`) so terminals that support them show it at once, without tearing;
/// a smaller one (a counter step, a toggled row) is one short write that arrives in one read, where the
/// 16 bytes of markers would more than double its cost for nothing. (A `fopencookie` stream does not work here:
/// ncurses 6.4 writes to `fileno()` of its stream, which is -1 for a cookie stream.) The pipe is grown to
/// 1 MiB so a full repaint of a large terminal never blocks ncurses mid-write.
///
/// The mutable fields skip the run-time exclusivity check (`@exclusivity(unchecked)`): each is touched only
/// by this class's methods, which call only system calls and ``FrameCompactor``'s own code — nothing
/// that could reach this object — and the accesses that overlap (the buffer read while the compactor and
/// the rewritten frame are written) are to different fields.
final class TerminalOutput {
    let readFD: Int32
    let writeFD: Int32
    let terminalFD: Int32
    /// The slot that keeps what is written to ``writeFD`` in memory, or -1 (written to the pipe).
    private var captureSlot: Int32 = -1
    /// Whether the write end was closed by its `FILE` (``writeEndClosed()``).
    private var writeEndIsClosed = false
    /// Whether writes to ``writeFD`` are kept in memory rather than sent into the pipe.
    var capturesInMemory: Bool { captureSlot >= 0 }
    /// The `write(2)` calls ncurses made into memory (0 while the bytes go through the pipe).
    var capturedWrites: Int { captureSlot >= 0 ? shoji_capture_writes(captureSlot) : 0 }
    /// Wrap large frames in synchronized-output markers.
    @exclusivity(unchecked) var synchronized = true
    /// Frames larger than this many bytes are wrapped in synchronized-output markers.
    static let synchronizedThreshold = 96
    /// Bytes sent to the terminal since start.
    @exclusivity(unchecked) private(set) var totalBytes = 0
    /// `write(2)` calls made since start (a partial write counts again).
    @exclusivity(unchecked) private(set) var writeCalls = 0
    @exclusivity(unchecked) private var buffer = [UInt8](repeating: 0, count: 1 << 16)
    /// Rewrites each frame into fewer bytes (see ``FrameCompactor``).
    @exclusivity(unchecked) private var compactor = FrameCompactor(columns: 0)
    /// The rewritten frame (kept between frames for its capacity).
    @exclusivity(unchecked) private var compacted: [UInt8] = []
    /// The terminal's width, which the compactor needs to know where text may wrap.
    var columns: Int {
        get { compactor.columns }
        set { compactor.columns = newValue }
    }
    /// The terminal's height, which the compactor needs to tell a scroll region from the whole screen.
    var rows: Int {
        get { compactor.rows }
        set { compactor.rows = newValue }
    }

    /// Forgets where the cursor is: the next move is sent as an address (after a resize, which may
    /// move the cursor, and a redraw, which repairs a screen in an unknown state).
    func forgetCursor() {
        compactor.forgetCursor()
    }

    private static let begin = Array("\u{1b}[?2026h".utf8)
    private static let end = Array("\u{1b}[?2026l".utf8)

    /// Creates the path to `terminalFD`; `capture: false` leaves ncurses' bytes in the pipe (tests of that
    /// path).
    init?(terminalFD: Int32, capture: Bool = true) {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return nil }
        // A program the app starts must not inherit the pipe.
        _ = shoji_set_cloexec(fds[0])
        _ = shoji_set_cloexec(fds[1])
        readFD = fds[0]
        writeFD = fds[1]
        self.terminalFD = terminalFD
        // ncurses writes a whole frame before `forward()` drains it, so the pipe must hold one: ask for
        // 1 MiB (the default limit for users, /proc/sys/fs/pipe-max-size), less if refused.
        for shift in stride(from: 20, through: 16, by: -1) where shoji_set_pipe_size(writeFD, 1 << shift) >= 0 { break }
        _ = shoji_set_nonblocking(readFD)
        // SHOJI_NCURSES_PIPE=1 keeps the pipe, to measure one path against the other in the same build.
        if capture && getenv("SHOJI_NCURSES_PIPE") == nil { captureSlot = shoji_capture_register(writeFD) }
    }

    deinit {
        if captureSlot >= 0 { shoji_capture_unregister(captureSlot) }
        close(readFD)
        if !writeEndIsClosed { close(writeFD) }
    }

    /// Lets memory keep at most `bytes` of what ncurses writes before the rest goes to the pipe (tests of
    /// that overflow).
    func limitCapture(to bytes: Int) {
        if captureSlot >= 0 { shoji_capture_limit(captureSlot, bytes) }
    }

    /// Called just before the write end is closed by the `FILE` ncurses wrote to (`fclose`): stops keeping
    /// writes to its descriptor, which the next file opened may reuse, and leaves it to the `FILE` to close.
    /// What was kept and not yet forwarded is dropped.
    func writeEndClosed() {
        if captureSlot >= 0 { shoji_capture_unregister(captureSlot) }
        captureSlot = -1
        writeEndIsClosed = true
    }

    /// Sends what ncurses wrote since the last call to the terminal; returns the bytes written.
    ///
    /// A frame that fits the read buffer (all but full repaints of large terminals) is read with one
    /// `read` and written from the buffer: ncurses has finished writing when this runs and nothing else
    /// writes to the pipe, so a read that does not fill the buffer has emptied it.
    @discardableResult
    func forward(synchronized wrap: Bool? = nil) -> Int {
        let (first, more) = readChunk()
        guard first > 0 else { return 0 }
        // Larger than the buffer, or partly in the pipe after memory overflowed: gathered over several reads.
        var gathered: [UInt8]?
        if more {
            var frame = Array(buffer[0..<first])
            var again = true
            while again {
                let (n, m) = readChunk()
                if n > 0 { frame.append(contentsOf: buffer[0..<n]) }
                again = m
            }
            gathered = frame
        }
        compacted.removeAll(keepingCapacity: true)
        if let gathered {
            gathered.withUnsafeBytes { compactor.compact($0, into: &compacted) }
        } else {
            buffer.withUnsafeBytes {
                compactor.compact(UnsafeRawBufferPointer(rebasing: $0[0..<first]), into: &compacted)
            }
        }
        var count = compacted.count
        if wrap ?? (synchronized && count > TerminalOutput.synchronizedThreshold) {
            compacted.insert(contentsOf: TerminalOutput.begin, at: 0)
            compacted.append(contentsOf: TerminalOutput.end)
            count = compacted.count
        }
        compacted.withUnsafeBytes { writeAll($0) }
        totalBytes += count
        return count
    }

    /// Drops what ncurses wrote since the last call, without sending it; returns how many bytes.
    @discardableResult
    func discard() -> Int {
        var dropped = 0
        while case let n = readChunk().count, n > 0 { dropped += n }
        return dropped
    }

    /// Moves what ncurses wrote into ``buffer``, up to its size; returns the count (0 when nothing is
    /// left) and whether more may follow. Bytes kept in memory come first; the pipe is read only when
    /// memory holds none, since it gets bytes only when capture is unavailable or memory could not grow
    /// (and then after the kept ones). A read of the pipe that does not fill the buffer has emptied it,
    /// so memory keeps the next writes again.
    private func readChunk() -> (count: Int, more: Bool) {
        if captureSlot >= 0 {
            var overflowed: Int32 = 0
            let kept = buffer.withUnsafeMutableBytes {
                shoji_capture_take(captureSlot, $0.baseAddress, $0.count, &overflowed)
            }
            if kept > 0 { return (kept, shoji_capture_pending(captureSlot) > 0 || overflowed != 0) }
        }
        let n = max(0, buffer.withUnsafeMutableBytes { read(readFD, $0.baseAddress, $0.count) })
        if n < buffer.count && captureSlot >= 0 { shoji_capture_drained(captureSlot) }
        return (n, n == buffer.count)
    }

    /// Writes bytes straight to the terminal (not through ncurses). They may move the cursor: the next
    /// frame addresses it afresh.
    func writeAll(_ bytes: [UInt8]) {
        compactor.forgetCursor()
        bytes.withUnsafeBytes { writeAll($0) }
    }

    /// Writes the bytes in `raw` to the terminal, all of them (a partial write continues where it stopped).
    private func writeAll(_ raw: UnsafeRawBufferPointer) {
        guard let base = raw.baseAddress else { return }
        var offset = 0
        while offset < raw.count {
            let n = write(terminalFD, base + offset, raw.count - offset)
            writeCalls += 1
            if n < 0 {
                if errno == EINTR || errno == EAGAIN { continue }
                // Some bytes did not reach the terminal: where its cursor is, is not known.
                compactor.forgetCursor()
                return
            }
            offset += n
        }
    }
}
