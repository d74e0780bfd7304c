// Peers.swift — the peer workload (issue 29) in Shoji, tui-rs and Bubble Tea, side by side in one run: a
// full-screen list of N tasks under a "N left" header, Space toggling the selected task, one key every
// 300 ms in a 100×30 pseudo-terminal, key → last byte and bytes per key. The programs take turns key by key
// (interleaved), so all of them live through the same moments of the machine; each figure is the median of
// the rounds' medians, with its ratio to tui-rs. Peers that were not built are skipped with a message
// (Benchmarks/Peers/build.sh builds them; `make bench` runs it).
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

    static let programs = [
        Program(name: "tui-rs 0.19", directory: ".build/peers", binary: "tui-rs", setup: []),
        Program(name: "Shoji", directory: nil, binary: "peer", setup: ["\t"]),
        Program(name: "Bubble Tea 0.19", directory: ".build/peers", binary: "bubbletea", setup: []),
    ]

    /// What one program measured at one size.
    struct Figures {
        var keyToLastByte: Double
        var bytesPerKey: Double
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
                Figures(
                    keyToLastByte: Summary(figures.map(\.keyToLastByte)).median,
                    bytesPerKey: Summary(figures.map(\.bytesPerKey)).median)
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
                ]
            }
        }
        return extra
    }

    /// One round: every program started, then `samples` toggles sent to each in turn, `interval` apart per
    /// program.
    private static func round(_ programs: [Program], size: Int, samples: Int, interval: Double) -> [String: Figures] {
        var terminals: [(Program, PseudoTerminal)] = []
        for program in programs {
            guard
                let pty = try? Processes.start(program.binary, ["--items", String(size)], directory: program.directory)
            else { continue }
            _ = pty.waitUntil(timeout: 30) { $0.text.contains("\(size) left") }
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
                let before = pty.output.count
                let (latency, _) = Processes.timedKey(pty, key: " ")
                guard press >= warmup, latency > 0 else { continue }
                latencies[program.name, default: []].append(latency)
                bytes[program.name, default: []].append(Double(pty.output.count - before))
            }
        }
        var result: [String: Figures] = [:]
        for (name, values) in latencies {
            result[name] = Figures(
                keyToLastByte: Summary(values).median, bytesPerKey: Summary(bytes[name] ?? []).median)
        }
        return result
    }
}
