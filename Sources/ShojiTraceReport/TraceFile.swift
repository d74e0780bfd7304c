import Foundation

/// One event of a Chrome trace-event file (the fields Shoji's traces use).
public struct TraceEvent: Sendable {
    /// The phase: `X` (a slice with a duration), `i` (an instant), `s`/`f` (a flow's ends), `C` (a
    /// counter), `M` (metadata).
    public var phase: String
    /// The event's name: a view type, a phase, a cause.
    public var name: String
    /// The category (`body`, `body,long`, `phase`, `frame`, `change`, `cause`, `input`).
    public var category: String
    /// Microseconds since the trace began.
    public var timestamp: Double
    /// A slice's duration in microseconds (0 for other events).
    public var duration: Double
    /// The process id.
    public var pid: Int
    /// The track (thread) id.
    public var tid: Int
    /// A flow's id.
    public var flowID: Int?
    /// The event's arguments, as JSON values.
    public var args: [String: any Sendable]

    /// The boolean argument `key` (a body's `own`).
    public func flag(_ key: String) -> Bool { args[key] as? Bool ?? false }

    /// The string array argument `key` (a body's `causes`).
    public func strings(_ key: String) -> [String] {
        (args[key] as? [any Sendable])?.compactMap { $0 as? String } ?? []
    }

    /// The integer argument `key`.
    public func integer(_ key: String) -> Int? {
        (args[key] as? Double).flatMap { $0.isFinite ? Int($0) : nil }
    }
}

/// What is wrong with a trace file.
public struct TraceError: Error, CustomStringConvertible, Equatable {
    /// The problem, in a sentence.
    public var description: String

    /// An error saying `description`.
    public init(description: String) {
        self.description = description
    }
}

/// A trace file's events, read from the JSON array format (the closing `]` may be missing: a trace cut
/// short by a crash is still read), and checked against the format.
public struct TraceFile: Sendable {
    /// The events, in file order.
    public var events: [TraceEvent]

    /// Reads the trace in `data`.
    public init(data: Data) throws {
        var bytes = data
        // The format allows a missing `]` (a process that ended mid-trace); a separator may end the text.
        while let last = bytes.last, [0x20, 0x0A, 0x0D, 0x09].contains(last) { bytes.removeLast() }
        if bytes.last == UInt8(ascii: ",") { bytes.removeLast() }
        if bytes.last != UInt8(ascii: "]") { bytes.append(UInt8(ascii: "]")) }
        let json: Any
        do {
            json = try JSONSerialization.jsonObject(with: bytes)
        } catch {
            throw TraceError(description: "not JSON: \(error.localizedDescription)")
        }
        let list: [Any]
        if let array = json as? [Any] {
            list = array
        } else if let object = json as? [String: Any], let array = object["traceEvents"] as? [Any] {
            list = array
        } else {
            throw TraceError(description: "not a trace: neither a JSON array nor an object with traceEvents")
        }
        var events: [TraceEvent] = []
        for (index, item) in list.enumerated() {
            guard let object = item as? [String: Any] else {
                throw TraceError(description: "event \(index) is not a JSON object")
            }
            for field in ["ph", "ts", "pid", "tid"] where object[field] == nil {
                throw TraceError(description: "event \(index) has no \"\(field)\"")
            }
            guard let phase = object["ph"] as? String, let ts = (object["ts"] as? NSNumber)?.doubleValue,
                let pid = (object["pid"] as? NSNumber)?.intValue, let tid = (object["tid"] as? NSNumber)?.intValue
            else {
                throw TraceError(description: "event \(index) has a field of the wrong type (ph, ts, pid or tid)")
            }
            var args: [String: any Sendable] = [:]
            for (key, value) in object["args"] as? [String: Any] ?? [:] { args[key] = Self.sendable(value) }
            events.append(
                TraceEvent(
                    phase: phase, name: object["name"] as? String ?? "", category: object["cat"] as? String ?? "",
                    timestamp: ts, duration: (object["dur"] as? NSNumber)?.doubleValue ?? 0, pid: pid, tid: tid,
                    flowID: (object["id"] as? NSNumber)?.intValue, args: args))
        }
        self.events = events
    }

    /// Reads the trace file at `url`.
    public init(contentsOf url: URL) throws {
        try self.init(data: try Data(contentsOf: url))
    }

    /// Checks the trace against the trace-event format: slices have a duration that is not negative,
    /// flows pair up (every start has exactly one end with the same id, category and name, not before
    /// it), and a slice nests inside any slice of its track that it overlaps. Throws the first problem.
    public func validate() throws {
        var starts: [Int: TraceEvent] = [:]
        var ends: [Int: TraceEvent] = [:]
        for (index, event) in events.enumerated() {
            switch event.phase {
            case "X":
                if event.duration < 0 { throw TraceError(description: "slice \(index) has a negative duration") }
            case "s", "f":
                guard let id = event.flowID else { throw TraceError(description: "flow event \(index) has no id") }
                if event.phase == "s" {
                    if starts[id] != nil { throw TraceError(description: "flow \(id) starts twice") }
                    starts[id] = event
                } else {
                    if ends[id] != nil { throw TraceError(description: "flow \(id) ends twice") }
                    ends[id] = event
                }
            case "i", "I", "C", "M", "B", "E", "t":
                break
            default:
                throw TraceError(description: "event \(index) has an unknown phase \"\(event.phase)\"")
            }
        }
        for (id, start) in starts {
            guard let end = ends[id] else { throw TraceError(description: "flow \(id) starts but never ends") }
            if end.category != start.category || end.name != start.name {
                throw TraceError(description: "flow \(id)'s ends differ in category or name")
            }
            if end.timestamp < start.timestamp { throw TraceError(description: "flow \(id) ends before it starts") }
        }
        if let id = ends.keys.first(where: { starts[$0] == nil }) {
            throw TraceError(description: "flow \(id) ends but never starts")
        }
        try validateNesting()
    }

    /// Slices of one track either nest or follow each other (a viewer draws them as a stack).
    private func validateNesting() throws {
        let byTrack = Dictionary(grouping: events.filter { $0.phase == "X" }, by: { "\($0.pid)/\($0.tid)" })
        for (track, slices) in byTrack {
            // Longer first at equal starts: the enclosing slice comes before what it encloses.
            let sorted = slices.sorted {
                $0.timestamp != $1.timestamp ? $0.timestamp < $1.timestamp : $0.duration > $1.duration
            }
            var open: [Double] = []  // end times of the enclosing slices
            for slice in sorted {
                while let end = open.last, end <= slice.timestamp + 0.0005 { open.removeLast() }
                let end = slice.timestamp + slice.duration
                if let enclosing = open.last, end > enclosing + 0.0005 {
                    throw TraceError(
                        description: "on track \(track), \"\(slice.name)\" at \(slice.timestamp) µs overlaps a slice "
                            + "it does not nest in")
                }
                open.append(end)
            }
        }
    }

    private static func sendable(_ value: Any) -> any Sendable {
        switch value {
        case let string as String: return string
        case let number as NSNumber:
            // JSON's true and false come as NSNumber too, of the C type `char` (numbers are `q` or `d`).
            if String(cString: number.objCType) == "c" { return number.boolValue }
            return number.doubleValue
        case let array as [Any]: return array.map(sendable)
        case let object as [String: Any]: return object.mapValues(sendable)
        default: return "\(value)"
        }
    }
}
