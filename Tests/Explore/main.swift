// make explore: walks every screen of every demo that the keyboard reaches (see
// TerminalFixtures/Explorer.swift), at 80×24 and 40×12, checking after each step; then follows the path to
// every screen it found in the real program, in a pseudo-terminal, checking again. Prints screens and
// controls visited per demo, and keeps each failure as a replayable file.
//
//   shoji-explore [--demos gallery,todo] [--sizes 80x24,40x12] [--depth 6] [--max-screens N]
//                 [--configuration release|debug] [--out DIR] [--no-terminal] [--timeout SECONDS]
//   shoji-explore --replay FILE   (in the real program, in a pseudo-terminal)
//
// Each demo is walked in a process of its own (this program, with --child): a crash or a hang there is
// a failure with the keys that led to it, not the end of the run.
import DemoCatalog
import Foundation
import TerminalFixtures

#if canImport(Glibc)
    import Glibc
#endif

setlocale(LC_ALL, "C.UTF-8")
/// Prints a line at once (standard output is a pipe under make: a long run shows each demo as it ends).
func say(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

var demos = DemoCatalog.names
var sizes = [(80, 24), (40, 12)]
var limits = ExplorerLimits()
var configuration = "release"
var out = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(
    ".build/explore-failures")
var inTerminal = true
var responseTimeout = 1.0
var replay: String?
var child: (demo: String, width: Int, height: Int, report: String, progress: String)?
/// How long a walk may go without taking a step before it counts as hung.
let hangSeconds = 10.0

func parseSize(_ text: Substring) -> (Int, Int)? {
    let parts = text.split(separator: "x")
    guard parts.count == 2, let w = Int(parts[0]), let h = Int(parts[1]), w > 0, h > 0 else { return nil }
    return (w, h)
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("shoji-explore: \(message)\n".utf8))
    exit(2)
}

var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--demos": demos = arguments.next()?.split(separator: ",").map(String.init) ?? demos
    case "--sizes": sizes = arguments.next()?.split(separator: ",").compactMap(parseSize) ?? sizes
    case "--depth": limits.maxDepth = arguments.next().flatMap { Int($0) } ?? limits.maxDepth
    case "--max-screens": limits.maxScreens = arguments.next().flatMap { Int($0) } ?? limits.maxScreens
    case "--configuration": configuration = arguments.next() ?? configuration
    case "--out": out = URL(fileURLWithPath: arguments.next() ?? out.path)
    case "--no-terminal": inTerminal = false
    case "--timeout": responseTimeout = arguments.next().flatMap { Double($0) } ?? responseTimeout
    case "--replay": replay = arguments.next()
    case "--child":
        guard let demo = arguments.next(), let size = arguments.next().flatMap({ parseSize(Substring($0)) }),
            let report = arguments.next(), let progress = arguments.next()
        else { fail("--child DEMO WxH REPORT PROGRESS") }
        child = (demo, size.0, size.1, report, progress)
    default: fail("unknown argument \(argument)")
    }
}

// MARK: The walk of one demo, in this process (--child)

/// Writes the path about to be pressed, so a crash or a hang leaves it behind.
final class ProgressFile {
    private let fd: Int32
    init(path: String) { fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o644) }
    func write(_ path: [String]) {
        let bytes = Array(path.joined(separator: " ").utf8)
        _ = ftruncate(fd, 0)
        _ = bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
    }
}

if let child {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("shoji-explore-\(getpid())")
    try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    guard DemoCatalog.rootView(child.demo, directory: directory) != nil else { fail("unknown demo \(child.demo)") }
    let driver = InProcessExplorerDriver(width: child.width, height: child.height) {
        DemoCatalog.rootView(child.demo, directory: directory)!
    }
    driver.responseTimeout = responseTimeout
    let progress = ProgressFile(path: child.progress)
    let explorer = Explorer(driver: driver, limits: limits) { progress.write($0) }
    let report = try explorer.run()
    try JSONEncoder().encode(report).write(to: URL(fileURLWithPath: child.report))
    exit(0)
}

