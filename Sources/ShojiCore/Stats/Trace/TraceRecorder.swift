import Foundation

/// Records what the frame loop does as Chrome trace-event JSON, the format Perfetto
/// (`ui.perfetto.dev`) and `chrome://tracing` open: `SHOJI_TRACE=trace.json`.
///
/// One process with three tracks:
/// - **frames** (thread 1): a slice per frame, holding its phases (`mount` in the first frame, `input`,
///   `evaluate` with `layout`
///   slices inside, `paint`, `diff`, `write`); inside them, a slice per body evaluation named after the
///   view, with its node id and causes (`cat` `body,long` when it took over a millisecond); counters for
///   the cells changed, bytes written and live nodes.
/// - **changes** (thread 2): an instant per observed change (`ProfileModel.followerCount`,
///   `@state.count`) at the moment the property was written, and a flow arrow from it to every body
///   evaluation it caused.
/// - **input** (thread 3): an instant per input event (a key, a click, a resize).
///
/// The file is written once per frame with `write(2)`, each event after a separator, so a crash or
/// Ctrl-C leaves a file that the format accepts (a JSON array whose closing `]` may be missing: the
/// format allows that for this reason); a clean exit closes the array. Nothing is recorded, and a frame
/// does no work for it, unless a recorder is attached (``ViewGraph/tracer``).
@MainActor
@_spi(ShojiRuntime) public final class TraceRecorder {
    /// Where the events go: a file descriptor, or memory (for tests).
    private let fd: Int32?
    /// The events recorded in memory (when made with ``init()``), as the file would hold them.
    @_spi(ShojiRuntime) public private(set) var text = ""
    /// Events of the frame in progress, written when it ends.
    private var pending = ""
    /// Whether an event has been written (the next one needs a separator).
    private var wroteEvent = false
    /// The process id events carry.
    private let pid = Int(getpid())
    /// The trace's time zero (monotonic clock, nanoseconds).
    private let origin: UInt64
    /// The next flow arrow's id.
    private var nextFlow = 1
    /// The change instants already written in this frame, by cause name: their time (flows start there).
    private var changeInstants: [String: UInt64] = [:]
    /// Whether the array has been closed.
    private var closed = false
    /// The earliest event recorded since the last frame ended (the first frame holds the bodies
    /// evaluated when the view was mounted).
    private var earliest: UInt64?

    /// Body evaluations longer than this (nanoseconds) are marked `long`.
    static let longBody: UInt64 = 1_000_000

    /// The thread ids of the three tracks.
    enum Track: Int {
        case frames = 1
        case changes = 2
        case input = 3
    }

    /// A recorder appending to the file at `path` (created or truncated), or `nil` when it cannot be
    /// opened. `processName` names the process in the viewer.
    @_spi(ShojiRuntime) public init?(path: String, processName: String) {
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { return nil }
        self.fd = fd
        origin = Clock.now()
        start(processName: processName)
    }

    /// A recorder keeping its events in ``text``.
    @_spi(ShojiRuntime) public init(processName: String = "shoji") {
        fd = nil
        origin = Clock.now()
        start(processName: processName)
    }

    deinit {
        if let fd { close(fd) }
    }

    private func start(processName: String) {
        emit(
            #"{"ph":"M","name":"process_name","ts":0,"pid":\#(pid),"tid":0,"args":{"name":"\#(jsonEscape(processName))"}}"#
        )
        for (track, name) in [(Track.frames, "frames"), (.changes, "changes"), (.input, "input")] {
            emit(
                #"{"ph":"M","name":"thread_name","ts":0,"pid":\#(pid),"tid":\#(track.rawValue),"args":{"name":"\#(name)"}}"#
            )
        }
        flush()
    }

    // MARK: Events

