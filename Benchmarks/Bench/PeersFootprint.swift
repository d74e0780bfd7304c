// PeersFootprint.swift — what the peer programs (issue 29) touch and hold, beside what they take: pages
// referenced per key after a person's pause, startup to the first screen and resident memory, measured the
// same way for every program. Pages come from the kernel's accessed bits: writing 1 to /proc/PID/clear_refs
// clears them, and smaps_rollup's Referenced counts the pages touched since (needs root or ptrace access to
// the child, which the bench has: it spawned it). An idle window of the same length is measured beside each
// key, so what a program touches while doing nothing (a poll loop, a timer) is visible and not charged to
// the key.
import Foundation
import TerminalFixtures

extension Peers {
    /// Pages touched by one program, per key and per idle window of the same length (medians).
    struct Pages {
        var perKey: Double
        var idle: Double
    }

    /// Startup and memory of one program at one size.
    struct Startup {
        /// Milliseconds from spawn to the last byte of the first screen.
        var firstScreenMillis: Double
        /// Resident memory after the first screen, MB (VmRSS), and its peak (VmHWM).
        var rssMB: Double
        var peakRSSMB: Double

        /// A program whose first screen never came.
        static let unknown = Startup(firstScreenMillis: -1, rssMB: 0, peakRSSMB: 0)
    }

    /// Starts `program` with `size` tasks and measures its first screen and memory; the pty stays open.
    static func startMeasured(_ program: Program, size: Int) -> (PseudoTerminal, Startup)? {
        let start = now()
        guard
            let pty = try? Processes.start(program.binary, ["--items", String(size)], directory: program.directory)
        else { return nil }
        guard pty.waitUntil(timeout: 60, { $0.text.contains("\(size) left") }) else {
            return (pty, .unknown)
        }
        while now() &- pty.lastReadTime < 30_000_000 {
            guard pty.readAvailable(waitMilliseconds: 5) else { break }
        }
        let millis = Double(pty.lastReadTime &- start) / 1e6
        let status = (try? String(contentsOfFile: "/proc/\(pty.pid)/status", encoding: .utf8)) ?? ""
        return (
            pty,
            Startup(
                firstScreenMillis: millis, rssMB: kilobytes("VmRSS:", in: status) / 1024,
                peakRSSMB: kilobytes("VmHWM:", in: status) / 1024)
        )
    }

    /// Pages the program touches for one toggle after a pause of `interval`, and in an idle window as long
    /// as the key took to answer (plus the bench's quiet margin); medians of `samples`.
    static func pagesTouched(_ pty: PseudoTerminal, samples: Int, interval: Double) -> Pages? {
        guard clearReferenced(pty.pid) else { return nil }
        var perKey: [Double] = []
        var idle: [Double] = []
        for _ in 0..<samples {
            usleep(useconds_t(interval * 1_000_000))
            _ = clearReferenced(pty.pid)
            let begin = now()
            _ = Processes.timedKey(pty, key: " ")
            let window = now() - begin
            perKey.append(referencedPages(pty.pid))
            usleep(useconds_t(interval * 1_000_000))
            _ = clearReferenced(pty.pid)
            usleep(useconds_t(window / 1000))
            idle.append(referencedPages(pty.pid))
        }
        return Pages(perKey: Summary(perKey).median, idle: Summary(idle).median)
    }

    /// Clears the accessed bits of every page of `pid` (false when the kernel does not allow it).
    private static func clearReferenced(_ pid: pid_t) -> Bool {
        let fd = open("/proc/\(pid)/clear_refs", O_WRONLY)
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return write(fd, "1", 1) == 1
    }

    /// Pages referenced since the last clear (smaps_rollup's Referenced, in 4 KiB pages).
    private static func referencedPages(_ pid: pid_t) -> Double {
        let text = (try? String(contentsOfFile: "/proc/\(pid)/smaps_rollup", encoding: .utf8)) ?? ""
        return kilobytes("Referenced:", in: text) / 4
    }

    /// The kB value of the line starting with `field` in a /proc text.
    private static func kilobytes(_ field: String, in text: String) -> Double {
        for line in text.split(separator: "\n") where line.hasPrefix(field) {
            let parts = line.split(separator: " ", omittingEmptySubsequences: true)
            if parts.count >= 2, let value = Double(parts[1]) { return value }
        }
        return 0
    }
}
