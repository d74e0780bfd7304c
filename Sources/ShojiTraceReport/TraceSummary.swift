import Foundation

/// What a Shoji trace says, gathered for a report: its frames, its views and the cause & effect graph.
public struct TraceSummary: Sendable {
    /// One frame: when, how long, and where its time went.
    public struct Frame: Sendable {
        /// Its number, from 1.
        public var number: Int
        /// When it began, in microseconds since the trace began.
        public var start: Double
        /// How long it took, in microseconds (from its input to its last byte).
        public var duration: Double
        /// Microseconds per phase (`mount`, `input`, `evaluate`, `layout`, `paint`, `diff`, `write`); `evaluate`
        /// leaves out the layout passes inside it.
        public var phases: [String: Double]
        /// Body evaluations.
        public var bodies: Int
        /// Cells changed.
        public var cellsChanged: Int
        /// Bytes written.
        public var bytesWritten: Int
    }

    /// One of the app's view types: how often its body ran, how long, and why.
    public struct ViewRow: Sendable {
        /// The view type's name.
        public var name: String
        /// Body evaluations.
        public var evaluations = 0
        /// Microseconds in its bodies, in total.
        public var totalMicros = 0.0
        /// The longest evaluation, in microseconds.
        public var longestMicros = 0.0
        /// Evaluations longer than a millisecond.
        public var longEvaluations = 0
        /// Evaluations per cause.
        public var causes: [String: Int] = [:]
    }

    /// What a cause is.
    public enum SourceKind: String, Sendable, CaseIterable {
        /// A property of an `@Observable` model (`ProfileModel.followerCount`).
        case property
        /// An `ObservableObject`'s `objectWillChange` (a `@Published` property, or a send by hand).
        case objectWillChange
        /// A view's `@State` (`@state.count`).
        case state
        /// An environment value (`@environment`).
        case environment
        /// The parent gave the view a new value (`@self.title`).
        case parent
        /// The view appeared (`@identity`).
        case newView
        /// Anything else (`@tree`, `@object(Type)`, `@unknown`).
        case other

        /// The kind of the cause named `name`.
        public init(cause name: String) {
            if name.hasPrefix("@state") {
                self = .state
            } else if name.hasPrefix("@environment") {
                self = .environment
            } else if name.hasPrefix("@self") {
                self = .parent
            } else if name == "@identity" {
                self = .newView
            } else if name.hasPrefix("@") {
                self = .other
            } else if name.hasSuffix(".objectWillChange") || name.contains(" (unread") {
                self = .objectWillChange
            } else {
                self = .property
            }
        }

        /// How a report names the kind.
        public var title: String {
            switch self {
            case .property: "@Observable property"
            case .objectWillChange: "objectWillChange"
            case .state: "@State"
            case .environment: "environment"
            case .parent: "parent (new value)"
            case .newView: "new view"
            case .other: "other"
            }
        }
    }

    /// An edge of the cause & effect graph: the evaluations of `view` that `source` caused.
    public struct CauseEdge: Hashable, Sendable {
        /// The cause (`ProfileModel.followerCount`, `@state.count`, `@self.title`).
        public var source: String
        /// The view type whose body ran.
        public var view: String
        /// How many evaluations.
        public var weight: Int
    }

    /// The frames, in order.
    public private(set) var frames: [Frame] = []
    /// The app's views, most evaluated first.
    public private(set) var views: [ViewRow] = []
    /// The cause & effect graph's edges, heaviest first.
    public private(set) var edges: [CauseEdge] = []
    /// Evaluations of Shoji's own views (not in ``views``).
    public private(set) var shojiEvaluations = 0
    /// The process name the trace gives.
    public private(set) var processName = "shoji"

    /// Gathers `trace`.
    public init(_ trace: TraceFile) {
        var rows: [String: ViewRow] = [:]
        var edgeWeights: [String: [String: Int]] = [:]
        var phaseSlices: [TraceEvent] = []
        for event in trace.events {
            switch (event.phase, event.category) {
            case ("M", _) where event.name == "process_name":
                processName = event.args["name"] as? String ?? processName
            case ("X", "frame"):
                frames.append(
                    Frame(
                        number: event.integer("frame") ?? frames.count + 1, start: event.timestamp,
                        duration: event.duration, phases: [:], bodies: event.integer("bodyEvaluations") ?? 0,
                        cellsChanged: event.integer("cellsChanged") ?? 0,
                        bytesWritten: event.integer("bytesWritten") ?? 0))
            case ("X", "phase"):
                phaseSlices.append(event)
            case ("X", let category) where category.hasPrefix("body"):
                guard event.flag("own") else {
                    shojiEvaluations += 1
                    continue
                }
                var row = rows[event.name] ?? ViewRow(name: event.name)
                row.evaluations += 1
                row.totalMicros += event.duration
                row.longestMicros = max(row.longestMicros, event.duration)
                if category.contains("long") { row.longEvaluations += 1 }
                for cause in event.strings("causes") {
                    row.causes[cause, default: 0] += 1
                    edgeWeights[cause, default: [:]][event.name, default: 0] += 1
                }
                rows[event.name] = row
            default:
                break
            }
        }
        frames.sort { $0.start < $1.start }
        assign(phaseSlices)
        views = rows.values.sorted {
            $0.evaluations != $1.evaluations ? $0.evaluations > $1.evaluations : $0.name < $1.name
        }
        edges = edgeWeights.flatMap { source, targets in
            targets.map { CauseEdge(source: source, view: $0.key, weight: $0.value) }
        }.sorted {
            $0.weight != $1.weight
                ? $0.weight > $1.weight : ($0.source, $0.view) < ($1.source, $1.view)
        }
    }

    /// Gives each frame the phases inside it (layout passes counted apart from the evaluate phase that
    /// holds them).
    private mutating func assign(_ slices: [TraceEvent]) {
        guard !frames.isEmpty else { return }
        for slice in slices.sorted(by: { $0.timestamp < $1.timestamp }) {
            // The last frame that began at or before the slice.
            var low = 0
            var high = frames.count - 1
            while low < high {
                let mid = (low + high + 1) / 2
                if frames[mid].start <= slice.timestamp + 0.0005 { low = mid } else { high = mid - 1 }
            }
            let frame = frames[low]
            guard slice.timestamp + 0.0005 >= frame.start, slice.timestamp <= frame.start + frame.duration + 0.0005
            else { continue }
            frames[low].phases[slice.name, default: 0] += slice.duration
            if slice.name == "layout" { frames[low].phases["evaluate", default: 0] -= slice.duration }
        }
    }

    /// The edges whose source is `source`, by view: `["FollowerCountView": 1]`.
    public func effects(of source: String) -> [String: Int] {
        Dictionary(edges.filter { $0.source == source }.map { ($0.view, $0.weight) }, uniquingKeysWith: +)
    }
}
