import Foundation

/// What an ``ExplorerDriver`` saw after a step: the screen, where focus is, and whether the checks held.
public struct ExplorerObservation: Sendable, Equatable {
    /// The screen, one string per row.
    public var lines: [String]
    /// Where highlighted cells (reverse video, a background color) are: a list's selection, a menu's
    /// item. Empty when the driver cannot see styles.
    public var marks: String
    /// The focused view, as its kind and frame (`"Button 3,4 10x1"`), or `nil`.
    public var focus: String?
    /// A check that failed at this step (a repaint mismatch, no answer within a second, a crash).
    public var problem: String?
    /// Whether the app is gone (it crashed, exited or hung and was killed): start it again to go on.
    public var ended: Bool

    /// Creates an observation.
    public init(lines: [String], marks: String = "", focus: String?, problem: String? = nil, ended: Bool = false) {
        self.lines = lines
        self.marks = marks
        self.focus = focus
        self.problem = problem
        self.ended = ended
    }

    /// Whether two observations show the same screen with the same highlights and focus.
    func sameState(as other: ExplorerObservation) -> Bool {
        lines == other.lines && marks == other.marks && focus == other.focus
    }
}

/// Runs one app for the ``Explorer``: starts it fresh, presses keys by name (`"Tab"`, `"Enter"`,
/// `"Down"`, `"Esc"`…), and checks it after a step when asked.
@MainActor
public protocol ExplorerDriver: AnyObject {
    /// Starts the app afresh (ending any earlier run) and observes its first screen.
    func start() throws -> ExplorerObservation
    /// Presses `key`; with `check`, verifies the app afterwards (alive, answers, screen equals a full
    /// repaint) and reports a failed check in ``ExplorerObservation/problem``.
    func press(_ key: String, check: Bool) -> ExplorerObservation
    /// Ends the app.
    func stop()
}

/// How far the ``Explorer`` goes.
public struct ExplorerLimits: Sendable {
    /// Screens opened one from another (by Enter, →, ←, Esc) followed from the first screen.
    public var maxDepth = 6
    /// Tab stops looked at on one screen.
    public var maxTabs = 40
    /// Arrow presses in a row inside one control (rows of a list, items of a menu).
    public var maxMoves = 12
    /// Distinct screens, after which the walk stops (and says so).
    public var maxScreens = 2_000
    /// Steps, after which the walk stops (and says so).
    public var maxSteps = 2_000_000
    /// The keys tried on every control: each may open something (a pushed screen, a sheet, a menu, a
    /// popover, a column) or come back from it.
    public var probes = ["Enter", "Right", "Left", "Esc"]
    /// The keys tried after each move inside a control.
    public var probesAfterMove = ["Enter", "Right"]
    /// The key that moves inside a control.
    public var moveKey = "Down"

    /// The default limits (depth 6).
    public init() {}
}

/// A failed check and the keys that led to it from a fresh start.
public struct ExplorerFailure: Sendable, Equatable, Codable {
    /// What went wrong.
    public var note: String
    /// The keys pressed from a fresh start, the failing one last.
    public var path: [String]

    /// Creates a failure.
    public init(note: String, path: [String]) {
        self.note = note
        self.path = path
    }
}

/// What an exploration found.
public struct ExplorerReport: Sendable, Codable {
    /// Distinct screens seen (by their text, digits aside).
    public var screens = 0
    /// Distinct controls focused (a control on a screen).
    public var controls = 0
    /// Keys pressed, replays after a restart included.
    public var steps = 0
    /// Fresh starts.
    public var restarts = 0
    /// The deepest screen explored, counted in screens opened from the first.
    public var deepest = 0
    /// Whether ``ExplorerLimits/maxScreens`` or ``ExplorerLimits/maxSteps`` stopped the walk.
    public var budgetReached = false
    /// The failed checks (each kind of note once, with the first path that showed it).
    public var failures: [ExplorerFailure] = []
    /// The shortest path found to each screen, in the order the screens were found.
    public var screenPaths: [[String]] = []

    /// An empty report.
    public init() {}
}

