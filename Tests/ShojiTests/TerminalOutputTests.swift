import Dispatch
import Foundation
import Testing

@testable import ShojiTerminal

/// `TerminalOutput.forward()` reads what ncurses wrote into its pipe and sends it on in one write: a
/// frame that fits its read buffer straight from the buffer, a larger one gathered over several reads.
/// Every size around the buffer's must arrive whole, in order, wrapped in synchronized-output markers
/// exactly when asked or when large.
struct TerminalOutputTests {
    /// Forwards `count` bytes through a `TerminalOutput` whose terminal is a pipe read on another thread;
    /// returns what the terminal received and what `forward` reported.
    private func forwarded(_ count: Int, synchronized: Bool? = nil) throws -> (received: [UInt8], reported: Int) {
        var fds: [Int32] = [0, 0]
        try #require(pipe(&fds) == 0)
        let output = try #require(TerminalOutput(terminalFD: fds[1]))
        let frame = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ $0 / 251) }
        var offset = 0
        while offset < frame.count {
            let n = frame[offset...].withUnsafeBytes { write(output.writeFD, $0.baseAddress, $0.count) }
            try #require(n > 0)
            offset += n
        }
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
        let reported = output.forward(synchronized: synchronized)
        close(fds[1])
        done.wait()
        close(fds[0])
        // Nothing is left behind for the next frame.
        #expect(output.forward() == 0)
        return (received, reported)
    }

    @Test(arguments: [1, 96, 97, 4096, 65_535, 65_536, 65_537, 131_072, 200_003])
    func everySizeArrivesWhole(count: Int) throws {
        let (received, reported) = try forwarded(count)
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
}