// MARK: Replaying a failure

@MainActor func executable(_ demo: String) -> String { DemoBinaries.path(demo, configuration: configuration) }

if let replay {
    guard let text = try? String(contentsOfFile: replay, encoding: .utf8) else { fail("cannot read \(replay)") }
    let lines = text.split(separator: "\n").map(String.init)
    guard let app = lines.first(where: { $0.hasPrefix("app ") })?.dropFirst(4) else { fail("\(replay) names no app") }
    let actions = lines.compactMap(FuzzAction.init(line:))
    let files = FileManager.default.temporaryDirectory.appendingPathComponent("shoji-explore-files-\(getpid())")
    defer { try? FileManager.default.removeItem(at: files) }
    let fuzzer = AppFuzzer(
        executable: executable(String(app)), arguments: DemoCatalog.arguments(String(app), directory: files),
        name: String(app), seed: 1, failureDirectory: nil)
    fuzzer.responseTimeout = responseTimeout
    let report = try fuzzer.replay(actions)
    say("replayed \(actions.filter { $0 != .check }.count) steps on \(app): \(report.failures) failures")
    for note in report.notes { say("  " + note) }
    exit(report.failures == 0 ? 0 : 1)
}

// MARK: Every demo, each walked in a child process

/// Runs this program with `--child` for one demo and size; returns its report, or the failure that
/// ended it (a crash or a hang, with the keys that led there).
@MainActor func walk(_ demo: String, width: Int, height: Int) -> ExplorerReport {
    let stem = FileManager.default.temporaryDirectory.appendingPathComponent(
        "shoji-explore-\(getpid())-\(demo)-\(width)x\(height)")
    let reportPath = stem.path + ".json"
    let progressPath = stem.path + ".progress"
    let logPath = stem.path + ".log"
    defer {
        for path in [reportPath, progressPath, logPath] { try? FileManager.default.removeItem(atPath: path) }
    }
    let words = [
        CommandLine.arguments[0], "--child", demo, "\(width)x\(height)", reportPath, progressPath,
        "--depth", "\(limits.maxDepth)", "--max-screens", "\(limits.maxScreens)", "--timeout", "\(responseTimeout)",
    ]
    var argv: [UnsafeMutablePointer<CChar>?] = words.map { strdup($0) }
    argv.append(nil)
    defer { for arg in argv { free(arg) } }
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 1, logPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_adddup2(&actions, 1, 2)
    var pid: pid_t = 0
    guard posix_spawn(&pid, CommandLine.arguments[0], &actions, nil, argv, environ) == 0 else {
        var report = ExplorerReport()
        report.failures = [ExplorerFailure(note: "could not start the walk", path: [])]
        return report
    }
    func lastPath() -> [String] {
        let text = (try? String(contentsOfFile: progressPath, encoding: .utf8)) ?? ""
        return text.split(separator: " ").map(String.init)
    }
    var lastProgress = Date()
    var lastSize = -1
    var lastModified: Date?
    while true {
        var raw: Int32 = 0
        if waitpid(pid, &raw, WNOHANG) == pid {
            if raw & 0x7F == 0, (raw >> 8) & 0xFF == 0,
                let data = FileManager.default.contents(atPath: reportPath),
                let report = try? JSONDecoder().decode(ExplorerReport.self, from: data)
            {
                return report
            }
            let log = (try? String(contentsOfFile: logPath, encoding: .utf8)) ?? ""
            let reason = raw & 0x7F != 0 ? "crashed (signal \(raw & 0x7F))" : "exited with status \((raw >> 8) & 0xFF)"
            let firstLines = log.split(separator: "\n").prefix(3).joined(separator: " | ")
            var report = ExplorerReport()
            report.failures = [ExplorerFailure(note: "\(reason): \(firstLines)", path: lastPath())]
            return report
        }
        let attributes = try? FileManager.default.attributesOfItem(atPath: progressPath)
        let modified = attributes?[.modificationDate] as? Date
        let size = (attributes?[.size] as? Int) ?? -1
        if modified != lastModified || size != lastSize {
            lastModified = modified
            lastSize = size
            lastProgress = Date()
        } else if Date().timeIntervalSince(lastProgress) > hangSeconds {
            let path = lastPath()
            kill(pid, SIGKILL)
            _ = waitpid(pid, nil, 0)
            var report = ExplorerReport()
            report.failures = [ExplorerFailure(note: "no step for \(Int(hangSeconds)) s (hung)", path: path)]
            return report
        }
        usleep(50_000)
    }
}

