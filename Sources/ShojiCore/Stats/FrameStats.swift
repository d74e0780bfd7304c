/// What one frame did: the figures `SHOJI_STATS` records and tests assert.
public struct FrameStats: Sendable, Equatable, Codable {
    /// The frame's number, from 1.
    public var frame: Int = 0
    /// Body evaluations per view type (the app's own views, by plain type name).
    public var evaluated: [String: Int] = [:]
    /// Why each view's body ran, by plain type name (the same names as ``evaluated``): the causes of
    /// every evaluation of that type in this frame, each once, in the order first seen —
    /// `["FollowerCountView": ["ProfileModel.followerCount"]]`. A cause is an observed property
    /// (`Type.property`, or the type alone when the property cannot be named for certain), `@state.name`,
    /// `@self.property` (the view's own value changed), `@identity` (a new view), `@environment`,
    /// `@object(Type)` and `@tree` (the wider invalidation modes). Recorded by test hosts, with
    /// `SHOJI_STATS` or `SHOJI_LOG`, and while the overlay is on.
    public var causes: [String: [String]] = [:]
    /// Per `ObservableObject` class whose `objectWillChange` ran bodies in this frame: how many
    /// evaluations it caused, and how many of them read none of the `@Published` properties that changed
    /// (an `@Observable` model would have skipped those). Recorded with ``causes``.
    public var objectWillChange: [String: ObjectWillChangeCount] = [:]
    /// Body evaluations in total (the sum of ``evaluated``).
    public var bodyEvaluations: Int = 0
    /// Views drawn again.
    public var viewsRepainted: Int = 0
    /// Cells whose content or style differs from the previous frame.
    public var cellsChanged: Int = 0
    /// Bytes written to the terminal (0 for the in-memory renderer).
    public var bytesWritten: Int = 0
    /// Microseconds from the first invalidation of the frame to the end of the terminal write.
    public var frameMicros: Int = 0
    /// Live nodes after the frame.
    public var nodes: Int = 0
    /// Size computations (layout cache misses) during the frame.
    public var sizeComputations: Int = 0
    /// Nodes laid out during the frame (each placed in its frame, with its children): a node whose
    /// frame and contents did not change is skipped, with everything below it.
    public var nodesPlaced: Int = 0
    /// Nodes whose parent gave them a new value of their view during the frame (each is compared with the
    /// old value, and a container rebuilds its children from it), the changed ones and the equal ones.
    public var nodesUpdated: Int = 0
    /// Performance warnings raised in this frame (each cause is reported once per run).
    public var warnings: [String] = []
    /// When the frame checked the screen against a full repaint (Ctrl-L): the rows that differed, which
    /// is always none unless Shoji has a bug. `nil` when no check ran.
    public var repaintMismatchRows: [Int]?
    /// When the frame checked the screen (Ctrl-L): the focused view, as its kind and frame
    /// (`"Button 3,4 10x1"`), so a tool driving the app from outside knows where focus is. `nil` otherwise.
    public var focus: String?
    /// Whether the redraw-count overlay was on screen (its HUD changes with every frame).
    public var overlayShown = false
    /// When the frame's first input was handled (monotonic clock, nanoseconds), if input started it.
    public var inputNanos: UInt64?
    /// When the frame's bytes had been handed to the terminal (monotonic clock, nanoseconds).
    public var flushedNanos: UInt64 = 0
    /// Where the frame's time went, in microseconds, in order: ``FramePhases``.
    public var phases = FramePhases()

    /// Creates empty stats.
    public init() {}