/// Walks every screen of an app that the keyboard reaches: from each screen it Tabs to every control,
/// tries keys that open things on it (Enter, →, ←, Esc), moves inside lists and menus with ↓ (trying
/// Enter and → on each row), and explores each screen it has not seen yet the same way, to
/// ``ExplorerLimits/maxDepth`` screens deep. The driver checks the app after every new step: alive,
/// answering within a second, its screen equal to a full repaint. A path is replayed from a fresh start
/// whenever the walk goes back up, so every failure comes with the keys that lead to it.
@MainActor
public final class Explorer {
    private let driver: ExplorerDriver
    private let limits: ExplorerLimits
    /// Called with the path about to be pressed, before each step (a crash leaves it behind).
    private let onStep: (([String]) -> Void)?
    /// Where the app is, as the path the walk thinks in: after a key that changed nothing, or Esc back
    /// to what showed before, it is the path before them.
    private var current: [String] = []
    /// The keys actually pressed since the last start (what a failure's replay file holds).
    private var actual: [String] = []
    private var currentObservation: ExplorerObservation?
    private var checked: Set<[String]> = []
    private var deadPrefixes: [[String]] = []
    private var screens: Set<String> = []
    private var controls: Set<String> = []
    private var notes: Set<String> = []
    private var report = ExplorerReport()

    /// Creates an explorer driving `driver`; `onStep` hears each path before it is pressed.
    public init(driver: ExplorerDriver, limits: ExplorerLimits = ExplorerLimits(), onStep: (([String]) -> Void)? = nil)
    {
        self.driver = driver
        self.limits = limits
        self.onStep = onStep
    }

    /// Walks the app and returns what it found.
    public func run() throws -> ExplorerReport {
        let first = try restart()
        screens.insert(Self.screenKey(first))
        report.screenPaths.append([])
        explore([], depth: 0)
        driver.stop()
        report.screens = screens.count
        report.controls = controls.count
        return report
    }

    /// Follows each path from a fresh start, checking after every step (a second opinion on the screens
    /// another driver found: the real app in a terminal).
    public func validate(_ paths: [[String]]) throws -> ExplorerReport {
        for path in paths {
            guard !report.budgetReached else { break }
            _ = goTo(path)
        }
        driver.stop()
        report.screens = paths.count
        return report
    }

    // MARK: The walk

    private func explore(_ path: [String], depth: Int) {
        guard let base = goTo(path), !base.ended else { return }
        report.deepest = max(report.deepest, depth)
        // The controls: where focus is after 0, 1, 2… Tabs, until it comes back round.
        var focuses = [base.focus]
        var states = [base]
        while focuses.count < limits.maxTabs, !report.budgetReached {
            guard let next = goTo(path + tabs(focuses.count)), !next.ended, let focus = next.focus,
                !focuses.contains(focus)
            else { break }
            focuses.append(focus)
            states.append(next)
        }
        // What each Tab stop of this screen looks like: a key that only moved focus (an arrow) leads to
        // one of them, and the walk goes on from there without a restart.
        let anchor = Anchor(path: path, states: states)
        let screen = Self.screenKey(base)
        for focus in focuses { controls.insert(screen + "\u{0}" + (focus ?? "none")) }
        // Tab came round to the first control: the same state as before the Tabs.
        if let last = currentObservation, current == path + tabs(focuses.count), last.sameState(as: base) {
            current = path
        }
        for index in focuses.indices {
            let at = path + tabs(index)
            guard goTo(at)?.ended == false else { continue }
            for probe in limits.probes { visit(at + [probe], depth: depth + 1, from: anchor) }
            exploreMoves(at: at, focus: focuses[index], depth: depth)
        }
    }

    /// Moves inside the control at `at` (↓), while focus stays on it and what it shows changes.
    private func exploreMoves(at: [String], focus: String?, depth: Int) {
        guard var previous = goTo(at), !previous.ended else { return }
        var moves = 0
        while moves + trailingMoves(at) < limits.maxMoves, !report.budgetReached {
            moves += 1
            let moved = at + Array(repeating: limits.moveKey, count: moves)
            guard let now = goTo(moved), !now.ended, now.focus == focus else { return }
            if now.lines == previous.lines && now.marks == previous.marks { return }
            previous = now
            // A new screen (a sidebar choosing the detail): explored at the same depth.
            if visit(moved, depth: depth, from: nil) { continue }
            for probe in limits.probesAfterMove {
                visit(moved + [probe], depth: depth + 1, from: Anchor(path: moved, states: [now]))
            }
        }
    }

    /// Goes to `path`; explores it if it shows a screen not seen yet. Returns whether it was new. When
    /// it was not, and `parent` (the path before the last key, and what it showed) is given, comes back
    /// there without a restart if it can: the key changed nothing, or Esc undoes it.
    @discardableResult
    private func visit(
        _ path: [String], depth: Int, from parent: Anchor?
    ) -> Bool {
        guard !report.budgetReached, let observation = goTo(path), !observation.ended else { return false }
        let key = Self.screenKey(observation)
        guard !screens.contains(key) else {
            if let parent { comeBack(to: parent) }
            return false
        }
        guard screens.count < limits.maxScreens else {
            report.budgetReached = true
            return false
        }
        screens.insert(key)
        report.screenPaths.append(path)
        if depth <= limits.maxDepth { explore(path, depth: depth) }
        return true
    }

