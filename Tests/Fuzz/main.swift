// make fuzz: every release demo in a pseudo-terminal, driven with seeded hostile input and checked after
// every batch (see TerminalFixtures/Fuzzer.swift). Prints inputs, crashes, hangs and mismatches per demo,
// and keeps each failure as a replayable file.
//
//   shoji-fuzz [--inputs N] [--seed S] [--demos todo,cart] [--configuration release|debug] [--out DIR]
//              [--bin-dir DIR]   (demo executables from DIR instead of the build)
//              [--timeout SECONDS] [--quiet MILLISECONDS]   (for slow builds: debug, AddressSanitizer)
//   shoji-fuzz --replay FILE [--trace OUTPUT]   (OUTPUT: every byte the app wrote)
import Foundation
import Shoji
import TerminalFixtures

// Character widths (the screen model's) follow the C library's, which needs a UTF-8 locale.
setlocale(LC_ALL, "C.UTF-8")

let demos = [
    "counter", "profile", "todo", "cart", "settings", "player", "migration", "gallery", "notes", "peer", "monitor",
]
var inputs = 10_000
var seed: UInt64 = 20_261_201
var selected = demos
var configuration = "release"
var out = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(".build/fuzz-failures")
var replay: String?
var trace: URL?
/// Where the demo executables are (default: the build's own).
var binDirectory: String?
/// How long the app may take to answer Ctrl-L (debug and AddressSanitizer builds answer slower).
var responseTimeout = 1.0
/// How long without output counts as the app having finished.
var quietMilliseconds: UInt64 = 150

var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--inputs": inputs = arguments.next().flatMap { Int($0) } ?? inputs
    case "--seed": seed = arguments.next().flatMap { UInt64($0) } ?? seed
    case "--demos": selected = arguments.next()?.split(separator: ",").map(String.init) ?? selected
    case "--configuration": configuration = arguments.next() ?? configuration
    case "--out": out = URL(fileURLWithPath: arguments.next() ?? out.path)
    case "--replay": replay = arguments.next()
    case "--trace": trace = arguments.next().map { URL(fileURLWithPath: $0) }
    case "--bin-dir": binDirectory = arguments.next()
    case "--timeout": responseTimeout = arguments.next().flatMap { Double($0) } ?? responseTimeout
    case "--quiet": quietMilliseconds = arguments.next().flatMap { UInt64($0) } ?? quietMilliseconds
    default:
        FileHandle.standardError.write(Data("shoji-fuzz: unknown argument \(argument)\n".utf8))
        exit(2)
    }
}

@MainActor func executable(_ demo: String) -> String {
    binDirectory.map { $0 + "/" + demo } ?? DemoBinaries.path(demo, configuration: configuration)
}

/// The process monitor reads a fixture tree of 200 processes (refreshing every half second), never this
/// machine's /proc: with another tree it sends no signal and changes no priority, so fuzzed keys (k, Enter,
/// F7…) cannot touch real processes.
let monitorFixture = try? ProcFixture.hostile()

/// The arguments a demo runs with.
@MainActor func demoArguments(_ demo: String) -> [String] {
    guard demo == "monitor" else { return [] }
    return ["-d", "5", "--proc", monitorFixture?.root.path ?? "/nonexistent"]
}

func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }

if let replay {
    guard let text = try? String(contentsOfFile: replay, encoding: .utf8) else {
        FileHandle.standardError.write(Data("shoji-fuzz: cannot read \(replay)\n".utf8))
        exit(2)
    }
    // A recorded session (SHOJI_RECORD, or a failure this tool kept), or the older plain list of actions.
    let app: String
    let actions: [FuzzAction]
    if let session = try? RecordedSession(text: text) {
        app = session.header.app
        actions = FuzzAction.actions(from: session)
    } else {
        let lines = text.split(separator: "\n").map(String.init)
        guard let named = lines.first(where: { $0.hasPrefix("app ") })?.dropFirst(4) else {
            FileHandle.standardError.write(Data("shoji-fuzz: \(replay) is neither a session nor names an app\n".utf8))
            exit(2)
        }
        app = String(named)
        actions = lines.compactMap(FuzzAction.init(line:))
    }
    let fuzzer = AppFuzzer(
        executable: executable(app), arguments: demoArguments(app), name: app,
        seed: seed, failureDirectory: nil)
    fuzzer.responseTimeout = responseTimeout
    fuzzer.quietMilliseconds = quietMilliseconds
    let report = try fuzzer.replay(actions, trace: trace)
    print("replayed \(actions.count) actions on \(app): \(report.failures) failures")
    for note in report.notes { print("  " + note) }
    exit(report.failures == 0 ? 0 : 1)
}

print("shoji-fuzz: \(inputs) inputs per demo, seed \(seed), \(configuration) builds")
print(
    pad("demo", 10) + pad("inputs", 8) + pad("batches", 9) + pad("crashes", 9) + pad("hangs", 7)
        + pad("repaint", 9) + pad("screen", 8) + pad("exits", 7) + "bad ends")
var failures = 0
for (index, demo) in selected.enumerated() {
    let fuzzer = AppFuzzer(
        executable: executable(demo), arguments: demoArguments(demo), name: demo,
        seed: seed &+ UInt64(index), failureDirectory: out)
    fuzzer.responseTimeout = responseTimeout
    fuzzer.quietMilliseconds = quietMilliseconds
    // The monitor quits on q and F10, as htop does: the fuzzer sends neither.
    if demo == "monitor" { fuzzer.quitKeys = ["q", "\u{1b}[21~"] }
    let r = try fuzzer.run(inputs: inputs)
    print(
        pad(demo, 10) + pad("\(r.inputs)", 8) + pad("\(r.batches)", 9) + pad("\(r.crashes)", 9) + pad("\(r.hangs)", 7)
            + pad("\(r.repaintMismatches)", 9) + pad("\(r.screenMismatches)", 8) + pad("\(r.unexpectedExits)", 7)
            + "\(r.badEnds)")
    for note in r.notes.prefix(5) { print("    " + note.replacingOccurrences(of: "\n", with: "\n    ")) }
    for file in r.failureFiles.prefix(5) { print("    replay: \(file)") }
    failures += r.failures
}
monitorFixture?.remove()
print(failures == 0 ? "no failures" : "\(failures) failures (replay files in \(out.path))")
exit(failures == 0 ? 0 : 1)