    /// The stats as one JSON object on one line, with the field names tools read.
    public var jsonLine: String {
        let evaluatedJSON = evaluated.keys.sorted().map { "\"\(jsonEscape($0))\":\(evaluated[$0]!)" }.joined(
            separator: ",")
        return "{\"frame\":\(frame),\"evaluated\":{\(evaluatedJSON)},\"bodyEvaluations\":\(bodyEvaluations),"
            + "\"viewsRepainted\":\(viewsRepainted),\"cellsChanged\":\(cellsChanged),\"bytesWritten\":\(bytesWritten),"
            + "\"frameMicros\":\(frameMicros),\"nodes\":\(nodes),\"sizeComputations\":\(sizeComputations)"
            + ",\"nodesPlaced\":\(nodesPlaced)"
            + ",\"nodesUpdated\":\(nodesUpdated)"
            + ",\"causes\":{"
            + causes.keys.sorted().map { name in
                "\"\(jsonEscape(name))\":[" + causes[name]!.map { "\"\(jsonEscape($0))\"" }.joined(separator: ",") + "]"
            }.joined(separator: ",") + "}"
            + (objectWillChange.isEmpty
                ? ""
                : ",\"objectWillChange\":{"
                    + objectWillChange.keys.sorted().map { name in
                        let count = objectWillChange[name]!
                        return
                            "\"\(jsonEscape(name))\":{\"evaluations\":\(count.evaluations),\"unread\":\(count.unread)}"
                    }.joined(separator: ",") + "}")
            + (warnings.isEmpty
                ? "" : ",\"warnings\":[" + warnings.map { "\"\(jsonEscape($0))\"" }.joined(separator: ",") + "]")
            + (repaintMismatchRows.map {
                ",\"repaintMismatchRows\":[" + $0.map(String.init).joined(separator: ",") + "]"
            } ?? "")
            + (focus.map { ",\"focus\":\"\(jsonEscape($0))\"" } ?? "")
            + (overlayShown ? ",\"overlay\":true" : "")
            + (inputNanos.map { ",\"inputAtMicros\":\($0 / 1000)" } ?? "")
            + ",\"flushedAtMicros\":\(flushedNanos / 1000)"
            + ",\"phases\":{\"input\":\(phases.input),\"evaluate\":\(phases.evaluate),\"paint\":\(phases.paint)"
            + ",\"diff\":\(phases.diff),\"output\":\(phases.output)}"
            + "}"
    }
}

/// The evaluations one `ObservableObject` class caused, and how many an `@Observable` model would have
/// skipped.
public struct ObjectWillChangeCount: Sendable, Equatable, Codable {
    /// Body evaluations its `objectWillChange` caused.
    public var evaluations = 0
    /// Of those, the ones whose body read none of the `@Published` properties that changed (and that
    /// nothing else ran).
    public var unread = 0

    /// Creates a count.
    public init(evaluations: Int = 0, unread: Int = 0) {
        self.evaluations = evaluations
        self.unread = unread
    }

    /// `12 of 15 evaluations unread`.
    public var summary: String { "\(unread) of \(evaluations) evaluations unread" }
}

/// Where one frame's time went, in microseconds: the phases follow each other, so they add up to about
/// ``FrameStats/frameMicros`` (plus the input phase, which comes before the frame's first invalidation
/// when a key started it).
public struct FramePhases: Sendable, Equatable, Codable {
    /// From handling the frame's first input to the start of the frame (the key's action, the model's
    /// writes, observation's bookkeeping). 0 when no input started the frame.
    public var input = 0
    /// Evaluating bodies, updating nodes, lifecycle actions and layout.
    public var evaluate = 0
    /// Drawing the damaged views into the back buffer.
    public var paint = 0
    /// Comparing the painted rows with what the terminal shows and handing the changed runs to the
    /// backend.
    public var diff = 0
    /// The backend's end of frame: for the terminal, ncurses' `doupdate` and the write.
    public var output = 0

    /// Creates empty phases.
    public init() {}
}

/// `s` as the inside of a JSON string.
func jsonEscape(_ s: String) -> String {
    var out = ""
    for scalar in s.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        default:
            if scalar.value < 0x20 {
                out += String(format: "\\u%04x", scalar.value)
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
    }
    return out
}