    /// A body evaluation of `node` from `start` to `end`, caused by `causes` (names, with the time of
    /// the change for observed ones).
    func bodyEvaluated(
        name: String, ownView: Bool, node: Int, start: UInt64, end: UInt64, causes: [(name: String, at: UInt64?)]
    ) {
        note(start)
        let long = end &- start > Self.longBody
        let causeList = causes.map { "\"\(jsonEscape($0.name))\"" }.joined(separator: ",")
        emit(
            #"{"ph":"X","cat":"\#(long ? "body,long" : "body")","name":"\#(jsonEscape(name))","ts":\#(time(start)),"dur":\#(duration(start, end)),"pid":\#(pid),"tid":1,"args":{"node":\#(node),"own":\#(ownView),"causes":[\#(causeList)]\#(long ? ",\"long\":true" : "")}}"#
        )
        for cause in causes {
            guard let at = cause.at else { continue }
            let instant: UInt64
            if let known = changeInstants[cause.name] {
                instant = known
            } else {
                // Never after the evaluation it caused (clocks read on two threads).
                instant = min(at, start)
                changeInstants[cause.name] = instant
                emit(
                    #"{"ph":"i","s":"t","cat":"change","name":"\#(jsonEscape(cause.name))","ts":\#(time(instant)),"pid":\#(pid),"tid":2}"#
                )
            }
            let id = nextFlow
            nextFlow += 1
            emit(#"{"ph":"s","cat":"cause","name":"cause","id":\#(id),"ts":\#(time(instant)),"pid":\#(pid),"tid":2}"#)
            emit(
                #"{"ph":"f","bp":"e","cat":"cause","name":"cause","id":\#(id),"ts":\#(time(start)),"pid":\#(pid),"tid":1}"#
            )
        }
    }

    /// A layout pass from `start` to `end`.
    func layout(start: UInt64, end: UInt64) {
        note(start)
        emit(slice("layout", category: "phase", start: start, end: end))
    }

    /// An input event, handled at `at`.
    func input(_ event: InputEvent, at: UInt64) {
        note(at)
        let name: String
        switch event {
        case .key(let key): name = "key \(key.description)"
        case .mouse(let mouse): name = "mouse \(mouse.kind) \(mouse.location.x),\(mouse.location.y)"
        case .resize(let size): name = "resize \(size.width)x\(size.height)"
        }
        emit(#"{"ph":"i","s":"t","cat":"input","name":"\#(jsonEscape(name))","ts":\#(time(at)),"pid":\#(pid),"tid":3}"#)
    }

    /// The moments that divide a frame into its phases (monotonic clock, nanoseconds).
    struct FrameTimes {
        /// When its first input was handled, if input started it.
        var input: UInt64?
        /// When the frame started (after the input).
        var start: UInt64
        /// When painting started.
        var paint: UInt64
        /// When the diff started.
        var diff: UInt64
        /// When the backend's write started.
        var write: UInt64
        /// When the bytes had been handed to the terminal.
        var end: UInt64
    }

    /// The frame `stats` ended, with its phases at `times`: writes its slices and counters, and every
    /// event recorded since the last frame, to the file.
    func frame(_ stats: FrameStats, times: FrameTimes) {
        let phasesBegin = min(times.input ?? times.start, times.start)
        let begin = min(phasesBegin, earliest ?? phasesBegin)
        earliest = nil
        let evaluated = stats.evaluated.keys.sorted().map { "\"\(jsonEscape($0))\":\(stats.evaluated[$0]!)" }
            .joined(separator: ",")
        emit(
            #"{"ph":"X","cat":"frame","name":"frame \#(stats.frame)","ts":\#(time(begin)),"dur":\#(duration(begin, times.end)),"pid":\#(pid),"tid":1,"args":{"frame":\#(stats.frame),"bodyEvaluations":\#(stats.bodyEvaluations),"cellsChanged":\#(stats.cellsChanged),"bytesWritten":\#(stats.bytesWritten),"nodes":\#(stats.nodes),"evaluated":{\#(evaluated)}}}"#
        )
        // Bodies evaluated before the frame's phases: the views mounted when the graph was made.
        if begin < phasesBegin { emit(slice("mount", category: "phase", start: begin, end: phasesBegin)) }
        if let input = times.input, input < times.start {
            emit(slice("input", category: "phase", start: input, end: times.start))
        }
        emit(slice("evaluate", category: "phase", start: times.start, end: times.paint))
        emit(slice("paint", category: "phase", start: times.paint, end: times.diff))
        emit(slice("diff", category: "phase", start: times.diff, end: times.write))
        emit(slice("write", category: "phase", start: times.write, end: times.end))
        for (name, value) in [
            ("cells changed", stats.cellsChanged), ("bytes written", stats.bytesWritten), ("live nodes", stats.nodes),
        ] {
            emit(
                #"{"ph":"C","name":"\#(name)","ts":\#(time(times.end)),"pid":\#(pid),"tid":1,"args":{"value":\#(value)}}"#
            )
        }
        changeInstants.removeAll(keepingCapacity: true)
        flush()
    }

    /// The loop looked for a frame and found nothing to do: the next frame starts after this, and what
    /// was recorded meanwhile (input no view took) is written.
    func noFrame() {
        earliest = nil
        flush()
    }

    /// Writes what is pending and closes the JSON array (when the app ends).
    @_spi(ShojiRuntime) public func finish() {
        guard !closed else { return }
        closed = true
        pending += "\n]\n"
        flush()
    }

    // MARK: Writing

    private func note(_ time: UInt64) {
        if earliest.map({ time < $0 }) ?? true { earliest = time }
    }

    private func slice(_ name: String, category: String, start: UInt64, end: UInt64) -> String {
        #"{"ph":"X","cat":"\#(category)","name":"\#(name)","ts":\#(time(start)),"dur":\#(duration(start, end)),"pid":\#(pid),"tid":1}"#
    }

    private func emit(_ event: String) {
        guard !closed else { return }
        pending += wroteEvent ? ",\n" : "[\n"
        wroteEvent = true
        pending += event
    }

    private func flush() {
        guard !pending.isEmpty else { return }
        if let fd {
            FileHandleOutput.write(pending, to: fd)
        } else {
            text += pending
        }
        pending.removeAll(keepingCapacity: true)
    }

    /// Microseconds since the trace began, to the nanosecond.
    private func time(_ nanos: UInt64) -> String {
        let since = nanos > origin ? nanos - origin : 0
        return Self.micros(since)
    }

    private func duration(_ start: UInt64, _ end: UInt64) -> String {
        Self.micros(end > start ? end - start : 0)
    }

    private static func micros(_ nanos: UInt64) -> String {
        let fraction = nanos % 1000
        let padded = fraction < 10 ? "00\(fraction)" : fraction < 100 ? "0\(fraction)" : "\(fraction)"
        return "\(nanos / 1000).\(padded)"
    }
}
