// Peers.swift — the peer workload (issue 29) in Shoji, tui-rs and Bubble Tea, side by side in one run: a
// full-screen list of N tasks under a "N left" header, Space toggling the selected task, one key every
// 300 ms in a 100×30 pseudo-terminal, key → last byte and bytes per key. The programs take turns key by key
// (interleaved), so all of them live through the same moments of the machine; each figure is the median of
// the rounds' medians, with its ratio to tui-rs; then the toggle by pause between keys (PeersWarmth.swift).
// Peers that were not built are skipped with a message (Benchmarks/Peers/build.sh builds them; `make bench`
// runs it).
import Foundation
import TerminalFixtures

enum Peers {
    /// One program of the comparison.
    struct Program {
        var name: String
        /// The directory holding the binary (`nil`: Shoji's release demos).
        var directory: String?
        var binary: String
        /// Keys that put the selection in the list (sent once).
        var setup: [String]
    }

    /// The programs compared; `SHOJI_PEER_AB=<directory>` adds the `peer` binary in that directory as
    /// "Shoji (B)", to compare another build of Shoji in the same run (another layout, another commit).
    static var programs: [Program] {
        var programs = basePrograms
        if let directory = ProcessInfo.processInfo.environment["SHOJI_PEER_AB"] {
            programs.insert(Program(name: "Shoji (B)", directory: directory, binary: "peer", setup: ["\t"]), at: 2)
        }
        return programs
    }

    private static let basePrograms = [
        Program(name: "tui-rs 0.19", directory: ".build/peers", binary: "tui-rs", setup: []),
        Program(name: "Shoji", directory: nil, binary: "peer", setup: ["\t"]),
        Program(name: "Bubble Tea 0.19", directory: ".build/peers", binary: "bubbletea", setup: []),
    ]

    /// What one program measured at one size.
    struct Figures {
        var keyToLastByte: Double
        var bytesPerKey: Double
        var startup = Startup.unknown
        var pages: Pages?
    }

    /// Runs the comparison at each size; returns the figures by "program, N" for bench-results.json.
    static func run(sizes: [Int] = [10_000, 100_000], rounds: Int = 3, samples: Int = 15, interval: Double = 0.3)
        -> [String: [String: Double]]
    {
        let present = programs.filter { program in
            let path =
                program.directory.map { "\($0)/\(program.binary)" }
                ?? DemoBinaries.path(
                    program.binary, configuration: "release")
            guard FileManager.default.isExecutableFile(atPath: path) else {
                FileHandle.standardError.write(Data("peers: \(program.name) not built (\(path)): skipped\n".utf8))
                return false
            }
            return true
        }
        var extra: [String: [String: Double]] = [:]
        for size in sizes {
            var perRound: [String: [Figures]] = [:]
            for _ in 0..<rounds {
                for (name, figures) in round(present, size: size, samples: samples, interval: interval) {
                    perRound[name, default: []].append(figures)
                }
            }
            let medians = perRound.mapValues { figures in
                let pages = figures.compactMap(\.pages)
                // A start that did not show its first screen measured nothing: it stays out of the medians.
                let started = figures.map(\.startup).filter { $0.firstScreenMillis >= 0 }
                return Figures(
                    keyToLastByte: Summary(figures.map(\.keyToLastByte)).median,
                    bytesPerKey: Summary(figures.map(\.bytesPerKey)).median,
                    startup: started.isEmpty
                        ? .unknown
                        : Startup(
                            firstScreenMillis: Summary(started.map(\.firstScreenMillis)).median,
                            rssMB: Summary(started.map(\.rssMB)).median,
                            peakRSSMB: Summary(started.map(\.peakRSSMB)).median),
                    pages: pages.isEmpty
                        ? nil
                        : Pages(
                            perKey: Summary(pages.map(\.perKey)).median, idle: Summary(pages.map(\.idle)).median))
            }
            print(
                "\nPeer workload, N = \(size) (key → last byte, ms, and bytes per toggle; medians of \(rounds) rounds)")
            let base = medians["tui-rs 0.19"]
            for program in present {
                guard let m = medians[program.name] else { continue }
                let ratio = base.map { String(format: "  (×%.2f of tui-rs)", m.keyToLastByte / $0.keyToLastByte) } ?? ""
                print(
                    "  \(program.name.padding(toLength: 16, withPad: " ", startingAt: 0))"
                        + String(format: "%7.3f ms  %5.0f B", m.keyToLastByte / 1000, m.bytesPerKey) + ratio)
                extra["peer toggle, \(program.name), N = \(size)"] = [
                    "median": m.keyToLastByte, "bytes": m.bytesPerKey,
                    "pagesPerKey": m.pages?.perKey ?? -1, "pagesIdle": m.pages?.idle ?? -1,
                    "startupMillis": m.startup.firstScreenMillis, "rssMB": m.startup.rssMB,
                    "peakRSSMB": m.startup.peakRSSMB,
                ]
            }
            print("  pages touched per toggle after a 300 ms pause (idle window of the same length); startup; memory")
            for program in present {
                guard let m = medians[program.name] else { continue }
                let pages =
                    m.pages.map { String(format: "%6.0f pages (idle %4.0f)", $0.perKey, $0.idle) }
                    ?? "  pages n/a (clear_refs refused)"
                let startup =
                    m.startup.firstScreenMillis < 0
                    ? "  first screen never came"
                    : String(
                        format: "  first screen %7.1f ms  RSS %6.1f MB (peak %6.1f)", m.startup.firstScreenMillis,
                        m.startup.rssMB, m.startup.peakRSSMB)
                print("  \(program.name.padding(toLength: 16, withPad: " ", startingAt: 0))" + pages + startup)
            }
        }
        for (key, value) in printWarmth(present) { extra[key] = value }
        return extra
    }

    /// One round: every program started, then `samples` toggles sent to each in turn, `interval` apart per
    /// program.
    private static func round(_ programs: [Program], size: Int, samples: Int, interval: Double) -> [String: Figures] {
        var terminals: [(Program, PseudoTerminal)] = []
        var startups: [String: Startup] = [:]
        for program in programs {
            guard let (pty, startup) = startMeasured(program, size: size) else { continue }
            startups[program.name] = startup
            for key in program.setup {
                pty.send(key)
                _ = pty.readAvailable(waitMilliseconds: 200)
            }
            terminals.append((program, pty))
        }
        defer {
            for (_, pty) in terminals {
                pty.send("q")
                pty.send("\u{03}")
                _ = pty.waitForExit()
            }
        }
        var latencies: [String: [Double]] = [:]
        var bytes: [String: [Double]] = [:]
        let warmup = 3
        for press in 0..<(samples + warmup) {
            for (program, pty) in terminals {
                usleep(useconds_t(interval / Double(terminals.count) * 1_000_000))
                let before = pty.bytesRead
                let (latency, _) = Processes.timedKey(pty, key: " ")
                guard press >= warmup, latency > 0 else { continue }
                latencies[program.name, default: []].append(latency)
                bytes[program.name, default: []].append(Double(pty.bytesRead - before))
            }
        }
        var result: [String: Figures] = [:]
        for (name, values) in latencies {
            result[name] = Figures(
                keyToLastByte: Summary(values).median, bytesPerKey: Summary(bytes[name] ?? []).median,
                startup: startups[name] ?? .unknown)
        }
        // Pages after the latencies, one program at a time (clearing accessed bits costs the kernel a walk
        // of the page tables, which should not land in another program's key).
        for (program, pty) in terminals {
            result[program.name]?.pages = pagesTouched(pty, samples: max(5, samples / 2), interval: interval)
        }
        return result
    }
}