/// Accumulates the stats of the frame in progress and keeps totals.
@MainActor
@_spi(ShojiRuntime) public final class StatsRecorder {
    /// The frame being built.
    ///
    /// Without Swift's run-time exclusivity check (every node update counts itself here): the frame's
    /// counters are incremented in place, and the functions it is passed to `inout`
    /// (`PerformanceWarnings.checkFrame`, `checkFanOut`, `raise`, `FrameObserver.frameFlushed`) change
    /// only the value they are given, never the recorder's.
    @exclusivity(unchecked) @_spi(ShojiRuntime) public var current = FrameStats()
    /// Frames completed.
    ///
    /// This and the fields below skip the check too: they are read and assigned whole, or changed by an
    /// append, an insert keyed by a string or a `removeAll` of tallies (which the name table still holds),
    /// none of which calls anything that could reach the recorder.
    @exclusivity(unchecked) private(set) var frameCount = 0
    /// Body evaluations per view type since start (or the last reset).
    var totalEvaluated: [String: Int] {
        var totals: [String: Int] = [:]
        for tally in tallies.values where tally.total > 0 { totals[tally.name] = tally.total }
        return totals
    }
    /// The count of each view name, made once per name.
    @exclusivity(unchecked) private var tallies: [String: EvaluationTally] = [:]
    /// The tallies counted in the current frame, not yet in ``current``'s `evaluated`.
    @exclusivity(unchecked) private var frameTallies: [EvaluationTally] = []
    /// The `evaluated` of the last frame whose evaluations ``closeEvaluations()`` made into a new
    /// dictionary, shared with the frames that evaluate the same.
    @exclusivity(unchecked) private var lastEvaluated: [String: Int] = [:]
    /// The tallies that made ``lastEvaluated`` and their counts, in the order they were counted: a frame
    /// is compared with them by identity, without hashing a name.
    @exclusivity(unchecked) private var lastTallies: [(tally: EvaluationTally, count: Int)] = []
    /// Size computations, for layout tests (also counted outside frames).
    var sizeComputations: Int {
        get { current.sizeComputations }
        set { current.sizeComputations = newValue }
    }
    /// Nodes placed, for layout tests (also counted outside frames).
    var nodesPlaced: Int {
        get { current.nodesPlaced }
        set { current.nodesPlaced = newValue }
    }
    /// Where to append JSON lines (`SHOJI_STATS`).
    @exclusivity(unchecked) @_spi(ShojiRuntime) public var sink: StatsSink?

    /// The tally that counts the evaluations of views named `name` (a node asks once, at its first
    /// evaluation).
    func tally(named name: String) -> EvaluationTally {
        if let tally = tallies[name] { return tally }
        let tally = EvaluationTally(name: name)
        tallies[name] = tally
        return tally
    }

    /// Records one body evaluation counted by `tally` (`nil`: one of Shoji's own views, not counted).
    /// No hashing: the frame's `evaluated` is filled from the tallies when it closes
    /// (``closeEvaluations()``).
    func recordEvaluation(_ tally: EvaluationTally?) {
        guard let tally else { return }
        if tally.inFrame == 0 { frameTallies.append(tally) }
        tally.inFrame += 1
        tally.total += 1
        current.bodyEvaluations += 1
    }

    /// Moves the evaluations counted so far into ``current``'s `evaluated` (before anything reads the
    /// frame's stats).
    func closeEvaluations() {
        guard !frameTallies.isEmpty else { return }
        if current.evaluated.isEmpty {
            if matchesLastEvaluated() {
                // The same views ran as often as in the last frame that ran any (a key pressed again):
                // its dictionary is shared, not made (an allocation and a hashed insert per name) and
                // then freed with the frame.
                current.evaluated = lastEvaluated
            } else {
                // One tally per name: each is a new key (made at its size, without growing).
                var evaluated = [String: Int](minimumCapacity: frameTallies.count)
                lastTallies.removeAllKeepingStorage()
                for tally in frameTallies {
                    evaluated[tally.name] = tally.inFrame
                    lastTallies.append((tally, tally.inFrame))
                }
                current.evaluated = evaluated
                lastEvaluated = evaluated
            }
        } else {
            for tally in frameTallies { current.evaluated[tally.name, default: 0] += tally.inFrame }
        }
        for tally in frameTallies { tally.inFrame = 0 }
        frameTallies.removeAllKeepingStorage()
    }