func pad(_ s: String, _ n: Int) -> String { s.count >= n ? s : s + String(repeating: " ", count: n - s.count) }

say(
    "shoji-explore: depth \(limits.maxDepth), sizes \(sizes.map { "\($0.0)x\($0.1)" }.joined(separator: ", "))"
        + (inTerminal ? ", then every screen again in the \(configuration) program in a pseudo-terminal" : ""))
say(
    pad("demo", 10) + pad("size", 7) + pad("screens", 9) + pad("controls", 10) + pad("steps", 9) + pad("starts", 8)
        + pad("depth", 7)
        + pad("failures", 10) + (inTerminal ? pad("terminal", 10) + "failures" : ""))
var failureCount = 0
var files: [String] = []
/// Files the real programs read (the monitor's fixture /proc tree).
let fixtures = FileManager.default.temporaryDirectory.appendingPathComponent("shoji-explore-files-\(getpid())")
try? FileManager.default.createDirectory(at: fixtures, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: fixtures) }
try? FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
for demo in demos {
    for (width, height) in sizes {
        let started = Date()
        let report = walk(demo, width: width, height: height)
        var failures = report.failures
        var terminalScreens = "-"
        if inTerminal && report.failures.isEmpty {
            let driver = PTYExplorerDriver(
                executable: executable(demo), arguments: DemoCatalog.arguments(demo, directory: fixtures), width: width,
                height: height)
            driver.responseTimeout = responseTimeout
            let checked = try Explorer(driver: driver, limits: limits).validate(report.screenPaths)
            terminalScreens = "\(report.screenPaths.count)"
            failures += checked.failures.map { ExplorerFailure(note: "in the terminal: " + $0.note, path: $0.path) }
        }
        let terminalFailures = failures.count - report.failures.count
        say(
            pad(demo, 10) + pad("\(width)x\(height)", 7) + pad("\(report.screens)", 9) + pad("\(report.controls)", 10)
                + pad("\(report.steps)", 9) + pad("\(report.restarts)", 8) + pad("\(report.deepest)", 7)
                + pad("\(report.failures.count)", 10)
                + (inTerminal ? pad(terminalScreens, 10) + "\(terminalFailures)" : "")
                + String(format: "   (%.0f s)", Date().timeIntervalSince(started))
                + (report.budgetReached ? "   budget reached" : ""))
        for (index, failure) in failures.enumerated() {
            let file = out.appendingPathComponent("explore-\(demo)-\(width)x\(height)-\(index + 1).replay")
            try? replayText(app: demo, width: width, height: height, path: failure.path, note: failure.note)
                .write(to: file, atomically: true, encoding: .utf8)
            files.append(file.path)
            say("    \(failure.note.split(separator: "\n").first ?? "")")
            say("    keys: \(failure.path.joined(separator: " "))")
            say("    replay: make explore REPLAY=\(file.path)")
        }
        failureCount += failures.count
    }
}
say(failureCount == 0 ? "no failures" : "\(failureCount) failures (replay files in \(out.path))")
exit(failureCount == 0 ? 0 : 1)
