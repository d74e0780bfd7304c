import Foundation

private struct ReduceMotionKey: EnvironmentKey {
    /// On when the app runs with `SHOJI_ANIMATIONS=0` (or `SHOJI_REDUCE_MOTION=1`).
    static let defaultValue: Bool = {
        let environment = ProcessInfo.processInfo.environment
        return environment["SHOJI_ANIMATIONS"] == "0" || environment["SHOJI_REDUCE_MOTION"] == "1"
    }()
}
private struct DifferentiateWithoutColorKey: EnvironmentKey {
    /// On when colour is off (`NO_COLOR`): a view must not say things by colour alone.
    static let defaultValue: Bool = ProcessInfo.processInfo.environment["NO_COLOR"].map { !$0.isEmpty } ?? false
}
private struct DynamicTypeSizeKey: EnvironmentKey { static let defaultValue = DynamicTypeSize.large }
private struct AccessibilityFlagKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether motion should be kept to a minimum: Shoji animates nothing then (set by `SHOJI_ANIMATIONS=0`
    /// or `SHOJI_REDUCE_MOTION=1`).
    public var accessibilityReduceMotion: Bool {
        get { self[ReduceMotionKey.self] }
        set { self[ReduceMotionKey.self] = newValue }
    }

    /// Whether views should not rely on colour alone (on when `NO_COLOR` is set).
    public var accessibilityDifferentiateWithoutColor: Bool {
        get { self[DifferentiateWithoutColorKey.self] }
        set { self[DifferentiateWithoutColorKey.self] = newValue }
    }

    /// The text size the user asked for (`.large`: a terminal has one size).
    public var dynamicTypeSize: DynamicTypeSize {
        get { self[DynamicTypeSizeKey.self] }
        set { self[DynamicTypeSizeKey.self] = newValue }
    }

    /// Whether transparency should be reduced (always `false` in a terminal).
    public var accessibilityReduceTransparency: Bool {
        get { self[AccessibilityFlagKey.self] }
        set { self[AccessibilityFlagKey.self] = newValue }
    }

    /// Whether VoiceOver is running (never, in a terminal).
    public var accessibilityVoiceOverEnabled: Bool { false }

    /// Whether colours should be inverted (never, in a terminal).
    public var accessibilityInvertColors: Bool { false }

    /// Whether the user asked for more contrast (never, in a terminal).
    public var accessibilityEnabled: Bool { false }
}
