import Dispatch
import Foundation
import Testing

@testable import CShojiSupport
@testable import ShojiTerminal

/// `TerminalOutput.forward()` takes what ncurses wrote — kept in memory, or read from its pipe — and sends
/// it on in one write: a frame that fits its read buffer straight from the buffer, a larger one gathered
/// over several reads. Every size around the buffer's must arrive whole, in order, wrapped in
/// synchronized-output markers exactly when asked or when large, along both paths.
struct TerminalOutputTests {
    /// A pipe standing for the terminal: its read end, then its write end.
    private func terminalPipe() throws -> [Int32] {
        var fds: [Int32] = [0, 0]
        try #require(pipe(&fds) == 0)
        return fds
    }

    /// What one `read` of `fd` returns now (-1 when it would block).
    private func readOnce(_ fd: Int32) -> Int {
        var probe = [UInt8](repeating: 0, count: 64)
        return probe.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    }

    /// Writes all of `bytes` to `fd` (a partial write continues where it stopped).
    private func writeAll(_ bytes: [UInt8], to fd: Int32) throws {
        var offset = 0
        while offset < bytes.count {
            let n = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            try #require(n > 0)
            offset += n
        }
    }

    /// Runs `body` while another thread reads the terminal pipe `fds` (read end, write end); then closes
    /// both ends and returns everything the terminal received.
    private func received(on fds: [Int32], while body: () throws -> Void) throws -> [UInt8] {
        let reader = fds[0]
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var received: [UInt8] = []
        DispatchQueue.global().async {
            var buffer = [UInt8](repeating: 0, count: 4096)
            while true {
                let n = buffer.withUnsafeMutableBytes { read(reader, $0.baseAddress, $0.count) }
                if n <= 0 { break }
                received.append(contentsOf: buffer[0..<n])
            }
            done.signal()
        }
        let outcome = Result { try body() }
        close(fds[1])
        done.wait()
        close(fds[0])
        try outcome.get()
        return received
    }

    /// Forwards `count` bytes through a `TerminalOutput` whose terminal is a pipe read on another thread;
    /// returns what the terminal received and what `forward` reported.
    private func forwarded(
        _ count: Int, synchronized: Bool? = nil, capture: Bool = true
    ) throws -> (received: [UInt8], reported: Int) {
        let fds = try terminalPipe()
        let output = try #require(TerminalOutput(terminalFD: fds[1], capture: capture))
        let frame = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 / 251) }
        try writeAll(frame, to: output.writeFD)
        var reported = 0
        let bytes = try received(on: fds) { reported = output.forward(synchronized: synchronized) }
        // Nothing is left behind for the next frame.
        #expect(output.forward() == 0)
        return (bytes, reported)
    }

    @Test(arguments: [1, 96, 97, 4096, 65_535, 65_536, 65_537, 131_072, 200_003], [true, false])
    func everySizeArrivesWhole(count: Int, capture: Bool) throws {
        let (received, reported) = try forwarded(count, capture: capture)
        let begin = Array("\u{1b}[?2026h".utf8)
        let end = Array("\u{1b}[?2026l".utf8)
        let frame = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 / 251) }
        if count > TerminalOutput.synchronizedThreshold {
            #expect(received == begin + frame + end)
        } else {
            #expect(received == frame)
        }
        #expect(reported == received.count)
    }

    @Test func wrappingCanBeForcedEitherWay() throws {
        let begin = Array("\u{1b}[?2026h".utf8)
        let small = try forwarded(10, synchronized: true)
        #expect(small.received.starts(with: begin) && small.received.count == 10 + 16)
        let large = try forwarded(70_000, synchronized: false)
        #expect(large.received.count == 70_000 && large.reported == 70_000)
    }

    /// With capture (every build but AddressSanitizer's), what is written to the pipe's write end stays
    /// in memory: the pipe holds nothing, so forwarding a frame makes no system call but the terminal's
    /// write.
    @Test func writesAreKeptInMemoryWhereCaptureIsAvailable() throws {
        let fds = try terminalPipe()
        defer {
            close(fds[0])
            close(fds[1])
        }
        let output = try #require(TerminalOutput(terminalFD: fds[1]))
        #expect(output.capturesInMemory == (shoji_capture_available() == 1))
        let frame = Array("\u{1b}[H9 left".utf8)
        #expect(frame.withUnsafeBytes { write(output.writeFD, $0.baseAddress, $0.count) } == frame.count)
        let inPipe = readOnce(output.readFD)
        if output.capturesInMemory {
            #expect(inPipe == -1 && errno == EAGAIN)
            #expect(output.forward() == frame.count)
            var received = [UInt8](repeating: 0, count: 64)
            let n = received.withUnsafeMutableBytes { read(fds[0], $0.baseAddress, $0.count) }
            #expect(Array(received[0..<max(0, n)]) == frame)
        } else {
            #expect(inPipe == frame.count)
        }
    }

    /// A frame larger than memory may keep arrives whole and in order: the kept bytes, then the pipe's,
    /// and memory keeps the next frame again.
    @Test(arguments: [3000, 70_000])
    func anOverflowKeepsTheOrder(count: Int) throws {
        let fds = try terminalPipe()
        let output = try #require(TerminalOutput(terminalFD: fds[1]))
        try #require(output.capturesInMemory || shoji_capture_available() == 0)
        output.limitCapture(to: 4096)
        let first = (0..<count).map { UInt8(truncatingIfNeeded: $0 % 251) }
        let second = (0..<count).map { UInt8(truncatingIfNeeded: 200 &+ $0 % 13) }
        let next = Array("next".utf8)
        try writeAll(first, to: output.writeFD)
        try writeAll(second, to: output.writeFD)
        let bytes = try received(on: fds) {
            output.forward(synchronized: false)
            try writeAll(next, to: output.writeFD)
            if output.capturesInMemory { #expect(readOnce(output.readFD) == -1) }
            output.forward(synchronized: false)
        }
        let inOrder = bytes == first + second + next
        #expect(inOrder, "received \(bytes.count) of \(2 * count + next.count) bytes, not in order")
    }

    /// Once the `FILE` ncurses wrote to is about to close its descriptor, writes to that number are no
    /// longer kept: a file opened next may get it.
    @Test func aClosedWriteEndIsNoLongerCaptured() throws {
        let fds = try terminalPipe()
        defer {
            close(fds[0])
            close(fds[1])
        }
        let output = try #require(TerminalOutput(terminalFD: fds[1]))
        output.writeEndClosed()
        #expect(!output.capturesInMemory)
        let bytes = Array("to the file".utf8)
        #expect(bytes.withUnsafeBytes { write(output.writeFD, $0.baseAddress, $0.count) } == bytes.count)
        #expect(readOnce(output.readFD) == bytes.count)
        close(output.writeFD)
    }
}
