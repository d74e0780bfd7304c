/// How much a change re-evaluates: Shoji's own rule and two others for comparison.
public enum InvalidationMode: String, Sendable, CaseIterable {
    /// Observation: only views whose body read the changed property (Shoji's default).
    case property
    /// `ObservableObject` semantics: a change to an object re-evaluates every view that read any
    /// property of it.
    case object
    /// Immediate mode: every change re-evaluates the whole tree.
    case tree

    /// Whether every body runs on every frame, skipping nothing.
    var forcesEvaluation: Bool { self == .tree }
}