    /// Whether this frame's tallies are exactly ``lastEvaluated``'s: the same tallies (one per name) with
    /// the same counts, counted in the same order (the same key pressed again). Another order only makes
    /// a new dictionary.
    private func matchesLastEvaluated() -> Bool {
        guard frameTallies.count == lastTallies.count else { return false }
        for index in frameTallies.indices {
            let last = lastTallies[index]
            if last.tally !== frameTallies[index] || last.count != frameTallies[index].inFrame { return false }
        }
        return true
    }

    /// ``FrameStats/objectWillChange`` since start (or the last reset).
    private(set) var totalObjectWillChange: [String: ObjectWillChangeCount] = [:]

    /// Records one evaluation that `owner`'s `objectWillChange` caused; `unread` when the body read none
    /// of the properties that changed.
    func recordObjectWillChange(_ owner: String, unread: Bool) {
        current.objectWillChange[owner, default: ObjectWillChangeCount()].evaluations += 1
        totalObjectWillChange[owner, default: ObjectWillChangeCount()].evaluations += 1
        if unread {
            current.objectWillChange[owner, default: ObjectWillChangeCount()].unread += 1
            totalObjectWillChange[owner, default: ObjectWillChangeCount()].unread += 1
        }
    }

    /// Records why one evaluation of the view named `name` ran.
    func recordCauses(_ causes: [String], ofViewNamed name: String) {
        var list = current.causes[name] ?? []
        for cause in causes where !list.contains(cause) { list.append(cause) }
        current.causes[name] = list
    }

    /// Closes the current frame.
    @_spi(ShojiRuntime) public func finish(bytes: Int, micros: Int, nodes: Int) -> FrameStats {
        closeEvaluations()
        frameCount += 1
        current.frame = frameCount
        current.bytesWritten = bytes
        current.frameMicros = micros
        current.nodes = nodes
        // Moved out, not copied: a copy retains each of the stats' collections, and dropping it
        // releases them again.
        var done = FrameStats()
        swap(&done, &current)
        sink?.append(done)
        return done
    }

    /// Forgets the totals.
    func resetTotals() {
        for tally in tallies.values { tally.total = 0 }
        totalObjectWillChange = [:]
    }
}

/// The evaluations of the views of one name: made once per name, so that counting an evaluation hashes
/// nothing (two dictionary updates keyed by the name were 2,000 instructions an evaluation).
@MainActor
final class EvaluationTally {
    /// The views' name.
    let name: String
    /// Evaluations since start (or the last reset). (Both counts are only incremented and assigned: no
    /// run-time exclusivity check.)
    @exclusivity(unchecked) var total = 0
    /// Evaluations in the frame being built.
    @exclusivity(unchecked) var inFrame = 0

    init(name: String) {
        self.name = name
    }
}

/// Appends one JSON line per frame to a file, flushed at once.
@_spi(ShojiRuntime) public final class StatsSink {
    private let fd: Int32

    @_spi(ShojiRuntime) public init?(path: String) {
        fd = open(path, O_WRONLY | O_CREAT | O_APPEND | O_CLOEXEC, 0o644)
        if fd < 0 { return nil }
    }

    deinit { close(fd) }

    @_spi(ShojiRuntime) public func append(_ stats: FrameStats) {
        let line = stats.jsonLine + "\n"
        line.utf8CString.withUnsafeBufferPointer { buffer in
            _ = write(fd, buffer.baseAddress!, buffer.count - 1)
        }
    }
}