    /// A screen's states the walk can come back to without a restart: the state at `path` and, for a
    /// screen's Tab stops, the state after each number of Tabs (`states[n]` at `path` + n Tabs).
    private struct Anchor {
        let path: [String]
        let states: [ExplorerObservation]
    }

    /// From a state one key past one of `anchor`'s, gets back to one of its states: at once if the key
    /// only moved focus (or changed nothing), else by pressing Esc (a checked step of its own) if that
    /// shows one of them. Otherwise the next step starts afresh.
    private func comeBack(to anchor: Anchor) {
        guard var now = currentObservation, !now.ended, current.starts(with: anchor.path) else { return }
        for attempt in 0..<2 {
            if let n = anchor.states.firstIndex(where: { now.sameState(as: $0) }) {
                current = anchor.path + tabs(n)
                return
            }
            guard attempt == 0, let back = press("Esc"), !back.ended else { return }
            now = back
        }
    }

    /// Presses one key where the app is, checking the step if this key sequence was not checked
    /// before. `nil` when the budget is spent.
    private func press(_ key: String) -> ExplorerObservation? {
        guard report.steps < limits.maxSteps else {
            report.budgetReached = true
            return nil
        }
        let keys = actual + [key]
        let check = !checked.contains(keys)
        onStep?(keys)
        let observation = driver.press(key, check: check)
        report.steps += 1
        actual = keys
        current.append(key)
        currentObservation = observation
        if check { checked.insert(keys) }
        if let problem = observation.problem { fail(problem, path: keys) }
        if observation.ended { deadPrefixes.append(current) }
        return observation
    }

    // MARK: Stepping

    /// Brings the app to the state after `path`: presses what is missing if the app is on the way there,
    /// else starts it afresh and replays the path. `nil` when the path cannot be followed (a prefix of it
    /// ended the app, or the budget is spent).
    private func goTo(_ path: [String]) -> ExplorerObservation? {
        if path == current, let currentObservation { return currentObservation }
        if deadPrefixes.contains(where: { path.starts(with: $0) }) { return nil }
        if currentObservation?.ended != false || !path.starts(with: current) {
            guard let first = try? restart(), !first.ended else {
                // The app does not even start: nothing more can be learnt.
                report.budgetReached = true
                return nil
            }
        }
        while current.count < path.count {
            guard let observation = press(path[current.count]) else { return nil }
            if observation.ended { return observation }
        }
        return currentObservation
    }

    private func restart() throws -> ExplorerObservation {
        onStep?([])
        let first = try driver.start()
        report.restarts += 1
        current = []
        actual = []
        currentObservation = first
        if let problem = first.problem { fail(problem, path: []) }
        return first
    }

    private func fail(_ note: String, path: [String]) {
        guard notes.insert(note).inserted else { return }
        report.failures.append(ExplorerFailure(note: note, path: path))
    }

    private func tabs(_ count: Int) -> [String] { Array(repeating: "Tab", count: count) }

    private func trailingMoves(_ path: [String]) -> Int {
        var count = 0
        for key in path.reversed() {
            if key == limits.moveKey { count += 1 } else if key != "Tab" { break }
        }
        return count
    }

    /// A screen's identity: its text, with digits left out (a counter's value or a clock does not make
    /// another screen).
    static func screenKey(_ observation: ExplorerObservation) -> String {
        String(
            observation.lines.joined(separator: "\n").unicodeScalars.map {
                ("0"..."9").contains($0) ? "#" : Character($0)
            }
        )
    }
}

/// A key name as the bytes a terminal sends for it (``PseudoTerminal/keys``), or its characters.
public func terminalBytes(forKey name: String) -> [UInt8] {
    Array((PseudoTerminal.keys[name] ?? name).utf8)
}

/// A replay file for a path: the app, the size, and each key followed by a check, in the format
/// `make fuzz REPLAY=<file>` and `make explore REPLAY=<file>` replay.
public func replayText(app: String, width: Int, height: Int, path: [String], note: String) -> String {
    var lines = [
        "# \(app) at \(width)x\(height): \(note.split(separator: "\n").first ?? "")",
        "# keys: \(path.joined(separator: " "))",
        "app \(app)",
    ]
    if width != 80 || height != 24 { lines.append(FuzzAction.resize(width: width, height: height).line) }
    lines.append(FuzzAction.check.line)
    for key in path {
        lines.append(FuzzAction.send(terminalBytes(forKey: key)).line)
        lines.append(FuzzAction.check.line)
    }
    return lines.joined(separator: "\n") + "\n"
}
