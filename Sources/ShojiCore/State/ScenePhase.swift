/// Whether the app's scene is in use, as SwiftUI's `ScenePhase`: `@Environment(\.scenePhase)`.
///
/// A terminal app is `.active` while it runs, and `.background` while it is suspended (Ctrl-Z): the
/// change is rendered (and `onChange(of: scenePhase)` runs) before the terminal is given back, and the
/// app is `.active` again when `fg` resumes it.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// Not shown.
    case background
    /// Shown but not taking input (not used by terminal apps).
    case inactive
    /// Shown and taking input.
    case active
}

private struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
    /// The scene's phase (see ``ScenePhase``).
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
